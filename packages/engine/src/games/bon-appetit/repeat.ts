import type { Card } from './cards.ts';
import type { BonAppetitState, Phase } from './types.ts';

/**
 * A-BA-12: after the deal play is a fixed sequence of states, so a state that comes again would
 * come again for ever. These keys tell states apart exactly: a canonical string, not a hash, so no
 * two different states can be taken for a repeat.
 */

const LETTER: Readonly<Record<Card, string>> = {
  cheese: 'c',
  cat: 'k',
  mouse_1: '1',
  mouse_2: '2',
  mouse_3: '3',
};

const cardsKey = (cards: readonly Card[]): string => cards.map((card) => LETTER[card]).join('');

function phaseKey(phase: Phase): string {
  switch (phase.kind) {
    case 'turn':
      return `t${phase.seat}`;
    case 'hunt':
      return `h${phase.hunter},${phase.mouseOwner},${phase.paws},${phase.revealsLeft}`;
    case 'setup':
      return 's';
    case 'over':
      return 'o';
  }
}

/**
 * Everything play depends on, in one string of about one character per card: every face-down
 * pile in order, the common pile, the tokens, and whose turn it is or the hunt in progress. The
 * supply follows from the tokens; the options and the record of played cards do not steer play.
 */
export function stateKey(state: BonAppetitState): string {
  return [
    ...state.piles.map(cardsKey),
    cardsKey(state.common),
    state.tokens.join(','),
    phaseKey(state.phase),
  ].join('/');
}

/** A-BA-12: whether the game has been in exactly this state before (2.0.0 only). */
export function isRepeat(state: BonAppetitState): boolean {
  return state.rules.endlessGame === 'first_repeat' && state.pastStates.includes(stateKey(state));
}

/** The record after a card is turned over in `state`: its key is added (2.0.0 only). */
export function recordedBeforeReveal(state: BonAppetitState): readonly string[] {
  return state.rules.endlessGame === 'first_repeat'
    ? [...state.pastStates, stateKey(state)]
    : state.pastStates;
}
