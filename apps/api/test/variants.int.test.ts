/**
 * The main variants of every game, played to the end: every variant below HTTP, through the
 * GameService (people at the first seats, server bots at the others), with the finished game's
 * export passing the offline verifier; and one game of each engine through GraphQL mutations, a
 * person at seat 0 against server bots.
 *
 * One whole game per engine and transport is enough over HTTP: what a game goes through is the
 * service's business (checked here for every variant), and REST and GraphQL only serialise what
 * the service answers. The whole games over HTTP are: REST, one per engine, in
 * leak.int.test.ts (which also checks every response of them); GraphQL, Big Shot, Bon Appétit
 * and Cheesonomics here and The Big Cheese in graphql.int.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { verifyExport, verifyExportJson } from '@tavolo/sdk/audit';
import { expect, it } from 'vitest';
import type { GameState } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';
import type { HttpFixture } from './http.ts';
import { playPeopleToEnd, startMixedGame, testRandom } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

/**
 * Each variant with how many people play it (seats 0 up, several where a game has simultaneous
 * phases, so people and bots race); server bots hold the other seats.
 */
const VARIANTS = [
  { engine: 'big-cheese', seatCount: 4, people: 1, options: { scoring: 'd6' } },
  { engine: 'big-cheese', seatCount: 3, people: 2, options: { scoring: 'fr_many_dice' } },
  {
    engine: 'big-cheese',
    seatCount: 5,
    people: 1,
    options: { scoring: 'no_luck', specials: false },
  },
  { engine: 'big-shot', seatCount: 4, people: 1, options: {} },
  { engine: 'big-shot', seatCount: 3, people: 1, options: { hidden_money: true } },
  { engine: 'big-shot', seatCount: 2, people: 2, options: { certificate_supply: 'original_30' } },
  { engine: 'bon-appetit', seatCount: 2, people: 1, options: {} },
  { engine: 'bon-appetit', seatCount: 6, people: 2, options: {} },
  { engine: 'cheesonomics', seatCount: 3, people: 1, options: { flavour: 'mild' } },
  { engine: 'cheesonomics', seatCount: 4, people: 2, options: { flavour: 'sharp' } },
] as const;

/** One game of each engine played through GraphQL (The Big Cheese's is in graphql.int.test.ts). */
const OVER_GRAPHQL = [
  { engine: 'big-shot', seatCount: 3, options: { hidden_money: true } },
  { engine: 'bon-appetit', seatCount: 2, options: {} },
  { engine: 'cheesonomics', seatCount: 3, options: { flavour: 'mild' } },
] as const;

type GraphqlTable = (typeof OVER_GRAPHQL)[number];

const STATE = `query ($gameId: ID!) {
  gameState(gameId: $gameId) { status version legalCommands }
}`;
const SUBMIT = `mutation ($gameId: ID!, $version: Int!, $commandId: String!, $command: JSON!) {
  submitCommand(gameId: $gameId, expectedVersion: $version, commandId: $commandId, command: $command) { version }
}`;

/** Creates the game with seat 0 for `host` and server bots elsewhere, started, over REST. */
async function startAgainstBots(host: RestClient, table: GraphqlTable): Promise<GameDetails> {
  const created = await host.post<GameDetails>('/games', table);
  expect(created.status).toBe(201);
  const { gameId } = created.body;
  expect((await host.put(`/games/${gameId}/seats/0`)).status).toBe(200);
  for (let seat = 1; seat < table.seatCount; seat += 1) {
    expect((await host.put(`/games/${gameId}/seats/${seat}/bot`)).status).toBe(200);
  }
  expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);
  return created.body;
}

/** Plays seat 0 through GraphQL until the end; bots are in-process, so wait for them. */
async function playByGraphql(fixture: HttpFixture, player: GraphqlClient, gameId: string) {
  const random = testRandom(gameId.length);
  for (let step = 0; step < 20_000; step += 1) {
    const { gameState: state } = await player.ok<{
      gameState: Pick<GameState, 'status' | 'version' | 'legalCommands'>;
    }>(STATE, { gameId });
    if (state.status === 'finished') return;
    if (state.legalCommands.length === 0) {
      await fixture.server.service.botsIdle();
      continue;
    }
    const command = state.legalCommands[random(state.legalCommands.length)];
    const sent = await player.send(SUBMIT, {
      gameId,
      version: state.version,
      commandId: randomUUID(),
      command,
    });
    expect(sent.errors).toBeUndefined();
  }
  throw new Error(`game ${gameId} did not finish`);
}

describeOnDatabases('main variants, played to the end through the service', (driver) => {
  const fixture = useService(driver);

  it.each(VARIANTS)(
    '$engine, $seatCount seats, $options: $people seat(s) played here, server bots at the rest; the export verifies',
    WHOLE_GAME,
    async ({ engine, seatCount, people, options }) => {
      const { service } = fixture();
      const game = await startMixedGame(service, { engine, seatCount, options }, people);
      const moves = await playPeopleToEnd(service, game.gameId, people, testRandom(seatCount));
      expect(moves).toBeGreaterThan(0);
      expect((await service.lobby.getGame(game.gameId)).status).toBe('finished');
      // The export as HTTP would send it (JSON text), checked by the offline verifier.
      const text = JSON.stringify(await service.play.exportGame(game.gameId));
      const report = verifyExportJson(text, { serverSeedCommitment: game.serverSeedCommitment });
      expect(report.ok ? 'verified' : report.problem).toBe('verified');
    },
  );
});

describeOnDatabases('a whole game of each engine through GraphQL', (driver) => {
  const fixture = useServer(driver);

  it.each(OVER_GRAPHQL)('$engine, $seatCount seats, $options', WHOLE_GAME, async (table) => {
    const person = await new GraphqlClient(fixture().url).signUp();
    const token = await person.createToken(['play']);
    const host = new RestClient(fixture().url).withToken(token);
    const game = await startAgainstBots(host, table);
    await playByGraphql(fixture(), person.withToken(token), game.gameId);
    const exported = await host.get(`/games/${game.gameId}/export`);
    expect(exported.status).toBe(200);
    const report = verifyExport(exported.body, {
      serverSeedCommitment: game.serverSeedCommitment,
    });
    expect(report.ok ? 'verified' : report.problem).toBe('verified');
  });
});
