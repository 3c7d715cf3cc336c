/**
 * Accounts, sessions and API tokens on both drivers: passwords kept as argon2id hashes, session
 * and API tokens kept as sha256 only, one refusal for unknown users and wrong passwords, and
 * malformed input refused before anything is written.
 */
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '../src/index.ts';
import { useAccounts } from './account-fixture.ts';
import { describeOnDatabases } from './databases.ts';

/** Cheap costs so the suite is quick; one test below checks the OWASP defaults. */
const FAST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const DAY_MS = 24 * 3600 * 1000;
const { accounts, apiTokens, players, sessions } = schema;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const rejectsWith = (promise: Promise<unknown>, code: string) =>
  expect(promise).rejects.toMatchObject({ code });

describeOnDatabases('accounts', (driver) => {
  const fixture = useAccounts(driver, { hashing: FAST_HASHING });

  const rowCounts = async () => {
    const { db } = fixture().database;
    const [p] = await db.select({ n: count() }).from(players);
    const [a] = await db.select({ n: count() }).from(accounts);
    const [s] = await db.select({ n: count() }).from(sessions);
    const [t] = await db.select({ n: count() }).from(apiTokens);
    return [p?.n, a?.n, s?.n, t?.n];
  };

  it('signs up, in and out', async () => {
    const { accounts: service, now } = fixture();
    const ann = await service.signUp({ username: 'ann', password: 'correct horse' });
    expect(ann).toEqual({
      playerId: expect.any(String) as unknown,
      username: 'ann',
      displayName: 'ann',
      createdAt: now().toISOString(),
    });
    const bea = await service.signUp({
      username: 'Bea.T-2',
      password: 'battery staple',
      displayName: '  Béatrice  ',
    });
    expect(bea.displayName).toBe('Béatrice');
    expect(await service.account(ann.playerId)).toEqual(ann);
    expect(await service.account('nobody')).toBeUndefined();
    const [player] = await fixture()
      .database.db.select()
      .from(players)
      .where(eq(players.id, ann.playerId));
    expect(player?.displayName).toBe('ann');

    const signedIn = await service.signIn({ username: 'ann', password: 'correct horse' });
    expect(signedIn.account).toEqual(ann);
    expect(signedIn.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signedIn.expiresAt).toBe(new Date(now().getTime() + 30 * DAY_MS).toISOString());
    expect(await service.sessionAccount(signedIn.sessionToken)).toEqual({
      account: ann,
      expiresAt: signedIn.expiresAt,
    });
    const other = await service.signIn({ username: 'ann', password: 'correct horse' });
    expect(other.sessionToken).not.toBe(signedIn.sessionToken);

    await service.signOut(signedIn.sessionToken);
    expect(await service.sessionAccount(signedIn.sessionToken)).toBeUndefined();
    await service.signOut(signedIn.sessionToken); // idempotent
    await service.signOut('not a token');
    expect((await service.sessionAccount(other.sessionToken))?.account).toEqual(ann);
    expect(await service.sessionAccount('')).toBeUndefined();
    expect(await service.sessionAccount('x'.repeat(43))).toBeUndefined();
  });

  it('keeps only the sha256 of a session token', async () => {
    const { accounts: service, database } = fixture();
    await service.signUp({ username: 'hashed-session', password: 'password1' });
    const { sessionToken, account } = await service.signIn({
      username: 'hashed-session',
      password: 'password1',
    });
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.playerId, account.playerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toBe(sha256(sessionToken));
    expect(JSON.stringify(rows)).not.toContain(sessionToken);
  });

  it('treats usernames without regard to case, and settles a race for one', async () => {
    const { accounts: service } = fixture();
    const carla = await service.signUp({ username: 'Carla', password: 'password1' });
    await rejectsWith(
      service.signUp({ username: 'carla', password: 'password2' }),
      'USERNAME_TAKEN',
    );
    await rejectsWith(
      service.signUp({ username: 'CARLA', password: 'password2' }),
      'USERNAME_TAKEN',
    );
    const signedIn = await service.signIn({ username: 'cArLa', password: 'password1' });
    expect(signedIn.account).toEqual(carla);
    expect(signedIn.account.username).toBe('Carla');

    const before = await rowCounts();
    const results = await Promise.allSettled([
      service.signUp({ username: 'Racer', password: 'password1' }),
      service.signUp({ username: 'racer', password: 'password2' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'USERNAME_TAKEN' });
    const after = await rowCounts();
    expect(after[0]).toBe((before[0] ?? 0) + 1); // the loser's players row was rolled back
  });

  it('gives one answer for an unknown username and a wrong password', async () => {
    const { accounts: service } = fixture();
    await service.signUp({ username: 'dora', password: 'password1' });
    const wrong = await service
      .signIn({ username: 'dora', password: 'password2' })
      .catch((e: unknown) => e);
    const unknown = await service
      .signIn({ username: 'nobody-here', password: 'password1' })
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(unknown).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((wrong as Error).message).toBe((unknown as Error).message);
    expect((wrong as Error).message).not.toContain('dora');
  });

  it("stores an argon2id hash with OWASP's costs by default, and upgrades older hashes", async () => {
    const { accounts: fast, database, service } = fixture();
    const owasp = service();
    const eve = await owasp.signUp({ username: 'eve', password: 'open sesame' });
    const storedHash = async (playerId: string) =>
      (await database.db.select().from(accounts).where(eq(accounts.playerId, playerId)))[0]
        ?.passwordHash;
    const hash = await storedHash(eve.playerId);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain('open sesame');

    const fred = await fast.signUp({ username: 'fred', password: 'open sesame' });
    expect(await storedHash(fred.playerId)).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    await owasp.signIn({ username: 'fred', password: 'open sesame' });
    expect(await storedHash(fred.playerId)).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await fast.signIn({ username: 'fred', password: 'open sesame' }); // still the same password
  });

  it('expires sessions, and refreshes last_seen_at at most once a minute', async () => {
    const { database, service, advance, now } = fixture();
    const short = service({ sessionTtlMs: 3600_000, hashing: FAST_HASHING });
    const gus = await short.signUp({ username: 'gus', password: 'password1' });
    const { sessionToken, expiresAt } = await short.signIn({
      username: 'gus',
      password: 'password1',
    });
    const signedInAt = now();
    const lastSeen = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.playerId, gus.playerId)))[0]
        ?.lastSeenAt;

    advance(30_000);
    expect(await short.sessionAccount(sessionToken)).toEqual({ account: gus, expiresAt });
    expect(await lastSeen()).toEqual(signedInAt);
    advance(60_000);
    await short.sessionAccount(sessionToken);
    expect(await lastSeen()).toEqual(now());
    expect((await short.sessionAccount(sessionToken))?.expiresAt).toBe(expiresAt); // no sliding

    advance(3600_000);
    expect(await short.sessionAccount(sessionToken)).toBeUndefined();
    expect(await lastSeen()).toBeUndefined(); // the expired row is gone
  });

  it('shows an API token once, stores its hash, lists it without the secret', async () => {
    const { accounts: service, database, advance, now } = fixture();
    const hal = await service.signUp({ username: 'hal', password: 'password1' });
    const first = await service.createToken(hal.playerId, { name: ' bot ', scopes: ['bot'] });
    advance(1000);
    const second = await service.createToken(hal.playerId, {
      name: 'client',
      scopes: ['play', 'read'],
    });
    expect(second.token).toMatch(/^tvl_[A-Za-z0-9_-]{43}$/);
    expect(second.info).toEqual({
      id: expect.any(String) as unknown,
      name: 'client',
      scopes: ['read', 'play'],
      prefix: second.token.slice(0, 12),
      createdAt: now().toISOString(),
      lastUsedAt: null,
    });
    expect(first.info.name).toBe('bot');

    const rows = await database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.playerId, hal.playerId));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [sha256(first.token), sha256(second.token)].sort(),
    );
    for (const secret of [first.token, second.token]) {
      expect(JSON.stringify(rows)).not.toContain(secret);
    }

    const listed = await service.listTokens(hal.playerId);
    expect(listed).toEqual([second.info, first.info]); // newest first
    expect(JSON.stringify(listed)).not.toContain(second.token);
    expect(await service.listTokens('nobody')).toEqual([]);

    const caller = await service.tokenAccount(second.token);
    expect(caller).toEqual({ account: hal, tokenId: second.info.id, scopes: ['read', 'play'] });
    expect((await service.listTokens(hal.playerId))[0]?.lastUsedAt).toBe(now().toISOString());
    expect(await service.tokenAccount(`${second.token.slice(0, -1)}x`)).toBeUndefined();
    expect(await service.tokenAccount(second.token.slice(4))).toBeUndefined();
  });

  it('revokes tokens for their owner only', async () => {
    const { accounts: service } = fixture();
    const ida = await service.signUp({ username: 'ida', password: 'password1' });
    const jon = await service.signUp({ username: 'jon', password: 'password1' });
    const { token, info } = await service.createToken(ida.playerId, {
      name: 'laptop',
      scopes: ['read', 'play', 'bot'],
    });
    expect((await service.tokenAccount(token))?.scopes).toEqual(['read', 'play', 'bot']);

    await rejectsWith(service.revokeToken(jon.playerId, info.id), 'TOKEN_NOT_FOUND');
    await rejectsWith(service.revokeToken(ida.playerId, 'no-such-token'), 'TOKEN_NOT_FOUND');
    expect((await service.tokenAccount(token))?.account).toEqual(ida);

    await service.revokeToken(ida.playerId, info.id);
    expect(await service.tokenAccount(token)).toBeUndefined();
    expect(await service.listTokens(ida.playerId)).toEqual([]);
    await rejectsWith(service.revokeToken(ida.playerId, info.id), 'TOKEN_NOT_FOUND');
  });

  it('refuses malformed input with INVALID_INPUT and writes nothing', async () => {
    const { accounts: service, database } = fixture();
    const kim = await service.signUp({ username: 'kim', password: 'password1' });
    const before = await rowCounts();
    const refusals: [string, Promise<unknown>][] = [
      ['short username', service.signUp({ username: 'ab', password: 'password1' })],
      ['long username', service.signUp({ username: 'a'.repeat(33), password: 'password1' })],
      ['username with a space', service.signUp({ username: 'a b c', password: 'password1' })],
      ['username with @', service.signUp({ username: 'me@home', password: 'password1' })],
      ['short password', service.signUp({ username: 'valid', password: 'seven77' })],
      ['long password', service.signUp({ username: 'valid', password: 'p'.repeat(257) })],
      [
        'empty display name',
        service.signUp({ username: 'valid', password: 'password1', displayName: ' ' }),
      ],
      [
        'unknown field',
        service.signUp({ username: 'valid', password: 'password1', admin: true } as never),
      ],
      ['sign-in without password', service.signIn({ username: 'kim', password: '' })],
      ['empty token name', service.createToken(kim.playerId, { name: ' ', scopes: ['read'] })],
      [
        'long token name',
        service.createToken(kim.playerId, { name: 'n'.repeat(101), scopes: ['read'] }),
      ],
      ['no scopes', service.createToken(kim.playerId, { name: 'n', scopes: [] })],
      [
        'repeated scope',
        service.createToken(kim.playerId, { name: 'n', scopes: ['read', 'read'] }),
      ],
      [
        'unknown scope',
        service.createToken(kim.playerId, { name: 'n', scopes: ['admin'] as never }),
      ],
      ['empty token id', service.revokeToken(kim.playerId, '')],
    ];
    for (const [what, promise] of refusals) {
      const error = await promise.catch((e: unknown) => e);
      expect(error, what).toMatchObject({ code: 'INVALID_INPUT' });
      expect((error as Error).message, what).not.toContain('password1');
    }
    await rejectsWith(
      service.createToken('nobody', { name: 'n', scopes: ['read'] }),
      'PLAYER_NOT_FOUND',
    );
    expect(await rowCounts()).toEqual(before);

    // The database refuses what the service would never write.
    await expect(
      database.db.insert(apiTokens).values({
        id: 'bad-scope',
        playerId: kim.playerId,
        name: 'n',
        scopes: ['admin' as never],
        tokenHash: 'h',
        tokenPrefix: 'p',
        createdAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});
