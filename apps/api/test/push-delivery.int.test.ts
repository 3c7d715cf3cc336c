/**
 * Web push delivery (issue 18 item 6) end to end: accounts subscribe over the real HTTP API with
 * keys made like a browser's; PushChannel.send posts to a local stand-in push service; the test
 * decrypts each message with the browser's private key and auth secret (http_ece, aes128gcm) and
 * checks it is the notification in the recipient's language, signed (VAPID) with the server's
 * key. Also: each subscription of an account gets it, once (a redelivered job skips what was
 * sent); 404 and 410 remove the subscription; 429/500 and a dead endpoint are retryable, the
 * subscription kept; another 4xx is permanent; an unsubscribed browser gets nothing more.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PermanentDeliveryError, RetryableDeliveryError } from '../src/delivery/contract.ts';
import type { Locale, OutboundNotification, Recipient } from '../src/delivery/contract.ts';
import { PushChannel } from '../src/delivery/push/push-channel.ts';
import { DEFAULT_PUSH_CONFIG } from '../src/delivery/push/push-config.ts';
import type { PushConfig } from '../src/delivery/push/push-config.ts';
import { gameTopic } from '../src/delivery/push/push-payload.ts';
import type { PushSubscriptionInfo } from '../src/delivery/push/push-service.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { RestClient, startTestServer } from './http.ts';
import { PushReceiver, TestBrowser, vapidClaims } from './push-receiver.ts';

const PUSH_CONFIG: PushConfig = {
  ...DEFAULT_PUSH_CONFIG,
  subject: 'mailto:ops@tavolo.example',
  allowLoopback: true,
};
const PUBLIC_URL = new URL('https://tavolo.example/');

function yourTurn(playerId: string): OutboundNotification {
  return {
    id: randomUUID(),
    playerId,
    gameId: randomUUID(),
    content: { kind: 'your_turn', data: { engine: 'big-cheese', seat: 1, version: 7 } },
    createdAt: new Date().toISOString(),
  };
}

describeOnDatabases('web push delivery', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  let receiver: PushReceiver | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startTestServer(testDatabase.config, { push: PUSH_CONFIG });
    receiver = await PushReceiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
    await testDatabase?.dispose();
  });
  const running = () => {
    if (server === undefined || receiver === undefined) throw new Error('not started');
    return {
      server,
      receiver,
      channel: new PushChannel(server.database.db, PUBLIC_URL, PUSH_CONFIG),
    };
  };

  /** A signed-up account with `count` browsers subscribed over REST. */
  async function subscriber(count: number, locale: Locale = 'en') {
    const { server: api, receiver: push } = running();
    const person = await new RestClient(api.url).signUp();
    const browsers: TestBrowser[] = [];
    for (let index = 0; index < count; index += 1) {
      const browser = new TestBrowser(push.endpoint());
      const reply = await person.post<PushSubscriptionInfo>(
        '/me/push-subscriptions',
        browser.subscription(),
      );
      expect(reply.status).toBe(201);
      expect(reply.body.endpointOrigin).toBe(push.origin);
      browsers.push(browser);
    }
    const playerId = person.playerId ?? '';
    const recipient: Recipient = {
      playerId,
      displayName: 'Ann',
      locale,
      timeZone: 'Europe/Rome',
    };
    return { person, browsers, recipient };
  }

  async function subscriptionCount(person: RestClient): Promise<number> {
    const list = await person.get<{ subscriptions: PushSubscriptionInfo[] }>(
      '/me/push-subscriptions',
    );
    expect(list.status).toBe(200);
    return list.body.subscriptions.length;
  }

  it('sends the notification, encrypted to the browser, in its language, signed with the server key', async () => {
    const { channel, receiver: push, server: api } = running();
    const { browsers, recipient } = await subscriber(1, 'it');
    const [browser] = browsers;
    if (browser === undefined) throw new Error('no browser');
    const notification = yourTurn(recipient.playerId);
    await channel.send(notification, recipient);

    const [message, ...more] = push.to(browser.endpoint);
    expect(more).toHaveLength(0);
    if (message === undefined) throw new Error('nothing was sent');
    expect(browser.read(message)).toEqual({
      id: notification.id,
      kind: 'your_turn',
      gameId: notification.gameId,
      title: 'Tocca a te',
      body: 'È il tuo turno in The Big Cheese.',
      url: `https://tavolo.example/games/${notification.gameId ?? ''}`,
    });
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers['urgency']).toBe('high');
    expect(message.headers['ttl']).toBe(String(3 * 24 * 3600));
    expect(message.headers['topic']).toBe(gameTopic(notification.gameId ?? ''));

    const key = await new RestClient(api.url).get<{ publicKey: string }>('/push/vapid-public-key');
    const claims = vapidClaims(message);
    expect(claims.publicKey).toBe(key.body.publicKey);
    expect(claims.aud).toBe(push.origin);
    expect(claims.sub).toBe(PUSH_CONFIG.subject);
  });

  it('writes each kind in the recipient’s language, and links a game-less notice to the inbox', async () => {
    const { channel, receiver: push } = running();
    const { browsers, recipient } = await subscriber(1, 'fr');
    const [browser] = browsers;
    if (browser === undefined) throw new Error('no browser');
    const finished: OutboundNotification = {
      ...yourTurn(recipient.playerId),
      content: {
        kind: 'game_finished',
        data: {
          engine: 'big-shot',
          reason: 'finished',
          placings: [
            { seat: 0, displayName: 'Bea', rank: 1, winner: true },
            { seat: 1, displayName: 'Ann', rank: 2, winner: false },
          ],
        },
      },
    };
    const vacation: OutboundNotification = {
      id: randomUUID(),
      playerId: recipient.playerId,
      gameId: null,
      content: { kind: 'vacation_ending', data: { endsAt: '2030-06-01T16:00:00.000Z' } },
      createdAt: new Date().toISOString(),
    };
    await channel.send(finished, recipient);
    await channel.send(vacation, recipient);
    const [first, second] = push.to(browser.endpoint).map((message) => browser.read(message));
    expect(first).toMatchObject({
      kind: 'game_finished',
      title: 'Partie terminée',
      body: 'Votre partie de Big Shot est terminée\u202f: victoire de Bea.',
    });
    expect(second).toEqual({
      id: vacation.id,
      kind: 'vacation_ending',
      gameId: null,
      title: 'Fin des vacances',
      // 16:00 UTC is 18:00 in Rome (summer time).
      body: 'Vos vacances se terminent le 1 juin 2030, 18:00.',
      url: 'https://tavolo.example/inbox',
    });
    const [, vacationMessage] = push.to(browser.endpoint);
    expect(vacationMessage?.headers['topic']).toBeUndefined();
    expect(vacationMessage?.headers['urgency']).toBe('normal');
  });

  it('sends to each of the account’s browsers, and a redelivered job sends nothing again', async () => {
    const { channel, receiver: push } = running();
    const { browsers, recipient } = await subscriber(2);
    const notification = yourTurn(recipient.playerId);
    await channel.send(notification, recipient);
    for (const browser of browsers) {
      const messages = push.to(browser.endpoint);
      expect(messages).toHaveLength(1);
      expect(
        browser.read(messages[0] ?? { path: '', headers: {}, body: Buffer.alloc(0) }),
      ).toMatchObject({
        id: notification.id,
        title: 'Your turn',
        body: 'It is your move in The Big Cheese.',
      });
    }
    await channel.send(notification, recipient);
    for (const browser of browsers) expect(push.to(browser.endpoint)).toHaveLength(1);
    // Another notification is not "already sent".
    await channel.send(yourTurn(recipient.playerId), recipient);
    for (const browser of browsers) expect(push.to(browser.endpoint)).toHaveLength(2);
  });

  it.each([404, 410])(
    'removes a subscription the push service answers %i for, without failing',
    async (status) => {
      const { channel, receiver: push } = running();
      const { person, browsers, recipient } = await subscriber(2);
      const [gone, kept] = browsers;
      if (gone === undefined || kept === undefined) throw new Error('no browsers');
      push.answer(gone.endpoint, status);
      await channel.send(yourTurn(recipient.playerId), recipient);
      expect(push.to(gone.endpoint)).toHaveLength(1);
      expect(push.to(kept.endpoint)).toHaveLength(1);
      expect(await subscriptionCount(person)).toBe(1);
      await channel.send(yourTurn(recipient.playerId), recipient);
      expect(push.to(gone.endpoint)).toHaveLength(1);
      expect(push.to(kept.endpoint)).toHaveLength(2);
    },
  );

  it('a 500 is retryable: the subscription stays, and the retry sends only what is owed', async () => {
    const { channel, receiver: push } = running();
    const { person, browsers, recipient } = await subscriber(2);
    const [failing, fine] = browsers;
    if (failing === undefined || fine === undefined) throw new Error('no browsers');
    push.answer(failing.endpoint, 500);
    const notification = yourTurn(recipient.playerId);
    const attempt = channel.send(notification, recipient);
    await expect(attempt).rejects.toBeInstanceOf(RetryableDeliveryError);
    await expect(attempt).rejects.toMatchObject({ responseCode: 500 });
    expect(await subscriptionCount(person)).toBe(2);
    expect(push.to(fine.endpoint)).toHaveLength(1);

    push.answer(failing.endpoint, 201);
    await channel.send(notification, recipient);
    expect(push.to(failing.endpoint)).toHaveLength(2);
    expect(push.to(fine.endpoint)).toHaveLength(1);
    const [, delivered] = push.to(failing.endpoint);
    if (delivered === undefined) throw new Error('the retry sent nothing');
    expect(failing.read(delivered)).toMatchObject({ id: notification.id });
  });

  it('429 and an unreachable push service are retryable; another 4xx is permanent', async () => {
    const { channel, receiver: push, server: api } = running();
    const limited = await subscriber(1);
    push.answer(limited.browsers[0]?.endpoint ?? '', 429);
    await expect(
      channel.send(yourTurn(limited.recipient.playerId), limited.recipient),
    ).rejects.toMatchObject({
      name: 'RetryableDeliveryError',
      responseCode: 429,
    });

    const refused = await subscriber(1);
    push.answer(refused.browsers[0]?.endpoint ?? '', 403);
    const permanent = channel.send(yourTurn(refused.recipient.playerId), refused.recipient);
    await expect(permanent).rejects.toBeInstanceOf(PermanentDeliveryError);
    await expect(permanent).rejects.toMatchObject({ responseCode: 403 });

    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const address = dead.address();
    await new Promise<void>((resolve) => {
      dead.close(() => {
        resolve();
      });
    });
    if (address === null || typeof address === 'string') throw new Error('no port');
    const person = await new RestClient(api.url).signUp();
    const browser = new TestBrowser(`http://127.0.0.1:${address.port}/push/gone-away`);
    expect((await person.post('/me/push-subscriptions', browser.subscription())).status).toBe(201);
    const recipient: Recipient = { ...limited.recipient, playerId: person.playerId ?? '' };
    await expect(channel.send(yourTurn(recipient.playerId), recipient)).rejects.toMatchObject({
      name: 'RetryableDeliveryError',
      responseCode: null,
    });
    expect(await subscriptionCount(person)).toBe(1);
  });

  it('an unsubscribed browser gets nothing more; an account with none is no error', async () => {
    const { channel, receiver: push } = running();
    const { person, browsers, recipient } = await subscriber(2);
    const [byEndpoint, byId] = browsers;
    if (byEndpoint === undefined || byId === undefined) throw new Error('no browsers');
    const removed = await person.post<{ removed: boolean }>('/me/push-subscriptions/unsubscribe', {
      endpoint: byEndpoint.endpoint,
    });
    expect(removed.body).toEqual({ removed: true });
    await channel.send(yourTurn(recipient.playerId), recipient);
    expect(push.to(byEndpoint.endpoint)).toHaveLength(0);
    expect(push.to(byId.endpoint)).toHaveLength(1);

    const list = await person.get<{ subscriptions: PushSubscriptionInfo[] }>(
      '/me/push-subscriptions',
    );
    const [left] = list.body.subscriptions;
    if (left === undefined) throw new Error('no subscription left');
    expect((await person.delete(`/me/push-subscriptions/${left.id}`)).status).toBe(204);
    await channel.send(yourTurn(recipient.playerId), recipient);
    expect(push.to(byId.endpoint)).toHaveLength(1);
    expect(await subscriptionCount(person)).toBe(0);
  });
});
