/** Entry point of the `tavolo` CLI: `node src/cli/main.ts <command> …` (Node 24 strips the types). */
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { runCli } from './cli.ts';
import type { CliIo } from './cli.ts';
import { commands } from './commands.ts';

const io: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readText: (path) => (path === '-' ? text(process.stdin) : readFile(path, 'utf8')),
};

try {
  process.exitCode = await runCli(commands, process.argv.slice(2), io);
} catch (error) {
  // A bug, not a verdict: keep it apart from exit 1 ("the export does not verify").
  io.err(
    `tavolo: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 2;
}
