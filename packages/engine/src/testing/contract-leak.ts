import { expect } from 'vitest';
import { jsonEqual, startGame } from '../kernel/index.ts';
import type { GameConfig, GameModule, Rng, Seat, Viewer } from '../kernel/index.ts';
import { seededRng, testSeed } from './rngs.ts';

/** One decision to compare: a state, who acts, what, and the dice it is decided with. */
export interface Decision<S> {
  readonly state: S;
  readonly actor: Seat;
  readonly command: unknown;
  readonly rng: () => Rng;
}

const roundTrips = (value: unknown): boolean => jsonEqual(JSON.parse(JSON.stringify(value)), value);

/**
 * The same integer draws as `inner` (so dice, public by nature, stay the same), but every shuffle's
 * result has two items swapped: the hidden order a shuffle creates changes, little else does.
 * Games must therefore draw hidden orders with `rng.shuffle`.
 */
export function swappingShuffles(
  inner: Rng,
  where: 'top' | 'bottom',
): Rng & { readonly shuffles: () => number } {
  let shuffles = 0;
  return {
    int: (bound) => inner.int(bound),
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = inner.shuffle(items);
      shuffles += 1;
      if (out.length < 3) return out;
      const [i, j] = where === 'top' ? [0, 1] : [out.length - 1, out.length - 2];
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
      return out;
    },
    shuffles: () => shuffles,
  };
}

/**
 * The heart of the no-leak property: if two decisions leave `viewer` with the same next view,
 * the viewer's redacted events must be the same too. Returns 1 when a comparison was made.
 */
export function compareDecisions<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  viewer: Viewer,
  a: Decision<S>,
  b: Decision<S>,
): number {
  const outcomeA = decideAndView(game, viewer, a);
  const outcomeB = decideAndView(game, viewer, b);
  if (outcomeA === null || outcomeB === null || !jsonEqual(outcomeA.view, outcomeB.view)) return 0;
  const what = `redacted events of ${JSON.stringify(a.command)} for ${JSON.stringify(viewer)} leak hidden data`;
  expect(outcomeB.redacted, what).toEqual(outcomeA.redacted);
  expect(outcomeA.redacted.every(roundTrips), 'redacted events are plain JSON').toBe(true);
  return 1;
}

function decideAndView<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  viewer: Viewer,
  decision: Decision<S>,
): { view: unknown; redacted: unknown[] } | null {
  const parsed = game.parseCommand(decision.command);
  if (!parsed.ok) return null;
  const result = game.decide(decision.state, parsed.value, {
    actor: decision.actor,
    rng: decision.rng(),
  });
  if (!result.ok) return null;
  const next = result.value.reduce<S>((s, e) => game.evolve(s, e), decision.state);
  return {
    view: game.view(next, viewer),
    redacted: result.value.map((e) => game.redactEvent(e, viewer)),
  };
}

/**
 * A command that shuffles (a new deck order, a fresh deal) is decided again with the shuffles
 * slightly changed: whatever order they hid may differ, and must not reach the redacted events.
 */
export function checkFreshShuffles<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  viewer: Viewer,
  decision: Decision<S>,
): number {
  const parsed = game.parseCommand(decision.command);
  if (!parsed.ok) return 0;
  const probe = swappingShuffles(decision.rng(), 'top');
  game.decide(decision.state, parsed.value, { actor: decision.actor, rng: probe });
  if (probe.shuffles() === 0) return 0;
  let comparisons = 0;
  for (const where of ['top', 'bottom'] as const) {
    const other = { ...decision, rng: () => swappingShuffles(decision.rng(), where) };
    comparisons += compareDecisions(game, viewer, decision, other);
  }
  return comparisons;
}

/** Setup shuffles too: with its shuffles changed, a viewer's alike setup must have alike redacted events. */
export function checkSetupLeak<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  config: GameConfig<O>,
  viewers: readonly Viewer[],
  tables: number,
): number {
  let comparisons = 0;
  for (let table = 1; table <= tables; table += 1) {
    const base = startGame(game, config, seededRng(testSeed(table), 0));
    for (const where of ['top', 'bottom'] as const) {
      const other = startGame(game, config, swappingShuffles(seededRng(testSeed(table), 0), where));
      for (const viewer of viewers) {
        if (!jsonEqual(game.view(base.state, viewer), game.view(other.state, viewer))) continue;
        comparisons += 1;
        const redact = (events: readonly E[]) => events.map((e) => game.redactEvent(e, viewer));
        const what = `setup events leak hidden data to ${JSON.stringify(viewer)}`;
        expect(redact(other.events), what).toEqual(redact(base.events));
      }
    }
  }
  return comparisons;
}
