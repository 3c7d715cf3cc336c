import { ok } from '../../kernel/index.ts';
import type { DecideContext, Result, RuleViolation, Seat } from '../../kernel/index.ts';
import { dieFaces, isSubMultiset, rerollDice } from './dice.ts';
import { Emitter } from './emitter.ts';
import { applyRoll, canUseBigCheese, continueGame, nextPayout, resolveProject } from './flow.ts';
import type {
  Auction,
  BigCheeseCommand,
  BigCheeseEvent,
  BigCheeseState,
  PendingRoll,
} from './types.ts';
import { isNumberCard } from './cards.ts';

type Decision = Result<BigCheeseEvent[]>;

export const BigCheeseCode = {
  NotBidding: 'NOT_BIDDING_PHASE',
  BidTooLow: 'BID_TOO_LOW',
  NotEnoughWorkers: 'NOT_ENOUGH_WORKERS',
  NoVeto: 'NO_VETO_HELD',
  VetoNotAllowed: 'VETO_NOT_ALLOWED',
  NoRollPending: 'NO_ROLL_PENDING',
  NoBigCheese: 'NO_BIG_CHEESE_AVAILABLE',
  BadReroll: 'INVALID_REROLL',
  NoChoicePending: 'NO_ORDER_CHOICE_PENDING',
  NotYourProject: 'NOT_YOUR_MATURE_PROJECT',
} as const;

export function decide(
  state: BigCheeseState,
  command: BigCheeseCommand,
  context: DecideContext,
): Decision {
  const em = new Emitter(state);
  const refused = apply(em, command, context);
  if (refused !== null) return { ok: false, error: refused };
  continueGame(em, context.rng);
  return ok(em.events);
}

function apply(
  em: Emitter,
  command: BigCheeseCommand,
  { actor, rng }: DecideContext,
): RuleViolation | null {
  switch (command.type) {
    case 'bid':
    case 'pass':
    case 'veto':
      return auctionMove(em, command, actor);
    case 'keep':
    case 'use_big_cheese':
      return rollChoice(em, command, actor, rng);
    case 'resolve':
      return chooseNext(em, command.project, actor, rng);
  }
}

function refusal(code: string, message: string): RuleViolation {
  return { code, message };
}

function auctionMove(
  em: Emitter,
  command: Extract<BigCheeseCommand, { type: 'bid' | 'pass' | 'veto' }>,
  actor: Seat,
): RuleViolation | null {
  const { phase } = em.state;
  if (phase.kind !== 'auction' || phase.auction.turn !== actor) {
    return refusal(BigCheeseCode.NotBidding, 'There is no auction turn of yours to play.');
  }
  const auction = phase.auction;
  const card = em.state.deck[0];
  if (card === undefined) return refusal(BigCheeseCode.NotBidding, 'No card is on offer.');
  if (command.type === 'veto') {
    const problem = vetoProblem(em.state, auction, actor);
    if (problem !== null) return problem;
    em.emit({ type: 'vetoed', seat: actor, card });
    return null;
  }
  if (command.type === 'bid') {
    const problem = bidProblem(em.state, auction, actor, command.amount);
    if (problem !== null) return problem;
    em.emit({ type: 'bid', seat: actor, amount: command.amount });
  } else {
    em.emit({ type: 'passed', seat: actor });
  }
  closeAuctionIfDone(em, card);
  return null;
}

export function bidProblem(
  state: BigCheeseState,
  auction: Auction,
  actor: Seat,
  amount: number,
): RuleViolation | null {
  const high = auction.high?.amount ?? 0;
  if (amount <= high) {
    return refusal(
      BigCheeseCode.BidTooLow,
      `A bid must be more than the current high bid of ${high}.`,
    );
  }
  const available = state.players[actor]?.available ?? 0;
  if (amount > available) {
    return refusal(BigCheeseCode.NotEnoughWorkers, `You have only ${available} available workers.`);
  }
  return null;
}

