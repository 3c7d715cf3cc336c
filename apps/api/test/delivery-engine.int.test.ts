/**
 * The delivery engine (issue 18 items 1 and 2) on both databases, through pg-boss and channels
 * that post to a real local HTTP receiver: each notification, of every kind, reaches each chosen
 * channel once, however often it is relayed or routed; preferences, quiet hours in the account's
 * zone and the account watching the game decide what goes where; a failed send is retried and,
 * past the limit, dead-lettered; the digest gathers the day's turns into one message.
 */
import { expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../src/db/schema.ts';
import { channelQueue, ROUTE_QUEUE } from '../src/delivery/delivery-engine.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import { describeOnDatabases } from './databases.ts';
import { useDelivery } from './delivery.ts';
import { CONTENTS } from './email-fixture.ts';

const HOUR = 3_600_000;
// A Wednesday, 10:00 UTC: 11:00 in Rome.
const START = '2030-01-09T10:00:00.000Z';

describeOnDatabases('delivery engine', (driver) => {
  const fixture = useDelivery(driver, START);

  const arrivals = (channel: string, id: string) =>
    fixture().receiver.received.filter(
      (request) =>
        request.path === `/${channel}` && (JSON.parse(request.body) as { id: string }).id === id,
    ).length;

  it('takes a notification to e-mail, push and webhooks once each, however often relayed', async () => {
    const { person, notify, deliverAll, engine, queue } = fixture();
    const reader = await person();
    const id = await notify(reader, 'your_turn', null);
    await deliverAll();
    expect([arrivals('email', id), arrivals('push', id), arrivals('webhook', id)]).toEqual([
      1, 1, 1,
    ]);
    // A second relay finds nothing undispatched; jobs sent again under the same keys are ignored.
    expect(await engine.relay()).toBe(0);
    await queue.enqueue([
      { queue: ROUTE_QUEUE, data: { notificationId: id }, key: `route:${id}` },
      { queue: channelQueue('email'), data: { notificationId: id }, key: `email:${id}` },
    ]);
    await deliverAll();
    expect([arrivals('email', id), arrivals('push', id), arrivals('webhook', id)]).toEqual([
      1, 1, 1,
    ]);
  });

  it('takes every kind of notification to each channel chosen for it, once', async () => {
    const { person, notify, deliverAll, engine } = fixture();
    const reader = await person();
    const everywhere = { email: 'immediate', push: true, webhook: true } as const;
    await engine.preferences.update(reader, {
      kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, everywhere])),
    });
    const ids = new Map<string, string>();
    for (const kind of NOTIFICATION_KINDS) {
      ids.set(kind, await notify(reader, kind, null, CONTENTS[kind].data));
    }
    await deliverAll();
    await deliverAll();
    const counts = [...ids].map(([kind, id]) => [
      kind,
      arrivals('email', id),
      arrivals('push', id),
      arrivals('webhook', id),
    ]);
    expect(counts).toEqual(NOTIFICATION_KINDS.map((kind) => [kind, 1, 1, 1]));
  });

  it('follows the account’s preferences per kind, and refuses a bad change whole', async () => {
    const { person, notify, deliverAll, engine } = fixture();
    const reader = await person();
    await engine.preferences.update(reader, {
      kinds: { your_turn: { email: 'never' }, reminder: { push: false, webhook: false } },
      locale: 'it',
    });
    const turn = await notify(reader, 'your_turn', null);
    const reminder = await notify(reader, 'reminder', null, {
      engine: 'big-cheese',
      seat: 0,
      deadline: '2030-01-10T10:00:00.000Z',
      beforeSeconds: 3600,
    });
    await deliverAll();
    expect([arrivals('email', turn), arrivals('push', turn), arrivals('webhook', turn)]).toEqual([
      0, 1, 1,
    ]);
    expect([
      arrivals('email', reminder),
      arrivals('push', reminder),
      arrivals('webhook', reminder),
    ]).toEqual([1, 0, 0]);
    const pushed = fixture().receiver.received.find((request) => request.body.includes(turn));
    expect(JSON.parse(pushed?.body ?? '{}')).toMatchObject({ locale: 'it' });

    const before = await engine.preferences.preferences(reader);
    await expect(
      engine.preferences.update(reader, {
        kinds: { your_turn: { email: 'hourly' } },
        locale: 'fr',
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(
      engine.preferences.update(reader, { quietHours: { start: '25:00', end: '07:00' } }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect(await engine.preferences.preferences(reader)).toEqual(before);
  });

  it('holds e-mail and push until the quiet hours end in the account’s zone; webhooks go now', async () => {
    const { person, notify, engine, queue, clock } = fixture();
    const reader = await person('Europe/Rome');
    await engine.preferences.update(reader, { quietHours: { start: '22:00', end: '07:00' } });
    clock.advance(12 * HOUR);
    // 22:00 UTC: 23:00 in Rome, quiet until 07:00 Rome (06:00 UTC).
    const id = await notify(reader, 'your_turn', null);
    await engine.relay();
    await queue.drain(ROUTE_QUEUE);
    for (const channel of ['email', 'push'] as const) {
      const job = await queue.jobState(channelQueue(channel), `${channel}:${id}`);
      expect(job?.startAfter.toISOString()).toBe('2030-01-10T06:00:00.000Z');
    }
    const webhook = await queue.jobState(channelQueue('webhook'), `webhook:${id}`);
    expect(webhook?.startAfter.getTime()).toBeLessThan(Date.now() + 60_000);
    clock.advance(12 * HOUR);
  });

  it('sends no e-mail or push about a game while its player has the table open', async () => {
    const { person, notify, deliverAll, gameOf, database, clock } = fixture();
    const watcher = await person();
    const other = await person();
    const gameId = await gameOf([watcher, other]);
    const inbox = new InboxService(database.db, { clock });
    await inbox.watching(gameId, watcher);
    const seen = await notify(watcher, 'your_turn', gameId);
    await deliverAll();
    expect([arrivals('email', seen), arrivals('push', seen), arrivals('webhook', seen)]).toEqual([
      0, 0, 1,
    ]);
    // Two minutes later the table is no longer open: the next one is sent.
    clock.advance(2 * 60_000);
    const away = await notify(watcher, 'your_turn', gameId);
    await deliverAll();
    expect([arrivals('email', away), arrivals('push', away)]).toEqual([1, 1]);
  });

  it('retries a failed send, and dead-letters it when the retries run out', async () => {
    const { person, notify, deliverAll, engine, queue, receiver } = fixture();
    const reader = await person();
    await engine.preferences.update(reader, {
      kinds: { game_started: { push: false, webhook: false } },
    });
    receiver.script(500);
    const retried = await notify(reader, 'game_started', null, { engine: 'big-cheese', seat: 0 });
    await deliverAll();
    expect(arrivals('email', retried)).toBe(2);
    expect(await queue.jobState(channelQueue('email'), `email:${retried}`)).toMatchObject({
      state: 'completed',
      retryCount: 1,
    });

    receiver.script(503, 503, 503);
    const dead = await notify(reader, 'game_started', null, { engine: 'big-cheese', seat: 1 });
    await deliverAll();
    expect(arrivals('email', dead)).toBe(3);
    expect(await queue.jobState(channelQueue('email'), `email:${dead}`)).toMatchObject({
      state: 'failed',
      retryCount: 2,
    });
    expect(await queue.deadLetters({ notificationId: dead })).toBe(1);
    expect(await queue.deadLetters({ notificationId: retried })).toBe(0);
  });

  it('gathers the day’s turns into one digest at the account’s digest hour', async () => {
    const { person, notify, deliverAll, engine, clock, receiver } = fixture();
    const reader = await person('Europe/Rome');
    await engine.preferences.update(reader, {
      kinds: { your_turn: { email: 'digest', push: false, webhook: false } },
      digestHour: 8,
    });
    clock.advance(60_000);
    const first = await notify(reader, 'your_turn', null);
    clock.advance(HOUR);
    const second = await notify(reader, 'your_turn', null);
    await deliverAll();
    expect(arrivals('email', first) + arrivals('email', second)).toBe(0);
    expect(await engine.sweepDigests()).toBe(0);
    // A day later the account's 08:00 in Rome has passed.
    clock.advance(24 * HOUR);
    expect(await engine.sweepDigests()).toBe(1);
    await deliverAll();
    const digests = receiver.received
      .filter((request) => request.path === '/email/digest')
      .map((request) => JSON.parse(request.body) as { ids: string[] })
      .filter((digest) => digest.ids.includes(first));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.ids).toEqual([first, second]);
    expect(await engine.sweepDigests()).toBe(0);
  });

  it('turns one kind off for e-mail when the person unsubscribes from it', async () => {
    const { person, engine } = fixture();
    const reader = await person();
    await engine.preferences.unsubscribe(reader, 'reminder');
    const kinds = (await engine.preferences.preferences(reader)).kinds;
    expect(kinds.reminder).toEqual({ email: 'never', push: true, webhook: true });
    expect(kinds.your_turn.email).toBe('immediate');
  });
});
