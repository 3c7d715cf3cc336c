import type { GameConfig, Seat } from '../../kernel/index.ts';
import type { Card } from './cards.ts';
import { tokensInGame } from './deck.ts';
import type { BonAppetitOptions } from './options.ts';
import type { BonAppetitEvent, BonAppetitState } from './types.ts';

export function initialState(config: GameConfig<BonAppetitOptions>): BonAppetitState {
  return {
    options: config.options,
    seatCount: config.seatCount,
    piles: Array.from({ length: config.seatCount }, () => []),
    common: [],
    lastPlayed: [],
    tokens: Array.from({ length: config.seatCount }, () => 0),
    supply: tokensInGame(config.seatCount),
    startingSeat: null,
    reveals: 0,
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
    phase,
  };
}

/**
 * The taker turns the common pile over as one block and puts it under their own pile (A-BA-7):
 * the card played first into the common pile is the first of them to be drawn again.
 */
function takeCommonPile(state: BonAppetitState, seat: Seat, caught: boolean): BonAppetitState {
  const token = caught ? 1 : 0;
  return {
    ...state,
    piles: withPile(state, seat, (pile) => [...pile, ...state.common]),
    common: [],
    tokens: state.tokens.map((t, i) => (i === seat ? t + token : t)),
    supply: state.supply - token,
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
      return takeCommonPile(state, event.seat, true);
    case 'hunt_failed':
      return takeCommonPile(state, event.seat, false);
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
