import type { Seat, Viewer } from '../../kernel/index.ts';
import type { Card } from './cards.ts';
import { activeSeats } from './legal.ts';
import type { BigCheeseEvent, BigCheeseState, Phase, PlayerState, Project } from './types.ts';
import type { BigCheeseOptions } from './options.ts';

/** Everything in The Big Cheese is public except the deck order below the face-up top card (RULES §1.13). */
export interface BigCheeseView {
  readonly seatCount: number;
  readonly options: BigCheeseOptions;
  readonly deck: {
    readonly size: number;
    readonly top: Card | null;
    /** The whole deck order: only once the game is over. */
    readonly order: readonly Card[] | null;
  };
  readonly discard: readonly Card[];
  readonly players: readonly PlayerState[];
  readonly projects: readonly Project[];
  readonly hiresTotal: number;
  readonly auctionsWon: number;
  readonly phase: Phase;
  readonly activeSeats: readonly Seat[];
}

export type BigCheesePublicEvent =
  | Exclude<BigCheeseEvent, { type: 'game_started' | 'deck_reshuffled' }>
  | {
      readonly type: 'game_started' | 'deck_reshuffled';
      readonly deckSize: number;
      readonly top: Card | null;
    };

export function view(state: BigCheeseState, _viewer: Viewer): BigCheeseView {
  return {
    seatCount: state.seatCount,
    options: state.options,
    deck: {
      size: state.deck.length,
      top: state.deck[0] ?? null,
      order: state.phase.kind === 'over' ? state.deck : null,
    },
    discard: state.discard,
    players: state.players,
    projects: state.projects,
    hiresTotal: state.hiresTotal,
    auctionsWon: state.auctionsWon,
    phase: state.phase,
    activeSeats: activeSeats(state),
  };
}

export function redactEvent(event: BigCheeseEvent, _viewer: Viewer): BigCheesePublicEvent {
  if (event.type === 'game_started' || event.type === 'deck_reshuffled') {
    return { type: event.type, deckSize: event.deck.length, top: event.deck[0] ?? null };
  }
  return event;
}
