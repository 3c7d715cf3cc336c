/**
 * A second API process for tests across processes (on Postgres: PGlite serves one process only):
 * a script under fixtures/ run by Node, spoken to in JSON lines — one request per line on its
 * stdin, one message per line on its stdout, each with an `op`.
 */
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { z } from 'zod';

/** How long an answer may take: long, for a loaded 2-core machine. */
export const ANSWER_TIMEOUT_MS = 60_000;

export class Peer<Message extends { readonly op: string }> {
  readonly #child: ChildProcessByStdio<Writable, Readable, null>;
  readonly #inbox: Message[] = [];
  #arrived: (() => void) | undefined;
  readonly #exited: Promise<number | null>;

  constructor(script: string, args: readonly string[], messageSchema: z.ZodType<Message>) {
    this.#child = spawn(process.execPath, [script, ...args], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    createInterface({ input: this.#child.stdout }).on('line', (line) => {
      this.#inbox.push(messageSchema.parse(JSON.parse(line)));
      this.#arrived?.();
    });
    this.#exited = new Promise((resolve) => {
      this.#child.once('exit', (code) => {
        resolve(code);
        this.#arrived?.();
      });
    });
  }

  send(request: Record<string, unknown>): void {
    this.#child.stdin.write(`${JSON.stringify(request)}\n`);
  }

  /** The first message with `op` not taken yet, waiting for it if needed. */
  async next(op: string): Promise<Message> {
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      const index = this.#inbox.findIndex((message) => message.op === op);
      const found = index === -1 ? undefined : this.#inbox.splice(index, 1)[0];
      if (found !== undefined) return found;
      if (this.#child.exitCode !== null || this.#child.signalCode !== null) {
        throw new Error(`the peer exited before "${op}"`);
      }
      if (Date.now() > deadline) throw new Error(`no "${op}" from the peer`);
      await new Promise<void>((resolve) => {
        this.#arrived = resolve;
        setTimeout(resolve, 1000);
      });
    }
  }

  /** Closes its stdin: it closes what it opened and exits. */
  close(): Promise<number | null> {
    this.#child.stdin.end();
    return this.#exited;
  }

  /** Kills it outright (SIGKILL): no cleanup, as a crash. Resolves once it is gone. */
  async kill(): Promise<void> {
    this.#child.kill('SIGKILL');
    await this.#exited;
  }
}
