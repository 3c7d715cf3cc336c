/**
 * `pnpm start`: the web client and the API behind one URL. Builds apps/web when its build is
 * missing or older than its sources, then runs the API server (apps/api/src/main.ts) with
 * TAVOLO_WEB_BUILD naming the build; the server prints the URL. SIGINT, SIGTERM and SIGHUP go on
 * to the server, which closes cleanly; this script exits with the server's status (or dies of
 * the signal that killed it), and the server closes by itself when this script dies.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const buildDir = process.env['TAVOLO_WEB_BUILD'] ?? path.join(web, 'build');
const handler = path.join(buildDir, 'handler.js');

/** What the build is made from (the SDK's client is bundled into it). */
const sources = [
  path.join(web, 'src'),
  path.join(web, 'static'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(root, 'packages/sdk/src/client'),
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

function pnpm(args: readonly string[]): number {
  // Run by `pnpm start`, npm_execpath is pnpm itself; otherwise pnpm from the PATH.
  const pnpmScript = process.env['npm_execpath'];
  const result =
    pnpmScript !== undefined && path.basename(pnpmScript).includes('pnpm')
      ? spawnSync(process.execPath, [pnpmScript, ...args], { stdio: 'inherit', cwd: root })
      : spawnSync('pnpm', args, { stdio: 'inherit', cwd: root });
  return result.status ?? 1;
}

const stale =
  !existsSync(handler) || Math.max(...sources.map(newestChange)) > statSync(handler).mtimeMs;
if (stale && process.env['TAVOLO_WEB_BUILD'] === undefined) {
  console.log('Building the web client (apps/web)…');
  const status = pnpm(['--filter', '@tavolo/web', 'build']);
  if (status !== 0) {
    console.error('Tavolo did not start: the web client did not build.');
    process.exit(status);
  }
}

// Its own process group, so that a Ctrl-C in the terminal reaches the server once, through
// this wrapper, instead of twice (a second signal makes the server give up closing cleanly).
// The IPC channel is how the server notices that this wrapper is gone, even after a SIGKILL,
// which no handler here could pass on: the server then closes as on SIGTERM.
const server = spawn(process.execPath, [path.join(root, 'apps/api/src/main.ts')], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  detached: true,
  env: { ...process.env, TAVOLO_WEB_BUILD: buildDir },
});
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
for (const signal of FORWARDED) {
  process.on(signal, () => {
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (signal === null) process.exit(code ?? 1);
  // Die of the same signal, so that whoever started `pnpm start` sees what happened.
  for (const forwarded of FORWARDED) process.removeAllListeners(forwarded);
  process.kill(process.pid, signal);
});
