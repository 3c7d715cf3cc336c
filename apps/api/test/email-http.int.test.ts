/**
 * E-mail over HTTP, on both databases, with a real SMTP server: setting an address (a malformed
 * one is 400 EMAIL_INVALID and changes nothing), the verification link verifying it (tampered:
 * 400 EMAIL_TOKEN_INVALID; after 24 h: 410 EMAIL_TOKEN_EXPIRED), changing the address making it
 * unverified again (the old link refused), the resend cooldown, the one-click unsubscribe POST
 * of RFC 8058 turning off that kind for that account and nothing else, the same refusals over
 * GraphQL; and, on a server without SMTP_URL, the local outbox read by an administrator only.
 */
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationPreferences } from '../src/db/schema.ts';
import { DEFAULT_EMAIL_CONFIG } from '../src/delivery/email/email-config.ts';
import type { EmailConfig } from '../src/delivery/email/email-config.ts';
import { EmailChannel } from '../src/delivery/email/email-channel.ts';
import type {
  EmailStatus,
  OutboxMessage,
  OutboxPage,
} from '../src/delivery/email/email-service.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { CONTENTS, notificationOf, PUBLIC_URL, uniqueAddress } from './email-fixture.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, TEST_APP_SETTINGS, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';
import { headerOf, linkIn, TestSmtpServer } from './smtp.ts';

const VERIFY_PAGE = `${PUBLIC_URL.href}account/email/verify`;
const DAY_MS = 24 * 3600 * 1000;

