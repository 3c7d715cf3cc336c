/**
 * The durable job queue of outbound delivery (issue 18 item 1, ADR 0031): pg-boss in the game
 * database (its own `pgboss` schema), on Postgres with a small pool of its own and on PGlite
 * through its one connection. Every job has an id derived from what it is about (job-ids.ts),
 * so sending it twice inserts it once; a failed attempt is retried with exponential backoff and
 * dead-lettered to {@link DEAD_LETTER_QUEUE} when the retries run out. Jobs are enqueued inside
 * the transaction that decides them (`enqueueIn`), so a commit never leaves work unqueued.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { ConstructorOptions, DrizzleTransactionLike, Job } from 'pg-boss';
import type { QueueConnection } from '../db/database.ts';
import type { Transaction } from '../store/game-rows.ts';
import { PermanentDeliveryError } from './contract.ts';
import { jobIdOf } from './job-ids.ts';

export const DEAD_LETTER_QUEUE = 'tavolo.dead';

/** How failed attempts are retried. */
export interface RetryPolicy {
  /** Attempts after the first. */
  readonly limit: number;
  /** The first retry's delay; doubled (with jitter) each time when `backoff` is on. */
  readonly delaySeconds: number;
  readonly backoff: boolean;
  readonly maxDelaySeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  limit: 8,
  delaySeconds: 30,
  backoff: true,
  maxDelaySeconds: 6 * 3600,
};

/** A queue and how its failed jobs are retried. */
export interface QueueSpec {
  readonly name: string;
  readonly retry: RetryPolicy;
}

/** Each of `names` with the same retries. */
export const queuesWith = (names: readonly string[], retry: RetryPolicy): QueueSpec[] =>
  names.map((name) => ({ name, retry }));

/** One job to enqueue: its queue, its data, the key its id derives from, and when at the soonest. */
export interface JobRequest<Data extends object = object> {
  readonly queue: string;
  readonly data: Data;
  readonly key: string;
  readonly startAfter?: Date | undefined;
}

/** Runs one job's work; throws to have it retried, PermanentDeliveryError to end it failed. */
export type JobHandler = (data: unknown, job: { id: string; retryCount: number }) => Promise<void>;

export interface JobState {
  readonly state: string;
  readonly retryCount: number;
  readonly startAfter: Date;
}

/** What became of a job a drain ran. */
export interface JobRun {
  readonly queue: string;
  readonly id: string;
  readonly outcome: 'done' | 'retrying' | 'refused';
  readonly error?: string;
}

type ExecuteResult = Awaited<ReturnType<DrizzleTransactionLike['execute']>>;

/** The drizzle transaction as pg-boss's adapter takes it: pg-boss builds its queries with `sql`. */
function transactionLike(tx: Transaction): DrizzleTransactionLike {
  return {
    execute: async (query) => (await tx.execute(query as SQL)) as ExecuteResult,
  };
}

function bossOptions(connection: QueueConnection): ConstructorOptions {
  const common = { schema: 'pgboss', schedule: false, supervise: true } as const;
  return connection.kind === 'pglite'
    ? { ...common, db: fromPglite(connection.client) }
    : { ...common, connectionString: connection.url, max: 3 };
}

export class DeliveryQueue {
  readonly #boss: PgBoss;
  readonly #handlers = new Map<string, JobHandler>();
  #working = false;

  private constructor(boss: PgBoss) {
    this.#boss = boss;
  }

  /**
   * Starts pg-boss (creating or upgrading its schema) and the queues, each with its retries.
   * `onError` hears pg-boss's own background errors (maintenance, a lost connection).
   */
  static async open(
    connection: QueueConnection,
    queues: readonly QueueSpec[],
    onError: (error: unknown) => void,
  ): Promise<DeliveryQueue> {
    const boss = new PgBoss(bossOptions(connection));
    boss.on('error', onError);
    await boss.start();
    await boss.createQueue(DEAD_LETTER_QUEUE);
    for (const { name, retry } of queues) {
      await boss.createQueue(name, {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        ...(retry.backoff ? { retryDelayMax: retry.maxDelaySeconds } : {}),
        deadLetter: DEAD_LETTER_QUEUE,
      });
    }
    return new DeliveryQueue(boss);
  }

