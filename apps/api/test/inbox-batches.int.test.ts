/**
 * The inbox handles the facts that pile up while it works as one batch (service/inbox/
 * fact-batches.ts, issue 19): one snapshot statement for all their games and one transaction for
 * all their reconciles — and the turns, notices and marks come out as one fact at a time would
 * leave them, when the handler runs behind the games: each game's turn as its state now has it,
 * "your turn" once to the seat to move, the start told once to each player, the mark at the head.
 * Should the batch's transaction fail (a deadlock with another process's batch), each fact is
 * handled alone, to the same end.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inboxMarks, seatTurns } from '../src/db/schema.ts';
import type { GameFact, GameFactListener } from '../src/service/game-facts.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import type { Notification } from '../src/service/inbox/notification-data.ts';
import { useAway } from './away.ts';
import { describeOnDatabases } from './databases.ts';

/** Announces the facts it is given at once, in one synchronous loop (as a busy server would). */
class ReplayedFacts {
  readonly #listeners = new Set<GameFactListener>();

  onFact(listener: GameFactListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  announce(facts: readonly GameFact[]): void {
    for (const fact of facts) for (const listener of this.#listeners) listener(fact);
  }
}

describeOnDatabases('inbox batches', (driver) => {
  const fixture = useAway(driver, '2030-06-03T09:00:00.000Z');
  const errors: unknown[] = [];
  let inbox: InboxService | undefined;
  beforeAll(() => {
    const { database, clock } = fixture();
    inbox = new InboxService(database.db, { clock, onError: (error) => errors.push(error) });
  });
  const theInbox = (): InboxService => {
    if (inbox === undefined) throw new Error('no inbox');
    return inbox;
  };

  async function kinds(playerId: string, gameId: string): Promise<Notification['kind'][]> {
    const page = await theInbox().page(playerId, { limit: 100 });
    return page.notifications
      .filter((note) => note.gameId === gameId)
      .map((note) => note.kind)
      .reverse();
  }

  /** Two games of two people each, started and moved a few times; the facts they announced. */
  async function twoGamesPlayed() {
    const { service, person, game, untilToMove, facts } = fixture();
    const firstFact = facts.length;
    const players = [await person(), await person(), await person(), await person()];
    const games = [
      await game([players[0] ?? '', players[1] ?? ''], {}),
      await game([players[2] ?? '', players[3] ?? ''], {}),
    ];
    // Each game played on until the other seat of its start is to move, and on again.
    for (const gameId of games) {
      const [first] = (await service.lobby.getGame(gameId)).activeSeats;
      await untilToMove(gameId, 1 - (first ?? 0));
      await untilToMove(gameId, first ?? 0);
    }
    const announced = facts.slice(firstFact);
    expect(announced.filter((fact) => fact.kind === 'entry_committed').length).toBeGreaterThan(1);
    const gameFacts = announced.filter((fact) =>
      ['game_started', 'entry_committed', 'seat_timed_out'].includes(fact.kind),
    );
    return { players, games, announced, gameFacts };
  }

  /** Each game's turn, notices and mark as its state now has them. */
  async function expectHandled(players: readonly string[], games: readonly string[]) {
    const { database, service } = fixture();
    for (const [index, gameId] of games.entries()) {
      const now = await service.lobby.getGame(gameId);
      const [toMove] = now.activeSeats;
      const seated = [players[2 * index], players[2 * index + 1]];
      const turns = await database.db.select().from(seatTurns).where(eq(seatTurns.gameId, gameId));
      expect(turns.map((turn) => [turn.seat, turn.playerId, turn.sinceVersion])).toEqual([
        [toMove, seated[toMove ?? 0], now.version],
      ]);
      for (const [seat, playerId] of seated.entries()) {
        expect(await kinds(playerId ?? '', gameId)).toEqual([
          'game_started',
          ...(seat === toMove ? (['your_turn'] as const) : []),
        ]);
      }
      const [mark] = await database.db
        .select({ handledVersion: inboxMarks.handledVersion })
        .from(inboxMarks)
        .where(eq(inboxMarks.gameId, gameId));
      expect(mark?.handledVersion).toBe(now.version);
    }
  }

  it('handles the facts of several games, started and moved, in one batch', async () => {
    const { database } = fixture();
    const { players, games, announced, gameFacts } = await twoGamesPlayed();
    const source = new ReplayedFacts();
    const detach = theInbox().attach(source);
    const { statements } = await database.statements.during(async () => {
      source.announce(announced);
      await theInbox().idle();
    });
    detach();
    expect(errors).toEqual([]);
    // One snapshot read for both games, one reconcile per game fact.
    const snapshotReads = statements.filter((text) => text.includes('left join "seats"'));
    expect(snapshotReads).toHaveLength(1);
    const reconciles = statements.filter((text) => text.includes('with desired as'));
    expect(reconciles).toHaveLength(gameFacts.length);
    await expectHandled(players, games);
  });

  it('handles each fact alone when the transaction of the batch fails', async () => {
    const { database } = fixture();
    const { players, games, announced, gameFacts } = await twoGamesPlayed();
    // The batch's transaction fails once, as a deadlock with another process's batch would;
    // every later transaction is the database's own (the wrapper calls through).
    const { db } = database;
    const transaction = db.transaction.bind(db);
    let begun = 0;
    db.transaction = (work, config) => {
      begun += 1;
      if (begun === 1) return Promise.reject(new Error('deadlock detected (simulated)'));
      return transaction(work, config);
    };
    const source = new ReplayedFacts();
    const detach = theInbox().attach(source);
    try {
      source.announce(announced);
      await theInbox().idle();
    } finally {
      detach();
      db.transaction = transaction;
    }
    expect(errors).toEqual([]);
    // The failed batch, then one transaction per game fact.
    expect(begun).toBe(1 + gameFacts.length);
    await expectHandled(players, games);
  });
});
