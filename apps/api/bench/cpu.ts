/**
 * Where the CPU went during a benchmark phase: this Node process (server and clients share it)
 * and the Postgres backends serving the benchmark's database, read from /proc (Linux, same
 * machine); null where that cannot be read.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import postgres from 'postgres';

/** Linux reports /proc/<pid>/stat times in clock ticks, 100 a second on every usual kernel. */
const TICKS_PER_SECOND = 100;

export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

export interface CpuSnapshot {
  readonly nodeMs: number;
  /** CPU ms by backend pid (backends of the benchmark's database). */
  readonly backends: ReadonlyMap<number, number>;
  readonly at: number;
}

export async function cpuSnapshot(databaseUrl: string): Promise<CpuSnapshot> {
  const { user, system } = process.cpuUsage();
  const backends = new Map<number, number>();
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`;
    for (const { pid } of rows) {
      const ms = processCpuMs(pid);
      if (ms !== undefined) backends.set(pid, ms);
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
  return { nodeMs: (user + system) / 1000, backends, at: performance.now() };
}

/** CPU used between two snapshots, per unit of work (e.g. per accepted move). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot, units: number) {
  let postgresMs = 0;
  for (const [pid, ms] of after.backends) postgresMs += ms - (before.backends.get(pid) ?? 0);
  const wallMs = after.at - before.at;
  const per = (ms: number) => Number((ms / Math.max(1, units)).toFixed(3));
  const nodeMs = after.nodeMs - before.nodeMs;
  return {
    nodeCores: Number((nodeMs / wallMs).toFixed(2)),
    postgresBackendCores:
      after.backends.size === 0 ? null : Number((postgresMs / wallMs).toFixed(2)),
    nodeCpuMsPerMove: per(nodeMs),
    postgresCpuMsPerMove: after.backends.size === 0 ? null : per(postgresMs),
  };
}

/** The 1-minute load average, to tell a quiet machine from a busy one. */
export function loadAverage(): number {
  return Number((os.loadavg()[0] ?? 0).toFixed(2));
}
