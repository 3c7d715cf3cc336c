/** `tavolo export <game id>`: download a finished game's export, and audit it with --verify. */
import { parseArgs } from 'node:util';
import { verifyExport } from '../audit/index.ts';
import { createTavoloClient, TavoloApiError, toApiError } from '../client/index.ts';
import { ExitCode, usageError } from './cli.ts';
import type { CliCommand, CliIo } from './cli.ts';
import { describeError } from './bot-seat.ts';
import { parseArgsMessage, SERVER_HELP, serverFrom } from './server-option.ts';
import { describeSuccess } from './verify-command.ts';

const USAGE = `Usage: tavolo export <game id> [--server <url>] [--out <file>] [--verify]

Downloads the export of a finished game (public once it is over): the whole log, every seed and
the hash chain, as pretty JSON to standard output or to --out. With --verify it is also audited
offline, as \`tavolo verify\` does (the verdict goes to standard error when the JSON goes to
standard output). Exit 0 when downloaded (and verified), 1 when the game is not finished, cannot
be fetched or does not verify, 2 on a usage error or a file it cannot write.

Options:
${SERVER_HELP}
  -o, --out <file>   write the export to this file instead of standard output
  --verify           audit the export offline too
  -h, --help         show this help`;

export interface ExportRequest {
  readonly kind: 'export';
  readonly gameId: string;
  readonly server: string;
  readonly out: string | undefined;
  readonly verify: boolean;
}

export type ExportArgs =
  | { readonly kind: 'help' }
  | ExportRequest
  | { readonly kind: 'usage-error'; readonly message: string };

export const exportCommand: CliCommand = {
  name: 'export',
  summary: "download a finished game's export (--verify audits it too)",
  usage: USAGE,
  async run(args, io) {
    const parsed = parseExportArgs(args, io.env);
    if (parsed.kind === 'help') {
      io.out(USAGE);
      return ExitCode.Ok;
    }
    if (parsed.kind === 'usage-error') return usageError(exportCommand, io, parsed.message);
    return exportGame(parsed, io);
  },
};

function readArgs(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: true,
    strict: true,
    options: {
      server: { type: 'string' },
      out: { type: 'string', short: 'o' },
      verify: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

export function parseExportArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ExportArgs {
  let read: ReturnType<typeof readArgs>;
  try {
    read = readArgs(args);
  } catch (error) {
    return { kind: 'usage-error', message: parseArgsMessage(error) };
  }
  const { values, positionals } = read;
  if (values.help) return { kind: 'help' };
  const [gameId, ...extra] = positionals;
  if (gameId === undefined || gameId.trim() === '') {
    return { kind: 'usage-error', message: 'which game? give its id' };
  }
  if (extra.length > 0) {
    return { kind: 'usage-error', message: `one game at a time (also got ${extra.join(' ')})` };
  }
  if (values.out === '') return { kind: 'usage-error', message: '--out needs a file name' };
  const server = serverFrom(values.server, env);
  if (!server.ok) return { kind: 'usage-error', message: server.error };
  return { kind: 'export', gameId, server: server.value, out: values.out, verify: values.verify };
}

async function download(request: ExportRequest): Promise<unknown> {
  const client = createTavoloClient({ baseUrl: request.server });
  const { data, error, response } = await client.GET('/api/v1/games/{gameId}/export', {
    params: { path: { gameId: request.gameId } },
  });
  if (error !== undefined) throw toApiError(response, error);
  return data;
}

function explain(request: ExportRequest, error: unknown): string {
  const game = `game ${request.gameId}`;
  if (!(error instanceof TavoloApiError)) {
    return `cannot reach ${request.server}: ${describeError(error)}`;
  }
  switch (error.code) {
    case 'GAME_NOT_FINISHED':
      return `${game} is not finished yet: its export (with the server seed) is published when it ends`;
    case 'GAME_NOT_FOUND':
      return `${game} does not exist on ${request.server}`;
    default:
      return `${game}: ${error.code}: ${error.message}`;
  }
}

async function exportGame(request: ExportRequest, io: CliIo): Promise<ExitCode> {
  let document: unknown;
  try {
    document = await download(request);
  } catch (error) {
    io.err(`tavolo export: ${explain(request, error)}`);
    return ExitCode.Failed;
  }
  const text = JSON.stringify(document, null, 2);
  if (request.out === undefined) {
    io.out(text);
  } else {
    try {
      await io.writeText(request.out, `${text}\n`);
    } catch (error) {
      io.err(`tavolo export: cannot write ${request.out}: ${describeError(error)}`);
      return ExitCode.Usage;
    }
    io.out(`wrote the export of game ${request.gameId} to ${request.out}`);
  }
  if (!request.verify) return ExitCode.Ok;
  // The JSON owns standard output when no file was given: keep the verdict out of it.
  const say = request.out === undefined ? io.err : io.out;
  const report = verifyExport(document);
  if (report.ok) say(describeSuccess(report.summary));
  else say(`FAILED ${report.problem.code}: ${report.problem.message}`);
  return report.ok ? ExitCode.Ok : ExitCode.Failed;
}
