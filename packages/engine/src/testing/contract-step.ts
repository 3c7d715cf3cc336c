import { expect } from 'vitest';
import { handle, jsonEqual } from '../kernel/index.ts';
import type { GameModule, Rng } from '../kernel/index.ts';
import type { ContractProfile } from './contract.ts';
import { viewersOf } from './contract.ts';
import { checkFreshShuffles, compareDecisions } from './contract-leak.ts';
import { seededRng, testSeed } from './rngs.ts';

const clone = <T>(value: T): T => structuredClone(value);
const roundTrips = (value: unknown): boolean => jsonEqual(JSON.parse(JSON.stringify(value)), value);

/** A fixed-seed Rng factory, so that the same command can be decided twice with the same dice. */
type RngFactory = () => Rng;

/** At most this many legal commands per seat are decided in full at one step (all are parsed). */
const LEGAL_SAMPLE = 24;

function sample<T>(items: readonly T[], size: number, rng: Rng): readonly T[] {
  return items.length <= size ? items : rng.shuffle(items).slice(0, size);
}

/** legal ⇔ accepted for every seat, and nothing the game is handed is mutated. */
function checkLegality<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  profile: ContractProfile<S>,
  state: S,
  probe: Rng,
  freshRng: RngFactory,
): void {
  const before = clone(state);
  const active = game.activeSeats(state);
  expect(active.length, 'a running game has a seat that may act').toBeGreaterThan(0);
  for (let seat = 0; seat < game.seatCount(state); seat += 1) {
    const legal = game.legalCommands(state, seat);
    if (active.includes(seat)) {
      expect(legal.length, `active seat ${seat} has legal commands`).toBeGreaterThan(0);
    } else {
      expect(legal, `inactive seat ${seat} has no legal commands`).toEqual([]);
    }
    for (const command of legal) {
      const parsed = game.parseCommand(clone(command));
      expect(
        parsed.ok && jsonEqual(parsed.value, command),
        `legal ${JSON.stringify(command)} parses to itself`,
      ).toBe(true);
    }
    const tried = [
      ...sample(legal, LEGAL_SAMPLE, probe),
      ...profile.candidateCommands(state, seat),
    ];
    for (const candidate of tried) {
      const input = clone(candidate);
      const parsed = game.parseCommand(input);
      const expected = parsed.ok && legal.some((l) => jsonEqual(l, parsed.value));
      const result = handle(game, state, seat, input, freshRng());
      const code = result.ok ? 'accepted' : result.error.code;
      expect(result.ok, `seat ${seat} ${JSON.stringify(candidate)}: ${code}`).toBe(expected);
      expect(jsonEqual(input, candidate), 'the command is not mutated').toBe(true);
      if (!result.ok) expect(result.error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
    }
  }
  expect(jsonEqual(state, before), 'no function mutates the state').toBe(true);
}

/** Views are JSON and ignore what the viewer may not see; redacted events reveal no more than views. */
function checkViews<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  profile: ContractProfile<S>,
  state: S,
  probe: Rng,
  freshRng: RngFactory,
): number {
  let comparisons = 0;
  const active = game.activeSeats(state);
  const actor = active[0] ?? 0;
  const commands = sample(game.legalCommands(state, actor), 6, probe);
  for (const viewer of viewersOf(game.seatCount(state))) {
    const seen = game.view(state, viewer);
    expect(roundTrips(seen), 'views are plain JSON').toBe(true);
    for (const command of commands) {
      comparisons += checkFreshShuffles(game, viewer, { state, actor, command, rng: freshRng });
    }
    const perturbed = profile.perturbHidden(state, viewer, probe);
    if (perturbed === null) continue;
    const where = `the view of ${JSON.stringify(viewer)} ignores hidden data`;
    expect(game.view(perturbed, viewer), where).toEqual(seen);
    if (viewer.kind === 'seat') {
      // Which commands a seat may send, and who acts, are information too.
      const what = `seat ${viewer.seat}'s legal commands ignore data hidden from it`;
      expect(game.legalCommands(perturbed, viewer.seat), what).toEqual(
        game.legalCommands(state, viewer.seat),
      );
      expect(game.activeSeats(perturbed), 'active seats ignore hidden data').toEqual(active);
    }
    for (const command of commands) {
      const same = { actor, command, rng: freshRng };
      comparisons += compareDecisions(
        game,
        viewer,
        { state, ...same },
        { state: perturbed, ...same },
      );
    }
  }
  return comparisons;
}

/** All per-step contract checks; returns how many leak comparisons were made. */
export function checkStep<S, C, E, O>(
  game: GameModule<S, C, E, O>,
  profile: ContractProfile<S>,
  state: S,
  probe: Rng,
): number {
  // Every decision in one step gets the same dice, so two decisions can be compared.
  const seed = testSeed(probe.int(2 ** 32));
  const freshRng: RngFactory = () => seededRng(seed, 1);
  expect(roundTrips(state), 'the state is plain JSON').toBe(true);
  checkLegality(game, profile, state, probe, freshRng);
  return checkViews(game, profile, state, probe, freshRng);
}
