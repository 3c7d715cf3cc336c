import type { Bot } from './bot.ts';
import type { JsonValue } from './json.ts';
import type { Result } from './result.ts';
import type { Rng } from './rng.ts';
import type { Seat, Viewer } from './seat.ts';

/** How a finished game ended. `winners` may be empty (e.g. nobody eligible) or hold a shared win. */
export interface Outcome {
  readonly winners: readonly Seat[];
  /** The game's main score per seat (points, fortune, cards, curds). */
  readonly scores: readonly number[];
  /** Why the game ended, as a stable code (e.g. TARGET_REACHED). */
  readonly reason: string;
  /** The tie-break that decided among equal top scores, or null when none was needed. */
  readonly tieBreak: string | null;
}

export interface GameConfig<Options> {
  readonly seatCount: number;
  readonly options: Options;
}

export interface SetupInput<Options> extends GameConfig<Options> {
  readonly rng: Rng;
}

export interface DecideContext {
  readonly actor: Seat;
  readonly rng: Rng;
}

/**
 * The contract every game implements (DESIGN §2): commands in, events out, state folded from events.
 * All values are plain JSON. Only `setup` and `decide` draw random numbers, and what they draw is
 * written into the events, so `evolve` is a pure fold and a log replays without an Rng.
 *
 * Methods use method syntax on purpose: it lets the registry hold games of different State types
 * as `GameModule<unknown, …>` without an `any`.
 */
export interface GameModule<State, Command, Event, Options, View = unknown, PublicEvent = unknown> {
  readonly id: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly seatLimits: { readonly min: number; readonly max: number };
  /** JSON Schema of the options input (see optionsJsonSchema): what clients build forms from. */
  readonly optionsSchema: JsonValue;
  /** Validates and normalises options (defaults filled in) for a seat count. */
  parseOptions(input: unknown, seatCount: number): Result<Options>;
  /** The state before any event: the fold's starting point. */
  initialState(config: GameConfig<Options>): State;
  /** The opening events (deals, shuffles, first player). */
  setup(input: SetupInput<Options>): Event[];
  parseCommand(input: unknown): Result<Command>;
  decide(state: State, command: Command, context: DecideContext): Result<Event[]>;
  evolve(state: State, event: Event): State;
  seatCount(state: State): number;
  /** Seats that may act now; empty when the game is over. */
  activeSeats(state: State): Seat[];
  /** Every command `seat` may send now; empty for a seat that may not act. */
  legalCommands(state: State, seat: Seat): Command[];
  outcome(state: State): Outcome | null;
  /** What `viewer` may see. Once the game is over, everything is revealed. */
  view(state: State, viewer: Viewer): View;
  /** The event as `viewer` may see it during play. */
  redactEvent(event: Event, viewer: Viewer): PublicEvent;
  /**
   * The bots that play this game, the random player first: the one place the server, the CLI and
   * the benchmarks find them. They read views and legal commands only, so every rules version
   * lists the same bots.
   */
  readonly bots: readonly Bot<View, Command>[];
}

/** A game with its types erased, as the registry and the server hold it. */
export type AnyGameModule = GameModule<unknown, unknown, unknown, unknown>;