  /** Enqueues `jobs` in `tx`: they exist exactly when `tx` commits. */
  async enqueueIn(tx: Transaction, jobs: readonly JobRequest[]): Promise<void> {
    const db = fromDrizzle(transactionLike(tx), sql);
    for (const job of jobs) await this.#send(job, db);
  }

  /** Enqueues `jobs` now (each alone); a job already enqueued under its key is left as it is. */
  async enqueue(jobs: readonly JobRequest[]): Promise<void> {
    for (const job of jobs) await this.#send(job);
  }

  async #send(job: JobRequest, db?: ReturnType<typeof fromDrizzle>): Promise<void> {
    await this.#boss.send(job.queue, job.data, {
      id: jobIdOf(job.key),
      ...(job.startAfter === undefined ? {} : { startAfter: job.startAfter }),
      ...(db === undefined ? {} : { db }),
    });
  }

  /** Who does the work of `queue`: used by `drain` and, once `work` was called, by pg-boss. */
  handle(queue: string, handler: JobHandler): void {
    this.#handlers.set(queue, handler);
  }

  /** Lets pg-boss poll every handled queue (the running server; tests drain by hand). */
  async work(pollingIntervalSeconds: number): Promise<void> {
    if (this.#working) return;
    this.#working = true;
    for (const [queue, handler] of this.#handlers) {
      await this.#boss.work<object>(queue, { pollingIntervalSeconds }, async (jobs) => {
        for (const job of jobs) await this.#runForBoss(handler, job);
      });
    }
  }

  /** A permanent refusal ends the job (no retries); anything else thrown is retried. */
  async #runForBoss(handler: JobHandler, job: Job): Promise<void> {
    try {
      await handler(job.data, { id: job.id, retryCount: job.retryCount });
    } catch (error) {
      if (error instanceof PermanentDeliveryError) return;
      throw error;
    }
  }

  /**
   * Runs the jobs of `queue` that are due now (by the database's clock), at most `limit`: the
   * deterministic way tests and the start-up catch-up move work along. What became of each.
   */
  async drain(queue: string, limit = 100): Promise<JobRun[]> {
    const handler = this.#handlers.get(queue);
    if (handler === undefined) return [];
    const jobs = await this.#boss.fetch<object>(queue, { batchSize: limit });
    const runs: JobRun[] = [];
    for (const job of jobs) runs.push(await this.#runOne(queue, handler, job));
    return runs;
  }

  async #runOne(queue: string, handler: JobHandler, job: Job): Promise<JobRun> {
    try {
      await handler(job.data, { id: job.id, retryCount: job.retryCount });
      await this.#boss.complete(queue, job.id);
      return { queue, id: job.id, outcome: 'done' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof PermanentDeliveryError) {
        await this.#boss.complete(queue, job.id, { refused: message });
        return { queue, id: job.id, outcome: 'refused', error: message };
      }
      await this.#boss.fail(queue, job.id, { error: message });
      return { queue, id: job.id, outcome: 'retrying', error: message };
    }
  }

  /** A job's state as pg-boss keeps it (tests, the delivery log): undefined if unknown. */
  async jobState(queue: string, key: string): Promise<JobState | undefined> {
    const [job] = await this.#boss.findJobs<object>(queue, { id: jobIdOf(key) });
    return job === undefined
      ? undefined
      : { state: job.state, retryCount: job.retryCount, startAfter: job.startAfter };
  }

  /** The dead letters whose data contains `data` (what ran out of retries). */
  async deadLetters(data: object): Promise<number> {
    return (await this.#boss.findJobs<object>(DEAD_LETTER_QUEUE, { data })).length;
  }

  async close(): Promise<void> {
    await this.#boss.stop({ graceful: false, close: true });
  }
}
