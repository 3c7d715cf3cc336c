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

/** Every face-down card, except (when `belowTop`) the top card of each pile. */
function hiddenPositions(state: BonAppetitState, belowTop: boolean): Position[] {
  return state.piles.flatMap((pile, seat) =>
    pile.map((_, index) => ({ seat, index })).filter((p) => !belowTop || p.index > 0),
  );
}

const cardAt = (state: BonAppetitState, p: Position): Card | undefined =>
  state.piles[p.seat]?.[p.index];

function swapped(state: BonAppetitState, a: Position, b: Position): BonAppetitState {
  const piles = state.piles.map((pile) => [...pile]);
  const cardA = cardAt(state, a);
  const cardB = cardAt(state, b);
  const pileA = piles[a.seat];
  const pileB = piles[b.seat];
  if (cardA === undefined || cardB === undefined || pileA === undefined || pileB === undefined) {
    return state;
  }
  pileA[a.index] = cardB;
  pileB[b.index] = cardA;
  return { ...state, piles };
}

/** Two face-down cards of different faces, anywhere among `positions`, or null when all match. */
function differingPair(
  state: BonAppetitState,
  positions: readonly Position[],
  rng: Rng,
): [Position, Position] | null {
  const first = positions[rng.int(Math.max(positions.length, 1))];
  if (first === undefined) return null;
  const face = cardAt(state, first);
  const others = positions.filter((p) => cardAt(state, p) !== face);
  const second = others[rng.int(Math.max(others.length, 1))];
  return second === undefined ? null : [first, second];
}

/** How Bon Appétit! is exercised by the contract suite (minus the option sets). */
export const bonAppetitProfile: Omit<ContractProfile<BonAppetitState>, 'configs'> = {
  /**
   * Every face-down card is hidden from every viewer, the pile's owner included (RULES §3.7):
   * swap two cards of different faces between any piles. Cards below the top are preferred, so
   * that the next reveal is unchanged and the redacted events get compared; the tops join in now
   * and then, so the view itself is checked against them too.
   */
  perturbHidden(state: BonAppetitState, _viewer, rng: Rng): BonAppetitState | null {
    if (state.phase.kind === 'over') return null;
    const preferBelowTop = rng.int(4) !== 0;
    const pair =
      (preferBelowTop ? differingPair(state, hiddenPositions(state, true), rng) : null) ??
      differingPair(state, hiddenPositions(state, false), rng);
    return pair === null ? null : swapped(state, pair[0], pair[1]);
  },
  candidateCommands(_state: BonAppetitState, _seat: Seat): readonly unknown[] {
    return [{ type: 'reveal' }, ...MALFORMED];
  },
};
