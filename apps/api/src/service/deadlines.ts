/**
 * What the deadline sweeper does with one claimed game (ADRs 0025, 0026): the first human seat
 * whose time ran out gets what the game's timeout policy says — one move played by the server
 * (clocks/timeout-move.ts), the move after which the bot holds the seat, or a forfeit
 * (policies/seat-entries.ts) — through the ordinary append at the version its clocks were read at.
 * A move that lands first makes that append a version conflict, a second sweeper's identical
 * move a duplicate: either way the deadline has fired exactly once.
 */
import { deadlinesBySeat, overdueSeats, nextDeadline } from '../clocks/clocks.ts';
import type { Seat } from '@tavolo/engine';
import type { TimeoutAction } from '@tavolo/sdk/audit';
import { timeoutMove } from '../clocks/timeout-move.ts';
import { standInSeats, standingOf } from '../policies/standings.ts';
import type { LiveGame } from './live-game.ts';
import { VersionConflictError } from '../errors.ts';
import type { DeadlineStore } from '../store/deadline-store.ts';
import type { BotMove } from './bots.ts';
import type { FreshGame } from './live-games.ts';
import type { SubmitResult } from './views.ts';

export type DeadlineAction = { readonly gameId: string } &
  /** A timeout move was appended for this seat. */
  (
    | {
        readonly kind: 'timed_out';
        readonly seat: number;
        readonly version: number;
        readonly action: TimeoutAction;
      }
    /** The game moved on first (a move, or another sweeper's identical timeout move). */
    | { readonly kind: 'moved_on' }
    /** Only a server bot is late: its runner is set moving, the claim's lease brings it back. */
    | { readonly kind: 'bot_due' }
    /** Nothing is due (the game ended, or its clocks say later): check_at is put back. */
    | { readonly kind: 'not_due' }
  );

export interface DeadlineDriver {
  /** The game as committed now, its head (clocks included) matching its state. */
  fresh(gameId: string): Promise<FreshGame>;
  /** The ordinary submit path, for the server's move. */
  play(gameId: string, move: BotMove): Promise<SubmitResult>;
  /** Appends `seat`'s forfeit at `live`'s version. */
  forfeit(live: LiveGame, seat: Seat): Promise<SubmitResult>;
  scheduleBots(gameId: string): void;
}

export async function actOnDeadline(
  driver: DeadlineDriver,
  store: DeadlineStore,
  gameId: string,
  now: Date,
): Promise<DeadlineAction> {
  const { live, head } = await driver.fresh(gameId);
  const clocks = head.status === 'started' ? (head.clocks ?? undefined) : undefined;
  // Paused time (weekends, vacations as they stand now) is skipped: a seat on vacation is not due.
  const pauses = await store.pauses(gameId, clocks?.at ?? now);
  const overdue = overdueSeats(clocks, now, pauses);
  // Seats the server plays (bots, stand-ins for taken-over or forfeited seats) move on their own.
  const standIns = standInSeats(live.standings);
  const seat = overdue.find((s) => !live.meta.botSeats.has(s) && !standIns.includes(s));
  if (seat === undefined) {
    if (overdue.length > 0) {
      driver.scheduleBots(gameId);
      return { gameId, kind: 'bot_due' };
    }
    await store.release(gameId, head.version, {
      deadline: nextDeadline(clocks, pauses),
      seatDeadlines: clocks === undefined ? null : deadlinesBySeat(clocks, pauses),
    });
    return { gameId, kind: 'not_due' };
  }
  try {
    const action = policyAction(live, seat);
    const result =
      action === 'forfeit'
        ? await driver.forfeit(live, seat)
        : await driver.play(
            gameId,
            timeoutMove(live, seat, action === 'bot_took_seat' ? 'takeover' : 'timeout'),
          );
    if (result.duplicate) return { gameId, kind: 'moved_on' };
    return { gameId, kind: 'timed_out', seat, version: result.version, action };
  } catch (error) {
    if (error instanceof VersionConflictError) return { gameId, kind: 'moved_on' };
    throw error;
  }
}

/** What the game's timeout policy does for `seat`, whose time ran out in `live`. */
export function policyAction(live: LiveGame, seat: Seat): TimeoutAction {
  const policy = live.meta.timeoutPolicy;
  switch (policy.kind) {
    case 'bot_moves':
      return 'bot_move';
    case 'forfeit':
      return 'forfeit';
    case 'bot_takes_seat': {
      const inARow = standingOf(live.standings, seat).timeoutsInARow + 1;
      return inARow >= policy.afterTimeouts ? 'bot_took_seat' : 'bot_move';
    }
  }
}
