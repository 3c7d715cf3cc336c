/**
 * A held long-poll whose client goes away stops waiting (routes/common.ts abortWhenClientGoes):
 * its wait leaves the live feed at once, not at its ?wait timeout, and a poll answered normally
 * leaves nothing behind either.
 */
import http from 'node:http';
import { expect, it, vi } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';
import { playMove } from './live-moves.ts';
import { startHumanGame } from './play.ts';

/** vi.waitFor's bound (default 1 s): only a wait that never ends fails it, not a slow machine. */
const ARRIVAL = { timeout: 60_000 };

/** Long enough that only the disconnect (or the server closing) can end the wait in a test. */
const WAIT_SECONDS = 60;

describeOnDatabases('a long-poll whose client goes away', (driver) => {
  const fixture = useServer(driver);

  it('leaves the live feed as soon as its socket closes', async () => {
    const { server, url } = fixture();
    const { gameId } = await startHumanGame(server.service, 'big-cheese', 3);
    const first = await new RestClient(url).get(`/games/${gameId}/state`);
    const etag = first.headers.get('etag') ?? '';
    expect(server.feed.listenerCount(gameId)).toBe(0);

    const request = http.get(`${url}/api/v1/games/${gameId}/state?wait=${WAIT_SECONDS}`, {
      headers: { 'if-none-match': etag },
    });
    const closed = new Promise<void>((resolve) => {
      request.on('error', () => {
        resolve();
      });
      request.on('close', () => {
        resolve();
      });
    });
    await vi.waitFor(() => {
      expect(server.feed.listenerCount(gameId)).toBe(1);
    }, ARRIVAL);
    request.destroy();
    await closed;
    await vi.waitFor(() => {
      expect(server.feed.listenerCount(gameId)).toBe(0);
    }, ARRIVAL);

    // A poll answered by a move leaves nothing waiting either, and the server still answers.
    const poll = new RestClient(url).get(`/games/${gameId}/state?wait=${WAIT_SECONDS}`, {
      headers: { 'if-none-match': etag },
    });
    await vi.waitFor(() => {
      expect(server.feed.listenerCount(gameId)).toBe(1);
    }, ARRIVAL);
    await playMove(server.service, gameId);
    expect((await poll).status).toBe(200);
    expect(server.feed.listenerCount(gameId)).toBe(0);
  });
});
