/**
 * The seats' pauses as the clocks need them (clocks/pauses.ts), read from the games row (the
 * weekend pause and the vacation policy chosen at creation), the seats (their zones, fixed at the
 * start) and the players' recorded vacations.
 *
 * In an appending transaction the players' account rows are read FOR SHARE first: a vacation
 * starting or ending (vacation-store.ts) updates those rows, so it either commits before this
 * read sees its vacations, or waits for the append's commit and then asks the sweeper to look at
 * the game again. The deadline an append writes therefore never misses a vacation's change.
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ClockPauses, SeatPauses } from '../clocks/pauses.ts';
import { NO_PAUSES } from '../clocks/pauses.ts';
import { DEFAULT_TIME_ZONE } from '../clocks/time-zones.ts';
import type { Db } from '../db/database.ts';
import { accounts, games, seats, vacations } from '../db/schema.ts';
import type { Transaction } from './game-rows.ts';
import type { StreamHead } from './types.ts';

/** Gives each human seat its player's account zone (UTC without an account), bots UTC. */
export async function fixSeatTimeZones(tx: Transaction, gameId: string): Promise<void> {
  await tx
    .update(seats)
    .set({
      timeZone: sql`coalesce((select ${accounts.timeZone} from ${accounts}
        where ${accounts.playerId} = ${seats.playerId}), ${DEFAULT_TIME_ZONE})`,
    })
    .where(eq(seats.gameId, gameId));
}

/**
 * The pauses of a game's seats that matter from `since` on: its weekends (if chosen) and, if the
 * game allows vacations, the vacations that had not ended by `since` (a running one ends, for
 * now, when it must at the latest). NO_PAUSES for a game with neither.
 */
export async function readClockPauses(
  db: Db | Transaction,
  gameId: string,
  since: Date | string,
): Promise<ClockPauses> {
  const [game] = await db
    .select({
      weekendPause: games.weekendPause,
      vacation: games.vacation,
      timeControl: games.timeControl,
    })
    .from(games)
    .where(eq(games.id, gameId));
  return game === undefined ? NO_PAUSES : readSeatPauses(db, gameId, game, since);
}

/** What a game chose at creation that decides whether its clocks pause at all. */
export type PausePolicy = Pick<StreamHead, 'weekendPause' | 'vacation' | 'timeControl'>;

/**
 * readClockPauses for a caller that has read the game's row already (an append has its head):
 * nothing more is read for a game whose clocks never pause — most games, and every move of them.
 */
/** Whether a game's clocks can pause at all: only then are its seats' pauses read. */
export function pausesNeedReading(game: PausePolicy): boolean {
  return game.timeControl.kind !== 'none' && (game.weekendPause || game.vacation !== 'none');
}

export async function readSeatPauses(
  db: Db | Transaction,
  gameId: string,
  game: PausePolicy,
  since: Date | string,
): Promise<ClockPauses> {
  if (!pausesNeedReading(game)) return NO_PAUSES;
  const seated = await db
    .select({ seat: seats.seat, playerId: seats.playerId, timeZone: seats.timeZone })
    .from(seats)
    .where(eq(seats.gameId, gameId));
  const players = seated.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));
  const taken =
    game.vacation === 'allowed' && players.length > 0
      ? await vacationsSince(db, players, new Date(since))
      : [];
  const bySeat: SeatPauses[] = seated.map((s) => ({
    seat: s.seat,
    timeZone: s.timeZone ?? DEFAULT_TIME_ZONE,
    vacations: taken
      .filter((v) => v.playerId === s.playerId)
      .map((v) => ({ from: v.startedAt.toISOString(), to: (v.endedAt ?? v.endsBy).toISOString() })),
  }));
  return { weekendPause: game.weekendPause, seats: bySeat };
}

async function vacationsSince(db: Db | Transaction, players: string[], since: Date) {
  // Locks out a vacation change of these players until this transaction ends (see above).
  await db
    .select({ playerId: accounts.playerId })
    .from(accounts)
    .where(inArray(accounts.playerId, players))
    .for('share');
  return db
    .select({
      playerId: vacations.playerId,
      startedAt: vacations.startedAt,
      endsBy: vacations.endsBy,
      endedAt: vacations.endedAt,
    })
    .from(vacations)
    .where(
      and(
        inArray(vacations.playerId, players),
        or(isNull(vacations.endedAt), gt(vacations.endedAt, since)),
      ),
    )
    .orderBy(vacations.startedAt);
}
