import type { GameConfig, GameModule } from './game.ts';
import { KernelCode, ok, violation } from './result.ts';
import type { Result } from './result.ts';
import type { Rng } from './rng.ts';
import type { Seat } from './seat.ts';

export interface Handled<State, Command, Event> {
  readonly command: Command;
  readonly events: Event[];
  readonly state: State;
}

/**
 * The generic checks every command passes before the game's own `decide`:
 * game over, seat, turn, parse. Then the events are folded into the new state.
 */
export function handle<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  state: S,
  actor: Seat,
  input: unknown,
  rng: Rng,
): Result<Handled<S, C, E>> {
  if (game.outcome(state) !== null) {
    return violation(KernelCode.GameOver, 'The game is over; no more moves are accepted.');
  }
  const seatCount = game.seatCount(state);
  if (!Number.isInteger(actor) || actor < 0 || actor >= seatCount) {
    return violation(
      KernelCode.NotASeat,
      `Seat ${actor} is not a seat of this ${seatCount}-seat game.`,
    );
  }
  if (!game.activeSeats(state).includes(actor)) {
    return violation(KernelCode.NotYourTurn, `It is not seat ${actor}'s turn to act.`);
  }
  const parsed = game.parseCommand(input);
  if (!parsed.ok) return parsed;
  const decided = game.decide(state, parsed.value, { actor, rng });
  if (!decided.ok) return decided;
  return ok({
    command: parsed.value,
    events: decided.value,
    state: decided.value.reduce((s, e) => game.evolve(s, e), state),
  });
}

/** Folds a log of events from the initial state: replay needs no Rng. */
export function replay<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  config: GameConfig<O>,
  events: readonly E[],
): S {
  return events.reduce((s, e) => game.evolve(s, e), game.initialState(config));
}

/** Setup events plus the state they produce. */
export function startGame<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  config: GameConfig<O>,
  rng: Rng,
): { events: E[]; state: S } {
  const events = game.setup({ ...config, rng });
  return { events, state: replay(game, config, events) };
}
