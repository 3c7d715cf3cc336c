/**
 * The cleanup of unplayed games (issue 17 item 6, ADR 0026) on a fake clock, with two "processes"
 * (two GameServices; on Postgres each with its own connection pool): open games nobody joined and
 * started games no person moved in go once older than the period, played games stay, each removal
 * is announced once (even with both services cleaning at once), and a removed game is gone for
 * reads and moves alike.
 */
import { seatViewer } from '@tavolo/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import type { GameFact } from '../src/service/game-facts.ts';
import { DeadlineSweeper } from '../src/service/deadline-sweeper.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { startHumanGame } from './play.ts';

const HOURS = 24;
const HOUR_MS = 3_600_000;

interface Fixture {
  readonly clock: FakeClock;
  readonly services: readonly [GameService, GameService];
  /** The game_cleaned_up facts each service announced. */
  readonly cleaned: readonly [GameFact[], GameFact[]];
}

function useTwoServices(driver: Driver): () => Fixture {
  let testDatabase: TestDatabase | undefined;
  const databases: Database[] = [];
  let fixture: Fixture | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const first = await testDatabase.open();
    const second = driver === 'postgres' ? await testDatabase.open() : first;
    databases.push(...new Set([first, second]));
    const clock = new FakeClock('2030-05-01T10:00:00.000Z');
    const services = [first, second].map((db) => new GameService(db.db, { clock })) as [
      GameService,
      GameService,
    ];
    const cleaned: [GameFact[], GameFact[]] = [[], []];
    services.forEach((service, index) => {
      service.onFact((fact) => {
        if (fact.kind === 'game_cleaned_up') cleaned[index]?.push(fact);
      });
    });
    fixture = { clock, services, cleaned };
  });
  afterAll(async () => {
    for (const service of fixture?.services ?? []) await service.stop();
    for (const database of databases) await database.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the fixture is not open yet');
    return fixture;
  };
}

describeOnDatabases('cleanup of unplayed games', (driver) => {
  const fixture = useTwoServices(driver);

  const cleanedIds = (index: 0 | 1) =>
    fixture().cleaned[index].flatMap((fact) =>
      fact.kind === 'game_cleaned_up' ? [fact.gameId] : [],
    );

  async function openGame(seatCreator: boolean) {
    const [service] = fixture().services;
    const creator = await service.lobby.registerPlayer('Creator');
    const game = await service.lobby.createGame({
      engine: 'big-cheese',
      seatCount: 3,
      createdBy: creator.id,
    });
    if (seatCreator) await service.lobby.join(game.gameId, { seat: 0, playerId: creator.id });
    return { gameId: game.gameId, creatorId: creator.id };
  }

  it('removes an open game nobody joined once the period has passed, and tells its creator', async () => {
    const { clock, services, cleaned } = fixture();
    const lonely = await openGame(true);
    const joined = await openGame(true);
    const guest = await services[0].lobby.registerPlayer('Guest');
    await services[0].lobby.join(joined.gameId, { seat: 1, playerId: guest.id });
    clock.advance(HOURS * HOUR_MS - 1);
    expect(await services[0].removeUnplayedGames(HOURS, 100)).toEqual([]);
    clock.advance(1);
    const removed = await services[0].removeUnplayedGames(HOURS, 100);
    expect(removed).toEqual([
      {
        gameId: lonely.gameId,
        engine: 'big-cheese',
        reason: 'never_joined',
        playerIds: [lonely.creatorId],
      },
    ]);
    expect(cleaned[0].at(-1)).toMatchObject({
      kind: 'game_cleaned_up',
      gameId: lonely.gameId,
      playerIds: [lonely.creatorId],
      at: clock.now(),
    });
    await expect(services[1].lobby.getGame(lonely.gameId)).rejects.toMatchObject({
      code: 'GAME_NOT_FOUND',
    });
    // Someone else sat down: that game is waiting for its start, not abandoned.
    expect((await services[1].lobby.getGame(joined.gameId)).status).toBe('created');
  });

  it('removes a started game no person moved in, and keeps one where somebody moved', async () => {
    const { clock, services } = fixture();
    const idle = await startHumanGame(services[0], 'big-cheese', 3);
    const played = await startHumanGame(services[0], 'big-cheese', 3);
    const game = await services[0].lobby.getGame(played.gameId);
    const seat = game.activeSeats[0] ?? 0;
    const state = await services[0].play.state(played.gameId, seatViewer(seat));
    // The first move comes from a cached state in this process; the other must read the row.
    await services[1].play.submit(played.gameId, seat, {
      expectedVersion: state.version,
      commandId: 'first-move',
      command: state.legalCommands[0],
    });
    clock.advance(HOURS * HOUR_MS);
    const removed = await services[1].removeUnplayedGames(HOURS, 100);
    expect(removed.map((g) => g.gameId)).toContain(idle.gameId);
    expect(removed.map((g) => g.gameId)).not.toContain(played.gameId);
    expect(removed.find((g) => g.gameId === idle.gameId)).toMatchObject({
      reason: 'never_moved',
      playerIds: idle.playerIds,
    });
    // A move sent to the process that still had the game cached is refused, and nothing is written.
    await expect(
      services[0].play.submit(idle.gameId, 0, {
        expectedVersion: 0,
        commandId: 'late',
        command: {},
      }),
    ).rejects.toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect((await services[0].lobby.getGame(played.gameId)).version).toBe(1);
  });

  it('counts timeout moves as nobody moving', async () => {
    const { clock, services } = fixture();
    const timeControl = { kind: 'per_move', moveSeconds: 3600 } as const;
    const { gameId } = await startHumanGame(services[0], 'big-cheese', 3, { timeControl });
    const sweeper = new DeadlineSweeper(
      services[0],
      { intervalMs: 1000, batchSize: 1000, leaseMs: 30_000 },
      {
        onError: (error) => {
          throw error;
        },
      },
    );
    for (let hour = 0; hour < 3; hour += 1) {
      clock.advance(HOUR_MS);
      await sweeper.sweepOnce();
    }
    const version = (await services[0].lobby.getGame(gameId)).version ?? 0;
    expect(version).toBeGreaterThanOrEqual(3);
    clock.advance((HOURS - 3) * HOUR_MS);
    const removed = await services[0].removeUnplayedGames(HOURS, 100);
    expect(removed.map((g) => g.gameId)).toContain(gameId);
  });

  it('announces each removal once when two processes clean at the same time', async () => {
    const { clock, services } = fixture();
    const before = [cleanedIds(0).length, cleanedIds(1).length];
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await openGame(i % 2 === 0)).gameId);
    clock.advance(HOURS * HOUR_MS);
    // Small batches, so both processes take turns at the same due games.
    const rounds = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((index) =>
        services[index === 0 ? 0 : 1].removeUnplayedGames(HOURS, 2),
      ),
    );
    const rest = await services[0].removeUnplayedGames(HOURS, 100);
    const announced = [...cleanedIds(0).slice(before[0]), ...cleanedIds(1).slice(before[1])];
    expect(announced.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    // No game was removed twice: the rounds' answers hold each id at most once.
    const removedInRounds = [...rounds.flat(), ...rest].map((game) => game.gameId);
    expect(new Set(removedInRounds).size).toBe(removedInRounds.length);
    for (const id of ids) {
      await expect(services[1].lobby.getGame(id)).rejects.toMatchObject({ code: 'GAME_NOT_FOUND' });
    }
  });
});
