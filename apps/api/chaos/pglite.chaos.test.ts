/**
 * Chaos on PGlite: one real server process on a data directory, killed with SIGKILL twice while
 * clients play and started again on the same directory each time — it must take over the lock
 * the dead process left and recover the data. The same checks as on Postgres.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiProcess } from './api-process.ts';
import { expectSound } from './expect-sound.ts';
import { freePort } from '../test/free-port.ts';
import { runChaos } from './run.ts';

const TABLES = [
  { engine: 'bon-appetit', seatCount: 3 },
  { engine: 'big-cheese', seatCount: 3 },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tavolo-chaos-pglite-'));
let server: ApiProcess | undefined;

beforeAll(async () => {
  server = new ApiProcess('api-pglite', { dataDir }, await freePort());
  await server.start();
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('loses no acknowledged move through two kill -9s on one data directory', async () => {
  if (server === undefined) throw new Error('no server');
  const figures = await runChaos({
    name: 'chaos-pglite',
    servers: [server],
    tables: TABLES,
    schedule: async (faults) => {
      await faults.afterMoreMoves(30);
      await faults.killAndRestart(0);
      await faults.afterMoreMoves(30);
      await faults.killAndRestart(0);
    },
  });
  expectSound(figures, TABLES.length);
  expect(figures).toMatchObject({ kills: 2, outages: 0 });
});
