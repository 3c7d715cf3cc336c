/**
 * Chaos on Postgres: two real server processes on a Postgres cluster of the suite's own; clients
 * play four games through both while one process is killed with SIGKILL and started again, and then
 * Postgres itself is stopped and started. No acknowledged move may be lost or doubled, every log
 * must be whole, every export must verify, and every watcher must reach the final version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiProcess } from './api-process.ts';
import { expectSound } from './expect-sound.ts';
import { freePort } from '../test/free-port.ts';
import { OWN_POSTGRES_AVAILABLE, startOwnPostgres } from '../test/own-postgres.ts';
import type { OwnPostgres } from '../test/own-postgres.ts';
import { runChaos } from './run.ts';

const TABLES = [
  { engine: 'bon-appetit', seatCount: 3 },
  { engine: 'big-cheese', seatCount: 3 },
  { engine: 'bon-appetit', seatCount: 3 },
  { engine: 'big-cheese', seatCount: 3 },
];

// Visibly skipped (by name) where Postgres 15's programs are not installed.
describe.skipIf(!OWN_POSTGRES_AVAILABLE)('chaos on Postgres [initdb, pg_ctl]', () => {
  let postgres: OwnPostgres | undefined;
  const servers: ApiProcess[] = [];

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    for (const name of ['api-0', 'api-1']) {
      const server = new ApiProcess(name, { databaseUrl: postgres.url }, await freePort());
      servers.push(server);
      // One after the other: the first one migrates the empty database.
      await server.start();
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.dispose();
  });

  it('loses no acknowledged move through a kill -9 and a Postgres restart', async () => {
    const own = postgres;
    if (own === undefined) throw new Error('no Postgres');
    const figures = await runChaos({
      name: 'chaos-postgres',
      servers,
      tables: TABLES,
      schedule: async (faults) => {
        await faults.afterMoreMoves(30);
        await faults.killAndRestart(1);
        await faults.afterMoreMoves(30);
        await faults.postgresOutage(own);
      },
    });
    expectSound(figures, TABLES.length);
    expect(figures).toMatchObject({ kills: 1, outages: 1 });
  });
});
