import { randomBot } from '../../kernel/index.ts';
import type { Bot, Seat } from '../../kernel/index.ts';
import { BOARD } from './board.ts';
import type { Colour, LotId } from './board.ts';
import { LOT_CAPACITY } from './constants.ts';
import { addCube, coloursPresent, removeCube, totalCubes } from './cubes.ts';
import type { CubeCounts } from './cubes.ts';
import { lotOwner } from './ownership.ts';
import type { BigShotCommand, Lot } from './types.ts';
import type { BigShotView } from './view.ts';

export type BigShotBot = Bot<BigShotView, BigShotCommand>;

export const bigShotRandomBot: BigShotBot = randomBot<BigShotView, BigShotCommand>();

/** Worth of reaching each of the 2 properties a colour needs to be eligible at all. */
const ELIGIBILITY_BONUS = 14;
/** A park alone is worth nothing; this stands for the doubling it may bring later. */
const PARK_HOPE = 6;
/** Share of the estimated gain the bot is ready to pay for the cubes on offer. */
const BID_SHARE = 0.6;

interface Side {
  readonly mine: readonly Colour[];
  readonly rivals: readonly Colour[];
}

/** Who (probably) ends up with a lot, and how sure that is: sold lots are certain. */
function projectedOwner(lot: Lot): { owner: Colour | null; weight: number } {
  if (lot.status === 'owned') return { owner: lot.owner, weight: 1 };
  if (lot.status === 'unowned') return { owner: null, weight: 0 };
  return { owner: lotOwner(lot.cubes), weight: 0.4 + (0.6 * totalCubes(lot.cubes)) / LOT_CAPACITY };
}

/** For each board lot (by index), the indices of the lots a park doubles; empty for other lots. */
const DOUBLED_BY_PARK: readonly (readonly number[])[] = BOARD.lots.map((park) =>
  park.kind === 'park'
    ? BOARD.lots.flatMap((l, i) => (l.adjacentParks.includes(park.id) ? [i] : []))
    : [],
);

function worth(index: number, owner: Colour, owners: readonly (Colour | null)[]): number {
  const data = BOARD.lots[index];
  if (data === undefined) return 0;
  if (data.kind === 'lot') return data.value;
  const doubled = DOUBLED_BY_PARK[index] ?? [];
  return doubled.reduce(
    (sum, i) => sum + (owners[i] === owner ? (BOARD.lots[i]?.value ?? 0) : 0),
    PARK_HOPE,
  );
}

/** A rough value of the board (lots in board order) for the bot's colours against its rivals'. */
export function boardScore(lots: readonly Lot[], side: Side): number {
  const projected = lots.map(projectedOwner);
  const owners = projected.map((p) => p.owner);
  const properties = new Map<Colour, number>();
  let score = 0;
  projected.forEach(({ owner, weight }, index) => {
    if (owner === null) return;
    const value = weight * worth(index, owner, owners);
    if (side.mine.includes(owner)) {
      score += value;
      properties.set(owner, (properties.get(owner) ?? 0) + weight);
    } else if (side.rivals.includes(owner)) {
      score -= value / side.rivals.length;
    }
  });
  for (const colour of side.mine) {
    score += ELIGIBILITY_BONUS * Math.min(2, properties.get(colour) ?? 0);
  }
  return score;
}

function withCube(lots: readonly Lot[], lotId: LotId, colour: Colour): Lot[] {
  return lots.map((lot): Lot => {
    if (lot.id !== lotId || lot.status !== 'open') return lot;
    const cubes = addCube(lot.cubes, colour);
    if (totalCubes(cubes) < LOT_CAPACITY) return { ...lot, cubes };
    const owner = lotOwner(cubes);
    return owner === null
      ? { id: lot.id, status: 'unowned' }
      : { id: lot.id, status: 'owned', owner };
  });
}

function bestPlacement(
  lots: readonly Lot[],
  hand: CubeCounts,
  side: Side,
): { colour: Colour; lot: LotId; lots: Lot[] } | null {
  let best: { colour: Colour; lot: LotId; lots: Lot[]; score: number } | null = null;
  for (const colour of coloursPresent(hand)) {
    for (const lot of lots) {
      if (lot.status !== 'open') continue;
      const next = withCube(lots, lot.id, colour);
      const score = boardScore(next, side);
      if (best === null || score > best.score) best = { colour, lot: lot.id, lots: next, score };
    }
  }
  return best;
}

