import { handle, replay } from '../kernel/index.ts';
import type { GameConfig, GameModule, RuleViolation, Seat } from '../kernel/index.ts';
import type { FixtureStep, GoldenFixture } from './fixture.ts';
import { scriptedRng } from './rngs.ts';

/**
 * Given/when/then for rules scenarios:
 *   given(game, { seatCount, options, events })   — a table built from chosen opening events
 *     .when(seat, command, draws)                 — a command that must be accepted (draws script the dice)
 *     .thenState((state, lastEvents) => expect(...)) — assertions on the result
 *     .whenRefused(seat, command)                 — a command that must be refused; returns the violation
 */
export class Scenario<S, C, E, O> {
  readonly #game: GameModule<S, C, E, O>;
  readonly #config: GameConfig<O>;
  readonly #setup: readonly E[];
  readonly #steps: FixtureStep[];
  #state: S;

  constructor(game: GameModule<S, C, E, O>, config: GameConfig<O>, setup: readonly E[]) {
    this.#game = game;
    this.#config = config;
    this.#setup = setup;
    this.#steps = [];
    this.#state = replay(game, config, setup);
  }

  get state(): S {
    return this.#state;
  }

  get lastEvents(): readonly E[] {
    return (this.#steps.at(-1)?.events ?? this.#setup) as readonly E[];
  }

  when(actor: Seat, command: unknown, draws: readonly number[] = []): this {
    const rng = scriptedRng(draws);
    const result = handle(this.#game, this.#state, actor, command, rng);
    if (!result.ok) {
      throw new Error(
        `seat ${actor} ${JSON.stringify(command)} was refused: ${result.error.code} ${result.error.message}`,
      );
    }
    if (rng.used() !== draws.length) {
      throw new Error(`the command used ${rng.used()} draws but ${draws.length} were scripted`);
    }
    this.#steps.push({
      actor,
      command: result.value.command,
      draws: [...draws],
      events: result.value.events,
    });
    this.#state = result.value.state;
    return this;
  }

  whenRefused(actor: Seat, command: unknown): RuleViolation {
    const result = handle(this.#game, this.#state, actor, command, scriptedRng([]));
    if (result.ok)
      throw new Error(
        `seat ${actor} ${JSON.stringify(command)} was accepted but should be refused`,
      );
    return result.error;
  }

  /** Named `thenState`, not `then`, so that a Scenario is never mistaken for a Promise. */
  thenState(check: (state: S, lastEvents: readonly E[]) => void): this {
    check(this.#state, this.lastEvents);
    return this;
  }

  /** The scenario so far as a replayable golden fixture. */
  toFixture(name: string, description: string): GoldenFixture {
    return {
      name,
      description,
      game: this.#game.id,
      rulesVersion: this.#game.rulesVersion,
      seatCount: this.#config.seatCount,
      options: this.#config.options,
      setup: this.#setup,
      steps: this.#steps,
    };
  }
}

export interface GivenInput<E> {
  readonly seatCount: number;
  readonly options?: unknown;
  readonly events: readonly E[];
}

export function given<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  input: GivenInput<E>,
): Scenario<S, C, E, O> {
  const options = game.parseOptions(input.options ?? {}, input.seatCount);
  if (!options.ok) throw new Error(`options refused: ${options.error.message}`);
  return new Scenario(game, { seatCount: input.seatCount, options: options.value }, input.events);
}
