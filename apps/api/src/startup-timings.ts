/**
 * Where a start-up's time goes (issue 19 item 8): each phase is a `performance.measure` named
 * `startup:<phase>`, so the code that opens the database or loads the web build records its own
 * part without anything being passed down to it. main.ts prints them as one line when
 * TAVOLO_STARTUP_TIMINGS=1 (apps/api/bench/start-up.ts reads that line).
 */

const PREFIX = 'startup:';

/** Runs `work` and records how long it took as the phase `phase`. */
export async function timed<Value>(phase: string, work: () => Promise<Value>): Promise<Value> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(`${PREFIX}${phase}`, { start, end: performance.now() });
  }
}

/** Records a phase that began at `start` (a `performance.now()`) and ends now. */
export function measuredSince(phase: string, start: number): void {
  performance.measure(`${PREFIX}${phase}`, { start, end: performance.now() });
}

/** A phase: when it began and how long it took, in milliseconds since the process started. */
export interface StartupPhase {
  readonly at: number;
  readonly ms: number;
}

/** The phases recorded so far, in the order they began; clears them. */
export function takeStartupTimings(): Record<string, StartupPhase> {
  const phases = performance
    .getEntriesByType('measure')
    .filter((entry) => entry.name.startsWith(PREFIX))
    .sort((a, b) => a.startTime - b.startTime);
  const timings: Record<string, StartupPhase> = {};
  for (const entry of phases) {
    timings[entry.name.slice(PREFIX.length)] = {
      at: Math.round(entry.startTime),
      ms: Math.round(entry.duration),
    };
  }
  for (const entry of phases) performance.clearMeasures(entry.name);
  return timings;
}
