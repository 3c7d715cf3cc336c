/**
 * The live feed on each driver: every committed append (the start included) reaches the
 * subscribers of its game with its version, nothing that rolled back does, and waits, streams
 * and subscriptions leave no listener behind.
 */
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import {
  GAME_CHANGES_CHANNEL,
  GameFeed,
  GameService,
  RuleRefusedError,
  VersionConflictError,
} from '../src/index.ts';
import type { GameChange } from '../src/index.ts';
import { changesPayload, notifyGameChanges } from '../src/live/game-change.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { playMove } from './live-moves.ts';
import { startHumanGame } from './play.ts';

const SPECTATOR = { kind: 'spectator' } as const;

/**
 * How long vi.waitFor may poll for a NOTIFY to come round (its default is 1 s): on a loaded
 * machine that takes what it takes, and this bound only stops a test whose change never comes.
 */
const ARRIVAL = { timeout: 60_000 };

/**
 * Longer than any test may run (the config's 120 s): a wait given this timeout can only end by
 * what the test does to it — a move, an abort, a close — so a test that waits on it cannot pass
 * by the timer instead.
 */
const NEVER_MS = 600_000;

function change(gameId: string, version: number): GameChange {
  return { gameId, version, status: 'started' };
}

/** A created, full game of people, not started yet. */
async function seatedGame(service: GameService): Promise<string> {
  const { gameId } = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
  for (let seat = 0; seat < 3; seat += 1) {
    const player = await service.lobby.registerPlayer(`Player ${seat}`);
    await service.lobby.join(gameId, { seat, playerId: player.id });
  }
  return gameId;
}

