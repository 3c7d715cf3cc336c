/**
 * Signed webhooks end to end (issue 18 items 7–9), on both databases, to a real receiver on
 * 127.0.0.1 that verifies with the `standardwebhooks` library: a good delivery verifies, a
 * tampered body and an old timestamp (the sender's clock set back) are refused by it; rotation
 * signs with both secrets during the overlap and with the new one only after; 500 then 200 is a
 * retry then a success; no answer in time is a retry; an answer that never ends is read only up
 * to the cap; 410 and repeated failures disable the webhook with a notice in the inbox. `enqueue`
 * runs each attempt at once (webhook-fixture.ts).
 */
import { expect, it } from 'vitest';
import { PermanentDeliveryError, RetryableDeliveryError } from '../src/delivery/contract.ts';
import { WebhookAttempts } from '../src/delivery/webhooks/attempts.ts';
import type {
  DeliveryView,
  WebhookView,
  WebhookWithSecret,
} from '../src/delivery/webhooks/views.ts';
import type { InboxPage } from '../src/service/inbox/inbox-service.ts';
import type { NotificationContent as Notification } from '../src/service/inbox/notification-data.ts';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import type { RestClient } from './http.ts';
import { TEST_WEBHOOK_SETTINGS, useWebhookServer } from './webhook-fixture.ts';
import type { WebhookFixture } from './webhook-fixture.ts';
import { verifyWith } from './webhook-receiver.ts';

async function addWebhook(owner: RestClient, url: string, eventTypes = ['test']) {
  const created = await owner.post<WebhookWithSecret>('/me/webhooks', {
    url,
    eventTypes,
    description: 'my receiver',
  });
  expect(created.status).toBe(201);
  return created.body;
}

async function sendTest(fixture: WebhookFixture, owner: RestClient, webhookId: string) {
  const sent = await owner.post<DeliveryView>(`/webhooks/${webhookId}/test`);
  expect(sent.status).toBe(202);
  return { delivery: sent.body, outcome: fixture.outcomes.get(sent.body.id) };
}

