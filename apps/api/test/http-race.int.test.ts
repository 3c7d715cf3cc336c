/**
 * Races over HTTP, and two API processes on one database. Many clients submit at the same version
 * at once — on Postgres through two real server processes — and exactly one command is accepted
 * per version, without gap or duplicate; the rest get 409 VERSION_CONFLICT with the current
 * version, and retries of a commandId apply once. A long-poll held by one process wakes when a
 * move is made through the other (LISTEN/NOTIFY).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { GameState, SubmitResult } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import type { Driver } from './databases.ts';
import { RestClient, useServer } from './http.ts';
import type { HttpFixture } from './http.ts';
import { testRandom } from './play.ts';

const CLIENTS = 8;
const ROUNDS = 20;
const mainScript = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A second server process on the same Postgres database; resolves with its URL. */
function startSecondProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^/\s]+)\//.exec(output);
      if (match?.[1] !== undefined) resolve({ url: match[1], child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      reject(new Error(`second server exited with ${code}: ${output}`));
    });
  });
}

/** The second server's base URL: another process on Postgres, the same server on PGlite. */
function useSecondServer(driver: Driver, first: () => HttpFixture): () => string {
  let url: string | undefined;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const { config } = first().testDatabase;
    if (driver === 'postgres' && config.driver === 'postgres') {
      ({ url, child } = await startSecondProcess(config.url));
    } else {
      url = first().url;
    }
  });
  afterAll(async () => {
    const running = child;
    if (running?.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  });
  return () => url ?? first().url;
}

describeOnDatabases('races and two processes over HTTP', (driver) => {
  const fixture = useServer(driver);
  const second = useSecondServer(driver, fixture);

  async function fourPlayerGame() {
    const people: RestClient[] = [];
    for (let seat = 0; seat < 4; seat += 1)
      people.push(await new RestClient(fixture().url).signUp());
    const [host] = people;
    if (host === undefined) throw new Error('no host');
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'big-cheese',
      seatCount: 4,
    });
    for (const [seat, person] of people.entries())
      await person.put(`/games/${game.gameId}/seats/${seat}`);
    await host.post(`/games/${game.gameId}/start`);
    // Each seat's API token, used against both servers.
    const tokens: string[] = [];
    for (const person of people) {
      tokens.push(
        (await person.post<{ token: string }>('/tokens', { name: 'race', scopes: ['play'] })).body
          .token,
      );
    }
    const on = (url: string, seat: number) => new RestClient(url).withToken(tokens[seat] ?? '');
    return { gameId: game.gameId, on };
  }

  it('accepts exactly one command per version; the rest get 409; retries apply once', async () => {
    const { gameId, on } = await fourPlayerGame();
    const urls = [fixture().url, second()];
    const random = testRandom(11);
    let accepted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = (
        await on(fixture().url, 0).get<GameState>(`/games/${gameId}/state?as=spectator`)
      ).body;
      if (before.status === 'finished') break;
      // Every client reads first, then all send at once: all at the same version.
      const prepared = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const seat = before.activeSeats[random(before.activeSeats.length)] ?? 0;
          const caller = on(urls[client % 2] ?? fixture().url, seat);
          const mine = (await caller.get<GameState>(`/games/${gameId}/state`)).body;
          const commandId = client < 2 ? `r${round}-shared-${seat}` : `r${round}-c${client}`;
          const command = mine.legalCommands[client < 2 ? 0 : random(mine.legalCommands.length)];
          return { caller, body: { expectedVersion: before.version, commandId, command } };
        }),
      );
      const attempts = await Promise.all(
        prepared.map(async ({ caller, body }) => ({
          caller,
          body,
          reply: await caller.post<SubmitResult & { currentVersion?: number }>(
            `/games/${gameId}/commands`,
            body,
          ),
        })),
      );
      const fresh = attempts.filter((a) => a.reply.status === 200 && !a.reply.body.duplicate);
      expect(fresh).toHaveLength(1);
      const winner = fresh[0];
      if (winner === undefined) throw new Error('no winner');
      expect(winner.reply.body.version).toBe(before.version + 1);
      for (const a of attempts) {
        if (a.reply.status === 409) {
          expect(a.reply.body).toMatchObject({
            code: 'VERSION_CONFLICT',
            currentVersion: before.version + 1,
          });
        } else {
          expect(a.reply.status).toBe(200);
          if (a.reply.body.duplicate) expect(a.reply.body.commandId).toBe(winner.body.commandId);
        }
      }
      // A late retry of the winner, through the other server, returns the original result.
      const late = await winner.caller.post<SubmitResult>(`/games/${gameId}/commands`, winner.body);
      expect(late.body).toEqual({ ...winner.reply.body, duplicate: true });
      accepted += 1;
    }
    const page = await on(second(), 0).get<{ entries: { version: number }[] }>(
      `/games/${gameId}/events?limit=1000`,
    );
    expect(page.body.entries.map((entry) => entry.version)).toEqual(
      Array.from({ length: accepted + 1 }, (_, version) => version),
    );
  });

  it('wakes a long-poll held by one process when the move is made through the other', async () => {
    const { gameId, on } = await fourPlayerGame();
    // The poll is held by this process's server, whose feed the test can see.
    const spectator = new RestClient(fixture().url);
    const before = await spectator.get<GameState>(`/games/${gameId}/state`);
    const waiting = spectator.get<GameState>(`/games/${gameId}/state?wait=60`, {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    const seat = before.body.activeSeats[0] ?? 0;
    const mover = on(second(), seat);
    const mine = (await mover.get<GameState>(`/games/${gameId}/state`)).body;
    // The move is made once the poll is held (its wait is on the feed), so the move answers it
    // with a 200; a poll that missed the move would answer 304 after its 60 s (the most allowed).
    await vi.waitFor(
      () => {
        expect(fixture().server.feed.listenerCount(gameId)).toBe(1);
      },
      { timeout: 60_000 },
    );
    const sent = await mover.post(`/games/${gameId}/commands`, {
      expectedVersion: mine.version,
      commandId: 'cross-process',
      command: mine.legalCommands[0],
    });
    expect(sent.status).toBe(200);
    const woken = await waiting;
    expect(woken.status).toBe(200);
    expect(woken.body.version).toBe(mine.version + 1);
  });
});
