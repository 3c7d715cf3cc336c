import { nextSeat } from '../../kernel/index.ts';
import type { Seat } from '../../kernel/index.ts';
import { isMouse, pawsOf } from './cards.ts';
import type { Card, MouseCard } from './cards.ts';
import type { Emitter } from './emitter.ts';
import { REVEAL_LIMIT, endCheck, gameEnded } from './end.ts';
import type { BonAppetitState } from './types.ts';

/** The seat that must turn over a card now, or null during setup and once the game is over. */
export function revealer(state: BonAppetitState): Seat | null {
  switch (state.phase.kind) {
    case 'turn':
      return state.phase.seat;
    case 'hunt':
      return state.phase.hunter;
    case 'setup':
    case 'over':
      return null;
  }
}

const leftOf = (state: BonAppetitState, seat: Seat): Seat => nextSeat(seat, state.seatCount, 1);

const pileSize = (state: BonAppetitState, seat: Seat): number => state.piles[seat]?.length ?? 0;

/** `seat` turns over the top card of their pile, and the card takes effect (RULES §3.4). */
export function revealCard(em: Emitter, seat: Seat): void {
  const card = em.state.piles[seat]?.[0];
  if (card === undefined) return;
  const hunting = em.state.phase.kind === 'hunt';
  em.emit({ type: 'card_revealed', seat, card });
  if (hunting) afterHuntReveal(em, card);
  else afterNormalReveal(em, seat, card);
}

/** RULES §3.4.1: cheese, and a cat outside a hunt, do nothing; a mouse starts a hunt. */
function afterNormalReveal(em: Emitter, seat: Seat, card: Card): void {
  if (isMouse(card)) startHunt(em, seat, card);
  else settle(em, leftOf(em.state, seat));
}

/** The next player to the left hunts `mouse`, played by `mouseOwner`, with one reveal per paw. */
function startHunt(em: Emitter, mouseOwner: Seat, mouse: MouseCard): void {
  em.emit({
    type: 'hunt_started',
    hunter: leftOf(em.state, mouseOwner),
    mouseOwner,
    paws: pawsOf(mouse),
  });
}

/** RULES §3.4.2: a cat catches, another mouse passes the hunt on, cheese uses up a reveal. */
function afterHuntReveal(em: Emitter, card: Card): void {
  const { phase } = em.state;
  if (phase.kind !== 'hunt') return;
  if (card === 'cat') {
    em.emit({ type: 'mouse_caught', seat: phase.hunter, cards: em.state.common.length });
    settle(em, phase.hunter);
  } else if (isMouse(card)) {
    // The hunter stops at once; the mouse's own player drops out of the chase (Example 3).
    startHunt(em, phase.hunter, card);
  } else if (phase.revealsLeft === 0 || pileSize(em.state, phase.hunter) === 0) {
    // All reveals were cheese, or the hunter ran out of cards (A-BA-4).
    failHunt(em, phase.mouseOwner);
  }
}

function failHunt(em: Emitter, mouseOwner: Seat): void {
  em.emit({ type: 'hunt_failed', seat: mouseOwner, cards: em.state.common.length });
  settle(em, mouseOwner);
}

/**
 * No catch attempt is pending: the end checks run (RULES §3.5, A-BA-8), else `seat` plays next.
 * After a pile was taken `seat` is the taker, who opens a new common pile with a normal turn.
 */
function settle(em: Emitter, seat: Seat): void {
  em.emit(endCheck(em.state) ?? { type: 'turn_started', seat });
}

/**
 * The centre card (A-BA-6): as if revealed by the starting player's right-hand neighbour, so a
 * mouse is hunted by the starting player; or, in the alternative, inert.
 */
export function openFirstPile(em: Emitter, startingSeat: Seat): void {
  const centre = em.state.common[0];
  if (em.state.options.initial_card === 'inert' || centre === undefined) {
    settle(em, startingSeat);
    return;
  }
  afterNormalReveal(em, nextSeat(startingSeat, em.state.seatCount, -1), centre);
}

/**
 * Runs the game forward until a player who reveals by hand must act, or the game ends: hunts by a
 * player without cards fail at once (A-BA-4), and seats with `auto_reveal` reveal right away.
 */
export function continueGame(em: Emitter): void {
  for (;;) {
    const { phase } = em.state;
    const seat = revealer(em.state);
    if (seat === null) return;
    if (phase.kind === 'hunt' && pileSize(em.state, seat) === 0) {
      failHunt(em, phase.mouseOwner);
      continue;
    }
    // The safety net, like the end checks (A-BA-8), never cuts off a pending catch attempt.
    if (phase.kind === 'turn' && em.state.reveals >= REVEAL_LIMIT) {
      em.emit(gameEnded(em.state, 'REVEAL_LIMIT'));
      return;
    }
    if (!em.state.options.auto_reveal.includes(seat)) return;
    revealCard(em, seat);
  }
}
