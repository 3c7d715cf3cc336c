import { nextSeat } from '../../kernel/index.ts';
import type { Rng, Seat } from '../../kernel/index.ts';
import { biddingStep } from './options.ts';
import { isNumberCard } from './cards.ts';
import { points, rollDice } from './dice.ts';
import type { Emitter } from './emitter.ts';
import { safetyEnd, targetCheck } from './end.ts';
import type { BigCheeseState, PendingRoll, Project } from './types.ts';

const HIRE_SIZE = 2;
const MAX_HIRES_PER_PLAYER = 4;

/** Seats in payout order: the auction winner first, then onward in the bidding direction (A-BC-5). */
export function payoutOrder(state: BigCheeseState, winner: Seat): Seat[] {
  const step = biddingStep(state.options);
  const order = [winner];
  while (order.length < state.seatCount) {
    order.push(nextSeat(order.at(-1) ?? winner, state.seatCount, step));
  }
  return order;
}

/** The next owner with mature number projects, and those projects in the order they were won. */
export function nextPayout(
  state: BigCheeseState,
  winner: Seat,
): { owner: Seat; projects: Project[] } | null {
  for (const owner of payoutOrder(state, winner)) {
    const projects = state.projects.filter(
      (p) => p.owner === owner && p.workers === 0 && isNumberCard(p.card),
    );
    if (projects.length > 0) return { owner, projects };
  }
  return null;
}

/** May the owner of this roll still play a Big Cheese on it (RULES §1.8.3)? */
export function canUseBigCheese(state: BigCheeseState, roll: PendingRoll): boolean {
  if (state.options.scoring === 'no_luck') return false;
  const owner = state.projects.find((p) => p.id === roll.projectId)?.owner;
  const held = owner === undefined ? 0 : (state.players[owner]?.bigCheeses ?? 0);
  return held > 0 && (state.options.big_cheese_chain || roll.rerolls === 0);
}

/** A-BC-5: mature specials go to their owners before any number project is rolled. */
function collectSpecials(em: Emitter, winner: Seat): void {
  for (const owner of payoutOrder(em.state, winner)) {
    const specials = em.state.projects.filter(
      (p) => p.owner === owner && p.workers === 0 && !isNumberCard(p.card),
    );
    for (const project of specials) {
      if (project.card === 'big_cheese' && em.state.options.scoring === 'no_luck') {
        em.emit({
          type: 'workers_hired',
          seat: owner,
          project: project.id,
          hired: hireSize(em.state, owner),
        });
      } else {
        em.emit({
          type: 'special_collected',
          seat: owner,
          project: project.id,
          card: project.card,
        });
      }
    }
  }
}

/** V5 hiring: 2 reserve workers, within 4 per player and 2 × players in the whole game. */
function hireSize(state: BigCheeseState, seat: Seat): number {
  const player = state.players[seat];
  if (player === undefined) return 0;
  const gameCap = 2 * state.seatCount;
  const fits =
    player.hires + HIRE_SIZE <= MAX_HIRES_PER_PLAYER && state.hiresTotal + HIRE_SIZE <= gameCap;
  return fits && player.reserve >= HIRE_SIZE ? HIRE_SIZE : 0;
}

export function resolveProject(em: Emitter, project: Project, rng: Rng): void {
  const { scoring } = em.state.options;
  if (!isNumberCard(project.card)) return;
  if (scoring === 'no_luck') {
    applyPoints(em, project, points(scoring, project.card, []));
    return;
  }
  em.emit({
    type: 'project_rolled',
    seat: project.owner,
    project: project.id,
    dice: rollDice(rng, scoring, project.card),
  });
}

function applyPoints(em: Emitter, project: Project, earned: number): void {
  if (!isNumberCard(project.card)) return;
  const score = em.state.players[project.owner]?.score ?? 0;
  const { exact30, target } = em.state.options;
  const type = exact30 && score + earned > target ? 'project_voided' : 'project_scored';
  em.emit({ type, seat: project.owner, project: project.id, card: project.card, points: earned });
}

/** Applies the pending roll as it stands (the owner kept it, or cannot change it). */
export function applyRoll(em: Emitter, roll: PendingRoll): void {
  const project = em.state.projects.find((p) => p.id === roll.projectId);
  if (project === undefined || !isNumberCard(project.card)) return;
  applyPoints(em, project, points(em.state.options.scoring, project.card, roll.dice));
}

/**
 * Runs the game forward from `em.state` until someone must decide: pays out mature projects,
 * checks the end, reshuffles, opens the next auction.
 */
export function continueGame(em: Emitter, rng: Rng): void {
  for (;;) {
    const { phase } = em.state;
    if (phase.kind === 'between') {
      startAuction(em, phase.opener, rng);
      return;
    }
    if (phase.kind !== 'resolution') return;
    if (phase.roll !== null) {
      if (canUseBigCheese(em.state, phase.roll)) return;
      applyRoll(em, phase.roll);
      continue;
    }
    collectSpecials(em, phase.winner);
    const next = nextPayout(em.state, phase.winner);
    if (next === null) {
      finishResolution(em, phase.winner, rng);
      return;
    }
    if (next.projects.length > 1 && em.state.options.exact30) return;
    const [first] = next.projects;
    if (first !== undefined) resolveProject(em, first, rng);
  }
}

function finishResolution(em: Emitter, winner: Seat, rng: Rng): void {
  const ended = targetCheck(em.state, rng);
  if (ended !== null) {
    em.emit(ended);
    return;
  }
  startAuction(em, winner, rng);
}

/** Reveals the next card (reshuffling the discards when the deck is empty, A-BC-8) or ends the game. */
function startAuction(em: Emitter, opener: Seat, rng: Rng): void {
  const state = em.state;
  if (
    state.offersWithoutWinner > 0 &&
    state.offersWithoutWinner >= state.deck.length + state.discard.length
  ) {
    em.emit(safetyEnd(state, 'NO_WINNER_THROUGH_DECK', rng));
    return;
  }
  if (state.deck.length === 0) {
    if (state.discard.length === 0) {
      em.emit(safetyEnd(state, 'CARDS_EXHAUSTED', rng));
      return;
    }
    em.emit({ type: 'deck_reshuffled', deck: rng.shuffle(state.discard) });
  }
  const card = em.state.deck[0];
  if (card !== undefined) em.emit({ type: 'auction_started', opener, card });
}
