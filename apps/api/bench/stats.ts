/** Small helpers shared by the benchmarks: latency percentiles, a seeded PRNG, a worker pool. */

export interface LatencyStats {
  readonly samples: number;
  readonly meanMs: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const round3 = (x: number) => Number(x.toFixed(3));

/** Nearest-rank percentiles of durations in ms (null when there are none). */
export function latencyStats(values: readonly number[]): LatencyStats | null {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    samples: sorted.length,
    meanMs: round3(sorted.reduce((sum, x) => sum + x, 0) / sorted.length),
    p50Ms: round3(at(0.5) ?? 0),
    p90Ms: round3(at(0.9) ?? 0),
    p99Ms: round3(at(0.99) ?? 0),
    maxMs: round3(at(1) ?? 0),
  };
}

/** A small deterministic PRNG (mulberry32): `random(seed)(bound)` is an integer in [0, bound). */
export function random(seed: number): (bound: number) => number {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

/**
 * Runs `work(item, worker)` for the items 0 … count-1 on `workers` concurrent workers, each taking
 * the next item from one shared queue when it is free.
 */
export async function runPool(
  count: number,
  workers: number,
  work: (item: number, worker: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (id: number) => {
    for (let item = next++; item < count; item = next++) await work(item, id);
  };
  await Promise.all(Array.from({ length: Math.min(workers, count) }, (_, id) => worker(id)));
}

/** A positive integer from the environment, or the default. */
export function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, not ${JSON.stringify(raw)}`);
  }
  return value;
}
