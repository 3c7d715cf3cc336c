import { describe, expect, it } from 'vitest';
import type { NotificationContent } from '../../service/inbox/notification-data.ts';
import { LOCALES } from '../contract.ts';
import type { OutboundNotification, Recipient } from '../contract.ts';
import { DEFAULT_TTL_SECONDS, gameTopic, pushPayload, pushSendOptions } from './push-payload.ts';

const GAME = '6f1c1d2e-0000-4000-8000-000000000001';

const EVERY_KIND: readonly NotificationContent[] = [
  { kind: 'your_turn', data: { engine: 'big-cheese', seat: 0, version: 3 } },
  {
    kind: 'reminder',
    data: {
      engine: 'bon-appetit',
      seat: 1,
      deadline: '2030-01-02T10:00:00.000Z',
      beforeSeconds: 3600,
    },
  },
  { kind: 'game_started', data: { engine: 'cheesonomics', seat: 2 } },
  { kind: 'game_finished', data: { engine: 'big-shot', reason: 'finished', placings: [] } },
  { kind: 'invited', data: { engine: 'big-cheese', byDisplayName: 'Bea' } },
  { kind: 'seat_timed_out', data: { engine: 'big-cheese', seat: 1, displayName: 'Cy' } },
  { kind: 'vacation_ending', data: { endsAt: '2030-01-02T10:00:00.000Z' } },
  { kind: 'game_cleaned_up', data: { engine: 'some-old-game' } },
];

const notificationOf = (content: NotificationContent): OutboundNotification => ({
  id: 'n-1',
  playerId: 'p-1',
  gameId: content.kind === 'vacation_ending' ? null : GAME,
  content,
  createdAt: '2030-01-01T00:00:00.000Z',
});

const recipient = (locale: Recipient['locale']): Recipient => ({
  playerId: 'p-1',
  displayName: 'Ann',
  locale,
  timeZone: 'America/New_York',
});

describe('push payloads', () => {
  it('has a title and a line for every kind in every language, each language its own', () => {
    for (const content of EVERY_KIND) {
      const bodies = LOCALES.map((locale) => {
        const payload = pushPayload(
          notificationOf(content),
          recipient(locale),
          new URL('https://t.example'),
        );
        expect(payload.title.length).toBeGreaterThan(0);
        expect(payload.body.length).toBeGreaterThan(0);
        return payload.body;
      });
      expect(new Set(bodies).size).toBe(LOCALES.length);
    }
  });

  it('links to the table under the public URL’s path, and to the inbox without a table', () => {
    const base = new URL('https://host.example/tavolo');
    const [turn, , , , , , vacation, cleaned] = EVERY_KIND.map((content) =>
      pushPayload(notificationOf(content), recipient('en'), base),
    );
    expect(turn?.url).toBe(`https://host.example/tavolo/games/${GAME}`);
    expect(vacation?.url).toBe('https://host.example/tavolo/inbox');
    // The game was removed: its table is gone.
    expect(cleaned?.url).toBe('https://host.example/tavolo/inbox');
    expect(cleaned?.body).toContain('some-old-game');
  });

  it('urges turns and reminders, keeps a reminder only until its deadline, one topic per game', () => {
    const [turn, reminder, started, , , , vacation] = EVERY_KIND.map((content) =>
      pushSendOptions(notificationOf(content)),
    );
    expect(turn).toEqual({
      ttlSeconds: DEFAULT_TTL_SECONDS,
      urgency: 'high',
      topic: gameTopic(GAME),
    });
    expect(reminder).toMatchObject({ ttlSeconds: 3600, urgency: 'high' });
    expect(started).toMatchObject({ urgency: 'normal', topic: gameTopic(GAME) });
    expect(vacation).toEqual({ ttlSeconds: DEFAULT_TTL_SECONDS, urgency: 'normal' });
    expect(gameTopic(GAME)).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(gameTopic(GAME)).not.toBe(gameTopic('another'));
  });
});
