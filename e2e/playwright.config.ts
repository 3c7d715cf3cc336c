/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against
 * the one-URL server of `pnpm start` — the web client's production build behind the API — on a
 * free port, with a fresh PGlite data directory (or Postgres from TAVOLO_E2E_DATABASE_URL).
 *
 * The port and data directory are chosen once, by the runner, and handed to its workers through
 * the environment (workers load this file again). So are the ports of the second web server,
 * support/mail-and-hooks.ts: the SMTP server Tavolo sends mail to and the HTTP receiver of its
 * webhooks and pushes (notifications.spec.ts reads what arrived there).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): string {
  const probe =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
}

process.env['TAVOLO_E2E_PORT'] ??= freePort();
process.env['TAVOLO_E2E_SMTP_PORT'] ??= freePort();
process.env['TAVOLO_E2E_SINK_PORT'] ??= freePort();
process.env['TAVOLO_E2E_DATA_DIR'] ??= mkdtempSync(path.join(os.tmpdir(), 'tavolo-e2e-'));
const port = process.env['TAVOLO_E2E_PORT'];
const smtpPort = process.env['TAVOLO_E2E_SMTP_PORT'];
const sinkPort = process.env['TAVOLO_E2E_SINK_PORT'];
const databaseUrl = process.env['TAVOLO_E2E_DATABASE_URL'];
const baseURL = `http://127.0.0.1:${port}`;

const serverEnv: Record<string, string> = {
  HOST: '127.0.0.1',
  PORT: port,
  // POST /test/clock moves the server's time forward (timeouts.spec.ts; ADR 0027).
  TAVOLO_TEST_CLOCK: 'true',
  // Every player of every spec comes from 127.0.0.1, each browser context with its own sockets
  // and live connections: the per-address socket cap (64) meant for one client would reset them.
  TAVOLO_MAX_SOCKETS_PER_ADDRESS: 'off',
  // …and signs up or in from there: the production budget (20 a minute per address) made a
  // spec that runs right after several others meet 429 on its sign-up.
  TAVOLO_AUTH_ATTEMPTS_PER_MINUTE: '1000',
  // Notifications go to support/mail-and-hooks.ts; links in them point back here.
  TAVOLO_PUBLIC_URL: baseURL,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  TAVOLO_WEBHOOK_ALLOW: '127.0.0.1',
  TAVOLO_PUSH_ALLOW_LOOPBACK: 'true',
  ...(databaseUrl === undefined
    ? { TAVOLO_DATA_DIR: process.env['TAVOLO_E2E_DATA_DIR'] }
    : { DATABASE_URL: databaseUrl }),
};

export default defineConfig({
  testDir: 'tests',
  globalTeardown: './support/teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] === 'true' ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'en-GB',
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // Builds apps/web first when its build is missing or stale, then serves web + API.
      command: `node ${JSON.stringify(path.join(root, 'scripts/start.ts'))}`,
      cwd: root,
      url: `${baseURL}/health`,
      env: serverEnv,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The SMTP server and the webhook and push receiver the server above sends to.
      command: `node ${JSON.stringify(path.join(root, 'e2e/support/mail-and-hooks.ts'))}`,
      cwd: root,
      url: `http://127.0.0.1:${sinkPort}/health`,
      env: { TAVOLO_E2E_SMTP_PORT: smtpPort, TAVOLO_E2E_SINK_PORT: sinkPort },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
