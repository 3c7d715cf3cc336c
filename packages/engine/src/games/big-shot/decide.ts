import { ok } from '../../kernel/index.ts';
import type { DecideContext, Result, RuleViolation, Seat } from '../../kernel/index.ts';
import { lotData } from './board.ts';
import type { Colour, LotId } from './board.ts';
import { DIE_FACES, LOT_CAPACITY, loanPayout } from './constants.ts';
import { totalCubes } from './cubes.ts';
import { Emitter } from './emitter.ts';
import { closeAuctionIfDone, continueGame, moveBroker } from './flow.ts';
import { lotOwner } from './ownership.ts';
import { bidCeiling, cashIsHidden, hasLoanRound, loanProblem, purseOf } from './purses.ts';
import type { BigShotCommand, BigShotEvent, BigShotState, Phase } from './types.ts';

export const BigShotCode = {
  WrongPhase: 'WRONG_PHASE',
  BidTooLow: 'BID_TOO_LOW',
  BidAboveCash: 'BID_ABOVE_CASH',
  BidAboveLimit: 'BID_ABOVE_LIMIT',
  NotYourColour: 'NOT_YOUR_COLOUR',
  LoanAlreadyTaken: 'LOAN_ALREADY_TAKEN',
  LoanLimitReached: 'LOAN_LIMIT_REACHED',
  CertificatesExhausted: 'CERTIFICATES_EXHAUSTED',
  CannotAfford: 'CANNOT_AFFORD',
  CubeNotOnOffer: 'CUBE_NOT_ON_OFFER',
  UnknownLot: 'UNKNOWN_LOT',
  LotClosed: 'LOT_CLOSED',
} as const;

const LOAN_MESSAGES = {
  LOAN_ALREADY_TAKEN: 'This colour has already taken its loan this turn.',
  LOAN_LIMIT_REACHED: 'A 10th loan would pay nothing: at most 9 loans per colour.',
  CERTIFICATES_EXHAUSTED: 'The bank has no debt certificates left.',
} as const;

function refusal(code: string, message: string): RuleViolation {
  return { code, message };
}

function wrongPhase(what: string): RuleViolation {
  return refusal(BigShotCode.WrongPhase, `You cannot ${what} now.`);
}

export function decide(
  state: BigShotState,
  command: BigShotCommand,
  { actor, rng }: DecideContext,
): Result<BigShotEvent[]> {
  const em = new Emitter(state);
  const refused = apply(em, command, actor, rng);
  if (refused !== null) return { ok: false, error: refused };
  continueGame(em);
  return ok(em.events);
}

function apply(
  em: Emitter,
  command: BigShotCommand,
  actor: Seat,
  rng: DecideContext['rng'],
): RuleViolation | null {
  const { phase } = em.state;
  switch (command.type) {
    case 'roll': {
      if (phase.kind !== 'roll' || em.state.roller !== actor) return wrongPhase('roll the die');
      const roll = rng.int(DIE_FACES) + 1;
      const from = em.state.broker;
      em.emit({ type: 'broker_moved', roll, from, to: moveBroker(em.state.spaces, from, roll) });
      return null;
    }
    case 'take_loan':
      return takeLoan(em, actor, command.colour);
    case 'end_loans':
      if (phase.kind !== 'loans' || phase.declarer !== actor) return wrongPhase('end your loans');
      em.emit({ type: 'loans_ended', seat: actor });
      return null;
    case 'bid':
    case 'pass':
      return auctionMove(em, command, actor);
    case 'choose_paying_colour':
      return payWith(em, actor, command.colour);
    case 'place_cube':
      return placeCube(em, actor, command.colour, command.lot);
  }
}

/** Loans: before the auction in the hidden-money and 2-player games, else on one's bidding turn (A-BS-8). */
export function mayBorrowNow(state: BigShotState, phase: Phase, actor: Seat): boolean {
  if (hasLoanRound(state)) return phase.kind === 'loans' && phase.declarer === actor;
  return phase.kind === 'auction' && phase.auction.turn === actor;
}

export function loanRefusal(
  state: BigShotState,
  actor: Seat,
  colour: Colour,
): RuleViolation | null {
  if (!mayBorrowNow(state, state.phase, actor)) return wrongPhase('take a loan');
  const purse = purseOf(state, colour);
  if (purse?.holder !== actor) {
    return refusal(BigShotCode.NotYourColour, `You do not play ${colour}.`);
  }
  const problem = loanProblem(state, purse);
  return problem === null ? null : refusal(problem, LOAN_MESSAGES[problem]);
}

