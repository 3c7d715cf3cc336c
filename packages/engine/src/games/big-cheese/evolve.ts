import { nextSeat } from '../../kernel/index.ts';
import type { GameConfig } from '../../kernel/index.ts';
import { isNumberCard } from './cards.ts';
import type { Card } from './cards.ts';
import { biddingStep } from './options.ts';
import type { BigCheeseOptions } from './options.ts';
import { finalScores } from './scores.ts';
import type {
  Auction,
  BigCheeseEvent,
  BigCheeseState,
  PendingRoll,
  PlayerState,
  Project,
} from './types.ts';

const WORKERS = 10;
const NO_LUCK_RESERVE = 4;

export function initialState(config: GameConfig<BigCheeseOptions>): BigCheeseState {
  const reserve = config.options.scoring === 'no_luck' ? NO_LUCK_RESERVE : 0;
  const player: PlayerState = {
    available: WORKERS,
    reserve,
    hires: 0,
    score: 0,
    scoredProjects: 0,
    vetoes: 0,
    bigCheeses: 0,
  };
  return {
    options: config.options,
    seatCount: config.seatCount,
    deck: [],
    discard: [],
    players: Array.from({ length: config.seatCount }, () => player),
    projects: [],
    nextProjectId: 1,
    hiresTotal: 0,
    offersWithoutWinner: 0,
    auctionsWon: 0,
    phase: { kind: 'setup' },
  };
}

function updatePlayer(
  state: BigCheeseState,
  seat: number,
  change: (player: PlayerState) => PlayerState,
): readonly PlayerState[] {
  return state.players.map((p, i) => (i === seat ? change(p) : p));
}

function withoutProject(state: BigCheeseState, projectId: number): readonly Project[] {
  return state.projects.filter((p) => p.id !== projectId);
}

function cardOf(state: BigCheeseState, projectId: number): Project | undefined {
  return state.projects.find((p) => p.id === projectId);
}

/** RULES §1.6.1–2: the winner commits workers; every other project releases one worker. */
function winAuction(
  state: BigCheeseState,
  seat: number,
  amount: number,
  projectId: number,
): BigCheeseState {
  const [card, ...deck] = state.deck;
  if (card === undefined) return state;
  const released = state.players.map(() => 0);
  const projects = state.projects.map((p) => {
    if (p.workers === 0) return p;
    released[p.owner] = (released[p.owner] ?? 0) + 1;
    return { ...p, workers: p.workers - 1 };
  });
  const players = state.players.map((p, i) => ({
    ...p,
    available: p.available + (released[i] ?? 0) - (i === seat ? amount : 0),
  }));
  return {
    ...state,
    deck,
    players,
    projects: [...projects, { id: projectId, card, owner: seat, workers: amount }],
    nextProjectId: projectId + 1,
    offersWithoutWinner: 0,
    auctionsWon: state.auctionsWon + 1,
    phase: { kind: 'resolution', winner: seat, roll: null },
  };
}

function discardTop(state: BigCheeseState, extra: readonly Card[]): BigCheeseState {
  const [card, ...deck] = state.deck;
  if (card === undefined) return state;
  const opener = state.phase.kind === 'auction' ? state.phase.auction.opener : 0;
  return {
    ...state,
    deck,
    discard: [...state.discard, card, ...extra],
    offersWithoutWinner: state.offersWithoutWinner + 1,
    phase: { kind: 'between', opener },
  };
}

function evolveAuction(state: BigCheeseState, event: BigCheeseEvent): BigCheeseState {
  if (state.phase.kind !== 'auction') return state;
  const auction = state.phase.auction;
  switch (event.type) {
    case 'bid': {
      const bidders = auction.bidders.includes(event.seat)
        ? auction.bidders
        : [...auction.bidders, event.seat];
      const next = { ...auction, high: { seat: event.seat, amount: event.amount }, bidders };
      return {
        ...state,
        phase: {
          kind: 'auction',
          auction: { ...next, turn: nextInAuction(state, next, event.seat) },
        },
      };
    }
    case 'passed': {
      const next = { ...auction, passed: [...auction.passed, event.seat] };
      return {
        ...state,
        phase: {
          kind: 'auction',
          auction: { ...next, turn: nextInAuction(state, next, event.seat) },
        },
      };
    }
    default:
      return state;
  }
}

