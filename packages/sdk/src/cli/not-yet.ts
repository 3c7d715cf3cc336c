/** Commands that need the Tavolo server's public API; they arrive with the server (issue 6). */
import { ExitCode } from './cli.ts';
import type { CliCommand } from './cli.ts';

function needsTheServer(name: string, summary: string, usage: string): CliCommand {
  return {
    name,
    summary: `${summary} (not implemented yet)`,
    usage,
    run(_args, io) {
      io.err(
        `tavolo ${name}: NOT IMPLEMENTED yet. It works through the Tavolo server's public API, which this release of the CLI cannot reach: it comes with the server.`,
      );
      return Promise.resolve(ExitCode.Usage);
    },
  };
}

export const botCommand = needsTheServer(
  'bot',
  'play your seats with a bot, signed in with an API token',
  'Usage: tavolo bot --server <url> --token <api token> [--game <id>]',
);

export const exportCommand = needsTheServer(
  'export',
  'download the export of a finished game',
  'Usage: tavolo export --server <url> <game id> [-o <file>]',
);
