/**
 * Reclaiming a seat over REST and GraphQL (issue 17 items 5 and 13, ADR 0027), on a server whose
 * sweeper runs on a fake clock: the bot takes the seat of a player who timed out, the player takes
 * it back; a caller without a seat (SEAT_NOT_YOURS) and a seat no bot holds (SEAT_NOT_TAKEN_OVER)
 * are refused with their codes and change nothing. The policy shows in the game's summary.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import type { EventsPage, GameState, GameSummary } from '../src/index.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { HandTimers } from './hand-timers.ts';
import { RestClient, TEST_APP_SETTINGS, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';

const SWEEPER = { intervalMs: 2000, batchSize: 10, leaseMs: 30_000 };
const POLICY = { kind: 'bot_takes_seat', afterTimeouts: 1 } as const;

describeOnDatabases('reclaiming a seat over HTTP', (driver) => {
  const clock = new FakeClock('2030-10-01T08:00:00.000Z');
  const timers = new HandTimers();
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  const running = (): RunningServer => {
    if (server === undefined) throw new Error('the server is not running');
    return server;
  };
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startServer(
      { database: testDatabase.config, http: TEST_HTTP_CONFIG, sweeper: SWEEPER },
      {
        app: TEST_APP_SETTINGS,
        accounts: { hashing: TEST_HASHING, clock },
        service: { clock },
        sweeper: { timers },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });

  /** Lets the deadline pass and sweeps: the seat the bot took over. */
  async function takeOver(gameId: string): Promise<number> {
    const { service, sweeper } = running();
    await service.botsIdle();
    clock.advance(60_000);
    const actions: DeadlineAction[] = await sweeper.sweepOnce();
    await service.botsIdle();
    const action = actions.find((a) => a.gameId === gameId);
    if (action?.kind !== 'timed_out' || action.action !== 'bot_took_seat') {
      throw new Error(`no takeover: ${JSON.stringify(action)}`);
    }
    return action.seat;
  }

  it('takes the seat back over REST and GraphQL; refuses strangers and seats no bot holds', async () => {
    const url = running().url;
    const players = [await new RestClient(url).signUp(), await new RestClient(url).signUp()];
    const created = await players[0]?.post<GameSummary>('/games', {
      engine: 'big-shot',
      seatCount: 2,
      timeControl: { kind: 'per_move', moveSeconds: 60 },
      timeoutPolicy: POLICY,
    });
    expect(created?.status).toBe(201);
    const gameId = created?.body.gameId ?? '';
    expect(created?.body.timeoutPolicy).toEqual(POLICY);
    for (const [seat, player] of players.entries()) {
      expect((await player.put(`/games/${gameId}/seats/${seat}`)).status).toBe(200);
    }
    expect((await players[0]?.post(`/games/${gameId}/start`))?.status).toBe(200);

    const seat = await takeOver(gameId);
    const owner = players[seat];
    const other = players[1 - seat];
    if (owner === undefined || other === undefined) throw new Error('no players');
    const held = (await owner.get<GameState>(`/games/${gameId}/state`)).body;
    expect(held.seats[seat]).toMatchObject({ standing: 'taken_over', timeoutsInARow: 1 });
    const page = await other.get<EventsPage>(`/games/${gameId}/events`);
    expect(page.body.entries.find((e) => e.timeout !== undefined)).toMatchObject({
      actor: seat,
      timedOut: true,
      timeout: { seat, action: 'bot_took_seat' },
    });

    const stranger = await new RestClient(url).signUp();
    const refusals = [
      [stranger, 403, 'SEAT_NOT_YOURS'],
      [other, 409, 'SEAT_NOT_TAKEN_OVER'],
    ] as const;
    for (const [client, status, code] of refusals) {
      const refused = await client.post(`/games/${gameId}/seat/reclaim`);
      expect(refused).toMatchObject({ status, body: { code } });
    }
    expect((await owner.get<GameState>(`/games/${gameId}/state`)).body.version).toBe(held.version);

    const reclaimed = await owner.post<{ version: number; commandId: string }>(
      `/games/${gameId}/seat/reclaim`,
    );
    expect(reclaimed.status).toBe(200);
    expect(reclaimed.body.commandId).toBe(`reclaim:${seat}:${reclaimed.body.version}`);
    const back = (await owner.get<GameState>(`/games/${gameId}/state`)).body;
    expect(back.seats[seat]).toEqual({ seat, timeoutsInARow: 0, standing: 'playing' });

    // The next timeout (whoever's it is) is taken over again and reclaimed; GraphQL shows it all.
    const again = await takeOver(gameId);
    const graphql = new GraphqlClient(url);
    await graphql.signUp();
    const mutation =
      'mutation ($gameId: ID!) { reclaimSeat(gameId: $gameId) { version commandId } }';
    const strangerReply = await graphql.send(mutation, { gameId });
    expect(strangerReply.errors?.map((e) => e.extensions.code)).toEqual(['SEAT_NOT_YOURS']);
    const holder = players[again];
    if (holder === undefined) throw new Error('no holder');
    const viaRest = await holder.post<{ commandId: string }>(`/games/${gameId}/seat/reclaim`);
    expect(viaRest.status).toBe(200);
    const gq = await graphql.send<{ gameState: { seats: { standing: string }[] } }>(
      'query ($gameId: ID!) { gameState(gameId: $gameId) { seats { seat timeoutsInARow standing } } }',
      { gameId },
    );
    expect(gq.data?.gameState.seats.map((s) => s.standing)).toEqual(['playing', 'playing']);
    const events = await graphql.send<{
      gameEvents: {
        entries: { timeout: { seat: number; action: string } | null; reclaim: boolean | null }[];
      };
    }>(
      'query ($gameId: ID!) { gameEvents(gameId: $gameId, limit: 100) { entries { timeout { seat action } reclaim } } }',
      { gameId },
    );
    const entries = events.data?.gameEvents.entries ?? [];
    expect(entries.filter((e) => e.timeout?.action === 'bot_took_seat')).toHaveLength(2);
    expect(entries.filter((e) => e.reclaim === true)).toHaveLength(2);
  });

  it('reclaims through the GraphQL mutation', async () => {
    const url = running().url;
    const players = [new GraphqlClient(url), new GraphqlClient(url)];
    for (const player of players) await player.signUp();
    const [creator] = players;
    if (creator === undefined) throw new Error('no creator');
    const created = await creator.ok<{ createGame: { gameId: string; timeoutPolicy: unknown } }>(
      'mutation ($input: CreateGameInput!) { createGame(input: $input) { gameId timeoutPolicy { kind afterTimeouts } } }',
      {
        input: {
          engine: 'cheesonomics',
          seatCount: 2,
          timeControl: { kind: 'per_move', moveSeconds: 60 },
          timeoutPolicy: POLICY,
        },
      },
    );
    expect(created.createGame.timeoutPolicy).toEqual(POLICY);
    const { gameId } = created.createGame;
    for (const [seat, player] of players.entries()) {
      await player.ok(
        'mutation ($g: ID!, $s: Int!) { joinGame(gameId: $g, seat: $s) { gameId } }',
        {
          g: gameId,
          s: seat,
        },
      );
    }
    await creator.ok('mutation ($g: ID!) { startGame(gameId: $g) { status } }', { g: gameId });
    const seat = await takeOver(gameId);
    const owner = players[seat];
    const other = players[1 - seat];
    if (owner === undefined || other === undefined) throw new Error('no players');
    const mutation =
      'mutation ($gameId: ID!) { reclaimSeat(gameId: $gameId) { version commandId } }';
    const refused = await other.send(mutation, { gameId });
    expect(refused.errors?.map((e) => e.extensions.code)).toEqual(['SEAT_NOT_TAKEN_OVER']);
    const done = await owner.ok<{ reclaimSeat: { version: number; commandId: string } }>(mutation, {
      gameId,
    });
    expect(done.reclaimSeat.commandId).toBe(`reclaim:${seat}:${done.reclaimSeat.version}`);
  });
});
