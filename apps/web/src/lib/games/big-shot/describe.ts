/**
 * One log line per event. Big Shot's events are public as they are (the engine redacts nothing:
 * no event carries a balance that is still hidden), so the same sentences serve during play and
 * in a finished game's replay.
 */
import type { Translate } from '../contract.ts';
import { asEvent, totalCubes } from './model.ts';
import type { BigShotEvent } from './model.ts';
import {
  P,
  colourName,
  cubesText,
  holderName,
  lotLabel,
  money,
  seatName,
  spaceLabel,
} from './text.ts';

function names(t: Translate, seatNames: readonly string[], seats: readonly number[]): string {
  return seats.map((s) => seatName(t, seatNames, s)).join(', ');
}

function gameStarted(
  t: Translate,
  seatNames: readonly string[],
  event: Extract<BigShotEvent, { type: 'game_started' }>,
): string {
  const cards = event.colours
    .map(({ colour, holder }) =>
      t(`${P}event.card`, {
        name: holderName(t, seatNames, holder),
        colour: colourName(t, colour),
      }),
    )
    .join('; ');
  return t(`${P}event.gameStarted`, { cards, space: event.broker + 1 });
}

function firstPlayer(
  t: Translate,
  seatNames: readonly string[],
  event: Extract<BigShotEvent, { type: 'first_player_chosen' }>,
): string {
  const last = event.rounds.at(-1) ?? [];
  const roll = last.find((r) => r.seat === event.seat)?.roll;
  const name = seatName(t, seatNames, event.seat);
  return roll === undefined
    ? t(`${P}event.firstPlayer`, { name })
    : t(`${P}event.firstPlayerRoll`, { name, roll });
}

function gameEnded(
  t: Translate,
  seatNames: readonly string[],
  event: Extract<BigShotEvent, { type: 'game_ended' }>,
): string {
  const { winners, scores } = event;
  if (winners.length === 0) return t(`${P}event.noWinner`);
  const fortune = money(t, scores[winners[0] ?? 0] ?? 0);
  const who = names(t, seatNames, winners);
  // The fallback when nobody owns two properties (A-BS-13) is worth saying: it surprises people.
  if (event.reason === 'NOBODY_ELIGIBLE')
    return t(`${P}event.wonFallback`, { names: who, fortune });
  return winners.length > 1
    ? t(`${P}event.shared`, { names: who, fortune })
    : t(`${P}event.won`, { name: who, fortune });
}

function describe(t: Translate, seatNames: readonly string[], event: BigShotEvent): string {
  const name = (seat: number): string => seatName(t, seatNames, seat);
  switch (event.type) {
    case 'game_started':
      return gameStarted(t, seatNames, event);
    case 'first_player_chosen':
      return firstPlayer(t, seatNames, event);
    case 'turn_started':
      return t(`${P}event.turnStarted`, { turn: event.turn, name: name(event.roller) });
    case 'broker_moved':
      return t(`${P}event.brokerMoved`, {
        roll: event.roll,
        from: spaceLabel(t, event.from),
        to: spaceLabel(t, event.to),
      });
    case 'loan_taken':
      return t(`${P}event.loanTaken`, {
        name: name(event.seat),
        colour: colourName(t, event.colour),
        payout: money(t, event.payout),
      });
    case 'loans_ended':
      return t(`${P}event.loansEnded`, { name: name(event.seat) });
    case 'bid':
      return t(`${P}event.bid`, { name: name(event.seat), amount: money(t, event.amount) });
    case 'passed':
      return t(`${P}event.passed`, { name: name(event.seat) });
    case 'overbid_caught':
      return t(`${P}event.overbidCaught`, {
        name: name(event.seat),
        amount: money(t, event.amount),
        cash: event.cash.map((c) => `${colourName(t, c.colour)} ${money(t, c.cash)}`).join(', '),
      });
    case 'auction_restarted':
      return t(`${P}event.auctionRestarted`);
    case 'auction_won':
      return t(`${P}event.auctionWon`, { name: name(event.seat), amount: money(t, event.amount) });
    case 'price_paid':
      return t(`${P}event.pricePaid`, {
        name: name(event.seat),
        amount: money(t, event.amount),
        colour: colourName(t, event.colour),
      });
    case 'cubes_taken_free':
      return t(`${P}event.takenFree`, { name: name(event.seat) });
    case 'cube_placed':
      return t(`${P}event.cubePlaced`, {
        name: name(event.seat),
        colour: colourName(t, event.colour),
        lot: lotLabel(t, event.lot),
      });
    case 'lot_sold':
      return t(`${P}event.lotSold`, {
        lot: lotLabel(t, event.lot),
        colour: colourName(t, event.owner),
        cubes: cubesText(t, event.cubes),
      });
    case 'lot_unowned':
      return totalCubes(event.cubes) === 0
        ? t(`${P}event.lotEmpty`, { lot: lotLabel(t, event.lot) })
        : t(`${P}event.lotUnowned`, {
            lot: lotLabel(t, event.lot),
            cubes: cubesText(t, event.cubes),
          });
    case 'game_ended':
      return gameEnded(t, seatNames, event);
  }
}

export function describeEvent(event: unknown, t: Translate, seatNames: readonly string[]): string {
  const known = asEvent(event);
  return known === null ? t(`${P}event.unknown`) : describe(t, seatNames, known);
}
