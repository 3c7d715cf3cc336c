/** `tavolo verify <file>`: the offline audit of a finished game's export. */
import { parseArgs } from 'node:util';
import { err, ok } from '@tavolo/engine';
import type { Result } from '@tavolo/engine';
import type { AuditSummary, ChainAnchor, VerifyExpectations } from '../audit/index.ts';
import { shortHash, verifyExportJson } from '../audit/index.ts';
import { ExitCode, usageError } from './cli.ts';
import type { CliCommand, CliIo } from './cli.ts';

const USAGE = `Usage: tavolo verify [options] <file>      (- reads standard input)

Checks a finished game's export offline: the format, the engine and rules version, the seed
commitments, the hash chain, every random draw and every command replayed through the engine.
Exit 0 when it holds, 1 with the first problem when it does not, 2 on a usage error.

Options:
  --json                        print the report as JSON
  --commitment <sha256>         the server-seed commitment published when the game was created
  --anchor <version>:<sha256>   a link hash you saw during play (repeatable)
  -h, --help                    show this help`;

const HASH = /^[0-9a-f]{64}$/;

interface VerifyRequest {
  readonly kind: 'verify';
  readonly file: string;
  /** A one-line verdict for people, or the whole report as JSON for programs. */
  readonly output: 'line' | 'json';
  readonly expectations: VerifyExpectations;
}

type Parsed =
  | { readonly kind: 'help' }
  | VerifyRequest
  | { readonly kind: 'usage-error'; readonly message: string };

export const verifyCommand: CliCommand = {
  name: 'verify',
  summary: "audit a finished game's export offline",
  usage: USAGE,
  async run(args, io) {
    const parsed = parseVerifyArgs(args);
    if (parsed.kind === 'help') {
      io.out(USAGE);
      return ExitCode.Ok;
    }
    if (parsed.kind === 'usage-error') return usageError(verifyCommand, io, parsed.message);
    return verifyFile(parsed, io);
  },
};

async function verifyFile(
  { file, output, expectations }: VerifyRequest,
  io: CliIo,
): Promise<ExitCode> {
  let text: string;
  try {
    text = await io.readText(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.err(`tavolo verify: cannot read ${file}: ${reason}`);
    return ExitCode.Usage;
  }
  const report = verifyExportJson(text, expectations);
  if (output === 'json') io.out(JSON.stringify(report, null, 2));
  else if (report.ok) io.out(describeSuccess(report.summary));
  else io.out(`FAILED ${report.problem.code}: ${report.problem.message}`);
  return report.ok ? ExitCode.Ok : ExitCode.Failed;
}

function readArgs(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      commitment: { type: 'string' },
      anchor: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

function parseVerifyArgs(args: readonly string[]): Parsed {
  let read: ReturnType<typeof readArgs>;
  try {
    read = readArgs(args);
  } catch (error) {
    // parseArgs throws a TypeError naming the unknown option or the missing value.
    return { kind: 'usage-error', message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = read;
  if (values.help) return { kind: 'help' };
  const [file, ...extra] = positionals;
  if (file === undefined)
    return { kind: 'usage-error', message: 'which file? give the export to verify' };
  if (extra.length > 0)
    return { kind: 'usage-error', message: `one file at a time (also got ${extra.join(' ')})` };
  const expectations = parseExpectations(values.anchor, values.commitment);
  if (!expectations.ok) return { kind: 'usage-error', message: expectations.error };
  const output = values.json ? 'json' : 'line';
  return { kind: 'verify', file, output, expectations: expectations.value };
}

/** What the auditor holds from elsewhere, or the usage error that prevents reading it. */
function parseExpectations(
  anchorTexts: readonly string[],
  commitmentText: string | undefined,
): Result<VerifyExpectations, string> {
  const anchors: ChainAnchor[] = [];
  for (const text of anchorTexts) {
    const anchor = parseAnchor(text);
    if (anchor === undefined) return err(`--anchor ${text} is not <version>:<64 hex digits>`);
    anchors.push(anchor);
  }
  const commitment = commitmentText?.toLowerCase();
  if (commitment === undefined) return ok({ anchors });
  if (!HASH.test(commitment)) return err('--commitment must be 64 hex digits (a sha256)');
  return ok({ anchors, serverSeedCommitment: commitment });
}

function parseAnchor(text: string): ChainAnchor | undefined {
  const match = /^(\d+):([0-9a-fA-F]{64})$/.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  return { version: Number(match[1]), hash: match[2].toLowerCase() };
}

export function describeSuccess(summary: AuditSummary): string {
  const { outcome, seats } = summary;
  const winners =
    outcome.winners.length === 0
      ? 'no winner'
      : `won by ${outcome.winners.map((s) => `${seats[s]?.name ?? '?'} (seat ${s})`).join(' and ')}`;
  return (
    `verified: ${summary.title} game ${summary.gameId} (${summary.engine} rules ${summary.rulesVersion}, ${summary.seatCount} seats): ` +
    `seeds match their commitments, the hash chain holds to ${shortHash(summary.headHash)}, ` +
    `${summary.commands} commands replay to the same ${summary.events} events with ${summary.draws} random draws recomputed; ` +
    `${winners}, ${outcome.reason}`
  );
}
