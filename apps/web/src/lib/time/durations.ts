/** Durations and time controls in words, in the reader's language (pure). */
import type { GameSummary } from '@tavolo/sdk/client';
import type { Translate } from '../games/contract.ts';

export type TimeControl = GameSummary['timeControl'];

const UNITS: readonly (readonly ['day' | 'hour' | 'minute' | 'second', number])[] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "3 days", "1.5 hours", "40 seconds": the largest unit the duration fills at least once, with
 * at most one decimal (Intl's unit formatting, so each language words it its own way).
 */
export function formatDuration(ms: number, locale: string): string {
  const value = Math.max(0, ms);
  const [unit, size] = UNITS.find(([, length]) => value >= length) ?? ['second', 1000];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value / size);
}

/** A running clock as a countdown: "2 d 03:04:05", "03:04:05", "04:05". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock =
    hours > 0 || days > 0
      ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
      : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

/** A game's time control in words: "No time limit", "3 days per move", "Bank: 2 days, +1 day per move, up to 5 days". */
export function formatTimeControl(control: TimeControl, t: Translate, locale: string): string {
  const words = (seconds: number) => formatDuration(seconds * 1000, locale);
  switch (control.kind) {
    case 'none':
      return t('timeControl.none');
    case 'per_move':
      return t('timeControl.perMove', { time: words(control.moveSeconds) });
    case 'bank':
      return t('timeControl.bank', {
        initial: words(control.initialSeconds),
        increment: words(control.incrementSeconds),
        cap: words(control.maxSeconds),
      });
  }
}
