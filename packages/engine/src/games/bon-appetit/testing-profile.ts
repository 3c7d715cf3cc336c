import type { Rng, Seat } from '../../kernel/index.ts';
import type { ContractProfile } from '../../testing/index.ts';
import type { Card } from './cards.ts';
import type { BonAppetitState } from './types.ts';

const MALFORMED: readonly unknown[] = [
  null,
  'reveal',
  42,
  [],
  {},
  { type: 'REVEAL' },
  { type: 'reveal', extra: true },
  { type: 'reveal', count: 2 },
  { type: 'pass' },
  { type: 'catch' },
];

interface Position {
  readonly seat: Seat;
  readonly index: number;
}

function faceDownPositions(state: BonAppetitState): Position[] {
  return state.piles.flatMap((pile, seat) => pile.map((_, index) => ({ seat, index })));
}

const cardAt = (state: BonAppetitState, p: Position): Card | undefined =>
  state.piles[p.seat]?.[p.index];

/** Two face-down cards of different faces, or null when all face-down cards are alike. */
function differingPair(state: BonAppetitState, rng: Rng): readonly [Position, Position] | null {
  const positions = faceDownPositions(state);
  const first = positions[rng.int(Math.max(positions.length, 1))];
  if (first === undefined) return null;
  const others = positions.filter((p) => cardAt(state, p) !== cardAt(state, first));
  const second = others[rng.int(Math.max(others.length, 1))];
  return second === undefined ? null : [first, second];
}

function swapped(state: BonAppetitState, a: Position, b: Position): BonAppetitState {
  const cardA = cardAt(state, a);
  const cardB = cardAt(state, b);
  if (cardA === undefined || cardB === undefined) return state;
  const piles = state.piles.map((pile) => [...pile]);
  piles[a.seat]?.splice(a.index, 1, cardB);
  piles[b.seat]?.splice(b.index, 1, cardA);
  return { ...state, piles };
}

/** How Bon Appétit! is exercised by the contract suite (minus the option sets). */
export const bonAppetitProfile: Omit<ContractProfile<BonAppetitState>, 'configs'> = {
  /**
   * Every face-down card is hidden from every viewer, the pile's owner included (RULES §3.7): swap
   * two cards of different faces, within one pile or between two. Most swaps miss the cards the
   * next command turns over, so the next view stays the same and the redacted events are compared.
   */
  perturbHidden(state: BonAppetitState, _viewer, rng: Rng): BonAppetitState | null {
    if (state.phase.kind === 'over') return null;
    const pair = differingPair(state, rng);
    return pair === null ? null : swapped(state, pair[0], pair[1]);
  },
  candidateCommands(_state: BonAppetitState, _seat: Seat): readonly unknown[] {
    return [{ type: 'reveal' }, ...MALFORMED];
  },
};
