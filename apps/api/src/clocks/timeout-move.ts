/**
 * The move the server plays for a seat whose time ran out, under the "bot moves" policy (issue 17
 * item 5): the server's random bot chooses among the seat's legal commands, as for a bot seat
 * (service/bots.ts), with draws from the game's secret server seed under a stream of their own.
 * Two processes timing out the same seat at the same version therefore send the same command
 * with the same commandId, and the second is a harmless retry: the deadline fires once.
 */
import type { Seat } from '@tavolo/engine';
import { DEFAULT_BOT, serverMove } from '../service/bots.ts';
import type { BotMove } from '../service/bots.ts';
import { TIMEOUT_COMMAND_ID_PREFIX } from '../service/inputs.ts';
import type { LiveGame } from '../service/live-game.ts';

/** Whether an entry's commandId marks a move the server played because time ran out. */
export function isTimeoutCommandId(commandId: string | null): boolean {
  return commandId?.startsWith(TIMEOUT_COMMAND_ID_PREFIX) ?? false;
}

/** `seat`'s move in `live`, played by the server because the seat's time ran out. */
export function timeoutMove(live: LiveGame, seat: Seat): BotMove {
  return serverMove(live, seat, {
    botId: DEFAULT_BOT,
    stream: 'timeout',
    commandIdPrefix: TIMEOUT_COMMAND_ID_PREFIX,
  });
}
