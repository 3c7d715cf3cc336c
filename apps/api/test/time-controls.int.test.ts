/**
 * Time controls (issue 17 item 1) through the service, REST and GraphQL: chosen at creation,
 * checked (out of range: 400 TIME_CONTROL_OUT_OF_RANGE and no game), shown in summaries, and the
 * clocks they start shown in summaries and states, on a fake clock.
 */
import { seatViewer } from '@tavolo/engine';
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '../src/index.ts';
import type { GameSummary } from '../src/index.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { useGraphqlServer } from './graphql-fixture.ts';
import { RestClient, useServer } from './http.ts';
import { startHumanGame } from './play.ts';

const MIN = 60_000;
const bank = { kind: 'bank', initialSeconds: 600, incrementSeconds: 60, maxSeconds: 900 } as const;
const tooShort = { kind: 'per_move', moveSeconds: 30 } as const;

describeOnDatabases('time controls', (driver) => {
  const clock = new FakeClock('2030-03-01T09:00:00.000Z');
  const fixture = useService(driver, { clock });

  const gameCount = async (): Promise<number> => {
    const [row] = await fixture().database.db.select({ n: count() }).from(schema.games);
    return row?.n ?? 0;
  };

  it('stores and shows the control chosen at creation', async () => {
    const { service } = fixture();
    const created = [
      await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2 }),
      await service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2, timeControl: bank }),
      await service.lobby.createGame({
        engine: 'bon-appetit',
        seatCount: 2,
        moveTimeLimitSeconds: 3600,
      }),
    ];
    const read = await Promise.all(created.map((game) => service.lobby.getGame(game.gameId)));
    expect(read.map((game) => [game.timeControl, game.moveTimeLimitSeconds])).toEqual([
      [{ kind: 'none' }, null],
      [bank, null],
      [{ kind: 'per_move', moveSeconds: 3600 }, 3600],
    ]);
    expect(read.map((game) => game.clocks)).toEqual([null, null, null]);
  });

  it('refuses a control out of range, or two at once, and creates nothing', async () => {
    const { service } = fixture();
    const before = await gameCount();
    const refusals = [
      { timeControl: tooShort, code: 'TIME_CONTROL_OUT_OF_RANGE' },
      { timeControl: { ...bank, maxSeconds: 599 }, code: 'TIME_CONTROL_OUT_OF_RANGE' },
      { moveTimeLimitSeconds: 59, code: 'TIME_CONTROL_OUT_OF_RANGE' },
      { timeControl: { kind: 'per_move' }, code: 'INVALID_INPUT' },
      { timeControl: { kind: 'sudden' }, code: 'INVALID_INPUT' },
      { timeControl: bank, moveTimeLimitSeconds: 3600, code: 'INVALID_INPUT' },
    ];
    for (const { code, ...settings } of refusals) {
      await expect(
        service.lobby.createGame({ engine: 'bon-appetit', seatCount: 2, ...settings }),
      ).rejects.toMatchObject({ code });
    }
    expect(await gameCount()).toBe(before);
  });

  it('starts the clocks at the start and runs them down as the seats move', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'bon-appetit', 2, { timeControl: bank });
    const started = await service.lobby.getGame(gameId);
    const startedAt = clock.now().toISOString();
    const [first] = started.activeSeats;
    if (first === undefined) throw new Error('nobody to move');
    expect(started.clocks).toEqual({
      asOf: startedAt,
      seats: [0, 1].map((seat) => ({
        seat,
        remainingMs: 10 * MIN,
        deadline: started.activeSeats.includes(seat)
          ? new Date(clock.now().getTime() + 10 * MIN).toISOString()
          : null,
      })),
    });
    expect(started.turnDeadline).toBe(started.clocks?.seats[first]?.deadline);

    clock.advance(3 * MIN);
    const state = await service.play.state(gameId, seatViewer(first));
    await service.play.submit(gameId, first, {
      expectedVersion: state.version,
      commandId: 'first-move',
      command: state.legalCommands[0],
    });
    const after = await service.play.state(gameId, seatViewer(first));
    // 10 min − 3 min thinking + 1 min increment.
    expect(after.clocks?.seats[first]?.remainingMs).toBe(8 * MIN);
    expect(after.clocks?.asOf).toBe(clock.now().toISOString());
    const summary: GameSummary = await service.lobby.getGame(gameId);
    expect(summary.clocks).toEqual(after.clocks);
    expect(summary.turnDeadline).toBe(after.turnDeadline);
  });
});

describeOnDatabases('time controls over REST', (driver) => {
  const fixture = useServer(driver);

  it('answers 201 with the control, or 400 TIME_CONTROL_OUT_OF_RANGE', async () => {
    const alice = await new RestClient(fixture().url).signUp();
    const created = await alice.post<GameSummary>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      timeControl: bank,
    });
    expect(created.status).toBe(201);
    expect(created.body.timeControl).toEqual(bank);
    const refused = await alice.post('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      timeControl: tooShort,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TIME_CONTROL_OUT_OF_RANGE' });
    // Only the first game exists: the open games list holds every public game not started.
    const open = await alice.get<{ games: GameSummary[] }>('/games?limit=500');
    const hers = open.body.games.filter((game) => game.createdBy === alice.playerId);
    expect(hers.map((game) => game.gameId)).toEqual([created.body.gameId]);
  });
});

describeOnDatabases('time controls over GraphQL', (driver) => {
  const fixture = useGraphqlServer(driver);
  const create = `mutation ($input: CreateGameInput!) {
    createGame(input: $input) {
      gameId moveTimeLimitSeconds clocks { asOf }
      timeControl { kind moveSeconds initialSeconds incrementSeconds maxSeconds }
    }
  }`;

  it('creates games with a control and refuses one out of range', async () => {
    const alice = await new GraphqlClient(fixture().url).signUp();
    const input = { engine: 'bon-appetit', seatCount: 2 };
    const created = await alice.ok<{ createGame: GameSummary }>(create, {
      input: { ...input, timeControl: { kind: 'per_move', moveSeconds: 120 } },
    });
    expect(created.createGame).toMatchObject({
      moveTimeLimitSeconds: 120,
      clocks: null,
      timeControl: {
        kind: 'per_move',
        moveSeconds: 120,
        initialSeconds: null,
        incrementSeconds: null,
        maxSeconds: null,
      },
    });
    const refused = await alice.send(create, {
      input: { ...input, timeControl: { ...bank, initialSeconds: 10 } },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'TIME_CONTROL_OUT_OF_RANGE',
    });
  });
});
