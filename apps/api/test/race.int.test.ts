/**
 * Optimistic concurrency (DESIGN §4): many clients submit at the same version at once, through
 * two services with caches of their own (two API processes; on Postgres, two connection pools).
 * Exactly one command is accepted per version, the log has no gap and no duplicate, the others
 * get VERSION_CONFLICT with the current version, and retries of a commandId apply once.
 */
import { expect, it } from 'vitest';
import { EventStore, GameService, VersionConflictError } from '../src/index.ts';
import type { Database, SubmitResult } from '../src/index.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { linkBreaks, startHumanGame, testRandom } from './play.ts';

const CLIENTS = 8;
const ROUNDS = 25;

type Attempt =
  | { readonly kind: 'accepted'; readonly result: SubmitResult }
  | { readonly kind: 'conflict'; readonly currentVersion: number };

async function attempt(submission: Promise<SubmitResult>): Promise<Attempt> {
  try {
    return { kind: 'accepted', result: await submission };
  } catch (error) {
    if (error instanceof VersionConflictError) {
      return { kind: 'conflict', currentVersion: error.currentVersion };
    }
    throw error;
  }
}

describeOnDatabases('concurrent submissions', (driver) => {
  const fixture = useService(driver);

  it('accept exactly one command per version; retries apply once', async () => {
    const { service: first, testDatabase, database } = fixture();
    // A second "process": its own cache, and on Postgres its own connection pool.
    const secondDatabase: Database = driver === 'postgres' ? await testDatabase.open() : database;
    const second = new GameService(secondDatabase.db);
    const services = [first, second];
    const random = testRandom(6);
    const { gameId } = await startHumanGame(first, 'big-cheese', 4);
    let accepted = 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await first.play.state(gameId, { kind: 'spectator' });
      if (before.status === 'finished') break;
      const version = before.version;
      const submissions = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const service = services[client % 2] ?? first;
          const seat = before.activeSeats[random(before.activeSeats.length)] ?? 0;
          const { legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
          // Clients 0 and 1 send the very same command with the same id: a retry racing itself.
          const commandId = client < 2 ? `r${round}-shared` : `r${round}-c${client}`;
          const command = legalCommands[client < 2 ? 0 : random(legalCommands.length)];
          return { service, seat, commandId, command };
        }),
      );
      const attempts = await Promise.all(
        submissions.map(({ service, seat, commandId, command }) =>
          attempt(
            service.play.submit(gameId, seat, { expectedVersion: version, commandId, command }),
          ),
        ),
      );

      const fresh = attempts.flatMap((a) =>
        a.kind === 'accepted' && !a.result.duplicate ? [a.result] : [],
      );
      expect(fresh).toHaveLength(1);
      const winner = fresh[0];
      if (winner === undefined) throw new Error('no winner');
      expect(winner.version).toBe(version + 1);
      for (const a of attempts) {
        if (a.kind === 'conflict') expect(a.currentVersion).toBe(version + 1);
        else if (a.result.duplicate) {
          expect(a.result.commandId).toBe(winner.commandId);
          expect(a.result.version).toBe(winner.version);
        }
      }
      accepted += 1;

      // A late retry of the winner, with its now stale version, returns the original result.
      const original = submissions.find((s) => s.commandId === winner.commandId);
      if (original === undefined) throw new Error('winner not found');
      const retry = await second.play.submit(gameId, original.seat, {
        expectedVersion: version,
        commandId: original.commandId,
        command: original.command,
      });
      expect(retry).toEqual({ ...winner, duplicate: true });
    }

    const after = await second.play.state(gameId, { kind: 'spectator' });
    expect(after.version).toBe(accepted);
    const page = await first.play.eventsSince(gameId, { kind: 'spectator' }, { limit: 1000 });
    expect(page.entries.map((e) => e.version)).toEqual(
      Array.from({ length: accepted + 1 }, (_, v) => v),
    );
    const stored = await new EventStore(database.db).entriesFrom(gameId, 0);
    const { genesisHash } = await first.lobby.getGame(gameId);
    expect(linkBreaks(genesisHash, stored)).toEqual([]);
    expect(new Set(stored.map((e) => e.commandId)).size).toBe(stored.length);
    if (driver === 'postgres') await secondDatabase.close();
  });

  it('decides against the database, not a stale cache, when another process moved', async () => {
    const { service: first, database } = fixture();
    const stale = new GameService(database.db);
    const { gameId } = await startHumanGame(first, 'big-cheese', 3);
    const cached = await stale.play.state(gameId, { kind: 'spectator' }); // caches version 0
    expect(cached.version).toBe(0);
    for (let move = 0; move < 5; move += 1) {
      const { activeSeats } = await first.play.state(gameId, { kind: 'spectator' });
      const seat = activeSeats[0] ?? 0;
      const { version, legalCommands } = await first.play.state(gameId, { kind: 'seat', seat });
      await first.play.submit(gameId, seat, {
        expectedVersion: version,
        commandId: `first-${move}`,
        command: legalCommands[0],
      });
    }
    // The stale service submits at the real version straight away: it catches up inside the
    // transaction from the log, and both services agree on the result.
    const now = await first.play.state(gameId, { kind: 'spectator' });
    const seat = now.activeSeats[0] ?? 0;
    const mine = await first.play.state(gameId, { kind: 'seat', seat });
    await stale.play.submit(gameId, seat, {
      expectedVersion: now.version,
      commandId: 'stale-1',
      command: mine.legalCommands[0],
    });
    const viewFirst = await first.play.state(gameId, { kind: 'seat', seat });
    const viewStale = await stale.play.state(gameId, { kind: 'seat', seat });
    expect(viewStale).toEqual(viewFirst);
    expect(viewFirst.version).toBe(6);
  });

  it('answers a retry whose original committed between its read and its write with the original', async () => {
    const { service, database } = fixture();
    const { gameId, playerIds } = await startHumanGame(service, 'bon-appetit', 2);
    expect(playerIds).toHaveLength(2);
    const before = await service.play.state(gameId, { kind: 'spectator' });
    const [seat] = before.activeSeats;
    if (seat === undefined) throw new Error('nobody to move');
    const mover = await service.play.state(gameId, { kind: 'seat', seat });
    const original = {
      expectedVersion: mover.version,
      commandId: 'retried',
      command: mover.legalCommands[0],
    };
    // The retry reads the head at the old version; its original commits before the retry
    // writes (inside `decide`, which runs between the two): the retry's write updates nothing.
    const store = new EventStore(database.db);
    const retry = await store.append({
      gameId,
      expectedVersion: mover.version,
      commandId: 'retried',
      decide: async () => {
        await service.play.submit(gameId, seat, original);
        return {
          entry: { actor: seat, commandId: 'retried', command: null, events: [], at: new Date() },
          progress: { activeSeats: [seat], outcome: null },
          payload: null,
        };
      },
    });
    expect(retry.kind).toBe('duplicate');
    expect(retry.entry.version).toBe(mover.version + 1);
    const entries = await store.entriesFrom(gameId, mover.version + 1);
    expect(entries.map((entry) => [entry.version, entry.commandId])).toEqual([
      [mover.version + 1, 'retried'],
    ]);
  });
});
