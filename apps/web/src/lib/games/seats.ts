/** Who sits where, and time limits, in words (pure: used by the lobby, tables and replays). */
import type { GameSummary } from '@tavolo/sdk/client';
import { botLabel } from './bots.ts';
import type { Translate } from './contract.ts';

type SeatsOf = Pick<GameSummary, 'seatCount' | 'seats'>;

/**
 * A name for every seat: the person's, the bot's in words ("Careful bot"), or "Seat n" while empty
 * (seats count from 1). A bot whose name another seat also bears (two random bots) is told apart
 * by its seat.
 */
export function seatNames(game: SeatsOf, t: Translate): string[] {
  const occupants = Array.from({ length: game.seatCount }, (_, seat) =>
    game.seats.find((entry) => entry.seat === seat),
  );
  const names = occupants.map((occupant) => {
    const botName = occupant?.botName ?? null;
    return occupant?.displayName ?? (botName === null ? undefined : botLabel(botName, t));
  });
  return occupants.map((occupant, seat) => {
    const name = names[seat];
    if (name === undefined) return t('game.seat', { n: seat + 1 });
    const shared = names.filter((other) => other === name).length > 1;
    return shared && occupant?.kind === 'bot' ? t('game.botAtSeat', { name, n: seat + 1 }) : name;
  });
}

/** The seat a player holds, if any. */
export function seatOfPlayer(game: SeatsOf, playerId: string | undefined): number | undefined {
  if (playerId === undefined) return undefined;
  return game.seats.find((entry) => entry.playerId === playerId)?.seat;
}

/** Names joined for a sentence ("Ann, Bob and Cy"), in the reader's language. */
export function joinNames(names: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
}

/** Move time limits offered when creating a game, in seconds (null: no limit). */
export const TIME_LIMITS: readonly (number | null)[] = [
  null,
  3600,
  4 * 3600,
  12 * 3600,
  86_400,
  2 * 86_400,
  3 * 86_400,
  7 * 86_400,
];

export function formatTimeLimit(seconds: number | null, t: Translate): string {
  if (seconds === null) return t('lobby.create.noLimit');
  if (seconds % 86_400 === 0) return t('lobby.create.days', { count: seconds / 86_400 });
  return t('lobby.create.hours', { count: Math.round(seconds / 3600) });
}

/** "in 3 hours", "2 days ago": the nearest sensible unit. */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/**
 * How long ago something happened: a time past `now` (a clock of this device behind the
 * server's) reads as now rather than "in 20 seconds".
 */
export function pastTime(iso: string, now: Date, locale: string): string {
  const at = Math.min(new Date(iso).getTime(), now.getTime());
  return relativeTime(new Date(at).toISOString(), now, locale);
}

export function dateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
