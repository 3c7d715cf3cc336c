/**
 * A notification in the reader's language: each kind is one message (inbox.kind.*) filled from
 * the notification's own data — the same public facts the API sends, nothing looked up.
 */
import type { components } from '@tavolo/sdk/client';
import type { Translate } from '../games/contract.ts';

export type Notification = components['schemas']['Notification'];

export interface WordsContext {
  readonly t: Translate;
  /** The game's title in the reader's language, from its engine id. */
  readonly title: (engine: string) => string;
  /** A moment as the reader reads dates. */
  readonly when: (iso: string) => string;
  /** Names joined as the reader's language joins them ("Ann and Bob"). */
  readonly join: (names: readonly string[]) => string;
}

/** How long before the deadline a reminder came, in whole hours or minutes. */
function before(seconds: number, t: Translate): string {
  return seconds % 3600 === 0
    ? t('inbox.hours', { count: seconds / 3600 })
    : t('inbox.minutes', { count: Math.round(seconds / 60) });
}

export function notificationWords(note: Notification, words: WordsContext): string {
  const { t, title, when, join } = words;
  switch (note.kind) {
    case 'your_turn':
      return t('inbox.kind.your_turn', { game: title(note.data.engine) });
    case 'reminder':
      return t('inbox.kind.reminder', {
        game: title(note.data.engine),
        before: before(note.data.beforeSeconds, t),
        deadline: when(note.data.deadline),
      });
    case 'game_started':
      return t('inbox.kind.game_started', { game: title(note.data.engine) });
    case 'game_finished': {
      const winners = note.data.placings.filter((placing) => placing.winner);
      return winners.length === 0
        ? t('inbox.kind.game_finished_nobody', { game: title(note.data.engine) })
        : t('inbox.kind.game_finished', {
            game: title(note.data.engine),
            names: join(winners.map((placing) => placing.displayName)),
          });
    }
    case 'invited':
      return t('inbox.kind.invited', {
        game: title(note.data.engine),
        name: note.data.byDisplayName,
      });
    case 'seat_timed_out':
      return t('inbox.kind.seat_timed_out', {
        game: title(note.data.engine),
        name: note.data.displayName,
      });
    case 'vacation_ending':
      return t('inbox.kind.vacation_ending', { when: when(note.data.endsAt) });
    case 'game_cleaned_up':
      return t('inbox.kind.game_cleaned_up', { game: title(note.data.engine) });
    case 'webhook_disabled':
      return note.data.reason === 'gone'
        ? t('inbox.kind.webhook_disabled_gone', { host: note.data.host })
        : t('inbox.kind.webhook_disabled', { host: note.data.host, count: note.data.failures });
    case 'rematch_offered':
    case 'rematch_declined':
      return t(`inbox.kind.${note.kind}`, {
        game: title(note.data.engine),
        name: note.data.byDisplayName,
      });
    case 'chat_message':
      return t('inbox.kind.chat_message', { game: title(note.data.engine) });
  }
}
