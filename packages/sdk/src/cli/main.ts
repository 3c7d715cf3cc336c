/** Entry point of the `tavolo` CLI: `node src/cli/main.ts <command> …` (Node 24 strips the types). */
import { readFile, writeFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { runCli } from './cli.ts';
import type { CliIo } from './cli.ts';
import { commands } from './commands.ts';

const stop = new AbortController();
const onSignal = () => {
  stop.abort();
  // A second Ctrl-C, with the handlers gone, kills the process as usual.
  removeSignalHandlers();
};
function removeSignalHandlers() {
  process.removeListener('SIGINT', onSignal);
  process.removeListener('SIGTERM', onSignal);
}

const io: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  readText: (path) => (path === '-' ? text(process.stdin) : readFile(path, 'utf8')),
  writeText: (path, content) => writeFile(path, content, 'utf8'),
  env: process.env,
  stopSignal: () => {
    if (process.listeners('SIGINT').includes(onSignal) || stop.signal.aborted) return stop.signal;
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return stop.signal;
  },
};

try {
  process.exitCode = await runCli(commands, process.argv.slice(2), io);
} catch (error) {
  // A bug, not a verdict: keep it apart from exit 1 ("the export does not verify").
  io.err(
    `tavolo: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 2;
} finally {
  removeSignalHandlers();
}