function useEmailServer(driver: Driver, clock: FakeClock, email: () => EmailConfig) {
  let fixture: { server: RunningServer; testDatabase: TestDatabase } | undefined;
  beforeAll(async () => {
    const testDatabase = await createTestDatabase(driver);
    const server = await startServer(
      {
        database: testDatabase.config,
        http: TEST_HTTP_CONFIG,
        email: email(),
        publicUrl: PUBLIC_URL,
      },
      { app: TEST_APP_SETTINGS, accounts: { hashing: TEST_HASHING, clock }, service: { clock } },
    );
    fixture = { server, testDatabase };
  });
  afterAll(async () => {
    await fixture?.server.close();
    await fixture?.testDatabase.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the server is not running yet');
    return fixture.server;
  };
}

describeOnDatabases('e-mail over HTTP', (driver) => {
  const clock = new FakeClock();
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const mailServer = () => {
    if (smtp === undefined) throw new Error('no SMTP server');
    return smtp;
  };
  const server = useEmailServer(driver, clock, () => mailServer().config());
  const signUp = () => new RestClient(server().url).signUp();
  /** The token of the newest verification link mailed to `address`. */
  const verificationToken = (address: string): string => {
    const mail = mailServer().to(address).at(-1);
    return linkIn(mail?.text, VERIFY_PAGE).searchParams.get('token') ?? '';
  };
  const verify = (token: string) =>
    new RestClient(server().url).post<EmailStatus & { code?: string }>('/email/verify', { token });

  it('refuses a malformed address with 400 EMAIL_INVALID and changes nothing', async () => {
    const person = await signUp();
    for (const address of ['not-an-address', 'a@', '@b.example', 'a b@c.example', '']) {
      const refused = await person.put('/me/email', { address });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'EMAIL_INVALID' });
    }
    expect((await person.get('/me/email')).body).toEqual({
      address: null,
      verified: false,
      pending: false,
      verificationSentAt: null,
    });
    const address = uniqueAddress();
    expect((await person.put('/me/email', { address })).status).toBe(200);
    expect((await person.put('/me/email', { address: 'nope' })).status).toBe(400);
    expect((await person.get<EmailStatus>('/me/email')).body.address).toBe(address);
    expect(mailServer().to(address)).toHaveLength(1);
  });

  it('verifies an address with the link mailed to it, in the language asked for', async () => {
    const person = await signUp();
    const address = uniqueAddress();
    const set = await person.put<EmailStatus>('/me/email', { address, locale: 'it' });
    expect(set.body).toMatchObject({ address, verified: false, pending: true });
    expect(mailServer().to(address)[0]?.subject).toBe(
      'Conferma il tuo indirizzo e-mail per Tavolo',
    );
    const verified = await verify(verificationToken(address));
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ address, verified: true, pending: false });
    expect((await person.get<EmailStatus>('/me/email')).body.verified).toBe(true);
  });

  it('refuses tampered and expired links with stable codes', async () => {
    const person = await signUp();
    const address = uniqueAddress();
    await person.put('/me/email', { address });
    const token = verificationToken(address);
    const [payload = '', mac = ''] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: 9e15 }),
    ).toString('base64url');
    for (const tampered of [`${forged}.${mac}`, `${payload}.${'A'.repeat(43)}`, 'junk']) {
      const refused = await verify(tampered);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    }
    clock.advance(DAY_MS + 1000);
    const expired = await verify(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'EMAIL_TOKEN_EXPIRED' });
    expect((await person.get<EmailStatus>('/me/email')).body.verified).toBe(false);
  });

  it('makes a changed address unverified until its own link is opened', async () => {
    const person = await signUp();
    const first = uniqueAddress();
    await person.put('/me/email', { address: first });
    const firstToken = verificationToken(first);
    expect((await verify(firstToken)).body.verified).toBe(true);
    clock.advance(61_000);
    const second = uniqueAddress();
    const changed = await person.put<EmailStatus>('/me/email', { address: second, locale: 'fr' });
    expect(changed.body).toMatchObject({ address: second, verified: false, pending: true });
    expect(mailServer().to(second)[0]?.subject).toBe('Confirmez votre adresse e-mail pour Tavolo');
    const stale = await verify(firstToken);
    expect(stale.body).toMatchObject({ code: 'EMAIL_TOKEN_INVALID' });
    expect((await verify(verificationToken(second))).body).toMatchObject({ verified: true });
  });

  it('sends the link again at most once a minute, only while unverified', async () => {
    const person = await signUp();
    expect((await person.post('/me/email/verification')).body).toMatchObject({
      code: 'EMAIL_NOT_SET',
    });
    const address = uniqueAddress();
    await person.put('/me/email', { address });
    const tooSoon = await person.post('/me/email/verification', { locale: 'en' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ code: 'EMAIL_RESEND_TOO_SOON' });
    clock.advance(61_000);
    expect((await person.post('/me/email/verification', { locale: 'en' })).status).toBe(200);
    expect(mailServer().to(address)).toHaveLength(2);
    await verify(verificationToken(address));
    clock.advance(61_000);
    const again = await person.post('/me/email/verification');
    expect(again.body).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('turns one kind off for one account with the one-click POST, without signing in', async () => {
    const person = await signUp();
    const other = await signUp();
    const address = uniqueAddress();
    await person.put('/me/email', { address });
    await verify(verificationToken(address));
    const { db } = server().database;
    const channel = new EmailChannel(db, {
      config: mailServer().config(),
      publicUrl: PUBLIC_URL,
      clock,
    });
    const recipient = {
      playerId: person.playerId ?? '',
      displayName: 'P',
      locale: 'en' as const,
      timeZone: 'UTC',
    };
    await channel.send(notificationOf(recipient.playerId, CONTENTS.seat_timed_out), recipient);
    channel.close();
    const mail = mailServer().to(address).at(-1);
    const target = new URL(
      (mail === undefined ? '' : headerOf(mail, 'List-Unsubscribe')).slice(1, -1),
    );
    const oneClick = `${server().url}${target.pathname}${target.search}`;
    const tampered = await fetch(`${oneClick.slice(0, -3)}AAA`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: 'UNSUBSCRIBE_TOKEN_INVALID' });
    const response = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kinds: ['seat_timed_out'] });
    const rows = await db
      .select({
        playerId: notificationPreferences.playerId,
        kind: notificationPreferences.kind,
        email: notificationPreferences.email,
      })
      .from(notificationPreferences)
      .orderBy(asc(notificationPreferences.kind));
    expect(rows.filter((row) => row.playerId === person.playerId)).toEqual([
      { playerId: person.playerId, kind: 'seat_timed_out', email: 'never' },
    ]);
    expect(rows.filter((row) => row.playerId === other.playerId)).toEqual([]);
    const page = await fetch(oneClick, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe(`/email/unsubscribe${target.search}`);
  });

  it('refuses the same over GraphQL with the same codes', async () => {
    const client = await new GraphqlClient(server().url).signUp();
    const invalid = await client.send(
      'mutation { setEmailAddress(address: "nope", locale: it) { address } }',
    );
    expect(invalid.errors?.[0]?.extensions.code).toBe('EMAIL_INVALID');
    const address = uniqueAddress();
    const set = await client.ok<{ setEmailAddress: EmailStatus }>(
      'mutation ($a: String!) { setEmailAddress(address: $a) { address verified pending } }',
      { a: address },
    );
    expect(set.setEmailAddress).toEqual({ address, verified: false, pending: true });
    const anonymous = new GraphqlClient(server().url);
    const tampered = await anonymous.send('mutation { verifyEmail(token: "x.y") { verified } }');
    expect(tampered.errors?.[0]?.extensions.code).toBe('EMAIL_TOKEN_INVALID');
    const verified = await anonymous.ok<{ verifyEmail: EmailStatus }>(
      'mutation ($t: String!) { verifyEmail(token: $t) { address verified } }',
      { t: verificationToken(address) },
    );
    expect(verified.verifyEmail).toEqual({ address, verified: true });
  });
});