/** The next seat in the bidding direction that has not passed (RULES §1.5.2). */
function nextInAuction(
  state: BigCheeseState,
  auction: Pick<Auction, 'passed'>,
  from: number,
): number {
  const step = biddingStep(state.options);
  let seat = from;
  for (let i = 0; i < state.seatCount; i += 1) {
    seat = nextSeat(seat, state.seatCount, step);
    if (!auction.passed.includes(seat)) return seat;
  }
  return from;
}

export function evolve(state: BigCheeseState, event: BigCheeseEvent): BigCheeseState {
  switch (event.type) {
    case 'game_started':
      return { ...state, deck: event.deck };
    case 'deck_reshuffled':
      return { ...state, deck: event.deck, discard: [] };
    case 'auction_started':
      return {
        ...state,
        phase: {
          kind: 'auction',
          auction: {
            opener: event.opener,
            turn: event.opener,
            high: null,
            passed: [],
            bidders: [],
          },
        },
      };
    case 'bid':
    case 'passed':
      return evolveAuction(state, event);
    case 'vetoed':
      return discardTop(
        {
          ...state,
          players: updatePlayer(state, event.seat, (p) => ({ ...p, vetoes: p.vetoes - 1 })),
        },
        ['veto'],
      );
    case 'no_bid':
      return discardTop(state, []);
    case 'auction_won':
      return winAuction(state, event.seat, event.amount, event.project);
    case 'special_collected':
      return {
        ...state,
        projects: withoutProject(state, event.project),
        players: updatePlayer(state, event.seat, (p) =>
          event.card === 'veto'
            ? { ...p, vetoes: p.vetoes + 1 }
            : { ...p, bigCheeses: p.bigCheeses + 1 },
        ),
      };
    case 'workers_hired':
      return {
        ...state,
        projects: withoutProject(state, event.project),
        discard: [...state.discard, 'big_cheese'],
        hiresTotal: state.hiresTotal + event.hired,
        players: updatePlayer(state, event.seat, (p) => ({
          ...p,
          available: p.available + event.hired,
          reserve: p.reserve - event.hired,
          hires: p.hires + event.hired,
        })),
      };
    case 'project_rolled':
      return withRoll(state, { projectId: event.project, dice: event.dice, rerolls: 0 });
    case 'big_cheese_used': {
      const rerolls = state.phase.kind === 'resolution' ? (state.phase.roll?.rerolls ?? 0) : 0;
      const spent = { ...state, discard: [...state.discard, 'big_cheese' as const] };
      return withRoll(
        {
          ...spent,
          players: updatePlayer(state, event.seat, (p) => ({ ...p, bigCheeses: p.bigCheeses - 1 })),
        },
        { projectId: event.project, dice: event.dice, rerolls: rerolls + 1 },
      );
    }
    case 'project_scored':
    case 'project_voided':
      return payOut(state, event);
    case 'game_ended':
      return {
        ...state,
        phase: {
          kind: 'over',
          outcome: {
            winners: event.winners,
            scores: finalScores(state),
            reason: event.reason,
            tieBreak: event.tieBreak,
          },
        },
      };
  }
}

function withRoll(state: BigCheeseState, roll: PendingRoll): BigCheeseState {
  if (state.phase.kind !== 'resolution') return state;
  return { ...state, phase: { ...state.phase, roll } };
}

function payOut(
  state: BigCheeseState,
  event: Extract<BigCheeseEvent, { type: 'project_scored' | 'project_voided' }>,
): BigCheeseState {
  const project = cardOf(state, event.project);
  const card = project?.card ?? event.card;
  const scored = event.type === 'project_scored';
  const cleared = state.phase.kind === 'resolution' ? { ...state.phase, roll: null } : state.phase;
  return {
    ...state,
    projects: withoutProject(state, event.project),
    discard: isNumberCard(card) ? [...state.discard, card] : state.discard,
    phase: cleared,
    players: updatePlayer(state, event.seat, (p) =>
      scored ? { ...p, score: p.score + event.points, scoredProjects: p.scoredProjects + 1 } : p,
    ),
  };
}
