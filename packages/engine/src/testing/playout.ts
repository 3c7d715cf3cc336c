import fc from 'fast-check';
import { handle, startGame } from '../kernel/index.ts';
import type { GameConfig, GameModule, Rng, Seat } from '../kernel/index.ts';
import { seededRng } from './rngs.ts';

export interface PlayoutStep<C, E> {
  readonly actor: Seat;
  readonly command: C;
  readonly events: readonly E[];
}

export interface Playout<S, C, E> {
  readonly setup: readonly E[];
  readonly steps: readonly PlayoutStep<C, E>[];
  readonly final: S;
  readonly finished: boolean;
}

/** Chooses one of the active seats and one of its legal commands. */
export type Chooser<S, C> = (
  state: S,
  active: readonly Seat[],
  legal: (seat: Seat) => readonly C[],
  rng: Rng,
) => {
  actor: Seat;
  command: C;
};

export interface PlayoutInput<S, C> {
  /** 64 hex digits: seeds the game's dice (commandSeq = step) and, separately, the choices. */
  readonly seed: string;
  /** Optional leading choices (indices into the options), so fast-check can shrink a playout. */
  readonly choices?: readonly number[];
  readonly maxSteps?: number;
  readonly chooser?: Chooser<S, C>;
  /** Called before every command, with the state it will be applied to. */
  readonly beforeStep?: (state: S, stepIndex: number) => void;
}

const DEFAULT_MAX_STEPS = 20_000;

/** Uniformly random legal play, with the first decisions optionally forced by `choices`. */
export function uniformChooser<S, C>(choices: readonly number[] = []): Chooser<S, C> {
  let next = 0;
  const pick = (n: number, rng: Rng): number => {
    const forced = choices[next];
    next += 1;
    return forced === undefined ? rng.int(n) : forced % n;
  };
  return (_state, active, legal, rng) => {
    const actor = active[pick(active.length, rng)] ?? 0;
    const options = legal(actor);
    const command = options[pick(options.length, rng)];
    if (command === undefined) throw new Error(`seat ${actor} is active but has no legal command`);
    return { actor, command };
  };
}

/** Plays a game from setup until it is over (or `maxSteps` commands), checking each command is accepted. */
export function playout<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  config: GameConfig<O>,
  input: PlayoutInput<S, C>,
): Playout<S, C, E> {
  const start = startGame(game, config, seededRng(input.seed, 0));
  const chooser = input.chooser ?? uniformChooser<S, C>(input.choices);
  const choiceRng = seededRng(input.seed, 0, 'test-choices');
  const steps: PlayoutStep<C, E>[] = [];
  let state = start.state;
  const maxSteps = input.maxSteps ?? DEFAULT_MAX_STEPS;
  while (game.outcome(state) === null && steps.length < maxSteps) {
    const active = game.activeSeats(state);
    if (active.length === 0) throw new Error('the game is not over but no seat may act');
    input.beforeStep?.(state, steps.length);
    const { actor, command } = chooser(
      state,
      active,
      (seat) => game.legalCommands(state, seat),
      choiceRng,
    );
    const result = handle(game, state, actor, command, seededRng(input.seed, steps.length + 1));
    if (!result.ok) {
      throw new Error(
        `legal command ${JSON.stringify(command)} of seat ${actor} refused: ${result.error.code} ${result.error.message}`,
      );
    }
    steps.push({ actor, command: result.value.command, events: result.value.events });
    state = result.value.state;
  }
  return { setup: start.events, steps, final: state, finished: game.outcome(state) !== null };
}

export function allEvents<S, C, E>(p: Playout<S, C, E>): E[] {
  return [...p.setup, ...p.steps.flatMap((s) => s.events)];
}

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** fast-check arbitrary of a 64-hex-digit seed. */
export const seedArbitrary: fc.Arbitrary<string> = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map(hex);

/** fast-check arbitrary of a random legal playout's inputs: a seed plus shrinkable leading choices. */
export const playoutArbitrary: fc.Arbitrary<{ seed: string; choices: number[] }> = fc.record({
  seed: seedArbitrary,
  choices: fc.array(fc.nat({ max: 1000 }), { maxLength: 40 }),
});
