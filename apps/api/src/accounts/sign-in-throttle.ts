/**
 * Failed sign-ins, counted in the database so that every API process sees the same count: per
 * username (whether an account has it or not, so a lock tells nothing about which names exist)
 * and per client address. After a key's free failures it is locked, for a time that doubles
 * with each further failure up to a cap; while either key of an attempt is locked, the attempt is
 * refused before the password is looked at — a right password too, so a lock cannot be used to
 * test guesses. A success forgets the username's failures (not the address's: an attacker could
 * otherwise clear their address by signing in to an account of their own between guesses).
 * Counts are forgotten after a quiet period, and their rows pruned.
 */
import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { signInFailures } from '../db/schema.ts';
import type { SignInFailureRow } from '../db/schema.ts';
import { SignInThrottledError } from '../errors.ts';
import type { FailureLimit, SignInLimits } from './types.ts';

/** The keys one sign-in attempt is counted under. */
export interface AttemptKeys {
  readonly username: string;
  readonly address?: string | undefined;
}

function usernameKey(username: string): string {
  return `account:${username.toLowerCase()}`;
}

function addressKey(address: string): string {
  return `address:${address}`;
}

/** When a key with these failures, the last at `last`, is free again (undefined: not locked). */
function lockedUntil(limit: FailureLimit, failures: number, last: Date): Date | undefined {
  const beyond = failures - limit.freeFailures;
  if (beyond < 0) return undefined;
  // 2^beyond overflows to Infinity long after the cap is reached; min() keeps the cap.
  const lockMs = Math.min(limit.firstLockMs * 2 ** beyond, limit.maxLockMs);
  return new Date(last.getTime() + lockMs);
}

function checkLimits(limits: SignInLimits): void {
  for (const limit of [limits.perUsername, limits.perAddress]) {
    const { freeFailures, firstLockMs, maxLockMs } = limit;
    if (!Number.isSafeInteger(freeFailures) || freeFailures < 1) {
      throw new RangeError(`freeFailures must be a positive integer (got ${freeFailures})`);
    }
    if (!(firstLockMs > 0 && maxLockMs >= firstLockMs && limits.forgetAfterMs > maxLockMs)) {
      throw new RangeError('sign-in limits need 0 < firstLockMs ≤ maxLockMs < forgetAfterMs');
    }
  }
}

export class SignInThrottle {
  readonly #db: Db;
  readonly #limits: SignInLimits;
  readonly #clock: Clock;

  constructor(db: Db, limits: SignInLimits, clock: Clock) {
    checkLimits(limits);
    this.#db = db;
    this.#limits = limits;
    this.#clock = clock;
  }

  /** Throws SIGN_IN_THROTTLED (with the seconds to wait) while either key is locked. */
  async refuseWhileLocked(keys: AttemptKeys): Promise<void> {
    const limitOf = this.#limitsByKey(keys);
    const rows = await this.#db
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.key, [...limitOf.keys()]));
    const now = this.#clock.now().getTime();
    const ends = rows
      .map((row) => this.#lockEnd(row, limitOf.get(row.key), now))
      .filter((end) => end > now);
    if (ends.length === 0) return;
    throw new SignInThrottledError(Math.max(1, Math.ceil((Math.max(...ends) - now) / 1000)));
  }

  /**
   * Counts one failure under each key in one statement (insert … on conflict do update), so that
   * concurrent failures from any process are all counted; a count whose last failure is
   * forgetAfterMs old starts again from 1. Then drops the rows that old.
   */
  async recordFailure(keys: AttemptKeys): Promise<void> {
    const now = this.#clock.now();
    const forgetBefore = new Date(now.getTime() - this.#limits.forgetAfterMs);
    const cutoff = sql`${forgetBefore.toISOString()}::timestamptz`;
    const rows = [...this.#limitsByKey(keys).keys()].map((key) => ({
      key,
      failures: 1,
      lastFailureAt: now,
    }));
    await this.#db
      .insert(signInFailures)
      .values(rows)
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.lastFailureAt} <= ${cutoff} then 1
            else ${signInFailures.failures} + 1 end`,
          lastFailureAt: sql`greatest(${signInFailures.lastFailureAt}, excluded.last_failure_at)`,
        },
      });
    await this.#db.delete(signInFailures).where(lte(signInFailures.lastFailureAt, forgetBefore));
  }

  /** A successful sign-in forgets the username's failures. */
  async forgive(keys: AttemptKeys): Promise<void> {
    const key = usernameKey(keys.username);
    await this.#db.delete(signInFailures).where(eq(signInFailures.key, key));
  }

  #limitsByKey(keys: AttemptKeys): Map<string, FailureLimit> {
    const limits = new Map([[usernameKey(keys.username), this.#limits.perUsername]]);
    if (keys.address !== undefined) limits.set(addressKey(keys.address), this.#limits.perAddress);
    return limits;
  }

  /** When the row's lock ends, in ms (0 when it is not locked or its failures are forgotten). */
  #lockEnd(row: SignInFailureRow, limit: FailureLimit | undefined, now: number): number {
    if (limit === undefined) return 0;
    if (now - row.lastFailureAt.getTime() >= this.#limits.forgetAfterMs) return 0;
    return lockedUntil(limit, row.failures, row.lastFailureAt)?.getTime() ?? 0;
  }
}
