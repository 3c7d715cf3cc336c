/**
 * Delivery in a running server (issue 18), on both databases: the server's own relay loop and
 * pg-boss workers take a notification to a real SMTP server and a real webhook receiver, with
 * nothing driven by hand. A person verifies an address with the link mailed to them and adds an
 * account webhook; a game starts; the "game started" mail reaches the verified address in the
 * person's language, and the webhook receiver gets a `game.started` delivery that verifies with
 * the `standardwebhooks` library. The other player, who has no address, gets no mail.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/delivery/webhooks/webhook-config.ts';
import type { GameDetails } from '../src/http/operations.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { TEST_RETRY } from './delivery-retry.ts';
import { startReceiver } from './http-receiver.ts';
import type { HttpReceiver } from './http-receiver.ts';
import { RestClient, startTestServer } from './http.ts';
import { linkIn, TestSmtpServer } from './smtp.ts';

const PUBLIC_URL = new URL('https://tavolo.example/');
/** Work done by the server's own loops: generous for a loaded machine, never a fixed sleep. */
const ARRIVAL = { timeout: 30_000, interval: 100 };

describeOnDatabases('delivery in a running server', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  let smtp: TestSmtpServer | undefined;
  let receiver: HttpReceiver | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    smtp = await TestSmtpServer.start();
    receiver = await startReceiver();
    server = await startTestServer(testDatabase.config, {
      publicUrl: PUBLIC_URL,
      delivery: { intervalMs: 100, pollSeconds: 1, retry: TEST_RETRY },
      email: smtp.config(),
      webhooks: {
        ...DEFAULT_WEBHOOK_SETTINGS,
        allowHosts: ['127.0.0.1'],
        publicUrl: PUBLIC_URL.href.replace(/\/$/, ''),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await receiver?.close();
    await testDatabase?.dispose();
  });

  it('mails a verified address and signs a webhook when a game starts', async () => {
    if (server === undefined || smtp === undefined || receiver === undefined) throw new Error();
    const mail = smtp;
    const ada = await new RestClient(server.url).signUp();
    const bea = await new RestClient(server.url).signUp();
    const address = `ada-${String(Date.now())}@example.org`;
    expect((await ada.put('/me/email', { address, locale: 'fr' })).status).toBe(200);
    const token = linkIn(
      mail.to(address).at(-1)?.text,
      `${PUBLIC_URL.href}account/email/verify`,
    ).searchParams.get('token');
    expect((await ada.post('/email/verify', { token })).status).toBe(200);
    expect((await ada.request('PATCH', '/me/delivery', { body: { locale: 'fr' } })).status).toBe(
      200,
    );
    const hook = await ada.post<{ secret: string }>('/me/webhooks', {
      url: `${receiver.url}/hook`,
      eventTypes: ['game.started'],
    });
    expect(hook.status).toBe(201);

    const { body: game } = await ada.post<GameDetails>('/games', {
      engine: 'big-shot',
      seatCount: 2,
    });
    expect((await ada.put(`/games/${game.gameId}/seats/0`)).status).toBe(200);
    expect((await bea.put(`/games/${game.gameId}/seats/1`)).status).toBe(200);
    expect((await ada.post(`/games/${game.gameId}/start`)).status).toBe(200);

    await expect
      .poll(() => mail.to(address).map((message) => message.subject), ARRIVAL)
      .toContain('Votre partie de Big Shot a commencé');
    const started = mail.to(address).find((message) => message.subject?.includes('commencé'));
    expect(started?.text).toContain(`${PUBLIC_URL.href}games/${game.gameId}`);

    const hooks = () => receiver?.received.filter((request) => request.path === '/hook') ?? [];
    await expect.poll(() => hooks().length, ARRIVAL).toBeGreaterThan(0);
    const [delivery] = hooks();
    const headers = Object.fromEntries(
      Object.entries(delivery?.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const payload = new Webhook(hook.body.secret).verify(delivery?.body ?? '', headers) as {
      type: string;
      data: { gameId?: string };
    };
    expect(payload.type).toBe('game.started');
    expect(JSON.stringify(payload)).toContain(game.gameId);
    // Bea has no address: nothing was mailed but Ada's verification and her game's news.
    expect(mail.received.every((message) => message.to.every((to) => to === address))).toBe(true);
  });
});