describeOnDatabases('signed webhooks: signatures, rotation, retries, disabling', (driver) => {
  const fixture = useWebhookServer(driver);

  it('a test delivery verifies; a tampered body and an old timestamp do not', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook, secret } = await addWebhook(owner, f.receiver.url('/good'));
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const { delivery, outcome } = await sendTest(f, owner, webhook.id);
    expect(outcome).toBeNull();
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, lastResponseCode: 200 });
    const request = f.receiver.last();
    expect(request.headers['webhook-id']).toBe(delivery.id);
    expect(verifyWith(secret, request)).toMatchObject({
      type: 'test',
      data: { webhookId: webhook.id },
    });
    expect(() =>
      verifyWith(secret, { ...request, body: request.body.replace('test', 'tesT') }),
    ).toThrow(/signature/i);

    // The same delivery sent by a sender whose clock is ten minutes behind: a replay, refused.
    const late = new WebhookAttempts(f.server.database.db, {
      settings: TEST_WEBHOOK_SETTINGS,
      resolver: f.resolver,
      clock: new FakeClock(new Date(Date.now() - 10 * 60_000)),
    });
    // A manual redelivery is the same message: the same webhook-id, verified again.
    const redelivered = await owner.post<DeliveryView>(
      `/webhook-deliveries/${delivery.id}/redeliver`,
    );
    expect(redelivered.body).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(f.receiver.last().headers['webhook-id']).toBe(delivery.id);
    expect(verifyWith(secret, f.receiver.last())).toMatchObject({ type: 'test' });

    f.receiver.script.push(500);
    const retrying = await sendTest(f, owner, webhook.id);
    expect(retrying.delivery.status).toBe('retrying');
    await late.attempt(retrying.delivery.id);
    const replayed = f.receiver.last();
    expect(replayed.headers['webhook-id']).toBe(retrying.delivery.id);
    expect(Number(replayed.headers['webhook-timestamp'])).toBeLessThan(Date.now() / 1000 - 540);
    expect(() => verifyWith(secret, replayed)).toThrow(/timestamp/i);
  });

  it('rotation: both secrets verify during the overlap, only the new one after', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook, secret: oldSecret } = await addWebhook(owner, f.receiver.url('/rotate'));
    f.clock.advance(1); // keep the sender within the receiver's tolerance of the real time
    const rotated = await owner.post<WebhookWithSecret>(`/webhooks/${webhook.id}/rotate`);
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.secret;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.body.webhook.previousSecretUntil).not.toBeNull();

    await sendTest(f, owner, webhook.id);
    const during = f.receiver.last();
    expect(during.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verifyWith(oldSecret, during)).toMatchObject({ type: 'test' });
    expect(verifyWith(newSecret, during)).toMatchObject({ type: 'test' });

    f.clock.advance(TEST_WEBHOOK_SETTINGS.rotationOverlapMs + 1_000);
    await sendTest(f, owner, webhook.id);
    const after = f.receiver.last();
    expect(after.headers['webhook-signature']?.split(' ')).toHaveLength(1);
    expect(verifyWith(newSecret, after)).toMatchObject({ type: 'test' });
    expect(() => verifyWith(oldSecret, after)).toThrow(/signature/i);
    const read = await owner.get<WebhookView>(`/webhooks/${webhook.id}`);
    expect(read.body.previousSecretUntil).toBeNull();
    expect(JSON.stringify(read.body)).not.toContain('whsec_');
  });

  it('500 then 200: a retryable failure, then success; the log shows both attempts', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook } = await addWebhook(owner, f.receiver.url('/flaky'));
    f.receiver.script.push(500);
    const { delivery, outcome } = await sendTest(f, owner, webhook.id);
    expect(outcome).toBeInstanceOf(RetryableDeliveryError);
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, lastResponseCode: 500 });
    expect(delivery.nextRetryAt).not.toBeNull();

    await f.server.webhooks.attempts.attempt(delivery.id);
    const log = await owner.get<{ deliveries: DeliveryView[] }>(
      `/webhooks/${webhook.id}/deliveries`,
    );
    expect(log.body.deliveries[0]).toMatchObject({
      id: delivery.id,
      status: 'succeeded',
      attempts: 2,
      lastResponseCode: 200,
      nextRetryAt: null,
    });
    const ids = f.receiver.received.slice(-2).map((request) => request.headers['webhook-id']);
    expect(ids).toEqual([delivery.id, delivery.id]);
  });

  it('a receiver that never answers: the attempt times out and is retryable', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook } = await addWebhook(owner, f.receiver.url('/silent'));
    f.receiver.script.push('hang');
    const { delivery, outcome } = await sendTest(f, owner, webhook.id);
    expect(outcome).toBeInstanceOf(RetryableDeliveryError);
    expect(delivery).toMatchObject({ status: 'retrying', lastResponseCode: null });
    expect(delivery.lastError).toMatch(/no answer within 500 ms/);
  });

  it('an answer that never ends is read up to the cap, not waited for', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook } = await addWebhook(owner, f.receiver.url('/flood'));
    // Without the cap the attempt would run into the timeout: no code, "no answer within".
    f.receiver.script.push({ flood: 200 });
    const ok = await sendTest(f, owner, webhook.id);
    expect(ok.outcome).toBeNull();
    expect(ok.delivery).toMatchObject({ status: 'succeeded', lastResponseCode: 200 });
    f.receiver.script.push({ flood: 500 });
    const failed = await sendTest(f, owner, webhook.id);
    expect(failed.outcome).toBeInstanceOf(RetryableDeliveryError);
    expect(failed.delivery).toMatchObject({ status: 'retrying', lastResponseCode: 500 });
    expect(failed.delivery.lastError).toMatch(/^HTTP 500: x+/);
  });

  it('410 Gone disables the webhook at once, with a notice in the owner’s inbox', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook } = await addWebhook(owner, f.receiver.url('/gone'));
    f.receiver.script.push(410);
    const { delivery, outcome } = await sendTest(f, owner, webhook.id);
    expect(outcome).toBeInstanceOf(PermanentDeliveryError);
    expect(delivery).toMatchObject({ status: 'failed', lastResponseCode: 410 });
    const read = await owner.get<WebhookView>(`/webhooks/${webhook.id}`);
    expect(read.body).toMatchObject({ enabled: false, disabledReason: 'gone' });
    const inbox = await owner.get<InboxPage>('/me/notifications');
    expect(inbox.body.notifications[0]).toMatchObject({
      kind: 'webhook_disabled',
      data: { webhookId: webhook.id, host: '127.0.0.1', reason: 'gone' },
    });

    // Disabled: a test is not sent. Enabled again by an update: it is.
    const before = f.receiver.received.length;
    expect((await sendTest(f, owner, webhook.id)).outcome).toBeInstanceOf(PermanentDeliveryError);
    expect(f.receiver.received.length).toBe(before);
    const enabled = await owner.request<WebhookView>('PATCH', `/webhooks/${webhook.id}`, {
      body: { enabled: true },
    });
    expect(enabled.body).toMatchObject({
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
    });
    expect((await sendTest(f, owner, webhook.id)).outcome).toBeNull();
  });

  it('deliveries that die in a row disable the webhook after the configured number', async () => {
    const f = fixture();
    const owner = await f.signUp();
    const { webhook } = await addWebhook(owner, f.receiver.url('/broken'));
    const { maxAttempts, disableAfterFailures } = TEST_WEBHOOK_SETTINGS;
    for (let failed = 1; failed <= disableAfterFailures; failed += 1) {
      f.receiver.script.push(...Array.from({ length: maxAttempts }, () => 503));
      const { delivery } = await sendTest(f, owner, webhook.id);
      for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
        await f.server.webhooks.attempts.attempt(delivery.id).catch((error: unknown) => {
          const expected = attempt < maxAttempts ? RetryableDeliveryError : PermanentDeliveryError;
          expect(error).toBeInstanceOf(expected);
        });
      }
      const read = await owner.get<WebhookView>(`/webhooks/${webhook.id}`);
      expect(read.body.consecutiveFailures).toBe(failed);
      expect(read.body.enabled).toBe(failed < disableAfterFailures);
    }
    const log = await owner.get<{ deliveries: DeliveryView[] }>(
      `/webhooks/${webhook.id}/deliveries`,
    );
    expect(log.body.deliveries.map((delivery) => delivery.status)).toEqual(['dead', 'dead']);
    expect(log.body.deliveries[0]).toMatchObject({ attempts: maxAttempts, lastResponseCode: 503 });
    const inbox = await owner.get<InboxPage>('/me/notifications');
    expect(inbox.body.notifications[0]).toMatchObject({
      kind: 'webhook_disabled',
      data: { reason: 'failures', failures: disableAfterFailures },
    });
  });

  it('the channel: a notification is one delivery per subscribed webhook, sent once', async () => {
    const f = fixture();
    const people = [await f.signUp(), await f.signUp(), await f.signUp()];
    const [owner] = people;
    if (owner?.playerId === undefined) throw new Error('no owner');
    const subscribed = await addWebhook(owner, f.receiver.url('/games'), ['game.started']);
    await addWebhook(owner, f.receiver.url('/tests-only'), ['test']);
    const gameId = await f.startGame(people);
    const inbox = await owner.get<InboxPage>('/me/notifications');
    const started = inbox.body.notifications.find((note) => note.kind === 'game_started');
    if (started === undefined) throw new Error('no game_started notification');
    const before = f.receiver.received.length;
    const outbound = {
      id: started.id,
      playerId: owner.playerId,
      gameId: started.gameId,
      content: { kind: started.kind, data: started.data } as Notification,
      createdAt: started.createdAt,
    };
    const recipient = {
      playerId: owner.playerId,
      displayName: 'Owner',
      locale: 'en',
      timeZone: 'UTC',
    } as const;
    await f.server.webhooks.channel.send(outbound, recipient);
    await f.server.webhooks.channel.send(outbound, recipient);
    expect(f.receiver.received.length).toBe(before + 1);
    const request = f.receiver.last();
    expect(request.path).toBe('/games');
    expect(verifyWith(subscribed.secret, request)).toMatchObject({
      type: 'game.started',
      timestamp: started.createdAt,
      data: { gameId, engine: 'big-cheese', notificationId: started.id, kind: 'game_started' },
    });
    const log = await owner.get<{ deliveries: DeliveryView[] }>(
      `/webhooks/${subscribed.webhook.id}/deliveries`,
    );
    expect(log.body.deliveries).toHaveLength(1);
  });
});
