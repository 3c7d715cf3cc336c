import type { Rng, Seat, SetupInput } from '../../kernel/index.ts';
import { BOARD, COLOURS } from './board.ts';
import type { Colour } from './board.ts';
import { CUBES_PER_COLOUR, CUBES_PER_SPACE, DIE_FACES } from './constants.ts';
import { countCubes } from './cubes.ts';
import type { CubeCounts } from './cubes.ts';
import type { BigShotOptions } from './options.ts';
import type { BigShotEvent, Holder, StartingRoll } from './types.ts';

/**
 * RULES §2.3.1 / A-BS-2: shuffle the 72 cubes, deal them 4 to a space, and reshuffle whenever a
 * space would hold 4 cubes of one colour (rejection sampling keeps every valid layout equally likely).
 */
export function distributeCubes(rng: Rng): CubeCounts[] {
  const cubes = COLOURS.flatMap((colour) =>
    Array.from({ length: CUBES_PER_COLOUR }, (): Colour => colour),
  );
  for (;;) {
    const shuffled = rng.shuffle(cubes);
    const spaces = Array.from({ length: BOARD.spaces }, (_, i) =>
      shuffled.slice(i * CUBES_PER_SPACE, (i + 1) * CUBES_PER_SPACE),
    );
    if (spaces.every((space) => new Set(space).size >= 2)) return spaces.map(countCubes);
  }
}

/**
 * RULES §2.3.4: the shuffled business cards set the colours. With 3 players the fourth colour is the
 * dummy's; with 2 players each seat takes two colours (cards dealt alternately).
 */
export function dealColours(cards: readonly Colour[], seatCount: number): Map<Colour, Holder> {
  const holders = new Map<Colour, Holder>();
  cards.forEach((colour, i) => {
    holders.set(colour, seatCount === 3 && i === 3 ? 'dummy' : i % seatCount);
  });
  return holders;
}

/** A-BS-5: everyone rolls; the highest roll starts; the tied re-roll among themselves. */
export function startingRolls(
  seatCount: number,
  rng: Rng,
): { rounds: StartingRoll[][]; first: Seat } {
  const rounds: StartingRoll[][] = [];
  let contenders = Array.from({ length: seatCount }, (_, seat) => seat);
  for (;;) {
    const round = contenders.map((seat) => ({ seat, roll: rng.int(DIE_FACES) + 1 }));
    rounds.push(round);
    const best = Math.max(...round.map((r) => r.roll));
    contenders = round.filter((r) => r.roll === best).map((r) => r.seat);
    const [first] = contenders;
    if (contenders.length === 1 && first !== undefined) return { rounds, first };
  }
}

/**
 * The business cards are shuffled and dealt face up: a public draw, so it is made card by card with
 * `rng.int` (the same uniform permutation as a shuffle). `rng.shuffle` is kept for orders a game
 * hides, which the contract suite probes by perturbing shuffles.
 */
export function drawBusinessCards(rng: Rng): Colour[] {
  const left: Colour[] = [...COLOURS];
  const drawn: Colour[] = [];
  while (left.length > 0) drawn.push(...left.splice(rng.int(left.length), 1));
  return drawn;
}

export function setup({ seatCount, rng }: SetupInput<BigShotOptions>): BigShotEvent[] {
  const holders = dealColours(drawBusinessCards(rng), seatCount);
  const spaces = distributeCubes(rng);
  const broker = rng.int(BOARD.spaces);
  const { rounds, first } = startingRolls(seatCount, rng);
  return [
    {
      type: 'game_started',
      colours: COLOURS.map((colour) => ({ colour, holder: holders.get(colour) ?? 'dummy' })),
      spaces,
      broker,
    },
    { type: 'first_player_chosen', rounds, seat: first },
    { type: 'turn_started', turn: 1, roller: first },
  ];
}
