/**
 * Debian's Caddy (/usr/bin/caddy) as a real child process, configured from infra/Caddyfile — the
 * compose file's proxy — with only what Docker provides swapped for loopback: the `dynamic a`
 * upstreams (Docker's DNS) become static 127.0.0.1 addresses, `:8080` a free port bound to
 * 127.0.0.1, and the admin endpoint is turned off. Every other directive is kept as it is, so the
 * test exercises the load balancing, passive health checks and retries that production uses.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const CADDY = '/usr/bin/caddy';
export const CADDY_AVAILABLE = existsSync(CADDY);

const INFRA_CADDYFILE = fileURLToPath(new URL('../../../infra/Caddyfile', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** Replaces exactly one match of `pattern` in `text`, failing loudly when infra/Caddyfile moved on. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new Error(`infra/Caddyfile: expected one ${what}, found ${matches?.length ?? 0}`);
  }
  return text.replace(pattern, replacement);
}

/** infra/Caddyfile with loopback upstreams, a loopback listener on `port` and no admin endpoint. */
export function loopbackCaddyfile(port: number, upstreams: readonly string[]): string {
  let text = readFileSync(INFRA_CADDYFILE, 'utf8');
  // The admin endpoint would listen on localhost:2019, shared by everything on the machine.
  text = replaceOnce(text, /^\{\n/m, '{\n\tadmin off\n', 'global options block');
  text = replaceOnce(text, /^:8080 \{\n/m, `:${port} {\n\tbind 127.0.0.1\n`, 'site on :8080');
  text = replaceOnce(
    text,
    /^(\s*)dynamic a \{[^}]*\}\n/m,
    `$1to ${upstreams.join(' ')}\n`,
    '`dynamic a` upstream block',
  );
  return text;
}

export class CaddyProcess {
  readonly url: string;
  readonly output: string[] = [];
  readonly #child: ChildProcess;
  readonly #dir: string;
  readonly #exited: Promise<void>;

  private constructor(url: string, child: ChildProcess, dir: string) {
    this.url = url;
    this.#child = child;
    this.#dir = dir;
    this.#exited = new Promise((resolve) => {
      child.once('exit', () => {
        resolve();
      });
    });
    if (child.stderr !== null) {
      createInterface({ input: child.stderr }).on('line', (line) => {
        this.output.push(line);
        if (this.output.length > 200) this.output.shift();
      });
    }
  }

  /**
   * Writes the Caddyfile under a temporary folder (Caddy's data and config folders too, so it
   * touches nothing of the user's), runs Caddy and resolves once a request through it reaches an
   * upstream's /health.
   */
  static async start(port: number, upstreams: readonly string[]): Promise<CaddyProcess> {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-caddy-'));
    const config = path.join(dir, 'Caddyfile');
    writeFileSync(config, loopbackCaddyfile(port, upstreams));
    const child = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: dir,
        XDG_DATA_HOME: path.join(dir, 'data'),
        XDG_CONFIG_HOME: path.join(dir, 'config'),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const caddy = new CaddyProcess(`http://127.0.0.1:${port}`, child, dir);
    await caddy.#untilServing();
    return caddy;
  }

  async #untilServing(): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (this.#child.exitCode !== null) {
        throw new Error(`caddy exited (${this.#child.exitCode}):\n${this.output.join('\n')}`);
      }
      const ok = await fetch(`${this.url}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) {
        throw new Error(`caddy did not serve in time:\n${this.output.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** The process id (benchmarks read its CPU time from /proc). */
  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** Stops Caddy (SIGKILL if SIGTERM is not enough) and removes its folder. */
  async stop(): Promise<void> {
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#child.kill('SIGTERM');
      const killer = setTimeout(() => this.#child.kill('SIGKILL'), 10_000);
      await this.#exited;
      clearTimeout(killer);
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}
