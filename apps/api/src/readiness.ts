/**
 * Readiness, as opposed to liveness: /health says the process runs (and never touches the
 * database), /ready says whether this replica can serve — the database answers `select 1` within
 * a short timeout, and the live feed's LISTEN connection is up (while it is down, moves still
 * work but live updates wait for it to come back).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/database.ts';

export interface ReadinessCheck {
  readonly status: 'ok' | 'fail';
  /** Why the check failed, for people (absent when it passed). */
  readonly message?: string;
}

export interface ReadinessReport {
  readonly status: 'ok' | 'unavailable';
  readonly checks: { readonly database: ReadinessCheck; readonly feed: ReadinessCheck };
}

/** What readiness needs to know of the live feed (GameFeed). */
export interface FeedHealth {
  /** False while the LISTEN connection is lost and being re-established. */
  readonly listening: boolean;
}

const OK: ReadinessCheck = { status: 'ok' };

/** Rejects with a timeout error when `work` has not settled within `timeoutMs`. */
async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class Readiness {
  readonly #db: Db;
  readonly #feed: FeedHealth;
  readonly #timeoutMs: number;

  constructor(db: Db, feed: FeedHealth, timeoutMs: number) {
    this.#db = db;
    this.#feed = feed;
    this.#timeoutMs = timeoutMs;
  }

  async check(): Promise<ReadinessReport> {
    const database = await this.#database();
    const feed: ReadinessCheck = this.#feed.listening
      ? OK
      : { status: 'fail', message: 'The live feed has lost its LISTEN connection; reconnecting.' };
    const ready = database.status === 'ok' && feed.status === 'ok';
    return { status: ready ? 'ok' : 'unavailable', checks: { database, feed } };
  }

  async #database(): Promise<ReadinessCheck> {
    try {
      await within(this.#db.execute(sql`select 1`), this.#timeoutMs);
      return OK;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { status: 'fail', message: `The database did not answer: ${reason}` };
    }
  }
}
