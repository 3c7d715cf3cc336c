import type { Seat } from '../../kernel/index.ts';
import { rerollChoices } from './dice.ts';
import { bidProblem, maxReroll, vetoProblem } from './decide.ts';
import { canUseBigCheese, nextPayout } from './flow.ts';
import type { BigCheeseCommand, BigCheeseState } from './types.ts';

export function activeSeats(state: BigCheeseState): Seat[] {
  const { phase } = state;
  switch (phase.kind) {
    case 'auction':
      return [phase.auction.turn];
    case 'resolution': {
      if (phase.roll !== null) {
        const owner = state.projects.find((p) => p.id === phase.roll?.projectId)?.owner;
        return owner !== undefined && canUseBigCheese(state, phase.roll) ? [owner] : [];
      }
      const next = nextPayout(state, phase.winner);
      return next !== null && next.projects.length > 1 && state.options.exact30 ? [next.owner] : [];
    }
    case 'setup':
    case 'between':
    case 'over':
      return [];
  }
}

export function legalCommands(state: BigCheeseState, seat: Seat): BigCheeseCommand[] {
  if (!activeSeats(state).includes(seat)) return [];
  const { phase } = state;
  if (phase.kind === 'auction') {
    const auction = phase.auction;
    const available = state.players[seat]?.available ?? 0;
    const bids: BigCheeseCommand[] = [];
    for (let amount = (auction.high?.amount ?? 0) + 1; amount <= available; amount += 1) {
      if (bidProblem(state, auction, seat, amount) === null) bids.push({ type: 'bid', amount });
    }
    const veto: BigCheeseCommand[] =
      vetoProblem(state, auction, seat) === null ? [{ type: 'veto' }] : [];
    return [...bids, { type: 'pass' }, ...veto];
  }
  if (phase.kind !== 'resolution') return [];
  if (phase.roll !== null) {
    const roll = phase.roll;
    const rerolls = rerollChoices(roll.dice, maxReroll(state, roll)).map(
      (reroll): BigCheeseCommand => ({ type: 'use_big_cheese', reroll }),
    );
    return [{ type: 'keep' }, ...rerolls];
  }
  const next = nextPayout(state, phase.winner);
  return (next?.projects ?? []).map((p): BigCheeseCommand => ({ type: 'resolve', project: p.id }));
}
