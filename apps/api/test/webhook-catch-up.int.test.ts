/**
 * Table-channel events are not lost to a crash between a move's commit and its facts (issue 18
 * item 1): with the facts cut off, as in a process killed right after its commit, a game's start
 * reaches its table channel through the catch-up round (WebhookService.catchUpTables), once, and
 * a later round finds nothing behind.
 */
import { expect, it } from 'vitest';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { useWebhookServer } from './webhook-fixture.ts';
import { verifyWith } from './webhook-receiver.ts';

describeOnDatabases('table-channel catch-up', (driver) => {
  const fixture = useWebhookServer(driver);

  it('sends a start whose facts were lost, once', async () => {
    const { server, receiver } = fixture();
    const people = [await fixture().signUp(), await fixture().signUp(), await fixture().signUp()];
    const [host] = people;
    if (host === undefined) throw new Error('no host');
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'big-cheese',
      seatCount: 3,
    });
    for (const [seat, person] of people.entries()) {
      expect((await person.put(`/games/${game.gameId}/seats/${seat}`)).status).toBe(200);
    }
    const channel = await host.post<{ secret: string }>(`/games/${game.gameId}/webhooks`, {
      url: receiver.url(),
      eventTypes: ['game.started', 'turn.changed'],
    });
    expect(channel.status).toBe(201);
    // The facts no longer reach the webhooks: a start now is one whose facts were lost.
    server.webhooks.detach();
    expect((await host.post(`/games/${game.gameId}/start`)).status).toBe(200);
    const ofGame = () => receiver.received.filter((request) => request.body.includes(game.gameId));
    expect(ofGame()).toHaveLength(0);

    expect(await server.webhooks.service.catchUpTables(10)).toBe(1);
    expect(ofGame()).toHaveLength(1);
    const [delivered] = ofGame();
    if (delivered === undefined) throw new Error('nothing delivered');
    expect(verifyWith(channel.body.secret, delivered)).toMatchObject({ type: 'game.started' });
    // Caught up: nothing is behind any more, and nothing is sent twice.
    expect(await server.webhooks.service.catchUpTables(10)).toBe(0);
    expect(ofGame()).toHaveLength(1);
  });
});
