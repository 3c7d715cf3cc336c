/**
 * What a game's log holds at the end, read through the proxy like any client would: every
 * acknowledged move exactly once at the version it was acknowledged at, nothing but those and the
 * server bots' moves, versions 0 … head without a gap; and the export verifies with the SDK's
 * verifier (what `tavolo verify` runs) against the commitment published at creation.
 */
import { verifyExport } from '@tavolo/sdk/audit';
import type { EventsPage, LogEntry } from '../chaos/audit.ts';
import { describeReply } from '../chaos/client.ts';
import type { Ack, ChaosRecord } from '../chaos/record.ts';
import type { ProxyGame } from './proxy-play.ts';
import { untilVerdict } from './proxy-play.ts';

const PAGE = 1000;

export interface ProxyAudit {
  readonly status: string;
  readonly headVersion: number;
  readonly movesAcknowledged: number;
  /** Acknowledged moves missing from the log, or at another version. */
  readonly lost: readonly string[];
  /** commandIds in the log more than once. */
  readonly duplicated: readonly string[];
  /** Entries after the start that are neither an acknowledged move nor a server bot's. */
  readonly unexplained: readonly string[];
  readonly gaps: readonly string[];
  /** Why the export does not verify (absent: it does). */
  readonly exportProblem?: string;
}

async function get(url: string, path: string, record: ChaosRecord): Promise<unknown> {
  const reply = await untilVerdict(record, `GET ${path}`, async () => {
    const response = await fetch(`${url}/api/v1${path}`).catch(() => undefined);
    if (response === undefined) return { status: 0, body: null, headers: new Headers() };
    const text = await response.text();
    const body: unknown = response.ok ? JSON.parse(text) : text;
    return { status: response.status, body, headers: response.headers };
  });
  if (reply.status !== 200) throw new Error(`GET ${path}: ${describeReply(reply)}`);
  return reply.body;
}

async function readLog(url: string, gameId: string, record: ChaosRecord): Promise<EventsPage> {
  const entries: LogEntry[] = [];
  for (;;) {
    const after = entries.at(-1)?.version;
    const query = after === undefined ? `limit=${PAGE}` : `afterVersion=${after}&limit=${PAGE}`;
    const page = (await get(url, `/games/${gameId}/events?${query}`, record)) as EventsPage;
    entries.push(...page.entries);
    if (page.entries.length < PAGE) return { ...page, entries };
  }
}

export async function auditThroughProxy(
  url: string,
  game: ProxyGame,
  record: ChaosRecord,
): Promise<ProxyAudit> {
  const acks: readonly Ack[] = record.acks.filter((ack) => ack.gameId === game.gameId);
  const log = await readLog(url, game.gameId, record);
  const gaps = log.entries.flatMap((entry, index) =>
    entry.version === index ? [] : [`version ${entry.version} at position ${index}`],
  );
  if (log.headVersion !== log.entries.length - 1) {
    gaps.push(`head ${String(log.headVersion)} with ${log.entries.length} entries`);
  }
  const versionsOf = new Map<string, number[]>();
  for (const { commandId, version } of log.entries) {
    if (commandId === null || commandId === undefined) continue;
    versionsOf.set(commandId, [...(versionsOf.get(commandId) ?? []), version]);
  }
  const lost = acks.flatMap(({ commandId, version }) => {
    const found = versionsOf.get(commandId) ?? [];
    return found.length === 1 && found[0] === version
      ? []
      : [`${commandId} acknowledged at ${version}, in the log at [${found.join(', ')}]`];
  });
  const duplicated = [...versionsOf].flatMap(([commandId, versions]) =>
    versions.length > 1 ? [`${commandId} at [${versions.join(', ')}]`] : [],
  );
  const acknowledged = new Set(acks.map((ack) => ack.commandId));
  // Server bots' moves carry `bot:<seat>:<version>` (apps/api/README.md).
  const unexplained = log.entries.flatMap(({ version, commandId }) =>
    version === 0 || acknowledged.has(commandId ?? '') || (commandId ?? '').startsWith('bot:')
      ? []
      : [`version ${version} (${commandId ?? 'no commandId'})`],
  );
  let exportProblem: string | undefined = 'not finished';
  if (log.status === 'finished') {
    const document = await get(url, `/games/${game.gameId}/export`, record);
    const report = verifyExport(document, { serverSeedCommitment: game.serverSeedCommitment });
    exportProblem = report.ok ? undefined : report.problem.message;
  }
  return {
    status: log.status,
    headVersion: log.headVersion ?? -1,
    movesAcknowledged: acks.length,
    lost,
    duplicated,
    unexplained,
    gaps,
    ...(exportProblem === undefined ? {} : { exportProblem }),
  };
}
