/**
 * The end of a run, read back through the API like any client would: each game's log (every
 * acknowledged move exactly once, at the version it was acknowledged at, nothing else, versions
 * 0…head without a gap) and its export, checked with the SDK's verifier as `tavolo verify` does.
 */
import { verifyExport } from '@tavolo/sdk/audit';
import { Backoff, describeReply, isRetryable, request } from './client.ts';
import type { Reply } from './client.ts';
import type { Ack } from './record.ts';
import type { ChaosGame } from './tables.ts';

const PAGE = 1000;
const READ_DEADLINE_MS = 60_000;

/** A log entry as the events endpoint gives it, as far as an audit looks. */
export interface LogEntry {
  readonly version: number;
  readonly commandId?: string | null;
}

/** A page of the events endpoint, as far as an audit looks. */
export interface EventsPage {
  readonly status: string;
  readonly headVersion: number | null;
  readonly entries: readonly LogEntry[];
}

export interface GameAudit {
  readonly gameId: string;
  readonly headVersion: number;
  /** Acknowledged moves missing from the log, or at another version than acknowledged. */
  readonly lost: readonly string[];
  /** commandIds found more than once in the log. */
  readonly duplicated: readonly string[];
  /** Log entries after the start that no client was told about. */
  readonly unacknowledged: readonly string[];
  /** Versions out of place: the log must be 0, 1, 2, … head. */
  readonly gaps: readonly string[];
  /** Why the export does not verify (absent: it does). */
  readonly exportProblem?: string;
}

async function readUntilAnswered(baseUrl: string, path: string): Promise<Reply> {
  const deadline = performance.now() + READ_DEADLINE_MS;
  const backoff = new Backoff();
  for (;;) {
    const reply = await request(baseUrl, 'GET', path);
    if (!isRetryable(reply.status) || performance.now() > deadline) return reply;
    await backoff.pause();
  }
}

async function readLog(baseUrl: string, gameId: string): Promise<EventsPage> {
  const entries: LogEntry[] = [];
  for (;;) {
    const after = entries.at(-1)?.version;
    const query = after === undefined ? `limit=${PAGE}` : `afterVersion=${after}&limit=${PAGE}`;
    const reply = await readUntilAnswered(baseUrl, `/games/${gameId}/events?${query}`);
    if (reply.status !== 200) throw new Error(`events of ${gameId}: ${describeReply(reply)}`);
    const page = reply.body as EventsPage;
    entries.push(...page.entries);
    if (page.entries.length < PAGE) return { ...page, entries };
  }
}

function checkLog(log: EventsPage, acks: readonly Ack[]) {
  const gaps = log.entries.flatMap((entry, index) =>
    entry.version === index ? [] : [`version ${entry.version} at position ${index}`],
  );
  if (log.headVersion !== log.entries.length - 1) {
    gaps.push(`head version ${log.headVersion} with ${log.entries.length} entries`);
  }
  const versionsOf = new Map<string, number[]>();
  for (const entry of log.entries) {
    if (entry.commandId === null || entry.commandId === undefined) continue;
    versionsOf.set(entry.commandId, [...(versionsOf.get(entry.commandId) ?? []), entry.version]);
  }
  const acknowledged = new Set(acks.map((ack) => ack.commandId));
  const lost = acks.flatMap((ack) => {
    const found = versionsOf.get(ack.commandId) ?? [];
    return found.includes(ack.version)
      ? []
      : [`${ack.commandId} acknowledged at ${ack.version}, found at [${found.join(', ')}]`];
  });
  const duplicated = [...versionsOf].flatMap(([commandId, versions]) =>
    versions.length > 1 ? [`${commandId} at [${versions.join(', ')}]`] : [],
  );
  const unacknowledged = log.entries.flatMap((entry) =>
    entry.version > 0 && !acknowledged.has(entry.commandId ?? '')
      ? [`version ${entry.version} (${entry.commandId ?? 'no commandId'})`]
      : [],
  );
  return { lost, duplicated, unacknowledged, gaps };
}

async function exportProblem(baseUrl: string, game: ChaosGame): Promise<string | undefined> {
  const reply = await readUntilAnswered(baseUrl, `/games/${game.gameId}/export`);
  if (reply.status !== 200) return describeReply(reply);
  const report = verifyExport(reply.body, { serverSeedCommitment: game.serverSeedCommitment });
  return report.ok ? undefined : report.problem.message;
}

export async function auditGame(
  baseUrl: string,
  game: ChaosGame,
  acks: readonly Ack[],
): Promise<GameAudit> {
  const log = await readLog(baseUrl, game.gameId);
  const found = checkLog(log, acks);
  const problem = log.status === 'finished' ? await exportProblem(baseUrl, game) : 'not finished';
  return {
    gameId: game.gameId,
    headVersion: log.headVersion ?? -1,
    ...found,
    ...(problem === undefined ? {} : { exportProblem: problem }),
  };
}
