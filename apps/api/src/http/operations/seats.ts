/**
 * Seat operations of the timeout policies (issue 17 item 5): a player takes back the seat the
 * server's bot took over after their timeouts. Operations exposes this once for REST and GraphQL.
 */
import { ServiceError } from '../../errors.ts';
import type { GameService } from '../../service/game-service.ts';
import type { Seat } from '@tavolo/engine';
import type { SubmitResult } from '../../service/views.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';

/**
 * The caller's seat back from the bot: SEAT_NOT_YOURS when the caller holds no seat in the game,
 * SEAT_NOT_TAKEN_OVER when no bot holds it, SEAT_FORFEITED when it forfeited.
 */
export async function reclaimSeat(
  service: GameService,
  caller: Caller,
  gameId: string,
): Promise<{ readonly seat: Seat; readonly result: SubmitResult }> {
  const account = requireCapability(caller, 'move');
  const seat = await service.lobby.seatOf(gameId, account.playerId);
  if (seat === undefined) {
    throw new ServiceError('SEAT_NOT_YOURS', 'You hold no seat in this game to take back.');
  }
  return { seat, result: await service.play.reclaimSeat(gameId, seat) };
}
