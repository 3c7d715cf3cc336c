import type { Seat } from '../../kernel/index.ts';
import { moveWedge, opponentsInOrder } from './players.ts';
import type { ChurnPhase, CheesonomicsEvent, CheesonomicsState } from './types.ts';

const CHURN_EVENTS = [
  'churn_started',
  'hand_shown',
  'churn_skipped',
  'wedge_given',
  'wedge_picked',
  'wedge_returned',
] as const;

export type ChurnEvent = Extract<CheesonomicsEvent, { type: (typeof CHURN_EVENTS)[number] }>;

export function isChurnEvent(event: CheesonomicsEvent): event is ChurnEvent {
  return (CHURN_EVENTS as readonly string[]).includes(event.type);
}

function withChurn(state: CheesonomicsState, change: (churn: ChurnPhase) => ChurnPhase) {
  return state.phase.kind === 'churn' ? { ...state, phase: change(state.phase) } : state;
}

/** The asked opponent leaves the queue (an empty hand neither gives nor receives, A-CH-8). */
function skip(seat: Seat) {
  return (churn: ChurnPhase): ChurnPhase => ({
    ...churn,
    waiting: churn.waiting.filter((s) => s !== seat),
    showing: null,
  });
}

/** The asked opponent gave a wedge and is now owed one back. */
function owe(seat: Seat) {
  return (churn: ChurnPhase): ChurnPhase => ({ ...skip(seat)(churn), owed: [...churn.owed, seat] });
}

/** RULES §4.6: the churn, one opponent at a time, then the returns. */
export function evolveChurn(state: CheesonomicsState, event: ChurnEvent): CheesonomicsState {
  switch (event.type) {
    case 'churn_started':
      return {
        ...state,
        phase: {
          kind: 'churn',
          category: event.category,
          waiting: opponentsInOrder(state.seatCount, event.seat),
          owed: [],
          showing: null,
        },
      };
    case 'hand_shown':
      return withChurn(state, (churn) => ({ ...churn, showing: event.seat }));
    case 'churn_skipped':
      return withChurn(state, skip(event.seat));
    case 'wedge_given':
    case 'wedge_picked':
      return withChurn(moveWedge(state, event.from, event.to, event.wedge), owe(event.from));
    case 'wedge_returned':
      return withChurn(moveWedge(state, event.from, event.to, event.wedge), (churn) => ({
        ...churn,
        owed: churn.owed.filter((s) => s !== event.to),
      }));
  }
}
