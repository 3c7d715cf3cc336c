/**
 * Replay steps of finished games: GET /games/:id/state?atVersion=N&seat=S (and GraphQL
 * gameStateAt) folds the log to version N and returns the engine's view for that seat — exactly
 * what the seat was shown at that version during play — or a spectator's; refused before the end.
 *
 * The games are set up over REST and played through the service (the whole games over HTTP are
 * in leak.int.test.ts and variants.int.test.ts): what the seat "was shown" at each version is the
 * service's state for it then, which is what GET /state serialises. The replay steps themselves
 * are read over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { VersionConflictError } from '../src/index.ts';
import type { GameService, GameState } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';
import { WHOLE_GAME } from './timeouts.ts';

interface Created {
  readonly gameId: string;
}

async function startedAgainstBot(client: RestClient, engine: string): Promise<string> {
  const created = await client.post<Created>('/games', { engine, seatCount: 2 });
  const { gameId } = created.body;
  expect((await client.put(`/games/${gameId}/seats/0`)).status).toBe(200);
  expect((await client.put(`/games/${gameId}/seats/1/bot`)).status).toBe(200);
  expect((await client.post(`/games/${gameId}/start`)).status).toBe(200);
  return gameId;
}

/** A state as GET /state sends it (JSON), to compare with a replay step read over HTTP. */
const plain = (state: GameState): GameState => JSON.parse(JSON.stringify(state)) as GameState;

/**
 * Plays seat 0 (random legal commands) through the service against the server bot until the end,
 * keeping the state seat 0 is shown at each version.
 */
async function playSeatZero(service: GameService, gameId: string, random: (b: number) => number) {
  const seen: GameState[] = [];
  for (let step = 0; step < 20_000; step += 1) {
    await service.botsIdle();
    const state = await service.play.state(gameId, { kind: 'seat', seat: 0 });
    if (seen.at(-1)?.version !== state.version) seen.push(plain(state));
    if (state.status === 'finished') return { final: state, seen };
    const command = state.legalCommands[random(state.legalCommands.length)];
    if (command === undefined) continue; // the bot's turn
    const move = { expectedVersion: state.version, commandId: `m${step}`, command };
    await service.play.submit(gameId, 0, move).catch((error: unknown) => {
      // The bot moved first in a simultaneous phase: read again.
      if (!(error instanceof VersionConflictError)) throw error;
    });
  }
  throw new Error(`game ${gameId} did not finish`);
}

/** A small deterministic generator for the seat's choices. */
function seeded(seed: number): (bound: number) => number {
  let state = seed;
  return (bound) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % bound;
  };
}

