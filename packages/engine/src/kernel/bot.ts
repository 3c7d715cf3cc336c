import type { Rng } from './rng.ts';
import type { Seat } from './seat.ts';

export interface BotInput<View, Command> {
  readonly seat: Seat;
  /** The bot sees exactly what a player in its seat sees: no peeking at hidden state. */
  readonly view: View;
  readonly legal: readonly Command[];
  readonly rng: Rng;
}

/** A server or test bot: picks one of the legal commands from its seat's view. */
export interface Bot<View, Command> {
  readonly name: string;
  choose(input: BotInput<View, Command>): Command;
}

/** Any game's uniformly random legal player. */
export function randomBot<View, Command>(): Bot<View, Command> {
  return {
    name: 'random',
    choose({ legal, rng }) {
      const command = legal[rng.int(legal.length)];
      if (command === undefined)
        throw new RangeError('a bot was asked to move with no legal command');
      return command;
    },
  };
}