/** What the bot gains by placing `hand` itself, greedily, one cube at a time. */
function gainOf(lots: readonly Lot[], hand: CubeCounts, side: Side): number {
  let board: Lot[] = [...lots];
  let left = hand;
  for (let best = bestPlacement(board, left, side); best !== null;) {
    board = best.lots;
    left = removeCube(left, best.colour);
    best = totalCubes(left) > 0 ? bestPlacement(board, left, side) : null;
  }
  return boardScore(board, side) - boardScore(lots, side);
}

function sideOf(view: BigShotView, seat: Seat): Side {
  return {
    mine: view.purses.filter((p) => p.holder === seat).map((p) => p.colour),
    rivals: view.purses
      .filter((p) => p.holder !== seat && p.holder !== 'dummy')
      .map((p) => p.colour),
  };
}

function myCash(view: BigShotView, seat: Seat): number {
  const cash = view.purses.filter((p) => p.holder === seat).map((p) => p.cash);
  return Math.max(0, ...cash.map((c) => (typeof c === 'number' ? c : 0)));
}

function auctionMove(
  view: BigShotView,
  seat: Seat,
  legal: readonly BigShotCommand[],
): BigShotCommand {
  const pass: BigShotCommand = { type: 'pass' };
  if (view.phase.kind !== 'auction') return pass;
  const { high, passed } = view.phase.auction;
  const othersAllPassed = passed.length === view.seatCount - 1;
  // As the roller, with no bid and everybody else out, the cubes come free.
  if (high === null && othersAllPassed && view.roller === seat) return pass;
  const offer = view.spaces[view.broker];
  if (offer === undefined) return pass;
  const limit = Math.min(
    myCash(view, seat),
    Math.floor(BID_SHARE * gainOf(view.lots, offer, sideOf(view, seat))),
  );
  const amount = (high?.amount ?? 0) + 1;
  const bid = legal.find((c) => c.type === 'bid' && c.amount === amount);
  return amount <= limit && bid !== undefined ? bid : pass;
}

function placement(
  view: BigShotView,
  seat: Seat,
  legal: readonly BigShotCommand[],
): BigShotCommand | undefined {
  if (view.phase.kind !== 'placement') return undefined;
  const best = bestPlacement(view.lots, view.phase.cubes, sideOf(view, seat));
  return legal.find(
    (c) => c.type === 'place_cube' && c.colour === best?.colour && c.lot === best.lot,
  );
}

/**
 * A simple heuristic player using only its seat's view: it never borrows, bids up to a share of
 * what the cubes on offer would add to its position, takes free cubes as the roller, and places
 * each cube where it improves its position most (own majorities, parks, the 2 properties to win).
 */
export const bigShotHeuristicBot: BigShotBot = {
  id: 'careful',
  description:
    'Never borrows, bids up to a share of what the cubes on offer add to its position, and places ' +
    'each cube where it helps its majorities, parks and the two properties it needs most.',
  choose({ seat, view, legal }) {
    const first = legal[0];
    if (first === undefined) throw new RangeError('a bot was asked to move with no legal command');
    switch (view.phase.kind) {
      case 'loans':
        return legal.find((c) => c.type === 'end_loans') ?? first;
      case 'auction':
        return auctionMove(view, seat, legal);
      case 'paying': {
        const pays = legal.filter((c) => c.type === 'choose_paying_colour');
        const cashOf = (colour: Colour): number => {
          const cash = view.purses.find((p) => p.colour === colour)?.cash;
          return typeof cash === 'number' ? cash : 0;
        };
        pays.sort((a, b) => cashOf(b.colour) - cashOf(a.colour));
        return pays[0] ?? first;
      }
      case 'placement':
        return placement(view, seat, legal) ?? first;
      case 'roll':
      case 'setup':
      case 'over':
        return first;
    }
  },
};

/** The game's bots (GameModule.bots): random first. */
export const bigShotBots: readonly BigShotBot[] = [bigShotRandomBot, bigShotHeuristicBot];
