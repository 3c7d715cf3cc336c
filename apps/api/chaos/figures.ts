/** The figures of a chaos run, printed as one line of JSON whether it passed or not. */
import type { GameAudit } from './audit.ts';
import type { Fault } from './faults.ts';
import type { ChaosRecord } from './record.ts';
import type { Watcher } from './watcher.ts';

export interface ChaosFigures {
  readonly suite: string;
  readonly processes: number;
  readonly games: number;
  readonly movesAcknowledged: number;
  /** Acknowledgements that were the original result of an attempt whose reply was lost. */
  readonly duplicateAcknowledgements: number;
  readonly retries: {
    readonly submits: number;
    readonly reads: number;
    readonly rateLimited: number;
  };
  readonly failedAttemptsByStatus: Readonly<Record<string, number>>;
  readonly refusals: number;
  readonly kills: number;
  readonly outages: number;
  readonly faults: readonly Fault[];
  readonly maxRecoveryMs: number;
  readonly gamesVerified: number;
  readonly watchers: number;
  readonly watcherResubscriptions: number;
  /** Watchers not sent their game's final version in time: "game@process: seen of final". */
  readonly laggingWatchers: readonly string[];
  /** Server processes that exited without being told to, with their last lines of stderr. */
  readonly crashes: readonly string[];
  /** Everything that went wrong (lost, doubled, unacknowledged moves, gaps, bad exports). */
  readonly problems: readonly string[];
  readonly wallSeconds: number;
}

export interface RunOutcome {
  readonly suite: string;
  readonly processes: number;
  readonly games: number;
  readonly record: ChaosRecord;
  readonly faults: readonly Fault[];
  readonly watchers: readonly Watcher[];
  readonly laggingWatchers: readonly string[];
  readonly audits: readonly GameAudit[];
  readonly crashes: readonly string[];
  readonly started: number;
}

function problemsOf(audit: GameAudit): string[] {
  const { gameId } = audit;
  return [
    ...audit.lost.map((what) => `${gameId}: lost ${what}`),
    ...audit.duplicated.map((what) => `${gameId}: duplicated ${what}`),
    ...audit.unacknowledged.map((what) => `${gameId}: unacknowledged ${what}`),
    ...audit.gaps.map((what) => `${gameId}: gap ${what}`),
    ...(audit.exportProblem === undefined ? [] : [`${gameId}: export ${audit.exportProblem}`]),
  ];
}

export function figuresOf(outcome: RunOutcome): ChaosFigures {
  const { record, faults, watchers, audits } = outcome;
  return {
    suite: outcome.suite,
    processes: outcome.processes,
    games: outcome.games,
    movesAcknowledged: record.acks.length,
    duplicateAcknowledgements: record.acks.filter((ack) => ack.duplicate).length,
    retries: {
      submits: record.submitRetries,
      reads: record.readRetries,
      rateLimited: record.rateLimited,
    },
    failedAttemptsByStatus: record.failureStatuses,
    refusals: record.refusals,
    kills: faults.filter((fault) => fault.kind === 'kill -9').length,
    outages: faults.filter((fault) => fault.kind === 'postgres stop/start').length,
    faults,
    maxRecoveryMs: Math.max(0, ...faults.map((fault) => fault.recoveryMs)),
    gamesVerified: audits.filter((audit) => audit.exportProblem === undefined).length,
    watchers: watchers.length,
    watcherResubscriptions: watchers.reduce((sum, watcher) => sum + watcher.resubscriptions, 0),
    laggingWatchers: outcome.laggingWatchers,
    crashes: outcome.crashes,
    problems: [...record.anomalies, ...audits.flatMap(problemsOf)],
    wallSeconds: Math.round((performance.now() - outcome.started) / 100) / 10,
  };
}
