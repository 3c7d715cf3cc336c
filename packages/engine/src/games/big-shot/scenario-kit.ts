import type { Seat } from '../../kernel/index.ts';
import { given } from '../../testing/index.ts';
import type { Scenario } from '../../testing/index.ts';
import { COLOURS } from './board.ts';
import type { Colour, LotId } from './board.ts';
import { countCubes } from './cubes.ts';
import type { CubeCounts } from './cubes.ts';
import { bigShot, bigShotVersions } from './index.ts';
import type { BigShotGame } from './index.ts';
import type { BigShotOptions } from './options.ts';
import { biddingOrder } from './purses.ts';
import type { BigShotCommand, BigShotEvent, BigShotState, Holder } from './types.ts';
import type { RulesVersion } from './versions.ts';

export type BigShotScenario = Scenario<BigShotState, BigShotCommand, BigShotEvent, BigShotOptions>;

const LETTER: Readonly<Record<string, Colour>> = { R: 'red', Y: 'yellow', B: 'black', W: 'white' };

/** Cubes written as letters, e.g. 'RRYB' = 2 red, 1 yellow, 1 black (W = white). */
export function cubes(letters: string): CubeCounts {
  return countCubes(Array.from(letters, (l) => LETTER[l] ?? 'red'));
}

/** The default deal: colour i to seat i; the 3-player dummy is white; 2 players alternate colours. */
function defaultHolders(seatCount: number): Holder[] {
  return COLOURS.map((_, i) => (seatCount === 3 && i === 3 ? 'dummy' : i % seatCount));
}

/** The engine of one rules version. */
export function engineOf(version: RulesVersion): BigShotGame {
  const game = bigShotVersions.find((g) => g.rulesVersion === version);
  if (game === undefined) throw new Error(`Big Shot has no rules version ${version}`);
  return game;
}

/**
 * A table with chosen spaces (letters per space; unlisted spaces hold one cube of each colour),
 * under the newest rules unless a `version` is named.
 */
export function table(input: {
  seatCount: number;
  options?: Partial<BigShotOptions>;
  spaces?: readonly string[];
  broker?: number;
  first?: Seat;
  version?: RulesVersion;
}): BigShotScenario {
  const spaces = Array.from({ length: 18 }, (_, i) => cubes(input.spaces?.[i] ?? 'RYBW'));
  const first = input.first ?? 0;
  const holders = defaultHolders(input.seatCount);
  return given(input.version === undefined ? bigShot : engineOf(input.version), {
    seatCount: input.seatCount,
    options: input.options ?? {},
    events: [
      {
        type: 'game_started',
        colours: COLOURS.map((colour, i) => ({ colour, holder: holders[i] ?? 'dummy' })),
        spaces,
        broker: input.broker ?? 17,
      },
      { type: 'first_player_chosen', rounds: [[{ seat: first, roll: 6 }]], seat: first },
      { type: 'turn_started', turn: 1, roller: first },
    ],
  });
}

/** The roller rolls `roll` (scripted die). */
export function roll(s: BigShotScenario, value = 1): BigShotScenario {
  return s.when(s.state.roller, { type: 'roll' }, [value - 1]);
}

/** Every seat declares no loan (hidden-money and 2-player games); nothing when no round is on. */
export function noLoans(s: BigShotScenario): BigShotScenario {
  while (s.state.phase.kind === 'loans') s.when(s.state.phase.declarer, { type: 'end_loans' });
  return s;
}

/** Every seat passes in bidding order: the roller takes the cubes free. */
export function allPass(s: BigShotScenario): BigShotScenario {
  for (const seat of biddingOrder(s.state)) s.when(seat, { type: 'pass' });
  return s;
}

export type Move = number | 'pass' | Colour;

/** Auction moves in turn: a number bids, 'pass' passes, a colour takes a loan for it. */
export function auction(s: BigShotScenario, moves: readonly (readonly [Seat, Move])[]): void {
  for (const [seat, move] of moves) {
    const command =
      typeof move === 'number'
        ? { type: 'bid', amount: move }
        : move === 'pass'
          ? { type: 'pass' }
          : { type: 'take_loan', colour: move };
    s.when(seat, command);
  }
}

export function place(s: BigShotScenario, placements: readonly (readonly [Colour, LotId])[]): void {
  for (const [colour, lot] of placements) {
    const { phase } = s.state;
    if (phase.kind !== 'placement') throw new Error('no cubes are waiting to be placed');
    s.when(phase.placer, { type: 'place_cube', colour, lot });
  }
}

/** The cubes each lot must end with; the planner fills the needs first-fit, lot by lot. */
export type LotPlan = Map<LotId, Record<Colour, number>>;

export function lotPlan(entries: Readonly<Record<LotId, string>>): LotPlan {
  return new Map(Object.entries(entries).map(([lot, letters]) => [lot, { ...cubes(letters) }]));
}

/** Places the cubes in hand, each on the first lot of the plan that still needs that colour. */
export function placeByPlan(s: BigShotScenario, plan: LotPlan): void {
  for (;;) {
    const { phase } = s.state;
    if (phase.kind !== 'placement') return;
    const colour = COLOURS.find((c) => phase.cubes[c] > 0);
    if (colour === undefined) return;
    const lot = [...plan.entries()].find(([, need]) => need[colour] > 0);
    if (lot === undefined) throw new Error(`the plan has no room for a ${colour} cube`);
    lot[1][colour] -= 1;
    s.when(phase.placer, { type: 'place_cube', colour, lot: lot[0] });
  }
}

/** Plays turns to the end with rolls of 1, everybody passing, cubes placed by the plan. */
export function playOutByPlan(s: BigShotScenario, plan: LotPlan): void {
  while (s.state.phase.kind !== 'over') {
    // With hidden money (rules 2.0.0) the loan round comes before the roll; else after it, if any.
    noLoans(s);
    roll(s);
    noLoans(s);
    allPass(s);
    placeByPlan(s, plan);
  }
}

export { expectGolden } from '../../testing/index.ts';

export function eventsOf<T extends BigShotEvent['type']>(
  events: readonly BigShotEvent[],
  type: T,
): Extract<BigShotEvent, { type: T }>[] {
  return events.filter((e): e is Extract<BigShotEvent, { type: T }> => e.type === type);
}

export function cashOf(s: BigShotScenario, colour: Colour): number | undefined {
  return s.state.purses.find((p) => p.colour === colour)?.cash;
}
