/**
 * The sign-in limits of AccountService on both drivers, on a test clock (nothing sleeps):
 * failures per username from any number of addresses, per address over many usernames, unknown
 * names counted like known ones, a right password refused during a lock, the lock doubling and
 * ending, a success forgetting the username's count, and concurrent failures all counted.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '../src/index.ts';
import type { AccountService } from '../src/index.ts';
import { useAccounts } from './account-fixture.ts';
import { describeOnDatabases } from './databases.ts';
import { TEST_HASHING, TEST_SIGN_IN_LIMITS } from './http.ts';

const SECOND = 1000;
const PASSWORD = 'correct horse battery staple';

/** The code an attempt ends with ('OK' for a session). */
async function attempt(
  accounts: AccountService,
  username: string,
  password: string,
  address?: string,
): Promise<string> {
  try {
    await accounts.signIn({ username, password }, { address });
    return 'OK';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

async function retryAfter(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  }
}

describeOnDatabases('sign-in limits', (driver) => {
  const fixture = useAccounts(driver, {
    hashing: TEST_HASHING,
    signInLimits: TEST_SIGN_IN_LIMITS,
  });
  let addresses = 0;
  /** A new address for every attempt, as a botnet would send them. */
  const anywhere = () => `198.51.100.${String((addresses += 1) % 250)}`;

  it('locks a username guessed from many addresses, even against the right password', async () => {
    const { accounts, advance } = fixture();
    await accounts.signUp({ username: 'ann', password: PASSWORD });
    const guesses = [];
    for (let i = 0; i < 3; i += 1)
      guesses.push(await attempt(accounts, 'ann', 'guess', anywhere()));
    expect(guesses).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    expect(await attempt(accounts, 'ann', 'guess', anywhere())).toBe('SIGN_IN_THROTTLED');
    expect(await attempt(accounts, 'ANN', PASSWORD, anywhere())).toBe('SIGN_IN_THROTTLED');
    expect(await retryAfter(accounts.signIn({ username: 'ann', password: PASSWORD }))).toBe(10);

    advance(9 * SECOND);
    expect(await retryAfter(accounts.signIn({ username: 'ann', password: 'x' }))).toBe(1);
    advance(SECOND);
    // The lock is over; one more failure locks for twice as long, then four times, up to 40 s.
    expect(await attempt(accounts, 'ann', 'guess', anywhere())).toBe('INVALID_CREDENTIALS');
    expect(await retryAfter(accounts.signIn({ username: 'ann', password: PASSWORD }))).toBe(20);
    advance(20 * SECOND);
    expect(await attempt(accounts, 'ann', 'guess', anywhere())).toBe('INVALID_CREDENTIALS');
    expect(await retryAfter(accounts.signIn({ username: 'ann', password: PASSWORD }))).toBe(40);
    advance(40 * SECOND);
    expect(await attempt(accounts, 'ann', 'guess', anywhere())).toBe('INVALID_CREDENTIALS');
    expect(await retryAfter(accounts.signIn({ username: 'ann', password: PASSWORD }))).toBe(40);

    advance(40 * SECOND);
    expect(await attempt(accounts, 'ann', PASSWORD, anywhere())).toBe('OK');
    // The success forgot the count: three free failures again.
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt(accounts, 'ann', 'guess', anywhere())).toBe('INVALID_CREDENTIALS');
    }
    expect(await attempt(accounts, 'ann', PASSWORD, anywhere())).toBe('SIGN_IN_THROTTLED');
    advance(10 * SECOND);
    expect(await attempt(accounts, 'ann', PASSWORD, anywhere())).toBe('OK');
  });

  it('counts unknown usernames exactly like known ones', async () => {
    const { accounts } = fixture();
    await accounts.signUp({ username: 'bea', password: PASSWORD });
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await attempt(accounts, 'bea', 'guess', anywhere()));
      unknown.push(await attempt(accounts, 'nobody_here', 'guess', anywhere()));
    }
    expect(unknown).toEqual(known);
    expect(known.slice(2)).toEqual([
      'INVALID_CREDENTIALS',
      'SIGN_IN_THROTTLED',
      'SIGN_IN_THROTTLED',
    ]);
  });

  it('locks an address that guesses at many usernames', async () => {
    const { accounts, advance } = fixture();
    const names = ['cat', 'dan', 'eve'];
    for (const username of names) await accounts.signUp({ username, password: PASSWORD });
    const address = '203.0.113.7';
    // Two failures per name stay under the username limit; the fifth from the address locks it.
    const codes = [];
    for (const username of [...names, ...names]) {
      codes.push(await attempt(accounts, username, 'guess', address));
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('INVALID_CREDENTIALS'));
    expect(codes[5]).toBe('SIGN_IN_THROTTLED');
    expect(await attempt(accounts, 'cat', PASSWORD, address)).toBe('SIGN_IN_THROTTLED');
    // Other addresses are not held up, and the names are not locked.
    expect(await attempt(accounts, 'cat', PASSWORD, '203.0.113.8')).toBe('OK');
    // A success does not clear the address: its own account would otherwise wash it.
    expect(await attempt(accounts, 'dan', PASSWORD, address)).toBe('SIGN_IN_THROTTLED');
    advance(10 * SECOND);
    expect(await attempt(accounts, 'dan', PASSWORD, address)).toBe('OK');
    expect(await attempt(accounts, 'eve', 'guess', address)).toBe('INVALID_CREDENTIALS');
    expect(
      await retryAfter(accounts.signIn({ username: 'eve', password: PASSWORD }, { address })),
    ).toBe(20);
  });

  it('forgets failures after a quiet period', async () => {
    const { accounts, advance } = fixture();
    await accounts.signUp({ username: 'fay', password: PASSWORD });
    for (let i = 0; i < 2; i += 1) await attempt(accounts, 'fay', 'guess', anywhere());
    advance(TEST_SIGN_IN_LIMITS.forgetAfterMs);
    for (let i = 0; i < 3; i += 1) {
      expect(await attempt(accounts, 'fay', 'guess', anywhere())).toBe('INVALID_CREDENTIALS');
    }
    expect(await attempt(accounts, 'fay', PASSWORD, anywhere())).toBe('SIGN_IN_THROTTLED');
  });

  it('counts every one of many concurrent failures (one upsert per attempt)', async () => {
    const { accounts, database } = fixture();
    const attempts = 24;
    const codes = await Promise.all(
      Array.from({ length: attempts }, () => attempt(accounts, 'gus_unknown', 'guess', anywhere())),
    );
    // Those that passed the lock check before the third failure was written were each counted.
    const failed = codes.filter((code) => code === 'INVALID_CREDENTIALS').length;
    expect(failed).toBeGreaterThanOrEqual(3);
    expect(failed + codes.filter((code) => code === 'SIGN_IN_THROTTLED').length).toBe(attempts);
    const [row] = await database.db
      .select()
      .from(schema.signInFailures)
      .where(eq(schema.signInFailures.key, 'account:gus_unknown'));
    expect(row?.failures).toBe(failed);
    expect(await attempt(accounts, 'gus_unknown', 'guess')).toBe('SIGN_IN_THROTTLED');
  });
});