describeOnDatabases('the local outbox (no SMTP_URL)', (driver) => {
  const clock = new FakeClock();
  const admin = `boss_${Date.now().toString(36)}`;
  const server = useEmailServer(driver, clock, () => ({
    ...DEFAULT_EMAIL_CONFIG,
    admins: [admin, `${admin}_gq`],
  }));

  it('keeps mail for administrators to read, and no one else', async () => {
    const person = await new RestClient(server().url).signUp();
    const address = uniqueAddress();
    await person.put('/me/email', { address, locale: 'fr' });
    const boss = await new RestClient(server().url).signUp(admin.toUpperCase());

    expect((await new RestClient(server().url).get('/admin/mail')).status).toBe(401);
    const forbidden = await person.get('/admin/mail');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN' });

    const page = await boss.get<OutboxPage>('/admin/mail');
    expect(page.status).toBe(200);
    const [newest] = page.body.messages;
    expect(newest).toMatchObject({
      to: address,
      subject: 'Confirmez votre adresse e-mail pour Tavolo',
    });
    const id = newest?.id ?? '';
    expect((await person.get(`/admin/mail/${id}`)).status).toBe(403);
    const message = await boss.get<OutboxMessage>(`/admin/mail/${id}`);
    expect(message.body.headers['Message-ID']).toBe(message.body.messageId);
    expect(message.body.text).toContain(VERIFY_PAGE);
    expect(message.body.html).toContain('<html lang="fr">');
    const raw = message.body.raw.replace(/\r?\n[ \t]+/g, ' '); // headers unfolded
    expect(raw).toContain(`Message-ID: ${message.body.messageId}`);
    expect(raw).toContain(`To: ${address}`);

    expect(
      (await new GraphqlClient(server().url).send('{ adminMail { nextBefore } }')).errors?.[0]
        ?.extensions.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('serves the outbox over GraphQL to administrators only', async () => {
    const someone = await new GraphqlClient(server().url).signUp();
    const refused = await someone.send('{ adminMail { messages { id } } }');
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    await someone.ok('mutation { setEmailAddress(address: "gq@mail.example") { pending } }');
    const boss = await new GraphqlClient(server().url).signUp(`${admin}_gq`);
    const read = await boss.ok<{ adminMail: { messages: { id: string; to: string }[] } }>(
      '{ adminMail(limit: 1) { messages { id to } } }',
    );
    const [newest] = read.adminMail.messages;
    expect(newest?.to).toBe('gq@mail.example');
    const one = await boss.ok<{ adminMailMessage: { headers: Record<string, string> } }>(
      'query ($id: ID!) { adminMailMessage(id: $id) { headers } }',
      { id: newest?.id },
    );
    expect(one.adminMailMessage.headers['To']).toBe('gq@mail.example');
    const notHis = await someone.send('query ($id: ID!) { adminMailMessage(id: $id) { raw } }', {
      id: newest?.id,
    });
    expect(notHis.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
