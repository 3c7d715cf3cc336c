/**
 * The deadline sweeper (issue 17 item 4, ADR 0025) on a fake clock, with two "processes" (two
 * GameServices; on Postgres each with its own connection pool): a passed deadline gives exactly
 * one timeout move, a move racing the deadline lands alone, two sweepers of one due game act once,
 * and a sweeper that dies after its claim leaves the game to another once the lease runs out.
 */
import { seatViewer, spectator } from '@tavolo/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { DeadlineSweeper } from '../src/service/deadline-sweeper.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { startHumanGame } from './play.ts';

const MOVE_SECONDS = 60;
const SETTINGS = { intervalMs: 1000, batchSize: 1000, leaseMs: 30_000 };

interface TwoServices {
  readonly clock: FakeClock;
  readonly services: readonly [GameService, GameService];
  readonly sweepers: readonly [DeadlineSweeper, DeadlineSweeper];
}

function useTwoServices(driver: Driver): () => TwoServices {
  let testDatabase: TestDatabase | undefined;
  const databases: Database[] = [];
  let fixture: TwoServices | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const first = await testDatabase.open();
    // PGlite's data directory has one owner; on Postgres each service has its own connections.
    const second = driver === 'postgres' ? await testDatabase.open() : first;
    databases.push(...new Set([first, second]));
    const clock = new FakeClock('2030-05-01T10:00:00.000Z');
    const services = [first, second].map((db) => new GameService(db.db, { clock })) as [
      GameService,
      GameService,
    ];
    const fail = (error: unknown) => {
      throw error;
    };
    const sweepers = services.map(
      (service) => new DeadlineSweeper(service, SETTINGS, { onError: fail }),
    ) as [DeadlineSweeper, DeadlineSweeper];
    fixture = { clock, services, sweepers };
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

/**
 * The actions of a round on one game: the games of earlier tests share the database and the
 * clock, so their deadlines pass too.
 */
const on = (gameId: string, actions: readonly DeadlineAction[]) =>
  actions.filter((action) => action.gameId === gameId);

const timedOut = (gameId: string, actions: readonly DeadlineAction[]) =>
  on(gameId, actions).filter((action) => action.kind === 'timed_out');

describeOnDatabases('deadline sweeper', (driver) => {
  const fixture = useTwoServices(driver);

  async function timedGame(): Promise<{ gameId: string; seat: number; version: number }> {
    const [service] = fixture().services;
    const timeControl = { kind: 'per_move', moveSeconds: MOVE_SECONDS } as const;
    const { gameId } = await startHumanGame(service, 'big-cheese', 3, { timeControl });
    const game = await service.lobby.getGame(gameId);
    const seat = game.activeSeats[0];
    if (seat === undefined || game.version === null) throw new Error('nobody to move');
    return { gameId, seat, version: game.version };
  }

  async function timeoutEntries(gameId: string) {
    const [service] = fixture().services;
    const page = await service.play.eventsSince(gameId, spectator, { limit: 1000 });
    return page.entries.filter((entry) => entry.timedOut === true);
  }

  it('plays exactly one move for the absent seat once its deadline passes', async () => {
    const { clock, services, sweepers } = fixture();
    const { gameId, seat, version } = await timedGame();
    clock.advance(MOVE_SECONDS * 1000 - 1);
    expect(on(gameId, await sweepers[0].sweepOnce())).toEqual([]);
    clock.advance(1);
    expect(on(gameId, await sweepers[0].sweepOnce())).toEqual([
      { gameId, kind: 'timed_out', seat, version: version + 1, action: 'bot_move' },
    ]);
    // The next deadline is a whole move time away: nothing more to do until then.
    expect(on(gameId, await sweepers[1].sweepOnce())).toEqual([]);
    expect(on(gameId, await sweepers[0].sweepOnce())).toEqual([]);
    const game = await services[1].lobby.getGame(gameId);
    expect(game.version).toBe(version + 1);
    expect(game.turnDeadline).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
    const entries = await services[0].play.eventsSince(gameId, seatViewer(seat), {
      afterVersion: version,
    });
    expect(entries.entries).toMatchObject([
      {
        version: version + 1,
        actor: seat,
        commandId: `timeout:${seat}:${version + 1}`,
        timedOut: true,
      },
    ]);
  });

  it('lets a move racing the deadline land alone', async () => {
    const { clock, services, sweepers } = fixture();
    const { gameId, seat, version } = await timedGame();
    clock.advance(MOVE_SECONDS * 1000);
    const state = await services[1].play.state(gameId, seatViewer(seat));
    const move = services[1].play.submit(gameId, seat, {
      expectedVersion: version,
      commandId: 'racing-move',
      command: state.legalCommands[0],
    });
    const [moved, actions] = await Promise.allSettled([move, sweepers[0].sweepOnce()]);
    const head = await services[0].lobby.getGame(gameId);
    expect(head.version).toBe(version + 1);
    const landedTimeout = (await timeoutEntries(gameId)).length;
    if (moved.status === 'fulfilled') {
      expect(landedTimeout).toBe(0);
      expect(actions.status === 'fulfilled' && timedOut(gameId, actions.value)).toEqual([]);
    } else {
      expect(moved.reason).toMatchObject({ code: 'VERSION_CONFLICT' });
      expect(landedTimeout).toBe(1);
    }
  });

  it('lets the move win when it commits between the claim and the action', async () => {
    const { clock, services } = fixture();
    const { gameId, seat, version } = await timedGame();
    clock.advance(MOVE_SECONDS * 1000);
    expect(await services[0].claimDueGames(SETTINGS.batchSize, SETTINGS.leaseMs)).toContain(gameId);
    const state = await services[1].play.state(gameId, seatViewer(seat));
    await services[1].play.submit(gameId, seat, {
      expectedVersion: version,
      commandId: 'just-in-time',
      command: state.legalCommands[0],
    });
    // The claim read the game before the move; acting, it finds nothing due any more.
    expect(await services[0].actOnDeadline(gameId)).toEqual({ gameId, kind: 'not_due' });
    expect(await timeoutEntries(gameId)).toEqual([]);
    // The move set the next deadline: the claim's lease is gone with it.
    const game = await services[0].lobby.getGame(gameId);
    expect(game.turnDeadline).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
  });

  it('acts once when two services sweep the same due game', async () => {
    const { clock, sweepers } = fixture();
    const { gameId, seat, version } = await timedGame();
    clock.advance(MOVE_SECONDS * 1000);
    const rounds = await Promise.all([sweepers[0].sweepOnce(), sweepers[1].sweepOnce()]);
    expect(timedOut(gameId, rounds.flat())).toEqual([
      { gameId, kind: 'timed_out', seat, version: version + 1, action: 'bot_move' },
    ]);
    expect(await timeoutEntries(gameId)).toHaveLength(1);
  });

  it('acts once when two services act on the same claimed game', async () => {
    const { clock, services } = fixture();
    const { gameId, version } = await timedGame();
    clock.advance(MOVE_SECONDS * 1000);
    const actions = await Promise.all(services.map((service) => service.actOnDeadline(gameId)));
    expect(actions.filter((a) => a.kind === 'timed_out')).toHaveLength(1);
    // The other lost the append (a conflict or a duplicate), or read the game after it.
    expect(actions.filter((a) => a.kind === 'moved_on' || a.kind === 'not_due')).toHaveLength(1);
    expect((await services[0].lobby.getGame(gameId)).version).toBe(version + 1);
  });

  it('hands a game claimed by a sweeper that died to another once the lease runs out', async () => {
    const { clock, services, sweepers } = fixture();
    const { gameId, seat, version } = await timedGame();
    clock.advance(MOVE_SECONDS * 1000);
    // The first process claims the game and dies before acting.
    expect(await services[0].claimDueGames(SETTINGS.batchSize, SETTINGS.leaseMs)).toContain(gameId);
    expect(on(gameId, await sweepers[1].sweepOnce())).toEqual([]);
    clock.advance(SETTINGS.leaseMs);
    expect(on(gameId, await sweepers[1].sweepOnce())).toEqual([
      { gameId, kind: 'timed_out', seat, version: version + 1, action: 'bot_move' },
    ]);
  });

  it('never touches games without a time control', async () => {
    const { clock, services, sweepers } = fixture();
    const { gameId } = await startHumanGame(services[0], 'big-cheese', 3);
    clock.advance(400 * 24 * 3600_000);
    expect(on(gameId, await sweepers[0].sweepOnce())).toEqual([]);
    expect((await services[0].lobby.getGame(gameId)).version).toBe(0);
  });
});
