import { handle, jsonEqual, replay } from '../kernel/index.ts';
import type { AnyGameModule, GameModule, Seat } from '../kernel/index.ts';
import { scriptedRng, seededRng } from './rngs.ts';

export interface FixtureStep {
  readonly actor: Seat;
  readonly command: unknown;
  /** Scripted draws; absent in seeded fixtures, which draw from `seed`. */
  readonly draws?: readonly number[];
  readonly events: readonly unknown[];
}

/** A golden replay: opening events, then every command with the events it must produce. */
export interface GoldenFixture {
  readonly name: string;
  readonly description: string;
  readonly game: string;
  readonly rulesVersion: string;
  readonly seatCount: number;
  readonly options: unknown;
  /** Seed of a real-Rng fixture (command n draws with commandSeq n); absent for scripted ones. */
  readonly seed?: string;
  readonly setup: readonly unknown[];
  readonly steps: readonly FixtureStep[];
}

/**
 * Re-runs a fixture through `handle` and returns the first difference, or null when every command
 * is accepted and produces exactly the recorded events.
 */
export function checkFixture(
  game: AnyGameModule | GameModule<unknown, unknown, unknown, unknown>,
  fixture: GoldenFixture,
): string | null {
  if (fixture.game !== game.id) return `fixture is for ${fixture.game}, not ${game.id}`;
  if (fixture.rulesVersion !== game.rulesVersion) {
    return `fixture was recorded under rules ${fixture.rulesVersion}, engine is ${game.rulesVersion}`;
  }
  const options = game.parseOptions(fixture.options, fixture.seatCount);
  if (!options.ok) return `options refused: ${options.error.message}`;
  let state = replay(game, { seatCount: fixture.seatCount, options: options.value }, fixture.setup);
  for (const [index, step] of fixture.steps.entries()) {
    const rng =
      step.draws !== undefined ? scriptedRng(step.draws) : seededRng(fixture.seed ?? '', index + 1);
    const result = handle(game, state, step.actor, step.command, rng);
    if (!result.ok) return `step ${index}: refused ${result.error.code}: ${result.error.message}`;
    if (!jsonEqual(result.value.events, step.events)) {
      return `step ${index}: events differ\n got:      ${JSON.stringify(result.value.events)}\n expected: ${JSON.stringify(step.events)}`;
    }
    state = result.value.state;
  }
  return null;
}
