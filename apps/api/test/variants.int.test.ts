/**
 * The main variants of every game, played to the end through each protocol: a person at seat 0
 * moves through REST (long-poll) or through GraphQL mutations, server bots hold the other seats,
 * and the finished game's export passes the offline verifier.
 */
import { randomUUID } from 'node:crypto';
import { verifyExport } from '@tavolo/sdk/audit';
import { expect, it } from 'vitest';
import type { GameState } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';
import type { HttpFixture } from './http.ts';
import { testRandom } from './play.ts';
import { playSeat } from './rest-play.ts';

const VARIANTS = [
  { engine: 'big-cheese', seatCount: 4, options: { scoring: 'd6' } },
  { engine: 'big-cheese', seatCount: 3, options: { scoring: 'fr_many_dice' } },
  { engine: 'big-cheese', seatCount: 5, options: { scoring: 'no_luck', specials: false } },
  { engine: 'big-shot', seatCount: 4, options: {} },
  { engine: 'big-shot', seatCount: 3, options: { hidden_money: true } },
  { engine: 'big-shot', seatCount: 2, options: { certificate_supply: 'original_30' } },
  { engine: 'bon-appetit', seatCount: 2, options: {} },
  { engine: 'bon-appetit', seatCount: 6, options: {} },
  { engine: 'cheesonomics', seatCount: 3, options: { flavour: 'mild' } },
  { engine: 'cheesonomics', seatCount: 4, options: { flavour: 'sharp' } },
] as const;

type Variant = (typeof VARIANTS)[number];

const STATE = `query ($gameId: ID!) {
  gameState(gameId: $gameId) { status version legalCommands }
}`;
const SUBMIT = `mutation ($gameId: ID!, $version: Int!, $commandId: String!, $command: JSON!) {
  submitCommand(gameId: $gameId, expectedVersion: $version, commandId: $commandId, command: $command) { version }
}`;

/** Creates the variant with seat 0 for `host` and server bots elsewhere, started, over REST. */
async function startVariant(host: RestClient, variant: Variant): Promise<GameDetails> {
  const created = await host.post<GameDetails>('/games', variant);
  expect(created.status).toBe(201);
  const { gameId } = created.body;
  expect((await host.put(`/games/${gameId}/seats/0`)).status).toBe(200);
  for (let seat = 1; seat < variant.seatCount; seat += 1) {
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

async function expectVerified(game: GameDetails, reader: RestClient) {
  const exported = await reader.get(`/games/${game.gameId}/export`);
  expect(exported.status).toBe(200);
  const report = verifyExport(exported.body, {
    serverSeedCommitment: game.serverSeedCommitment,
  });
  expect(report.ok ? 'verified' : report.problem).toBe('verified');
}

describeOnDatabases('main variants through REST and GraphQL', (driver) => {
  const fixture = useServer(driver);

  it.each(VARIANTS)('REST: $engine, $seatCount seats, $options', async (variant) => {
    const host = await new RestClient(fixture().url).signUp();
    const game = await startVariant(host, variant);
    const play = await playSeat(host, game.gameId, testRandom(variant.seatCount));
    expect(play.final.status).toBe('finished');
    await expectVerified(game, host);
  });

  it.each(VARIANTS)('GraphQL: $engine, $seatCount seats, $options', async (variant) => {
    const person = await new GraphqlClient(fixture().url).signUp();
    const token = await person.createToken(['play']);
    const host = new RestClient(fixture().url).withToken(token);
    const game = await startVariant(host, variant);
    await playByGraphql(fixture(), person.withToken(token), game.gameId);
    await expectVerified(game, host);
  });
});