describeOnDatabases('live feed', (driver) => {
  const fixture = useService(driver);
  const errors: unknown[] = [];
  let opened: GameFeed | undefined;
  const feed = (): GameFeed => {
    if (opened === undefined) throw new Error('the feed is not open yet');
    return opened;
  };
  beforeAll(async () => {
    // No poll within a test: the changes seen here came by commit or by NOTIFY, in order.
    opened = await GameFeed.open(fixture().database, {
      commits: fixture().service,
      onError: (error) => errors.push(error),
      pollIntervalMs: NEVER_MS,
    });
  });
  afterAll(async () => {
    await opened?.close();
  });
  afterEach(() => {
    expect(feed().listenerCount()).toBe(0);
  });

  /** Subscribes to `gameId`, collecting its changes. */
  function watch(gameId: string): { readonly seen: GameChange[]; readonly stop: () => void } {
    const seen: GameChange[] = [];
    return { seen, stop: feed().subscribe(gameId, (c) => seen.push(c)) };
  }

  it('tells subscribers of the start and of each move, with its version', async () => {
    const { service } = fixture();
    const gameId = await seatedGame(service);
    const other = await startHumanGame(service, 'big-cheese', 3);
    const watching = watch(gameId);
    await service.lobby.start(gameId);
    await playMove(service, other.gameId); // another game's move is not news here
    await playMove(service, gameId);
    await playMove(service, gameId);
    await vi.waitFor(() => {
      expect(watching.seen).toHaveLength(3);
    }, ARRIVAL);
    expect(watching.seen).toEqual([0, 1, 2].map((v) => change(gameId, v)));
    watching.stop();
  });

  it('sees a bot game to its end, every version once, the last one finished', async () => {
    const { service } = fixture();
    const { gameId } = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
    for (let seat = 0; seat < 3; seat += 1) await service.lobby.seatBot(gameId, seat);
    const watching = watch(gameId);
    await service.lobby.start(gameId);
    await service.botsIdle();
    const { version, status } = await service.play.state(gameId, SPECTATOR);
    expect(status).toBe('finished');
    await vi.waitFor(() => {
      expect(watching.seen.at(-1)?.version).toBe(version);
    }, ARRIVAL);
    expect(watching.seen.map((c) => c.version)).toEqual(
      Array.from({ length: version + 1 }, (_, v) => v),
    );
    expect(watching.seen.at(-1)?.status).toBe('finished');
    expect(watching.seen.slice(0, -1).every((c) => c.status === 'started')).toBe(true);
    watching.stop();
  });

  it('says nothing of a refused, stale, repeated or rolled-back move', async () => {
    const { service, database } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const watching = watch(gameId);
    const seat = (await service.play.state(gameId, SPECTATOR)).activeSeats[0] ?? 0;
    const refused = { expectedVersion: 0, commandId: 'refused', command: { type: 'no-such' } };
    await expect(service.play.submit(gameId, seat, refused)).rejects.toBeInstanceOf(
      RuleRefusedError,
    );
    const { legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
    const accepted = { expectedVersion: 0, commandId: 'accepted', command: legalCommands[0] };
    await expect(
      service.play.submit(gameId, seat, { ...accepted, expectedVersion: 5 }),
    ).rejects.toThrow(VersionConflictError);
    // A NOTIFY is sent, then the transaction rolls back: Postgres drops it.
    const rolledBack = database.db.transaction(async (tx) => {
      const payload = changesPayload('a test', [change(gameId, 99)]);
      await tx.execute(sql`select pg_notify(${GAME_CHANGES_CHANNEL}, ${payload})`);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    await service.play.submit(gameId, seat, accepted);
    const retry = await service.play.submit(gameId, seat, accepted);
    expect(retry.duplicate).toBe(true);
    await playMove(service, gameId);
    // NOTIFYs arrive in commit order: once version 2 is here, nothing else is coming.
    await vi.waitFor(() => {
      expect(watching.seen.at(-1)?.version).toBe(2);
    }, ARRIVAL);
    expect(watching.seen).toEqual([change(gameId, 1), change(gameId, 2)]);
    watching.stop();
  });

  it('ignores malformed payloads and survives a subscriber that throws', async () => {
    const { service, database } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const stopThrowing = feed().subscribe(gameId, () => {
      throw new Error('a subscriber bug');
    });
    const watching = watch(gameId);
    const malformed = [
      'not json',
      '{"gameId":1}',
      JSON.stringify({ gameId, version: -1, status: 'started' }),
      JSON.stringify({ gameId, version: 1, status: 'over' }),
    ];
    for (const payload of malformed) {
      await database.db.execute(sql`select pg_notify(${GAME_CHANGES_CHANNEL}, ${payload})`);
    }
    await playMove(service, gameId);
    await vi.waitFor(() => {
      expect(watching.seen).toEqual([change(gameId, 1)]);
    }, ARRIVAL);
    expect(errors.splice(0).map(String)).toEqual(['Error: a subscriber bug']);
    stopThrowing();
    watching.stop();
  });

  it('waitForVersionAbove: a move, a timeout, an abort', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const waiting = feed().waitForVersionAbove(gameId, 0, { timeoutMs: NEVER_MS });
    expect(feed().listenerCount(gameId)).toBe(1);
    await playMove(service, gameId);
    await expect(waiting).resolves.toEqual(change(gameId, 1));
    expect(feed().listenerCount(gameId)).toBe(0);

    // Nothing moves, nothing aborts, the feed stays open: only the timer can end this wait.
    const timingOut = feed().waitForVersionAbove(gameId, 1, { timeoutMs: 100 });
    expect(feed().listenerCount(gameId)).toBe(1);
    await expect(timingOut).resolves.toBe(undefined);
    expect(feed().listenerCount(gameId)).toBe(0);

    // Aborted while it waits: its timer is past the test's own timeout, so only the abort ends it.
    const controller = new AbortController();
    const aborted = feed().waitForVersionAbove(gameId, 1, {
      timeoutMs: NEVER_MS,
      signal: controller.signal,
    });
    expect(feed().listenerCount(gameId)).toBe(1);
    controller.abort();
    await expect(aborted).resolves.toBe(undefined);
    expect(feed().listenerCount(gameId)).toBe(0);
    const again = { timeoutMs: NEVER_MS, signal: controller.signal };
    await expect(feed().waitForVersionAbove(gameId, 1, again)).resolves.toBe(undefined);
  });

  it('waitForVersionAbove does not miss a move committed just before the call', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const { version } = await service.play.state(gameId, SPECTATOR);
    const watching = watch(gameId);
    await playMove(service, gameId);
    await vi.waitFor(() => {
      expect(watching.seen).toHaveLength(1); // its NOTIFY has come and gone
    }, ARRIVAL);
    watching.stop();
    // Its NOTIFY is gone and nothing else moves: only the head read after subscribing can answer.
    const change1 = await feed().waitForVersionAbove(gameId, version, { timeoutMs: NEVER_MS });
    expect(change1).toEqual(change(gameId, version + 1));
  });

  it('changes() yields each version in order and ends on abort', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const controller = new AbortController();
    const versions: number[] = [];
    const consuming = (async () => {
      for await (const c of feed().changes(gameId, controller.signal)) versions.push(c.version);
    })();
    for (let move = 1; move <= 3; move += 1) {
      await playMove(service, gameId);
      await vi.waitFor(() => {
        expect(versions.at(-1)).toBe(move);
      }, ARRIVAL);
    }
    controller.abort();
    await consuming;
    expect(versions).toEqual([1, 2, 3]);
  });

  it('changes() hands a slow consumer the latest version, not a backlog', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const controller = new AbortController();
    const stream = feed().changes(gameId, controller.signal);
    const watching = watch(gameId);
    for (let move = 0; move < 4; move += 1) await playMove(service, gameId);
    await vi.waitFor(() => {
      expect(watching.seen).toHaveLength(4); // dispatched to the stream in the same call
    }, ARRIVAL);
    watching.stop();
    await expect(stream.next()).resolves.toEqual({ done: false, value: change(gameId, 4) });
    const pending = stream.next();
    controller.abort();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
  });

  it('changes() catches up from afterVersion, and return() releases a pending next()', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    await playMove(service, gameId);
    const controller = new AbortController();
    const stream = feed().changes(gameId, controller.signal, { afterVersion: 0 });
    await expect(stream.next()).resolves.toEqual({ done: false, value: change(gameId, 1) });
    const pending = stream.next();
    await stream.return?.();
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    // A stream nobody iterates is released by its abort alone.
    const idle = new AbortController();
    feed().changes(gameId, idle.signal);
    expect(feed().listenerCount(gameId)).toBe(1);
    idle.abort();
  });

  it('close() ends waits and streams and leaves the other feeds listening', async () => {
    const { service, database } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const second = await GameFeed.open(database, { commits: service });
    const waiting = second.waitForVersionAbove(gameId, 0, { timeoutMs: NEVER_MS });
    const stream = second.changes(gameId, new AbortController().signal);
    const pending = stream.next();
    await second.close();
    await expect(waiting).resolves.toBe(undefined);
    await expect(pending).resolves.toEqual({ done: true, value: undefined });
    expect(second.listenerCount()).toBe(0);
    expect(() => second.subscribe(gameId, () => undefined)).toThrow('closed');
    // The first feed: its LISTEN survived the second's UNLISTEN (a notice as another process
    // sends it, for a move this process did not make).
    const watching = watch(gameId);
    await notifyGameChanges(database.db, changesPayload('another process', [change(gameId, 1)]));
    await vi.waitFor(() => {
      expect(watching.seen).toEqual([change(gameId, 1)]);
    }, ARRIVAL);
    watching.stop();
  });

  it.skipIf(driver !== 'postgres')('catches up after its LISTEN connection dropped', async () => {
    const { service, database, testDatabase } = fixture();
    if (testDatabase.config.driver !== 'postgres') throw new Error('a Postgres test');
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    // The moves come from a service this feed does not hear (as if another process made them,
    // and its notices were lost): only the catch-up after the reconnect can tell of them.
    const elsewhere = new GameService(database.db);
    const watching = watch(gameId);
    const admin = postgres(testDatabase.config.url, { max: 1, onnotice: () => undefined });
    try {
      const killed = await admin`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`;
      expect(killed).toHaveLength(1);
    } finally {
      await admin.end();
    }
    // Committed while postgres.js reconnects, or just after: it arrives either way.
    await playMove(elsewhere, gameId);
    await vi.waitFor(() => {
      expect(watching.seen.map((c) => c.version)).toContain(1);
    }, ARRIVAL);
    await playMove(service, gameId);
    await vi.waitFor(() => {
      expect(watching.seen.at(-1)).toEqual(change(gameId, 2));
    }, ARRIVAL);
    expect(errors).toEqual([]);
    watching.stop();
  });

  it('its poll tells of a move whose notice never came', async () => {
    const { service, database } = fixture();
    const { gameId } = await startHumanGame(service, 'big-cheese', 3);
    const polling = await GameFeed.open(database, { commits: service, pollIntervalMs: 20 });
    try {
      const seen: number[] = [];
      const stop = polling.subscribe(gameId, (c) => seen.push(c.version));
      // A service this feed does not hear, with no beacon of its own: a process that died
      // between its commit and its NOTIFY.
      await playMove(new GameService(database.db), gameId);
      await vi.waitFor(() => {
        expect(seen).toContain(1);
      }, ARRIVAL);
      // Each version at most once, in rising order (the poll sees version 0 first, then 1).
      expect(seen).toEqual([...new Set(seen)].sort((a, b) => a - b));
      stop();
    } finally {
      await polling.close();
    }
  });
});
