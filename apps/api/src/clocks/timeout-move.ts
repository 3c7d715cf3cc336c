/**
 * The move the server plays for a seat whose time ran out (issue 17 item 5): the server's random
 * bot chooses among the seat's legal commands, as for a bot seat (service/bots.ts), with draws
 * from the game's secret server seed under a stream of their own. Two processes timing out the
 * same seat at the same version therefore send the same command with the same commandId, and the
 * second is a harmless retry: the deadline fires once.
 *
 * The commandId's kind says what the server did (@tavolo/sdk/audit server-entries.ts): `timeout`
 * (one move, the seat stays the player's) or `takeover` (the move after which the bot holds it).
 */
import type { Seat } from '@tavolo/engine';
import { timeoutOf } from '@tavolo/sdk/audit';
import { DEFAULT_BOT, serverMove } from '../service/bots.ts';
import type { BotMove } from '../service/bots.ts';
import type { LiveGame } from '../service/live-game.ts';

/** Whether an entry's commandId marks something the server did because time ran out. */
export function isTimeoutCommandId(commandId: string | null): boolean {
  return timeoutOf(commandId) !== undefined;
}

/** `seat`'s move in `live`, played by the server because the seat's time ran out. */
export function timeoutMove(live: LiveGame, seat: Seat, kind: 'timeout' | 'takeover'): BotMove {
  return serverMove(live, seat, {
    botId: DEFAULT_BOT,
    stream: 'timeout',
    commandIdPrefix: `${kind}:`,
  });
}
