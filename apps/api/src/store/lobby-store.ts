/**
 * Players, games before their start, seats, and the start itself. Every change to a game's seats
 * locks its row first (SELECT … FOR UPDATE), so joins, leaves and the start never interleave.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accounts, games, players, seats, vacations } from '../db/schema.ts';
import type { GameRow } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import { inviteCodeMatches } from './invite-codes.ts';
import { isInvited } from './invitation-store.ts';
import { insertEntry } from './event-store.ts';
import { clockColumns } from './game-rows.ts';
import { creatorOf, selectGames } from './game-creator.ts';
import type { CreatorRecord, GameWithCreatorRow } from './game-creator.ts';
import { fixSeatTimeZones, readSeatPauses } from './pause-store.ts';
import type { Transaction } from './game-rows.ts';
import type { Decision, SeatRow, StoredEntry } from './types.ts';

export type PlayerRow = typeof players.$inferSelect;
export type { CreatorRecord } from './game-creator.ts';
export type NewGame = Omit<
  typeof games.$inferInsert,
  'status' | 'version' | 'activeSeats' | 'headHash' | 'updatedAt'
>;

/** A seat and, for a person, their display name and the end of their running vacation. */
export interface SeatRecord extends SeatRow {
  readonly displayName: string | null;
  /** The person's username (their profile's address); null for bots and accountless players. */
  readonly username: string | null;
  /** When the player's running vacation ends at the latest; null when not on vacation. */
  readonly vacationUntil: Date | null;
}

const seatColumns = {
  seat: seats,
  displayName: players.displayName,
  username: accounts.username,
  vacationUntil: vacations.endsBy,
};

/** The seat's player's running vacation (vacations.ts: at most one per player). */
const runningVacationOfSeat = and(
  eq(vacations.playerId, seats.playerId),
  isNull(vacations.endedAt),
);

function seatRecord(row: {
  seat: SeatRow;
  displayName: string | null;
  username: string | null;
  vacationUntil: Date | null;
}): SeatRecord {
  return {
    ...row.seat,
    displayName: row.displayName,
    username: row.username,
    vacationUntil: row.vacationUntil,
  };
}

/** A game's row and its occupied seats, as the start decides on them. */
export interface SeatedGame {
  readonly game: GameRow;
  /** Occupied seats, in seat order. */
  readonly seats: readonly SeatRecord[];
}

export interface GameRecord extends SeatedGame {
  readonly creator: CreatorRecord | null;
}

export type NewSeat =
  | {
      readonly kind: 'human';
      readonly seat: number;
      readonly playerId: string;
      readonly seedCommitment: string | null;
      /** The invite code given, needed for a private game unless the player created it. */
      readonly inviteCode: string | null;
    }
  | { readonly kind: 'bot'; readonly seat: number; readonly botName: string };

export interface StartDecision<Payload> extends Decision<Payload> {
  readonly playerSeedsDigest: string;
  readonly revealedSeeds: readonly { readonly seat: number; readonly seed: string }[];
}

export interface Started<Payload> {
  readonly entry: StoredEntry;
  readonly payload: Payload;
}

async function readSeats(db: Db | Transaction, gameId: string): Promise<SeatRecord[]> {
  const rows = await db
    .select(seatColumns)
    .from(seats)
    .leftJoin(players, eq(players.id, seats.playerId))
    .leftJoin(accounts, eq(accounts.playerId, seats.playerId))
    .leftJoin(vacations, runningVacationOfSeat)
    .where(eq(seats.gameId, gameId))
    .orderBy(asc(seats.seat));
  return rows.map(seatRecord);
}

/** Locks the row of a game that has not started yet. */
async function lockOpenGame(tx: Transaction, gameId: string): Promise<GameRow> {
  const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
  if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
  if (game.status !== 'created') {
    throw new ServiceError('GAME_ALREADY_STARTED', `Game ${gameId} has already started.`);
  }
  return game;
}

function checkSeatIndex(game: GameRow, seat: number): void {
  if (!Number.isInteger(seat) || seat < 0 || seat >= game.seatCount) {
    throw new ServiceError(
      'SEAT_OUT_OF_RANGE',
      `Seat ${seat} is not a seat of this ${game.seatCount}-seat game (0–${game.seatCount - 1}).`,
    );
  }
}

/**
 * A private game seats its creator, people with its invite code and invited accounts (ADR 0035);
 * bots: the host decides.
 */
