/**
 * One real API server process (`node apps/api/src/main.ts`, as `pnpm start` runs it) on a fixed
 * loopback port, so that clients find it again after it is killed and started anew.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/**
 * main.ts's last line of its start (as test/server-process.ts waits for): by then the start,
 * bots and delivery included, is over, and a SIGTERM is a stop of a running server.
 */
const STARTED = /^\s+REST API docs\s/;
const START_TIMEOUT_MS = 120_000;
/** Variables of the test runner's own environment that would change what the server uses. */
const INHERITED_OUT = ['DATABASE_URL', 'TAVOLO_DATA_DIR', 'TAVOLO_WEB_BUILD', 'HOST', 'PORT'];

/** Where a server process keeps its games: a Postgres URL or a PGlite data directory. */
export type Storage = { readonly databaseUrl: string } | { readonly dataDir: string };

function serverEnvironment(storage: Storage, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_OUT) env[name] = undefined;
  env['HOST'] = '127.0.0.1';
  env['PORT'] = String(port);
  if ('databaseUrl' in storage) env['DATABASE_URL'] = storage.databaseUrl;
  else env['TAVOLO_DATA_DIR'] = storage.dataDir;
  return env;
}

export class ApiProcess {
  readonly name: string;
  readonly url: string;
  readonly #env: NodeJS.ProcessEnv;
  #child: ChildProcess | undefined;
  /** The server's last lines of stderr, for the report when it does not start or crashes. */
  readonly #stderr: string[] = [];
  /** Exits nobody asked for, each with the server's last words: there must be none. */
  readonly crashes: string[] = [];

  constructor(name: string, storage: Storage, port: number) {
    this.name = name;
    this.url = `http://127.0.0.1:${port}`;
    this.#env = serverEnvironment(storage, port);
  }

  /** Spawns the server and resolves once it prints that it has started. */
  start(): Promise<void> {
    const child = spawn(process.execPath, [MAIN], {
      env: this.#env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    createInterface({ input: child.stderr }).on('line', (line) => {
      this.#stderr.push(line);
      if (this.#stderr.length > 40) this.#stderr.shift();
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        fail(`did not listen within ${START_TIMEOUT_MS} ms`);
      }, START_TIMEOUT_MS);
      const fail = (why: string) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} ${why}:\n${this.#stderr.join('\n')}`));
      };
      child.once('exit', (code, signal) => {
        fail(`exited (${code ?? signal ?? '?'}) before listening`);
      });
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (!STARTED.test(line)) return;
        clearTimeout(timer);
        child.removeAllListeners('exit');
        child.once('exit', (code, signal) => {
          if (this.#child !== child) return;
          this.crashes.push(
            `${this.name} exited (${code ?? signal ?? '?'}) by itself:\n${this.#stderr.join('\n')}`,
          );
        });
        resolve();
      });
    });
  }

  /** kill -9: no clean close, no lock released, requests in flight cut. */
  kill9(): Promise<void> {
    return this.#signal('SIGKILL');
  }

  /** The clean way down (SIGTERM). */
  stop(): Promise<void> {
    return this.#signal('SIGTERM');
  }

  #signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child?.exitCode !== null || child.signalCode !== null) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      child.once('exit', () => {
        resolve();
      });
      child.kill(signal);
    });
  }
}
