/**
 * A move appended over the head this process holds in memory (ADR 0050): no read of the head
 * first. The append writes only over that very version and hash, so what another process or a
 * restored database did meanwhile is a conflict, never an entry linked to a head the database
 * does not have; and a commandId accepted before still answers with its original.
 */
import { expect, it } from 'vitest';
import { EventStore, GameService, VersionConflictError } from '../src/index.ts';
import type { StartedHead } from '../src/store/event-store.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { linkBreaks, startHumanGame } from './play.ts';

/** An entry with no command: the store's guards are under test here, not a game's rules. */
function blankEntry(seat: number, commandId: string) {
  return {
    entry: { actor: seat, commandId, command: null, events: [], at: new Date() },
    progress: { activeSeats: [seat], outcome: null },
    payload: null,
  };
}

async function startedHeadOf(store: EventStore, gameId: string): Promise<StartedHead> {
  const head = await store.head(gameId);
  if (head?.version === undefined || head.version === null) throw new Error('not started');
  return { ...head, version: head.version };
}

describeOnDatabases('appends over a head held in memory', (driver) => {
  const fixture = useService(driver);

  it('write in one statement over the database head, and never over another commit', async () => {
    const { service, database } = fixture();
    const { gameId } = await startHumanGame(service, 'bon-appetit', 2);
    const store = new EventStore(database.db);
    const head = await startedHeadOf(store, gameId);
    // A commit at the same version that the database does not have (it was put back).
    const otherCommit = { ...head, headHash: 'f'.repeat(64) };
    await expect(
      store.append({
        gameId,
        expectedVersion: head.version,
        commandId: 'over-another-commit',
        knownHead: otherCommit,
        decide: () => blankEntry(0, 'over-another-commit'),
      }),
    ).rejects.toBeInstanceOf(VersionConflictError);
    expect(await store.entriesFrom(gameId, head.version + 1)).toEqual([]);

    const { value, statements } = await database.statements.within(() =>
      store.append({
        gameId,
        expectedVersion: head.version,
        commandId: 'over-the-head',
        knownHead: head,
        decide: () => blankEntry(0, 'over-the-head'),
      }),
    );
    expect(value.kind).toBe('appended');
    expect(statements).toHaveLength(1);
    const { genesisHash } = await service.lobby.getGame(gameId);
    expect(linkBreaks(genesisHash, await store.entriesFrom(gameId, 0))).toEqual([]);
  });

  it('answer a stale submit with the version another process reached', async () => {
    const { service: first, database } = fixture();
    const second = new GameService(database.db);
    try {
      const { gameId } = await startHumanGame(first, 'big-cheese', 3);
      const seatToMove = async (service: GameService) => {
        const { activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
        const seat = activeSeats[0] ?? 0;
        return { seat, state: await service.play.state(gameId, { kind: 'seat', seat }) };
      };
      // The first process commits version 1 and holds its head; the second moves on to 2.
      const one = await seatToMove(first);
      await first.play.submit(gameId, one.seat, {
        expectedVersion: one.state.version,
        commandId: 'first-1',
        command: one.state.legalCommands[0],
      });
      const two = await seatToMove(second);
      await second.play.submit(gameId, two.seat, {
        expectedVersion: two.state.version,
        commandId: 'second-2',
        command: two.state.legalCommands[0],
      });
      // A client of the first process that saw version 1 only.
      const stale = first.play.submit(gameId, two.seat, {
        expectedVersion: two.state.version,
        commandId: 'stale',
        command: two.state.legalCommands[0],
      });
      await expect(stale).rejects.toMatchObject({ currentVersion: two.state.version + 1 });
      const entries = await new EventStore(database.db).entriesFrom(gameId, 0);
      expect(entries.map((entry) => entry.commandId)).not.toContain('stale');
      // Read again, it moves at the database's version through the same process.
      const three = await seatToMove(first);
      expect(three.state.version).toBe(two.state.version + 1);
      const moved = await first.play.submit(gameId, three.seat, {
        expectedVersion: three.state.version,
        commandId: 'first-3',
        command: three.state.legalCommands[0],
      });
      expect(moved.version).toBe(three.state.version + 1);
    } finally {
      await second.stop();
    }
  });

  it('answer a commandId accepted before with its original at the current version too', async () => {
    const { service } = fixture();
    const { gameId } = await startHumanGame(service, 'bon-appetit', 2);
    const { activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
    const seat = activeSeats[0] ?? 0;
    const before = await service.play.state(gameId, { kind: 'seat', seat });
    const original = await service.play.submit(gameId, seat, {
      expectedVersion: before.version,
      commandId: 'once',
      command: before.legalCommands[0],
    });
    expect(original.duplicate).toBe(false);
    // Play on until that seat is not the one to move: a command of it is refused now.
    let now = await service.play.state(gameId, { kind: 'spectator' });
    for (let move = 0; now.activeSeats.includes(seat); move += 1) {
      const mine = await service.play.state(gameId, { kind: 'seat', seat });
      await service.play.submit(gameId, seat, {
        expectedVersion: mine.version,
        commandId: `on-${String(move)}`,
        command: mine.legalCommands[0],
      });
      now = await service.play.state(gameId, { kind: 'spectator' });
    }
    // The same request at the current version (a client's bug, or a replay): the head in memory
    // is at that version and the seat may not move, yet the answer is still the original's.
    const again = await service.play.submit(gameId, seat, {
      expectedVersion: now.version,
      commandId: 'once',
      command: before.legalCommands[0],
    });
    expect(again).toMatchObject({ duplicate: true, version: original.version });
  });
});