export function vetoProblem(
  state: BigCheeseState,
  auction: Auction,
  actor: Seat,
): RuleViolation | null {
  if ((state.players[actor]?.vetoes ?? 0) < 1)
    return refusal(BigCheeseCode.NoVeto, 'You hold no Veto card.');
  if (state.options.veto_eligibility === 'not_yet_bid' && auction.bidders.includes(actor)) {
    return refusal(
      BigCheeseCode.VetoNotAllowed,
      'Under this variant you cannot Veto after bidding in this auction.',
    );
  }
  return null;
}

/** RULES §1.5.4: one player left holding the high bid wins; everyone passed is the no-bid outcome. */
function closeAuctionIfDone(em: Emitter, card: BigCheeseState['deck'][number]): void {
  const { phase, seatCount, nextProjectId } = em.state;
  if (phase.kind !== 'auction') return;
  const { passed, high } = phase.auction;
  if (passed.length === seatCount) {
    em.emit({ type: 'no_bid', card });
  } else if (high !== null && passed.length === seatCount - 1 && !passed.includes(high.seat)) {
    em.emit({
      type: 'auction_won',
      seat: high.seat,
      amount: high.amount,
      card,
      project: nextProjectId,
    });
  }
}

function pendingRollOf(state: BigCheeseState, actor: Seat): PendingRoll | null {
  const { phase } = state;
  if (phase.kind !== 'resolution' || phase.roll === null) return null;
  const owner = state.projects.find((p) => p.id === phase.roll?.projectId)?.owner;
  return owner === actor ? phase.roll : null;
}

function rollChoice(
  em: Emitter,
  command: Extract<BigCheeseCommand, { type: 'keep' | 'use_big_cheese' }>,
  actor: Seat,
  rng: DecideContext['rng'],
): RuleViolation | null {
  const roll = pendingRollOf(em.state, actor);
  if (roll === null || !canUseBigCheese(em.state, roll)) {
    return refusal(BigCheeseCode.NoRollPending, 'No roll of yours is waiting for a decision.');
  }
  if (command.type === 'keep') {
    applyRoll(em, roll);
    return null;
  }
  const project = em.state.projects.find((p) => p.id === roll.projectId);
  if (project === undefined || !isNumberCard(project.card))
    return refusal(BigCheeseCode.NoRollPending, 'No roll is pending.');
  const problem = rerollProblem(em.state, roll, command.reroll);
  if (problem !== null) return problem;
  const dice = rerollDice(
    rng,
    dieFaces(em.state.options.scoring, project.card),
    roll.dice,
    command.reroll,
  );
  em.emit({
    type: 'big_cheese_used',
    seat: actor,
    project: project.id,
    rerolled: command.reroll,
    dice,
  });
  return null;
}

/** How many dice one Big Cheese may re-roll: any number in FR variant 2, otherwise one. */
export function maxReroll(state: BigCheeseState, roll: PendingRoll): number {
  return state.options.scoring === 'fr_many_dice' ? roll.dice.length : 1;
}

function rerollProblem(
  state: BigCheeseState,
  roll: PendingRoll,
  reroll: readonly number[],
): RuleViolation | null {
  const max = maxReroll(state, roll);
  if (reroll.length < 1 || reroll.length > max || !isSubMultiset(reroll, roll.dice)) {
    return refusal(
      BigCheeseCode.BadReroll,
      `Choose ${max === 1 ? 'one die' : `1 to ${max} dice`} among the dice rolled: ${roll.dice.join(', ')}.`,
    );
  }
  return null;
}

function chooseNext(
  em: Emitter,
  projectId: number,
  actor: Seat,
  rng: DecideContext['rng'],
): RuleViolation | null {
  const { phase } = em.state;
  const next =
    phase.kind === 'resolution' && phase.roll === null ? nextPayout(em.state, phase.winner) : null;
  if (next?.owner !== actor || next.projects.length < 2 || !em.state.options.exact30) {
    return refusal(BigCheeseCode.NoChoicePending, 'You have no payout order to choose now.');
  }
  const project = next.projects.find((p) => p.id === projectId);
  if (project === undefined) {
    return refusal(
      BigCheeseCode.NotYourProject,
      `Project ${projectId} is not one of your mature projects.`,
    );
  }
  resolveProject(em, project, rng);
  return null;
}
