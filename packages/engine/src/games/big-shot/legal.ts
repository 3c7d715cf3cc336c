import type { Seat } from '../../kernel/index.ts';
import { COLOURS } from './board.ts';
import { MIN_BID } from './constants.ts';
import { coloursPresent } from './cubes.ts';
import { bidRefusal, loanRefusal, payRefusal, placementRefusal } from './decide.ts';
import { bidCeiling } from './purses.ts';
import type { BigShotCommand, BigShotState } from './types.ts';

export function activeSeats(state: BigShotState): Seat[] {
  const { phase } = state;
  switch (phase.kind) {
    case 'roll':
      return [state.roller];
    case 'loans':
      return [phase.declarer];
    case 'auction':
      return [phase.auction.turn];
    case 'paying':
      return [phase.winner];
    case 'placement':
      return [phase.placer];
    case 'setup':
    case 'over':
      return [];
  }
}

function loans(state: BigShotState, seat: Seat): BigShotCommand[] {
  return COLOURS.filter((colour) => loanRefusal(state, seat, colour) === null).map(
    (colour): BigShotCommand => ({ type: 'take_loan', colour }),
  );
}

function bids(state: BigShotState, seat: Seat): BigShotCommand[] {
  if (state.phase.kind !== 'auction') return [];
  const out: BigShotCommand[] = [];
  const lowest = Math.max(MIN_BID, (state.phase.auction.high?.amount ?? 0) + 1);
  for (let amount = lowest; amount <= bidCeiling(state, seat); amount += 1) {
    if (bidRefusal(state, seat, amount) === null) out.push({ type: 'bid', amount });
  }
  return out;
}

function placements(state: BigShotState, seat: Seat): BigShotCommand[] {
  if (state.phase.kind !== 'placement') return [];
  const colours = coloursPresent(state.phase.cubes);
  return colours.flatMap((colour) =>
    state.lots
      .filter((lot) => placementRefusal(state, seat, colour, lot.id) === null)
      .map((lot): BigShotCommand => ({ type: 'place_cube', colour, lot: lot.id })),
  );
}

/** Exactly the commands `decide` accepts from `seat` now (checked both ways by the contract suite). */
export function legalCommands(state: BigShotState, seat: Seat): BigShotCommand[] {
  if (!activeSeats(state).includes(seat)) return [];
  switch (state.phase.kind) {
    case 'roll':
      return [{ type: 'roll' }];
    case 'loans':
      return [...loans(state, seat), { type: 'end_loans' }];
    case 'auction':
      return [...bids(state, seat), { type: 'pass' }, ...loans(state, seat)];
    case 'paying':
      return COLOURS.filter((colour) => payRefusal(state, seat, colour) === null).map(
        (colour): BigShotCommand => ({ type: 'choose_paying_colour', colour }),
      );
    case 'placement':
      return placements(state, seat);
    case 'setup':
    case 'over':
      return [];
  }
}
