/**
 * The faults a chaos schedule injects while the clients play, each measured: how long the service
 * was broken (the outage) and how long after the repair every affected server process had
 * acknowledged a move again (the recovery).
 */
import type { ApiProcess } from './api-process.ts';
import type { OwnPostgres } from '../test/own-postgres.ts';
import { waitFor } from './record.ts';
import type { ChaosRecord } from './record.ts';

/** Generous: a loaded two-core machine, and a server that may hang for half a minute today. */
const RECOVERY_TIMEOUT_MS = 120_000;
/** Failed attempts the clients must have seen before a stopped database comes back. */
const FAILURES_DURING_OUTAGE = 20;

export interface Fault {
  readonly kind: 'kill -9' | 'postgres stop/start';
  readonly target: string;
  /** Moves acknowledged before the fault. */
  readonly movesBefore: number;
  /** From the fault to the repair: the process listening again, Postgres accepting connections. */
  readonly outageMs: number;
  /** From the repair until every affected process had acknowledged a move. */
  readonly recoveryMs: number;
}

const round = (ms: number) => Math.round(ms);

export class FaultInjector {
  readonly faults: Fault[] = [];
  readonly #record: ChaosRecord;
  readonly #servers: readonly ApiProcess[];

  constructor(record: ChaosRecord, servers: readonly ApiProcess[]) {
    this.#record = record;
    this.#servers = servers;
  }

  /** Waits until `count` more moves have been acknowledged. */
  async afterMoreMoves(count: number): Promise<void> {
    const target = this.#record.acks.length + count;
    await waitFor(
      `${count} more acknowledged moves`,
      () => this.#record.acks.length >= target,
      RECOVERY_TIMEOUT_MS,
    );
  }

  /** Resolves when each of `processes` has acknowledged a move since `since`; the time taken. */
  async #recovered(processes: readonly number[], since: number): Promise<number> {
    const first = (process: number) => this.#record.firstAckAfter(process, since);
    await waitFor(
      `a move acknowledged by processes ${processes.join(', ')} after the repair`,
      () => processes.every((process) => first(process) !== undefined),
      RECOVERY_TIMEOUT_MS,
    ).catch((error: unknown) => {
      const acked = processes.map((process) => first(process) !== undefined);
      throw new Error(
        `${String(error)}; acknowledged since by each: ${JSON.stringify(acked)}; ` +
          `crashes: ${JSON.stringify(this.#servers.flatMap((server) => server.crashes))}; ` +
          `last failed attempts and faults:\n${this.#record.timeline.join('\n')}`,
      );
    });
    return Math.max(...processes.map((process) => (first(process)?.at ?? since) - since));
  }

  /** kill -9 of one server process mid-load, then the same process started again. */
  async killAndRestart(index: number): Promise<void> {
    const server = this.#servers[index];
    if (server === undefined) throw new Error(`no server ${index}`);
    const movesBefore = this.#record.acks.length;
    const killedAt = performance.now();
    await server.kill9();
    this.#record.trace(`${server.name} killed (SIGKILL)`);
    await server.start();
    const repairedAt = performance.now();
    this.#record.trace(`${server.name} listening again`);
    const recoveryMs = await this.#recovered([index], repairedAt);
    this.faults.push({
      kind: 'kill -9',
      target: server.name,
      movesBefore,
      outageMs: round(repairedAt - killedAt),
      recoveryMs: round(recoveryMs),
    });
  }

  /** Postgres stopped mid-load until the clients have felt it, then started again. */
  async postgresOutage(postgres: OwnPostgres): Promise<void> {
    const movesBefore = this.#record.acks.length;
    const failuresBefore = this.#record.failures;
    const stoppedAt = performance.now();
    await postgres.stop();
    this.#record.trace('postgres stopped');
    await waitFor(
      'the clients to notice the database is gone',
      () => this.#record.failures >= failuresBefore + FAILURES_DURING_OUTAGE,
      RECOVERY_TIMEOUT_MS,
    );
    await postgres.start();
    const repairedAt = performance.now();
    this.#record.trace('postgres started again');
    const everyProcess = this.#servers.map((_, index) => index);
    const recoveryMs = await this.#recovered(everyProcess, repairedAt);
    this.faults.push({
      kind: 'postgres stop/start',
      target: 'postgres',
      movesBefore,
      outageMs: round(repairedAt - stoppedAt),
      recoveryMs: round(recoveryMs),
    });
  }
}