async function checkInvite(tx: Transaction, game: GameRow, seat: NewSeat): Promise<void> {
  if (game.visibility === 'public' || seat.kind === 'bot') return;
  if (game.createdBy !== null && game.createdBy === seat.playerId) return;
  if (seat.inviteCode !== null && inviteCodeMatches(seat.inviteCode, game.inviteCode)) return;
  if (await isInvited(tx, game.id, seat.playerId)) return;
  throw new ServiceError(
    'INVITE_REQUIRED',
    `Game ${game.id} is private: joining it needs its invite code.`,
  );
}

async function checkCanSit(tx: Transaction, game: GameRow, seat: NewSeat): Promise<void> {
  await checkInvite(tx, game, seat);
  checkSeatIndex(game, seat.seat);
  const taken = await readSeats(tx, game.id);
  if (taken.some((s) => s.seat === seat.seat)) {
    throw new ServiceError('SEAT_TAKEN', `Seat ${seat.seat} is already taken.`);
  }
  if (seat.kind === 'bot') return;
  if (taken.some((s) => s.playerId === seat.playerId)) {
    throw new ServiceError('ALREADY_SEATED', `Player ${seat.playerId} already has a seat here.`);
  }
  const [player] = await tx.select().from(players).where(eq(players.id, seat.playerId));
  if (player === undefined) {
    throw new ServiceError('PLAYER_NOT_FOUND', `No player ${seat.playerId}.`);
  }
}

