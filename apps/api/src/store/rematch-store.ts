/**
 * Rematch offers (ADR 0040) in the `rematch_offers` table. Every answer takes the offer's row
 * FOR UPDATE, so the accepts of two people (or two requests of one) that arrive together are
 * decided one after the other: exactly one of them sees everybody accepted and claims the start
 * (status `starting`); the caller that claimed it creates the new game, then calls {@link
 * RematchStore.started}.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { games, players, rematchOffers, seats } from '../db/schema.ts';
import type { RematchOfferRow } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import type { Transaction } from './game-rows.ts';
import { writeNotifications } from './inbox-store.ts';

/** A person seated in the finished game, in seat order: those who answer the offer. */
export interface RematchPerson {
  readonly seat: number;
  readonly playerId: string;
  readonly displayName: string;
}

export interface StoredRematch {
  readonly offer: RematchOfferRow;
  readonly people: readonly RematchPerson[];
}

/** An answer's result: `claimed` when this answer was the last accept and must start the game. */
export interface RematchDecision extends StoredRematch {
  readonly claimed: boolean;
}

/**
 * How long a claimed start may take before another accept takes it over: far longer than
 * creating, seating and starting a game takes, so only a claim whose process died is taken.
 */
export const STALE_START_MS = 2 * 60 * 1000;

const notFound = () =>
  new ServiceError('REMATCH_NOT_OFFERED', 'Nobody has offered a rematch of this game.');
const notAPlayer = () =>
  new ServiceError('NOT_A_PLAYER', 'Only the people who played this game may answer its rematch.');