describeOnDatabases('replay steps of finished games', (driver) => {
  const fixture = useServer(driver);

  it(
    'gives each seat’s view at each version, as the seat saw it during play',
    WHOLE_GAME,
    async () => {
      const ann = await new RestClient(fixture().url).signUp();
      const gameId = await startedAgainstBot(ann, 'cheesonomics');

      const refused = await ann.get(`/games/${gameId}/state?atVersion=0`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'GAME_NOT_FINISHED' });

      const play = await playSeatZero(fixture().server.service, gameId, seeded(7));
      const head = play.final.version;
      const seen = play.seen.filter((state) => state.status === 'started');
      expect(seen.length).toBeGreaterThan(3);

      for (const shown of seen) {
        const past = await ann.get<GameState>(
          `/games/${gameId}/state?atVersion=${shown.version}&seat=0`,
        );
        expect(past.status).toBe(200);
        expect(past.headers.get('cache-control')).toContain('immutable');
        expect(past.body).toEqual({ ...shown, turnDeadline: null, lastSeenVersion: null });
      }

      const last = await ann.get<GameState>(`/games/${gameId}/state?atVersion=${head}&seat=1`);
      expect(last.body).toMatchObject({
        version: head,
        status: 'finished',
        viewer: { kind: 'seat', seat: 1 },
      });
      expect(last.body.outcome).toEqual(play.final.outcome);

      // Anyone may step through a finished game, as a spectator or as any seat.
      const stranger = new RestClient(fixture().url);
      const spectator = await stranger.get<GameState>(`/games/${gameId}/state?atVersion=1`);
      expect(spectator.body).toMatchObject({
        version: 1,
        viewer: { kind: 'spectator' },
        legalCommands: [],
      });
      const asSeat = await stranger.get<GameState>(`/games/${gameId}/state?atVersion=1&seat=0`);
      expect(asSeat.body.viewer).toEqual({ kind: 'seat', seat: 0 });

      const graphql = new GraphqlClient(fixture().url);
      const data = await graphql.ok<{ gameStateAt: GameState }>(
        'query($id: ID!, $v: Int!) { gameStateAt(gameId: $id, version: $v, seat: 0) { version view legalCommands viewer { kind seat } } }',
        { id: gameId, v: 1 },
      );
      expect(data.gameStateAt).toEqual({
        version: 1,
        view: asSeat.body.view,
        legalCommands: asSeat.body.legalCommands,
        viewer: { kind: 'seat', seat: 0 },
      });
    },
  );

  it(
    'refuses versions past the end, seats outside the game and a seat without a version',
    WHOLE_GAME,
    async () => {
      const ann = await new RestClient(fixture().url).signUp();
      const gameId = await startedAgainstBot(ann, 'bon-appetit');
      const { final } = await playSeatZero(fixture().server.service, gameId, seeded(3));

      const beyond = await ann.get(`/games/${gameId}/state?atVersion=${final.version + 1}`);
      expect(beyond.status).toBe(400);
      expect(beyond.body).toMatchObject({ code: 'INVALID_INPUT' });
      const seat = await ann.get(`/games/${gameId}/state?atVersion=0&seat=2`);
      expect(seat.body).toMatchObject({ code: 'SEAT_OUT_OF_RANGE' });
      const noVersion = await ann.get(`/games/${gameId}/state?seat=0`);
      expect(noVersion.status).toBe(400);
      expect(noVersion.body).toMatchObject({ code: 'INVALID_INPUT' });
      const unknown = await ann.get(`/games/${randomUUID()}/state?atVersion=0`);
      expect(unknown.body).toMatchObject({ code: 'GAME_NOT_FOUND' });
    },
  );

  it('steps through the events of a setup in which every seat played automatically', async () => {
    const ann = await new RestClient(fixture().url).signUp();
    const created = await ann.post<Created>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      options: { auto_reveal: [0, 1] },
    });
    const { gameId } = created.body;
    await ann.put(`/games/${gameId}/seats/0`);
    await ann.put(`/games/${gameId}/seats/1/bot`);
    expect((await ann.post(`/games/${gameId}/start`)).status).toBe(200);
    const log = await ann.get<{ headVersion: number; entries: { events: unknown[] }[] }>(
      `/games/${gameId}/events`,
    );
    expect(log.body.headVersion).toBe(0);
    const setupEvents = log.body.entries[0]?.events.length ?? 0;
    expect(setupEvents).toBeGreaterThan(3);

    const whole = await ann.get<GameState>(`/games/${gameId}/state?atVersion=0`);
    expect(whole.body.status).toBe('finished');
    const views: string[] = [];
    for (let events = 0; events <= setupEvents; events += 1) {
      const step = await ann.get<GameState>(
        `/games/${gameId}/state?atVersion=0&atEvents=${events}`,
      );
      expect(step.status, `events ${events}`).toBe(200);
      views.push(JSON.stringify(step.body.view));
    }
    // Every step shows the game further on, and the last one is the whole setup.
    expect(new Set(views).size).toBeGreaterThan(setupEvents / 2);
    expect(views.at(-1)).toBe(JSON.stringify(whole.body.view));

    const graphql = new GraphqlClient(fixture().url);
    const data = await graphql.ok<{ gameStateAt: { view: unknown } }>(
      'query($id: ID!) { gameStateAt(gameId: $id, version: 0, events: 1) { view } }',
      { id: gameId },
    );
    expect(JSON.stringify(data.gameStateAt.view)).toBe(views[1]);

    const beyond = await ann.get(`/games/${gameId}/state?atVersion=0&atEvents=${setupEvents + 1}`);
    expect(beyond.body).toMatchObject({ code: 'INVALID_INPUT' });
    const alone = await ann.get(`/games/${gameId}/state?atEvents=1`);
    expect(alone.body).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
