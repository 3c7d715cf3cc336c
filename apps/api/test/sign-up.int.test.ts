/**
 * Sign-up over REST is all or nothing: everything is checked first, the account and its session
 * are made in one transaction, and a refused sign-up leaves no row behind (issue 15: a sign-up
 * with a display name used to answer 400 after creating the account).
 */
import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';

const { accounts, players, sessions } = schema;
const PASSWORD = 'correct horse battery staple';

interface SessionBody {
  readonly account: { readonly username: string; readonly displayName: string };
  readonly csrfToken: string;
}

describeOnDatabases('sign-up', (driver) => {
  const fixture = useServer(driver);
  const client = () => new RestClient(fixture().url);

  const rows = async () => {
    const { db } = fixture().server.database;
    const counted = await Promise.all(
      [players, accounts, sessions].map((table) => db.select({ n: count() }).from(table)),
    );
    return counted.map(([row]) => row?.n);
  };

  it('stores the display name the web form sends, and signs in', async () => {
    const ann = client();
    const reply = await ann.post<SessionBody>('/auth/sign-up', {
      username: 'ann_display',
      password: PASSWORD,
      displayName: 'Ann of Green Gables',
    });
    expect(reply.status).toBe(201);
    expect(reply.body.account).toMatchObject({
      username: 'ann_display',
      displayName: 'Ann of Green Gables',
    });
    const session = await ann.get<SessionBody>('/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.account.displayName).toBe('Ann of Green Gables');
  });

  it('creates nothing when any part of the sign-up is refused', async () => {
    const before = await rows();
    const refused = [
      { username: 'bo', password: PASSWORD },
      { username: 'bob_short', password: 'short' },
      { username: 'bob_blank', password: PASSWORD, displayName: '   ' },
      { username: 'bob_long', password: PASSWORD, displayName: 'x'.repeat(101) },
      { username: 'bob_nul', password: PASSWORD, displayName: 'Bob\u0000' },
      { username: 'bob_control', password: PASSWORD, displayName: 'Bob\u001b[31m' },
      { username: 'bob_extra', password: PASSWORD, admin: true },
    ];
    for (const body of refused) {
      const reply = await client().post('/auth/sign-up', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toMatchObject({ code: 'INVALID_INPUT' });
      expect(await rows(), JSON.stringify(body)).toEqual(before);
    }
    // Each refused name is still free.
    for (const { username } of refused.filter((body) => body.username.length >= 3)) {
      expect((await client().signUp(username)).playerId).toEqual(expect.any(String));
    }
  });

  it('refuses a taken name without adding a row', async () => {
    await client().signUp('carol_taken');
    const before = await rows();
    const again = await client().post('/auth/sign-up', {
      username: 'CAROL_TAKEN',
      password: PASSWORD,
      displayName: 'Another Carol',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'USERNAME_TAKEN' } });
    expect(await rows()).toEqual(before);
  });
});
