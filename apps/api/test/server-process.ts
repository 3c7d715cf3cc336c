/**
 * `node src/main.ts` as a real child process (what `pnpm start` runs), configured through its
 * environment like an operator would: for tests of what only a whole process shows (signals,
 * exit codes).
 */
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from '../src/index.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const START_TIMEOUT_MS = 90_000;

/** The environment that points main.ts at `database`. */
export function databaseEnvironment(database: DatabaseConfig): Record<string, string> {
  switch (database.driver) {
    case 'postgres':
      return { DATABASE_URL: database.url };
    case 'pglite':
      return { TAVOLO_DATA_DIR: database.dataDir };
    case 'pglite-memory':
      throw new Error('main.ts has no in-memory database');
  }
}

export class ServerProcess {
  readonly url: string;
  /** Where main.ts said it serves the metrics (when TAVOLO_METRICS_PORT is set). */
  readonly metricsUrl: string | undefined;
  readonly exited: Promise<number | null>;
  readonly output: string[];
  readonly #child: ChildProcessByStdio<null, Readable, Readable>;

  private constructor(
    child: ChildProcessByStdio<null, Readable, Readable>,
    urls: { readonly url: string; readonly metricsUrl: string | undefined },
    exited: Promise<number | null>,
    output: string[],
  ) {
    this.#child = child;
    this.url = urls.url;
    this.metricsUrl = urls.metricsUrl;
    this.exited = exited;
    this.output = output;
  }

  /** Starts main.ts on port 0 and resolves once it has said where it listens. */
  static async start(environment: Readonly<Record<string, string>>): Promise<ServerProcess> {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        resolve(code);
      });
    });
    const urls = await new Promise<{ url: string; metricsUrl: string | undefined }>(
      (resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`the server did not start: ${output.join('\n')}`));
        }, START_TIMEOUT_MS);
        let url: string | undefined;
        let metricsUrl: string | undefined;
        createInterface({ input: child.stdout }).on('line', (line) => {
          output.push(line);
          url ??= /Tavolo is running at (http:\/\/[^/\s]+)/.exec(line)?.[1];
          metricsUrl ??= /^\s+metrics\s+(http:\/\/\S+)$/.exec(line)?.[1];
          // The docs line follows the others (main.ts).
          if (url !== undefined && line.includes('REST API docs')) {
            clearTimeout(timer);
            resolve({ url, metricsUrl });
          }
        });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(new Error(`the server exited (${String(code)}): ${output.join('\n')}`));
        });
      },
    );
    return new ServerProcess(child, urls, exited, output);
  }

  /** The process id (benchmarks read its CPU time from /proc). */
  get pid(): number | undefined {
    return this.#child.pid;
  }

  signal(signal: NodeJS.Signals): void {
    this.#child.kill(signal);
  }

  /** For cleanup after a failed test: SIGKILL if still running, then wait for the exit. */
  async kill(): Promise<void> {
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#child.kill('SIGKILL');
    }
    await this.exited;
  }
}