export class RematchStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The offer of `gameId`, if any, with the people who answer it. */
  async read(gameId: string): Promise<StoredRematch | undefined> {
    const [offer] = await this.#db
      .select()
      .from(rematchOffers)
      .where(eq(rematchOffers.gameId, gameId));
    if (offer === undefined) return undefined;
    return { offer, people: await peopleOf(this.#db, gameId) };
  }

  /**
   * `playerId` offers a rematch of the finished game `gameId`, accepting it at once; the other
   * people get a `rematch_offered` notification. A game played by one person against bots is
   * claimed at once. One offer per game: a second is REMATCH_ALREADY_OFFERED.
   */
  offer(gameId: string, playerId: string, at: Date): Promise<RematchDecision> {
    return this.#db.transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
      if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', 'There is no such game.');
      const people = await peopleOf(tx, gameId);
      const offerer = people.find((person) => person.playerId === playerId);
      if (offerer === undefined) {
        throw new ServiceError(
          'NOT_A_PLAYER',
          'Only the people who played a game may offer its rematch.',
        );
      }
      if (game.status !== 'finished') {
        throw new ServiceError('GAME_NOT_FINISHED', 'A rematch is offered once the game is over.');
      }
      const claimed = people.length === 1;
      const [offer] = await tx
        .insert(rematchOffers)
        .values({
          gameId,
          offeredBy: playerId,
          status: claimed ? 'starting' : 'open',
          acceptedBy: [playerId],
          offeredAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: rematchOffers.gameId })
        .returning();
      if (offer === undefined) {
        throw new ServiceError(
          'REMATCH_ALREADY_OFFERED',
          'A rematch of this game has already been offered: answer that one.',
        );
      }
      const others = people.filter((person) => person.playerId !== playerId);
      await writeNotifications(
        tx,
        others.map((person) => ({
          playerId: person.playerId,
          kind: 'rematch_offered' as const,
          gameId,
          data: { engine: game.engine, byDisplayName: offerer.displayName },
          dedupeKey: `rematch_offered:${gameId}`,
        })),
        at,
      );
      return { offer, people, claimed };
    });
  }

  /**
   * `playerId` accepts; accepting twice changes nothing. The last accept claims the start, and so
   * does any accept that finds a claim older than {@link STALE_START_MS}.
   */
  accept(gameId: string, playerId: string, at: Date): Promise<RematchDecision> {
    return this.#db.transaction(async (tx) => {
      const { offer, people } = await lockedOffer(tx, gameId, playerId);
      if (offer.status === 'declined') throw closed('declined');
      if (
        offer.status === 'starting' &&
        at.getTime() - offer.updatedAt.getTime() >= STALE_START_MS
      ) {
        // The request that claimed the start died before it finished: this one takes it over.
        const [reclaimed] = await tx
          .update(rematchOffers)
          .set({ updatedAt: at })
          .where(eq(rematchOffers.gameId, gameId))
          .returning();
        return { offer: reclaimed ?? offer, people, claimed: true };
      }
      if (offer.acceptedBy.includes(playerId) || offer.status !== 'open') {
        return { offer, people, claimed: false };
      }
      const acceptedBy = [...offer.acceptedBy, playerId];
      const claimed = people.every((person) => acceptedBy.includes(person.playerId));
      const [updated] = await tx
        .update(rematchOffers)
        .set({ acceptedBy, status: claimed ? 'starting' : 'open', updatedAt: at })
        .where(eq(rematchOffers.gameId, gameId))
        .returning();
      return { offer: updated ?? offer, people, claimed };
    });
  }

  /** `playerId` declines: the offer is closed for good and its offerer is told. */
  decline(gameId: string, playerId: string, at: Date): Promise<StoredRematch> {
    return this.#db.transaction(async (tx) => {
      const { offer, people } = await lockedOffer(tx, gameId, playerId);
      if (offer.status === 'declined') return { offer, people };
      if (offer.status !== 'open') throw closed('accepted by everybody');
      const [updated] = await tx
        .update(rematchOffers)
        .set({ status: 'declined', declinedBy: playerId, updatedAt: at })
        .where(eq(rematchOffers.gameId, gameId))
        .returning();
      const [game] = await tx
        .select({ engine: games.engine })
        .from(games)
        .where(eq(games.id, gameId));
      const decliner = people.find((person) => person.playerId === playerId);
      if (playerId !== offer.offeredBy) {
        await writeNotifications(
          tx,
          [
            {
              playerId: offer.offeredBy,
              kind: 'rematch_declined',
              gameId,
              data: { engine: game?.engine ?? '', byDisplayName: decliner?.displayName ?? '' },
              dedupeKey: `rematch_declined:${gameId}`,
            },
          ],
          at,
        );
      }
      return { offer: updated ?? offer, people };
    });
  }

  /** The claimed rematch is `newGameId`, created, seated and started. */
  async started(gameId: string, newGameId: string, at: Date): Promise<void> {
    await this.#db
      .update(rematchOffers)
      .set({ status: 'started', newGameId, updatedAt: at })
      .where(and(eq(rematchOffers.gameId, gameId), eq(rematchOffers.status, 'starting')));
  }

  /** The claimed start failed before the new game existed: the offer is open again. */
  async reopen(gameId: string, at: Date): Promise<void> {
    await this.#db
      .update(rematchOffers)
      .set({ status: 'open', updatedAt: at })
      .where(and(eq(rematchOffers.gameId, gameId), eq(rematchOffers.status, 'starting')));
  }
}

const closed = (how: string) =>
  new ServiceError('REMATCH_CLOSED', `This rematch offer was already ${how}.`);

async function lockedOffer(
  tx: Transaction,
  gameId: string,
  playerId: string,
): Promise<StoredRematch> {
  const [offer] = await tx
    .select()
    .from(rematchOffers)
    .where(eq(rematchOffers.gameId, gameId))
    .for('update');
  if (offer === undefined) throw notFound();
  const people = await peopleOf(tx, gameId);
  if (!people.some((person) => person.playerId === playerId)) throw notAPlayer();
  return { offer, people };
}

async function peopleOf(db: Db | Transaction, gameId: string): Promise<RematchPerson[]> {
  const rows = await db
    .select({ seat: seats.seat, playerId: seats.playerId, displayName: players.displayName })
    .from(seats)
    .innerJoin(players, eq(players.id, seats.playerId))
    .where(and(eq(seats.gameId, gameId), eq(seats.kind, 'human')))
    .orderBy(seats.seat);
  return rows.flatMap((row) => (row.playerId === null ? [] : [{ ...row, playerId: row.playerId }]));
}
