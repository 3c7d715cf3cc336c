/**
 * Old games live on (ADR 0024, issue 16). `@tavolo/sdk/testing`'s recorded games (1.0.0) are complete games of
 * every game recorded through the server's export before rules revision 2 (by
 * `scripts/record-exports.ts`, run at the commit before the revision). For each one:
 *  - the export still verifies offline, replayed by the engine of its own rules version;
 *  - the game is stored again as a game created under 1.0.0 would be (same id, server seed and
 *    header), started and played through the REST API with the recorded commands, half of them
 *    before a restart of the server and half after (all on Postgres, one per engine on PGlite), and the server accepts every command and
 *    produces exactly the recorded events and outcome under 1.0.0, then exports a game that verifies.
 */
import { expect, it } from 'vitest';
import { findGame } from '@tavolo/engine';
import { gameExportSchema, verifyExport } from '@tavolo/sdk/audit';
import type { GameExport } from '@tavolo/sdk/audit';
import { recordedGames } from '@tavolo/sdk/testing';
import type { RecordedGame } from '@tavolo/sdk/testing';
import { LobbyStore } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { RestClient, startTestServer } from './http.ts';
import { WHOLE_GAME } from './timeouts.ts';

const OLD_GAMES = recordedGames('1.0.0');

/**
 * One game of each engine, each using a rule revision 2 changed (and both of The Big Cheese's
 * versions' identical rules): played on PGlite, whose single connection makes every game slow;
 * Postgres plays them all.
 */
const ONE_PER_ENGINE = new Set([
  'big-cheese-3p',
  'big-shot-3p-hidden-money',
  'bon-appetit-2p',
  'cheesonomics-2p-sharp',
]);

function continuedOn(driver: Driver): RecordedGame[] {
  return driver === 'postgres'
    ? OLD_GAMES
    : OLD_GAMES.filter((game) => ONE_PER_ENGINE.has(game.name));
}

it('the recorded games cover every game, all under rules 1.0.0', () => {
  const engines = new Set(OLD_GAMES.map((game) => game.exported.header.engine));
  expect([...engines].sort()).toEqual(['big-cheese', 'big-shot', 'bon-appetit', 'cheesonomics']);
  for (const { exported } of OLD_GAMES) expect(exported.header.rulesVersion).toBe('1.0.0');
  for (const engine of engines) expect(findGame(engine)?.rulesVersion).toBe('2.0.0');
});

it.each(OLD_GAMES)('$name verifies offline under its own rules version', ({ exported }) => {
  const report = verifyExport(exported);
  expect(report.ok && report.summary.rulesVersion).toBe('1.0.0');
});

/** The games row an earlier release wrote when the game was created (LobbyStore.createGame). */
async function storeAsCreated(
  testDatabase: TestDatabase,
  exported: GameExport,
  createdBy: string,
): Promise<void> {
  const database = await testDatabase.open();
  try {
    const { header } = exported;
    await new LobbyStore(database.db).createGame({
      id: header.gameId,
      engine: header.engine,
      rulesVersion: header.rulesVersion,
      rngAlgorithm: header.rngAlgorithm,
      seatCount: header.seatCount,
      options: header.options,
      serverSeed: exported.serverSeed,
      serverSeedCommitment: header.serverSeedCommitment,
      genesisHash: exported.genesisHash,
      moveTimeLimitSeconds: null,
      createdBy,
      visibility: 'public',
      inviteCode: `recorded-${header.gameId}`,
      createdAt: new Date(exported.createdAt),
    });
  } finally {
    await database.close();
  }
}

/** Submits the recorded commands of entries [from, to) as their seats' players. */
async function playRecorded(
  url: string,
  players: readonly RestClient[],
  exported: GameExport,
  range: { readonly from: number; readonly to: number },
): Promise<RestClient[]> {
  const signedIn = players.map((player) => player.withBaseUrl(url));
  for (const entry of exported.log.slice(range.from, range.to)) {
    const player = entry.actor === null ? undefined : signedIn[entry.actor];
    if (player === undefined) throw new Error(`entry ${entry.version} has no seat`);
    const reply = await player.post(`/games/${exported.header.gameId}/commands`, {
      expectedVersion: entry.version - 1,
      commandId: entry.commandId,
      command: entry.command,
    });
    expect(reply.status, `entry ${entry.version}: ${JSON.stringify(reply.body)}`).toBe(200);
  }
  return signedIn;
}

describeOnDatabases('games recorded under rules 1.0.0 continue on the server', (driver) => {
  it.each(continuedOn(driver))(
    '$name: stored under 1.0.0, played on across a restart, same events and outcome',
    WHOLE_GAME,
    async ({ exported }) => {
      const testDatabase = await createTestDatabase(driver);
      const servers: RunningServer[] = [];
      const serve = async (): Promise<string> => {
        const server = await startTestServer(testDatabase.config);
        servers.push(server);
        return server.url;
      };
      try {
        const { gameId, seatCount } = exported.header;
        let url = await serve();
        const players = await Promise.all(
          Array.from({ length: seatCount }, () => new RestClient(url).signUp()),
        );
        const [host] = players;
        if (host?.playerId === undefined) throw new Error('no host');
        await servers.pop()?.close(); // PGlite: one process owns the data directory
        await storeAsCreated(testDatabase, exported, host.playerId);

        url = await serve();
        let seated = players.map((player) => player.withBaseUrl(url));
        for (const [seat, player] of seated.entries()) {
          expect((await player.put(`/games/${gameId}/seats/${seat}`)).status).toBe(200);
        }
        const started = await seated[0]?.post<GameDetails>(`/games/${gameId}/start`);
        expect(started?.status).toBe(200);
        expect(started?.body.rulesVersion).toBe('1.0.0');
        const half = Math.floor(exported.log.length / 2);
        await playRecorded(url, seated, exported, { from: 1, to: half });
        await servers.pop()?.close();

        url = await serve();
        seated = await playRecorded(url, players, exported, {
          from: half,
          to: exported.log.length,
        });
        const replayed = await seated[0]?.get<GameExport>(`/games/${gameId}/export`);
        expect(replayed?.status).toBe(200);
        const again = gameExportSchema.parse(replayed?.body);
        expect(again.header).toEqual(exported.header);
        expect(again.genesisHash).toBe(exported.genesisHash);
        const strip = (log: GameExport['log']) =>
          log.map(({ version, actor, commandId, command, events }) => ({
            version,
            actor,
            commandId,
            command,
            events,
          }));
        expect(strip(again.log)).toEqual(strip(exported.log));
        expect(again.outcome).toEqual(exported.outcome);
        const report = verifyExport(again);
        expect(report.ok && report.summary.rulesVersion).toBe('1.0.0');
      } finally {
        for (const server of servers) await server.close();
        await testDatabase.dispose();
      }
    },
  );
});
