/**
 * Who may read and write which chat channel of a game (ADR 0038), in one place:
 *
 * | channel      | seated player             | other signed-in account      | anonymous     |
 * |--------------|---------------------------|------------------------------|---------------|
 * | `players`    | reads and writes, always  | reads once the game is over  | reads after   |
 * | `spectators` | reads once the game is over | reads; writes until the end | reads after   |
 *
 * Seated players do not read the spectators' chat while the game runs (no kibitzing reaches the
 * table, as on Lichess and BGA); spectators do not read the players' talk until the end, and may
 * not write once it is over (the table's own chat stays the players').
 */
import type { ChatChannel, GAME_STATUSES } from '../db/schema.ts';

export type GameStatus = (typeof GAME_STATUSES)[number];

/** Who asks, relative to the game. */
export type ChatReader =
  | { readonly kind: 'seated'; readonly playerId: string }
  | { readonly kind: 'signed-in'; readonly playerId: string }
  | { readonly kind: 'anonymous' };

export function mayRead(channel: ChatChannel, reader: ChatReader, status: GameStatus): boolean {
  if (status === 'finished') return true;
  return channel === 'players' ? reader.kind === 'seated' : reader.kind === 'signed-in';
}

/** Why a write is refused, or undefined when it may go ahead. */
export function writeRefusal(
  channel: ChatChannel,
  reader: ChatReader,
  status: GameStatus,
): 'CHAT_FORBIDDEN' | 'CHAT_CLOSED' | undefined {
  if (channel === 'players') return reader.kind === 'seated' ? undefined : 'CHAT_FORBIDDEN';
  if (reader.kind !== 'signed-in') return 'CHAT_FORBIDDEN';
  return status === 'finished' ? 'CHAT_CLOSED' : undefined;
}

/**
 * Whether one account may reach another through chat: the one place where blocks plug in (issue
 * 21 item 7). A message is refused when its author may not reach a seated player of the
 * `players` channel, and hidden from a reader its author may not reach.
 */
export interface ChatPeerPolicy {
  mayReach(fromPlayerId: string, toPlayerId: string): Promise<boolean>;
}

/** Until blocks exist, everyone may reach everyone. */
export const everyoneMayReach: ChatPeerPolicy = { mayReach: () => Promise.resolve(true) };