function takeLoan(em: Emitter, actor: Seat, colour: Colour): RuleViolation | null {
  const problem = loanRefusal(em.state, actor, colour);
  if (problem !== null) return problem;
  const certificates = purseOf(em.state, colour)?.certificates ?? 0;
  em.emit({ type: 'loan_taken', seat: actor, colour, payout: loanPayout(certificates + 1) });
  return null;
}

export function bidRefusal(state: BigShotState, actor: Seat, amount: number): RuleViolation | null {
  const { phase } = state;
  if (phase.kind !== 'auction' || phase.auction.turn !== actor) return wrongPhase('bid');
  const high = phase.auction.high?.amount ?? 0;
  if (amount <= high) {
    return refusal(
      BigShotCode.BidTooLow,
      `A bid must be more than the current high bid of ${high} M.`,
    );
  }
  const ceiling = bidCeiling(state, actor);
  if (amount <= ceiling) return null;
  return cashIsHidden(state, actor)
    ? refusal(
        BigShotCode.BidAboveLimit,
        `A bid above ${ceiling} M can never be paid: no purse can ever hold more.`,
      )
    : refusal(BigShotCode.BidAboveCash, `You can pay at most ${ceiling} M from one purse.`);
}

function auctionMove(
  em: Emitter,
  command: Extract<BigShotCommand, { type: 'bid' | 'pass' }>,
  actor: Seat,
): RuleViolation | null {
  if (command.type === 'bid') {
    const problem = bidRefusal(em.state, actor, command.amount);
    if (problem !== null) return problem;
    em.emit({ type: 'bid', seat: actor, amount: command.amount });
  } else {
    const { phase } = em.state;
    if (phase.kind !== 'auction' || phase.auction.turn !== actor) return wrongPhase('pass');
    em.emit({ type: 'passed', seat: actor });
  }
  closeAuctionIfDone(em);
  return null;
}

export function payRefusal(state: BigShotState, actor: Seat, colour: Colour): RuleViolation | null {
  const { phase } = state;
  if (phase.kind !== 'paying' || phase.winner !== actor)
    return wrongPhase('choose a paying colour');
  const purse = purseOf(state, colour);
  if (purse?.holder !== actor)
    return refusal(BigShotCode.NotYourColour, `You do not play ${colour}.`);
  if (purse.cash < phase.amount) {
    return refusal(
      BigShotCode.CannotAfford,
      `${colour} cannot pay ${phase.amount} M; the two purses are never combined.`,
    );
  }
  return null;
}

function payWith(em: Emitter, actor: Seat, colour: Colour): RuleViolation | null {
  const problem = payRefusal(em.state, actor, colour);
  if (problem !== null) return problem;
  const amount = em.state.phase.kind === 'paying' ? em.state.phase.amount : 0;
  em.emit({ type: 'price_paid', seat: actor, colour, amount });
  return null;
}

export function placementRefusal(
  state: BigShotState,
  actor: Seat,
  colour: Colour,
  lotId: LotId,
): RuleViolation | null {
  const { phase } = state;
  if (phase.kind !== 'placement' || phase.placer !== actor) return wrongPhase('place a cube');
  if (phase.cubes[colour] < 1) {
    return refusal(BigShotCode.CubeNotOnOffer, `You hold no ${colour} cube to place.`);
  }
  if (lotData(lotId) === undefined)
    return refusal(BigShotCode.UnknownLot, `There is no lot ${lotId}.`);
  const lot = state.lots.find((l) => l.id === lotId);
  if (lot?.status !== 'open') {
    return refusal(BigShotCode.LotClosed, `Lot ${lotId} is already sold.`);
  }
  return null;
}

/** RULES §2.4 step 3: a lot that receives its 7th cube is sold at once by OW. */
function placeCube(em: Emitter, actor: Seat, colour: Colour, lotId: LotId): RuleViolation | null {
  const problem = placementRefusal(em.state, actor, colour, lotId);
  if (problem !== null) return problem;
  em.emit({ type: 'cube_placed', seat: actor, colour, lot: lotId });
  const lot = em.state.lots.find((l) => l.id === lotId);
  if (lot?.status !== 'open' || totalCubes(lot.cubes) < LOT_CAPACITY) return null;
  const owner = lotOwner(lot.cubes);
  // With 7 cubes in 4 colours OW always names an owner; the unowned branch keeps this total.
  em.emit(
    owner === null
      ? { type: 'lot_unowned', lot: lotId, cubes: lot.cubes }
      : { type: 'lot_sold', lot: lotId, owner, cubes: lot.cubes },
  );
  return null;
}
