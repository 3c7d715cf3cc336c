/**
 * The `tavolo` CLI as a child process, the way a user runs it (`node packages/sdk/bin/tavolo.js`),
 * with an environment of the test's choosing: secrets such as TAVOLO_TOKEN travel only there.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const launcher = fileURLToPath(new URL('../../../packages/sdk/bin/tavolo.js', import.meta.url));

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** Runs `tavolo …args` to its end (killed after `timeoutMs`); never rejects. */
export function runTavolo(
  args: readonly string[],
  env: Readonly<Record<string, string>> = {},
  timeoutMs = 110_000,
): Promise<CliRun> {
  // The runner's own TAVOLO_* settings must not leak into what a test checks.
  const { TAVOLO_TOKEN: _token, TAVOLO_SERVER: _server, ...inherited } = process.env;
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [launcher, ...args],
      { env: { ...inherited, ...env }, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) });
      },
    );
  });
}
