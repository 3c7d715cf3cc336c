import { nextSeat } from '../../kernel/index.ts';
import type { Seat } from '../../kernel/index.ts';
import { isMouse, pawsOf } from './cards.ts';
import type { Card, MouseCard } from './cards.ts';
import type { Emitter } from './emitter.ts';
import { REVEAL_LIMIT, endCheck, gameEnded } from './end.ts';
import { isRepeat } from './repeat.ts';
import type { BonAppetitState, EndReason } from './types.ts';

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

/**
 * RULES §3.4.1: cheese does nothing, a mouse starts a hunt, and so does a cat, unless it was put on
 * a mouse: from 2.0.0 that is a catch (A-BA-11).
 */
function afterNormalReveal(em: Emitter, seat: Seat, card: Card): void {
  if (isMouse(card)) startHunt(em, seat, card);
  else if (card === 'cat' && catchesCoveredMouse(em.state)) catchFor(em, seat);
  else settle(em, leftOf(em.state, seat));
}

/**
 * Whether the cat just put on the common pile covers a mouse. Outside a hunt only the deal's
 * centre card can be a mouse still on top (A-BA-6), so this is a cat on an inert centre mouse.
 */
function catchesCoveredMouse(state: BonAppetitState): boolean {
  const covered = state.common.at(-2);
  return state.rules.catOnMouse === 'catch' && covered !== undefined && isMouse(covered);
}

/** `seat` wins the whole common pile and a token, then opens a new pile (RULES §3.4.2–3). */
function catchFor(em: Emitter, seat: Seat): void {
  em.emit({ type: 'mouse_caught', seat, cards: em.state.common.length });
  settle(em, seat);
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
    catchFor(em, phase.hunter);
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
 * The centre card (A-BA-6): inert, as nobody put it there (play starts normally, and a mouse stays
 * on top until covered); or, as 1.0.0 read it, revealed by the starting player's right-hand
 * neighbour, so that a mouse is hunted by the starting player.
 */
export function openFirstPile(em: Emitter, startingSeat: Seat): void {
  const centre = em.state.common[0];
  if (em.state.rules.centreMouse === 'inert' || centre === undefined) {
    settle(em, startingSeat);
    return;
  }
  afterNormalReveal(em, nextSeat(startingSeat, em.state.seatCount, -1), centre);
}

/**
 * Runs the game forward until a player who reveals by hand must act, or the game ends: hunts by a
 * player without cards fail at once (A-BA-4), and seats with `auto_reveal` reveal right away.
 * Every card is turned over in a state this loop has looked at, so each is checked for a repeat.
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
    const cutOff = endlessGameCutOff(em.state);
    if (cutOff !== null) {
      em.emit(gameEnded(em.state, cutOff));
      return;
    }
    if (!em.state.options.auto_reveal.includes(seat)) return;
    revealCard(em, seat);
  }
}

/**
 * A card is due: why the game ends here instead, or null. A-BA-12: the first time the whole state
 * repeats, hunt pending or not. 1.0.0 instead stopped after REVEAL_LIMIT reveals, never cutting
 * off a pending catch attempt (like the end checks, A-BA-8).
 */
function endlessGameCutOff(state: BonAppetitState): EndReason | null {
  switch (state.rules.endlessGame) {
    case 'first_repeat':
      return isRepeat(state) ? 'STATE_REPEATED' : null;
    case 'reveal_limit':
      return state.phase.kind === 'turn' && state.reveals >= REVEAL_LIMIT ? 'REVEAL_LIMIT' : null;
  }
}
