import type { GameConfig, Seat } from '../../kernel/index.ts';
import type { Card } from './cards.ts';
import { tokensInGame } from './deck.ts';
import type { BonAppetitOptions } from './options.ts';
import { recordedBeforeReveal } from './repeat.ts';
import type { BonAppetitEvent, BonAppetitState } from './types.ts';
import type { BonAppetitRules } from './versions.ts';

export function initialState(
  config: GameConfig<BonAppetitOptions>,
  rules: BonAppetitRules,
): BonAppetitState {
  return {
    options: config.options,
    rules,
    seatCount: config.seatCount,
    piles: Array.from({ length: config.seatCount }, () => []),
    common: [],
    lastPlayed: [],
    tokens: Array.from({ length: config.seatCount }, () => 0),
    supply: tokensInGame(config.seatCount),
    startingSeat: null,
    reveals: 0,
    pastStates: [],
    phase: { kind: 'setup' },
  };
}

/** The main score (RULES §3.5.3): cards in each player's own pile. */
export function cardCounts(state: Pick<BonAppetitState, 'piles'>): number[] {
  return state.piles.map((pile) => pile.length);
}

function withPile(
  state: BonAppetitState,
  seat: Seat,
  change: (pile: readonly Card[]) => readonly Card[],
): readonly (readonly Card[])[] {
  return state.piles.map((pile, i) => (i === seat ? change(pile) : pile));
}

/**
 * Moves the top card of `seat`'s pile onto the common pile; a hunter spends one reveal. A reveal
 * made by hand starts a command, so it starts the record of cards played anew; an automatic one
 * belongs to the command that set it off.
 */
function reveal(state: BonAppetitState, seat: Seat, card: Card): BonAppetitState {
  const phase =
    state.phase.kind === 'hunt'
      ? { ...state.phase, revealsLeft: state.phase.revealsLeft - 1 }
      : state.phase;
  const played = { seat, card };
  return {
    ...state,
    piles: withPile(state, seat, (pile) => pile.slice(1)),
    common: [...state.common, card],
    lastPlayed: state.options.auto_reveal.includes(seat) ? [...state.lastPlayed, played] : [played],
    reveals: state.reveals + 1,
    pastStates: recordedBeforeReveal(state),
    phase,
  };
}

/**
 * The common pile under the taker's pile, top card first (RULES §3.4.5). Put under as it lies,
 * face up, the card played last is the first of them to be drawn again; 1.0.0 turned the block
 * over (its A-BA-7), so the card played first came back first.
 */
function wonCards(state: BonAppetitState): readonly Card[] {
  switch (state.rules.wonCards) {
    case 'as_it_lies':
      return state.common.toReversed();
    case 'turned_over':
      return state.common;
  }
}

function takeCommonPile(state: BonAppetitState, seat: Seat): BonAppetitState {
  return {
    ...state,
    piles: withPile(state, seat, (pile) => [...pile, ...wonCards(state)]),
    common: [],
  };
}

/**
 * A catch: the pile and a token. Tokens are never given back, so no earlier state can come again
 * (A-BA-12): the record of past states starts anew.
 */
function catchMouse(state: BonAppetitState, seat: Seat): BonAppetitState {
  return {
    ...takeCommonPile(state, seat),
    tokens: state.tokens.map((t, i) => (i === seat ? t + 1 : t)),
    supply: state.supply - 1,
    pastStates: [],
  };
}

export function evolve(state: BonAppetitState, event: BonAppetitEvent): BonAppetitState {
  switch (event.type) {
    case 'cards_dealt':
      return {
        ...state,
        piles: event.piles,
        common: [event.centre],
        lastPlayed: [{ seat: null, card: event.centre }],
        startingSeat: event.startingSeat,
      };
    case 'card_revealed':
      return reveal(state, event.seat, event.card);
    case 'hunt_started':
      return {
        ...state,
        phase: {
          kind: 'hunt',
          hunter: event.hunter,
          mouseOwner: event.mouseOwner,
          paws: event.paws,
          revealsLeft: event.paws,
        },
      };
    case 'mouse_caught':
      return catchMouse(state, event.seat);
    case 'hunt_failed':
      return takeCommonPile(state, event.seat);
    case 'turn_started':
      return { ...state, phase: { kind: 'turn', seat: event.seat } };
    case 'game_ended':
      return {
        ...state,
        phase: {
          kind: 'over',
          outcome: {
            winners: event.winners,
            scores: cardCounts(state),
            reason: event.reason,
            tieBreak: event.tieBreak,
          },
        },
      };
  }
}
