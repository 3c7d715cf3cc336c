/**
 * One request per move (issue 19): a submit answers with the seat's state after the move — the
 * very state a read as that seat then returns, with the same ETag, so a long-poll can go on from
 * it — over REST and over GraphQL, and a repeated commandId answers with the current state.
 */
import { expect, it } from 'vitest';
import type { SubmitAnswer } from '../src/http/operations.ts';
import type { GameDetails } from '../src/http/operations.ts';
import type { GameState } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { useGraphqlServer } from './graphql-fixture.ts';
import { RestClient } from './http.ts';

describeOnDatabases('the answer to a submit', (driver) => {
  const fixture = useGraphqlServer(driver);

  /** A started two-person Bon Appétit! game and a client per seat (API tokens). */
  async function startedGame() {
    const { url } = fixture();
    const seats: { readonly client: RestClient; readonly token: string }[] = [];
    for (let seat = 0; seat < 2; seat += 1) {
      const person = await new RestClient(url).signUp();
      const { body } = await person.post<{ token: string }>('/tokens', {
        name: 'answers',
        scopes: ['play'],
      });
      seats.push({ client: person.withToken(body.token), token: body.token });
    }
    const [host, guest] = seats.map((seat) => seat.client);
    if (host === undefined || guest === undefined) throw new Error('two seats');
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
    });
    await host.put(`/games/${game.gameId}/seats/0`, {});
    await guest.put(`/games/${game.gameId}/seats/1`, {});
    await host.post(`/games/${game.gameId}/start`, {});
    return { gameId: game.gameId, seats };
  }

  /** The seat that may act, its client, token and state. */
  async function actor(
    gameId: string,
    seats: readonly { readonly client: RestClient; readonly token: string }[],
  ) {
    for (const { client, token } of seats) {
      const reply = await client.get<GameState>(`/games/${gameId}/state`);
      if (reply.body.legalCommands.length > 0) return { client, token, state: reply.body };
    }
    throw new Error('nobody may act');
  }

  it('carries the seat state a read would return, and its ETag, over REST', async () => {
    const { gameId, seats } = await startedGame();
    const { client, state } = await actor(gameId, seats);
    const body = {
      expectedVersion: state.version,
      commandId: 'rest-1',
      command: state.legalCommands[0],
    };
    const sent = await client.post<SubmitAnswer>(`/games/${gameId}/commands`, body);
    expect(sent.status).toBe(200);
    expect(sent.body.state.version).toBe(sent.body.version);
    expect(sent.body.state.viewer).toEqual(state.viewer);
    const read = await client.get<GameState>(`/games/${gameId}/state`);
    expect(sent.body.state).toEqual(read.body);
    expect(sent.body.stateEtag).toBe(read.headers.get('etag'));
    // The ETag answers a conditional read with 304 while nothing moves.
    const held = await client.get(`/games/${gameId}/state`, {
      headers: { 'if-none-match': sent.body.stateEtag },
    });
    expect(held.status).toBe(304);
    // A retry of the same commandId: nothing applied, the state as it is now.
    const again = await client.post<SubmitAnswer>(`/games/${gameId}/commands`, body);
    expect(again.body).toMatchObject({ duplicate: true, version: sent.body.version });
    expect(again.body.state).toEqual(read.body);
  });

  it('carries the seat state over GraphQL too', async () => {
    const { url } = fixture();
    const { gameId, seats } = await startedGame();
    const { client, token, state } = await actor(gameId, seats);
    const graphql = new GraphqlClient(url).withToken(token);
    const reply = await graphql.send<{
      submitCommand: { version: number; state: { version: number; legalCommands: unknown[] } };
    }>(
      `mutation ($gameId: ID!, $expectedVersion: Int!, $commandId: String!, $command: JSON!) {
        submitCommand(gameId: $gameId, expectedVersion: $expectedVersion,
                      commandId: $commandId, command: $command) {
          version state { version legalCommands viewer { kind seat } }
        }
      }`,
      {
        gameId,
        expectedVersion: state.version,
        commandId: 'graphql-1',
        command: state.legalCommands[0],
      },
    );
    expect(reply.errors).toBeUndefined();
    const answer = reply.data?.submitCommand;
    expect(answer?.state.version).toBe(answer?.version);
    const read = await client.get<GameState>(`/games/${gameId}/state`);
    expect(answer?.state.legalCommands).toEqual(read.body.legalCommands);
  });
});
