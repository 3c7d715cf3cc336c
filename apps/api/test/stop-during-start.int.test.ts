/**
 * A stop asked for while `node src/main.ts` is still starting (issue: the signal handlers used to
 * be installed only once the start was over, so SIGTERM in that window exited 143 with PGlite's
 * data directory still locked). The start is held at a known point — the web build's handler.js
 * waits for a socket this test closes — and SIGTERM sent there; the process must finish its start,
 * close everything, never say it is running, and exit 0 with the data directory released.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import { databaseEnvironment } from './server-process.ts';
import { STOPPED_LINE } from './shutdown-fixture.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A web build whose handler.js, while it loads, connects to `port` and waits for it to close. */
function heldWebBuild(port: number): string {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-held-web-'));
  writeFileSync(
    path.join(buildDir, 'handler.js'),
    `import { connect } from 'node:net';
await new Promise((resolve) => {
  const socket = connect(${String(port)}, '127.0.0.1');
  socket.on('close', resolve);
});
export const handler = (request, response, next) => next();
`,
  );
  return buildDir;
}

/** Resolves when `lines` gets `wanted`; rejects if the process exits first. */
function untilLine(
  lines: readonly string[],
  wanted: string,
  exited: Promise<number | null>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (lines.includes(wanted)) {
        clearInterval(timer);
        resolve();
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(timer);
      if (lines.includes(wanted)) resolve();
      else reject(new Error(`exited (${String(code)}) before "${wanted}":\n${lines.join('\n')}`));
    });
  });
}

describeOnDatabases('a stop during the start', (driver) => {
  it('finishes the start, closes it and exits 0', async () => {
    const testDatabase = await createTestDatabase(driver);
    const gate = createServer();
    const held = new Promise<Socket>((resolve) => {
      gate.once('connection', resolve);
    });
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    const address = gate.address();
    if (typeof address !== 'object' || address === null) throw new Error('no gate port');
    const buildDir = heldWebBuild(address.port);
    const child = spawn(process.execPath, [MAIN], {
      env: {
        PATH: process.env['PATH'] ?? '',
        HOST: '127.0.0.1',
        PORT: '0',
        TAVOLO_WEB_BUILD: buildDir,
        ...databaseEnvironment(testDatabase.config),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
    createInterface({ input: child.stderr }).on('line', (line) => lines.push(line));
    const exited = new Promise<number | null>((resolve) => {
      child.once('exit', (code) => {
        resolve(code);
      });
    });
    try {
      // The start is loading the web build now, and waits there until the gate lets it go.
      const socket = await Promise.race([held, exited.then(() => undefined)]);
      if (socket === undefined) throw new Error(`exited while starting:\n${lines.join('\n')}`);
      child.kill('SIGTERM');
      await untilLine(lines, 'Tavolo is stopping.', exited);
      socket.destroy();
      gate.close();
      expect(await exited).toBe(0);
      expect(lines).toContain(STOPPED_LINE);
      expect(lines.filter((line) => line.startsWith('Tavolo is running'))).toEqual([]);
      if (testDatabase.config.driver === 'pglite') {
        expect(existsSync(path.join(testDatabase.config.dataDir, LOCK_FILE_NAME))).toBe(false);
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      gate.close();
      rmSync(buildDir, { recursive: true, force: true });
      await testDatabase.dispose();
    }
  }, 120_000);
});