export class LobbyStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async createPlayer(id: string, displayName: string): Promise<PlayerRow> {
    const [row] = await this.#db.insert(players).values({ id, displayName }).returning();
    if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
    return row;
  }

  async player(id: string): Promise<PlayerRow | undefined> {
    const [row] = await this.#db.select().from(players).where(eq(players.id, id));
    return row;
  }

  async createGame(game: NewGame): Promise<void> {
    await this.#db
      .insert(games)
      .values({ ...game, headHash: game.genesisHash, updatedAt: game.createdAt });
  }

  async game(gameId: string): Promise<GameRecord | undefined> {
    const [row] = await selectGames(this.#db).where(eq(games.id, gameId));
    if (row === undefined) return undefined;
    return { game: row.game, creator: creatorOf(row), seats: await readSeats(this.#db, gameId) };
  }

  /** The game with this invite code (codes are unique). */
  async gameByInviteCode(inviteCode: string): Promise<GameRecord | undefined> {
    const [row] = await selectGames(this.#db).where(eq(games.inviteCode, inviteCode));
    if (row === undefined) return undefined;
    const seats = await readSeats(this.#db, row.game.id);
    return { game: row.game, creator: creatorOf(row), seats };
  }

  /** Seats a person or a bot in a game that has not started. */
  async takeSeat(gameId: string, seat: NewSeat, at: Date): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const game = await lockOpenGame(tx, gameId);
      await checkCanSit(tx, game, seat);
      await tx.insert(seats).values({
        gameId,
        seat: seat.seat,
        kind: seat.kind,
        playerId: seat.kind === 'human' ? seat.playerId : null,
        botName: seat.kind === 'bot' ? seat.botName : null,
        seedCommitment: seat.kind === 'human' ? seat.seedCommitment : null,
        joinedAt: at,
      });
      await tx.update(games).set({ updatedAt: at }).where(eq(games.id, gameId));
    });
  }

  /** Empties a seat of a game that has not started. */
  async freeSeat(gameId: string, seat: number, at: Date): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const game = await lockOpenGame(tx, gameId);
      checkSeatIndex(game, seat);
      const removed = await tx
        .delete(seats)
        .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)))
        .returning({ seat: seats.seat });
      if (removed.length === 0) throw new ServiceError('SEAT_EMPTY', `Seat ${seat} is empty.`);
      await tx.update(games).set({ updatedAt: at }).where(eq(games.id, gameId));
    });
  }

  /**
   * Starts a game: `decide` checks the seats and seeds and runs the engine's setup; its entry
   * becomes version 0, linked to the genesis hash, in the same transaction as the status change.
   */
  async recordStart<Payload>(
    gameId: string,
    decide: (record: SeatedGame) => StartDecision<Payload>,
  ): Promise<Started<Payload>> {
    return this.#db.transaction(async (tx) => {
      const game = await lockOpenGame(tx, gameId);
      const decision = decide({ game, seats: await readSeats(tx, gameId) });
      const entry = await insertEntry(tx, gameId, 0, game.genesisHash, decision.entry);
      for (const { seat, seed } of decision.revealedSeeds) {
        await tx
          .update(seats)
          .set({ revealedSeed: seed })
          .where(and(eq(seats.gameId, gameId), eq(seats.seat, seat)));
      }
      const at = decision.entry.at;
      const finished = decision.progress.outcome !== null;
      // The seats' zones are fixed now, for the whole game (their weekends; pause-store.ts).
      await fixSeatTimeZones(tx, gameId);
      const pauses = await readSeatPauses(tx, gameId, game, at);
      await tx
        .update(games)
        .set({
          status: finished ? 'finished' : 'started',
          version: 0,
          headHash: entry.hash,
          playerSeedsDigest: decision.playerSeedsDigest,
          activeSeats: [...decision.progress.activeSeats],
          outcome: decision.progress.outcome,
          startedAt: at,
          finishedAt: finished ? at : null,
          updatedAt: at,
          ...clockColumns(game, decision, pauses),
        })
        .where(eq(games.id, gameId));
      return { entry, payload: decision.payload };
    });
  }

  /** The games of `gameIds` that exist, in that order: one read of the rows, one of the seats. */
  async gamesByIds(gameIds: readonly string[]): Promise<GameRecord[]> {
    if (gameIds.length === 0) return [];
    const rows = await selectGames(this.#db).where(inArray(games.id, [...gameIds]));
    const byId = new Map(rows.map((row) => [row.game.id, row]));
    return this.#withSeats(gameIds.flatMap((id) => byId.get(id) ?? []));
  }

  /** Public games not started yet that still have an empty seat, newest first. */
  async openGames(limit: number): Promise<GameRecord[]> {
    const occupied = sql`(select count(*) from ${seats} where ${seats.gameId} = ${games.id})`;
    const rows = await selectGames(this.#db)
      .where(
        and(
          eq(games.status, 'created'),
          eq(games.visibility, 'public'),
          sql`${occupied} < ${games.seatCount}`,
        ),
      )
      .orderBy(desc(games.createdAt))
      .limit(limit);
    return this.#withSeats(rows);
  }

  /** Public games in play, that anyone may watch: the most recently moved first. */
  async gamesInPlay(limit: number): Promise<GameRecord[]> {
    const rows = await selectGames(this.#db)
      .where(and(eq(games.status, 'started'), eq(games.visibility, 'public')))
      .orderBy(desc(games.updatedAt))
      .limit(limit);
    return this.#withSeats(rows);
  }

  /**
   * The games a player sits in: those where it is their turn first; then the games in play,
   * those waiting for players, the finished ones. Within each group the nearest turn deadline
   * comes first, then the most recently active game.
   */
  async playerGames(playerId: string, limit: number): Promise<GameRecord[]> {
    const rows = await selectGames(this.#db)
      .innerJoin(seats, and(eq(seats.gameId, games.id), eq(seats.playerId, playerId)))
      .orderBy(
        desc(sql`${seats.seat} = any(${games.activeSeats})`),
        sql`case ${games.status} when 'started' then 0 when 'created' then 1 else 2 end`,
        sql`${games.turnDeadline} asc nulls last`,
        desc(games.updatedAt),
      )
      .limit(limit);
    return this.#withSeats(rows);
  }

  async #withSeats(rows: readonly GameWithCreatorRow[]): Promise<GameRecord[]> {
    if (rows.length === 0) return [];
    const all = await this.#db
      .select(seatColumns)
      .from(seats)
      .leftJoin(players, eq(players.id, seats.playerId))
      .leftJoin(accounts, eq(accounts.playerId, seats.playerId))
      .leftJoin(vacations, runningVacationOfSeat)
      .where(
        inArray(
          seats.gameId,
          rows.map((row) => row.game.id),
        ),
      )
      .orderBy(asc(seats.seat));
    return rows.map((row) => ({
      game: row.game,
      creator: creatorOf(row),
      seats: all.filter((seat) => seat.seat.gameId === row.game.id).map(seatRecord),
    }));
  }

  /** Started games in which a server bot is due to act now (restart recovery). */
  async gamesAwaitingBots(): Promise<string[]> {
    const rows = await this.#db
      .selectDistinct({ id: games.id, updatedAt: games.updatedAt })
      .from(games)
      .innerJoin(seats, and(eq(seats.gameId, games.id), eq(seats.kind, 'bot')))
      .where(and(eq(games.status, 'started'), sql`${seats.seat} = any(${games.activeSeats})`))
      .orderBy(asc(games.updatedAt));
    return rows.map((row) => row.id);
  }
}
