import { describe, expect, it } from 'vitest';
import type { Translate } from '../games/contract.ts';
import { notificationWords } from './words.ts';
import type { Notification } from './words.ts';

/** A translator that shows which message was chosen and with what. */
const t: Translate = (key, values) => `${key} ${JSON.stringify(values ?? {})}`;
const words = {
  t,
  title: (engine: string) => `<${engine}>`,
  when: (iso: string) => `@${iso}`,
  join: (names: readonly string[]) => names.join(' & '),
};
const base = {
  id: '00000000-0000-4000-8000-000000000000',
  gameId: '00000000-0000-4000-8000-000000000001',
  text: 'English',
  createdAt: '2030-01-01T00:00:00.000Z',
  readAt: null,
};

describe('a notification in words', () => {
  it('names the game, and says how long before the deadline a reminder came', () => {
    const reminder: Notification = {
      ...base,
      kind: 'reminder',
      data: {
        engine: 'big-shot',
        seat: 1,
        deadline: '2030-01-02T00:00:00.000Z',
        beforeSeconds: 4 * 3600,
      },
    };
    expect(notificationWords(reminder, words)).toBe(
      'inbox.kind.reminder {"game":"<big-shot>","before":"inbox.hours {\\"count\\":4}","deadline":"@2030-01-02T00:00:00.000Z"}',
    );
    const soon = { ...reminder, data: { ...reminder.data, beforeSeconds: 600 } };
    expect(notificationWords(soon, words)).toContain('inbox.minutes {\\"count\\":10}');
  });

  it('names the winners of a finished game, or says nobody won', () => {
    const placing = (seat: number, displayName: string, winner: boolean) => ({
      seat,
      displayName,
      rank: winner ? 1 : 2,
      winner,
    });
    const finished: Notification = {
      ...base,
      kind: 'game_finished',
      data: {
        engine: 'cheesonomics',
        reason: 'TARGET_REACHED',
        placings: [placing(0, 'Ann', true), placing(2, 'Cat', true), placing(1, 'Bob', false)],
      },
    };
    expect(notificationWords(finished, words)).toBe(
      'inbox.kind.game_finished {"game":"<cheesonomics>","names":"Ann & Cat"}',
    );
    const nobody = {
      ...finished,
      data: { ...finished.data, placings: [placing(0, 'Ann', false)] },
    };
    expect(notificationWords(nobody, words)).toBe(
      'inbox.kind.game_finished_nobody {"game":"<cheesonomics>"}',
    );
  });
});
