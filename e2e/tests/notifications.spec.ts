/**
 * Notifications on the account page (issue 18, "Done when"): delivery preferences saved and
 * still there after a reload; an e-mail address added and confirmed through the link of the mail
 * the real SMTP server of support/mail-and-hooks.ts received; this browser subscribed to push; a
 * webhook added (its secret shown once), a test delivery sent, received and verified with the
 * `standardwebhooks` library as a receiver would, and shown delivered in the page's log. Axe
 * clean; at 375 px nothing scrolls sideways.
 *
 * Headless Chromium has no push service, so the browser's side of push is stubbed (PushManager,
 * Notification.requestPermission) to hand out a subscription whose endpoint is the sink's; the
 * rest — the page, the API, the server's checks of the subscription — is the real thing.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectAccessible, newUsername, signUp } from './helpers.ts';

const sink = `http://127.0.0.1:${process.env['TAVOLO_E2E_SINK_PORT'] ?? ''}`;

/** Generous: a loaded 2-core machine, and the delivery queue polled every 2 s. */
const SLOW = { timeout: 60_000 };

interface SunkMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

interface SunkRequest {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

async function sunk<T>(list: 'mail' | 'hooks' | 'pushes'): Promise<T[]> {
  const response = await fetch(`${sink}/${list}`);
  if (!response.ok) throw new Error(`GET ${sink}/${list}: ${response.status}`);
  return (await response.json()) as T[];
}

const base64url = (bytes: Buffer): string => bytes.toString('base64url');

interface StubSubscription {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/**
 * A browser push subscription as a push service would hand it out: the endpoint is the sink's,
 * the keys a real P-256 public key and 16 random bytes (the server checks both).
 */
function stubSubscription(): StubSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${sink}/push/${randomUUID()}`,
    p256dh: base64url(ecdh.getPublicKey()),
    auth: base64url(randomBytes(16)),
  };
}

/** Before any page script: permission granted on asking, PushManager handing out `stub`. */
async function stubPush(page: Page, stub: StubSubscription): Promise<void> {
  await page.addInitScript((subscription: StubSubscription) => {
    const bytes = (value: string): ArrayBuffer => {
      const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
      return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
    };
    let permission: NotificationPermission = 'default';
    let current: PushSubscription | null = null;
    const made = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: (name: PushEncryptionKeyName) =>
        bytes(name === 'p256dh' ? subscription.p256dh : subscription.auth),
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    } as unknown as PushSubscription;
    Object.defineProperty(Notification, 'permission', { get: () => permission });
    Notification.requestPermission = () => {
      permission = 'granted';
      return Promise.resolve(permission);
    };
    PushManager.prototype.subscribe = () => {
      current = made;
      return Promise.resolve(made);
    };
    PushManager.prototype.getSubscription = () => Promise.resolve(current);
  }, stub);
}

async function setPreferences(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Notifications', exact: true });
  const yourTurnEmail = section.getByRole('combobox', { name: 'E-mail for “Your turn”' });
  const reminderPush = section.getByRole('checkbox', { name: 'Push for “Deadline reminders”' });
  const quiet = section.getByRole('checkbox', { name: 'Quiet hours: no e-mail or push' });
  await yourTurnEmail.selectOption({ label: 'Daily digest' });
  await expect(reminderPush).toBeChecked();
  await reminderPush.uncheck();
  await quiet.check();
  await section.getByLabel('From', { exact: true }).fill('23:00');
  await section.getByLabel('To', { exact: true }).fill('06:30');
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(section.getByRole('status')).toHaveText('Notification settings saved.');

  await page.reload();
  await expect(yourTurnEmail).toHaveValue('digest');
  await expect(reminderPush).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Push for “Your turn”' })).toBeChecked();
  await expect(quiet).toBeChecked();
  await expect(section.getByLabel('From', { exact: true })).toHaveValue('23:00');
  await expect(section.getByLabel('To', { exact: true })).toHaveValue('06:30');
}

async function addAndVerifyEmail(page: Page, address: string): Promise<void> {
  const section = page.getByRole('region', { name: 'E-mail', exact: true });
  await section.getByLabel('E-mail address').fill(address);
  await section.getByRole('button', { name: 'Save address' }).click();
  await expect(section.getByRole('status')).toContainText(
    `We sent a confirmation link to ${address}`,
  );

  // The mail arrives through the delivery queue: read the sink until it is there.
  let mail: SunkMail | undefined;
  await expect
    .poll(async () => {
      mail = (await sunk<SunkMail>('mail')).find((each) => each.to.includes(address));
      return mail?.subject;
    }, SLOW)
    .toBe('Confirm your e-mail address for Tavolo');
  const link = /https?:\/\/\S+\/account\/email\/verify\?token=[^\s"<>]+/.exec(mail?.text ?? '');
  expect(link, 'the verification link in the mail').not.toBeNull();
  const url = new URL(link?.[0] ?? '');
  expect(url.origin).toBe(new URL(page.url()).origin);

  await page.goto(url.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your e-mail address');
  await expect(page.getByText(`${address} is confirmed. Thank you!`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(section.getByRole('status')).toHaveText(`${address} is confirmed.`);
  await expect(section.getByRole('button', { name: 'Change address' })).toBeVisible();
}

async function subscribeToPush(page: Page, stub: StubSubscription): Promise<void> {
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(section.getByText('This device does not receive your notifications.')).toBeVisible();
  await section.getByRole('button', { name: 'Notify me on this device' }).click();
  await expect(section.getByRole('status')).toHaveText('Done: this device will be notified.');
  await expect(section.getByText('This device receives your notifications.')).toBeVisible();
  await expect(
    section.getByRole('button', { name: 'Stop notifications on this device' }),
  ).toBeVisible();

  const listed = await page.request.get('/api/v1/me/push-subscriptions');
  expect(listed.ok()).toBe(true);
  const { subscriptions } = (await listed.json()) as {
    subscriptions: { endpointOrigin: string }[];
  };
  expect(subscriptions.map((each) => each.endpointOrigin)).toEqual([new URL(stub.endpoint).origin]);
}

/** Adds a webhook to the sink for test messages and turn changes; resolves with its secret. */
async function addWebhook(page: Page, url: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No webhooks yet.')).toBeVisible();
  await section.getByLabel('Address (https)').fill(url);
  await section.getByLabel('Description (optional)').fill('e2e sink');
  const events = section.getByRole('group', { name: 'Events' });
  for (const name of ['Game started', 'Game finished', 'Deadline reminders']) {
    await events.getByRole('checkbox', { name }).uncheck();
  }
  await expect(events.getByRole('checkbox', { name: 'Turn changes' })).toBeChecked();
  await expect(events.getByRole('checkbox', { name: 'Test messages' })).toBeChecked();
  await section.getByRole('button', { name: 'Add webhook' }).click();

  const secret = section.getByRole('textbox', { name: 'Signing secret' });
  await expect(secret).toHaveValue(/^whsec_/);
  await expect(
    section.getByText(
      'The signing secret, shown only now: keep it where your receiver can read it.',
    ),
  ).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: url });
  await expect(item).toContainText('Turn changes, Test messages · Enabled');
  return secret.inputValue();
}

/** The webhook's id, from the API in the page's session (the page does not show it). */
async function webhookIdOf(page: Page, url: string): Promise<string> {
  const response = await page.request.get('/api/v1/me/webhooks');
  const { webhooks } = (await response.json()) as { webhooks: { id: string; url: string }[] };
  const webhook = webhooks.find((each) => each.url === url);
  if (webhook === undefined) throw new Error(`no webhook to ${url}`);
  return webhook.id;
}

/** Sends a test delivery from the page; the sink receives it signed with `secret`. */
async function sendTestDelivery(page: Page, url: string, secret: string): Promise<void> {
  const webhookId = await webhookIdOf(page, url);
  const item = page.getByRole('region', { name: 'Webhooks' }).getByRole('listitem');
  await item.getByRole('button', { name: 'Send test' }).click();

  const ours = async (): Promise<SunkRequest[]> =>
    (await sunk<SunkRequest>('hooks')).filter(
      (hook) =>
        (JSON.parse(hook.body) as { data?: { webhookId?: string } }).data?.webhookId === webhookId,
    );
  await expect.poll(async () => (await ours()).length, SLOW).toBe(1);
  const [received] = await ours();
  if (received === undefined) throw new Error('no test delivery');
  // What a receiver does: verify id, timestamp and signature with the secret shown once.
  const headers = Object.fromEntries(
    Object.entries(received.headers).map(([name, value]) => [name, String(value)]),
  );
  const verified = new Webhook(secret).verify(received.body, headers) as {
    type: string;
    data: { message: string; links: { site: string } };
  };
  expect(verified.type).toBe('test');
  expect(verified.data.message).toBe('A test delivery from Tavolo.');
  expect(verified.data.links.site).toBe(new URL(page.url()).origin);
  expect(() => new Webhook(secret).verify(`${received.body} `, headers)).toThrow();

  // The log is read when asked: ask until the delivery shows as delivered.
  const log = item.getByRole('table', { name: 'Delivery log' });
  await expect(async () => {
    await item.getByRole('button', { name: 'Delivery log' }).click();
    await expect(log.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('delivered', {
      timeout: 1_000,
    });
  }).toPass(SLOW);
  const cells = log.getByRole('row').nth(1).getByRole('cell');
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(cells.nth(1)).toHaveText('test');
  await expect(cells.nth(2)).toHaveText('delivered');
  await expect(cells.nth(3)).toHaveText('1');
  await expect(cells.nth(5)).toHaveText('200');
}

/** Nothing reaches past the right edge (a11y.spec.ts's check), naming what does. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const wide = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.classList.value}`)
      .slice(0, 8);
  });
  expect(wide, `${what} scrolls sideways`).toEqual([]);
}

test.describe('notifications on the account page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('preferences, e-mail, push and a webhook with its test delivery', async ({ page }) => {
    // Sign-up, a mail and a webhook through the delivery queue, two axe runs: on a loaded
    // machine this takes a while.
    test.setTimeout(180_000);
    const stub = stubSubscription();
    await stubPush(page, stub);
    const username = await signUp(page, newUsername('note'));
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectAccessible(page, 'the account page');

    await setPreferences(page);
    await addAndVerifyEmail(page, `${username}@example.org`);
    await subscribeToPush(page, stub);
    const hookUrl = `${sink}/hook`;
    const secret = await addWebhook(page, hookUrl);
    await sendTestDelivery(page, hookUrl, secret);
    await expectAccessible(page, 'the account page with a webhook and its log');

    // The same page, everything filled in, on a phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSidewaysScroll(page, 'the account page at 375 px');
  });

  test('at 375 px the account page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUp(page, newUsername('narrow'));
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save notification settings' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the account page at 375 px');
    await expectAccessible(page, 'the account page at 375 px');
  });
});
