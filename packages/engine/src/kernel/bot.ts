import type { Rng } from './rng.ts';
import type { Seat } from './seat.ts';

export interface BotInput<View, Command> {
  readonly seat: Seat;
  /** The bot sees exactly what a player in its seat sees: no peeking at hidden state. */
  readonly view: View;
  readonly legal: readonly Command[];
  readonly rng: Rng;
}

/**
 * A server, CLI or test bot: picks one of the legal commands from its seat's view. A game lists
 * its bots in `GameModule.bots`; since a bot reads only the view and the legal commands, the same
 * bot plays every rules version of its game.
 */
export interface Bot<View, Command> {
  /**
   * Stable id, lower-case: what the API, the CLI (`--strategy`) and stored games name the bot by,
   * so it never changes once published ('random' is every game's).
   */
  readonly id: string;
  /** How it plays, in one English sentence (clients show their own words when they have them). */
  readonly description: string;
  choose(input: BotInput<View, Command>): Command;
}

/** The id of the uniformly random legal player, which every game offers. */
export const RANDOM_BOT_ID = 'random';

/** Any game's uniformly random legal player. */
export function randomBot<View, Command>(): Bot<View, Command> {
  return {
    id: RANDOM_BOT_ID,
    description: 'Plays any legal move, chosen at random.',
    choose({ legal, rng }) {
      const command = legal[rng.int(legal.length)];
      if (command === undefined)
        throw new RangeError('a bot was asked to move with no legal command');
      return command;
    },
  };
}

/** The bot of `bots` with this id, if any. */
export function botById<View, Command>(
  bots: readonly Bot<View, Command>[],
  id: string,
): Bot<View, Command> | undefined {
  return bots.find((bot) => bot.id === id);
}
