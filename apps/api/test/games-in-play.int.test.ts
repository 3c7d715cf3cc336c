/**
 * The lobby's tab of games in play (issue 20 item 8): GET /games/in-play and GraphQL gamesInPlay
 * list public started games, for anyone, the most recently moved first; private games, games not
 * started and finished games are not in it.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';

interface Created {
  readonly gameId: string;
}

interface Listed {
  readonly games: readonly { gameId: string; status: string; visibility: string }[];
}

describeOnDatabases('games in play', (driver) => {
  const fixture = useServer(driver);

  async function againstBot(
    client: RestClient,
    visibility: 'public' | 'private',
    options: unknown = {},
  ): Promise<string> {
    const created = await client.post<Created>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      visibility,
      options,
    });
    const { gameId } = created.body;
    expect((await client.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await client.put(`/games/${gameId}/seats/1/bot`)).status).toBe(200);
    expect((await client.post(`/games/${gameId}/start`)).status).toBe(200);
    return gameId;
  }

  it('lists public games in play for anyone, over REST and GraphQL', async () => {
    const ann = await new RestClient(fixture().url).signUp();
    const older = await againstBot(ann, 'public');
    const newer = await againstBot(ann, 'public');
    const hidden = await againstBot(ann, 'private');
    // Over at its setup: finished, so not in play.
    const finished = await againstBot(ann, 'public', { auto_reveal: [0, 1] });
    const open = (await ann.post<Created>('/games', { engine: 'bon-appetit', seatCount: 2 })).body
      .gameId;

    const stranger = new RestClient(fixture().url);
    const listed = await stranger.get<Listed>('/games/in-play?limit=500');
    expect(listed.status).toBe(200);
    const ids = listed.body.games.map((game) => game.gameId);
    expect(ids).toContain(older);
    expect(ids).toContain(newer);
    for (const absent of [hidden, finished, open]) expect(ids).not.toContain(absent);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    for (const game of listed.body.games) {
      expect(game).toMatchObject({ status: 'started', visibility: 'public' });
    }

    const limited = await stranger.get<Listed>('/games/in-play?limit=1');
    expect(limited.body.games).toHaveLength(1);
    const refused = await stranger.get('/games/in-play?limit=0');
    expect(refused.status).toBe(400);

    const graphql = new GraphqlClient(fixture().url);
    const data = await graphql.ok<{ gamesInPlay: { gameId: string }[] }>(
      '{ gamesInPlay(limit: 500) { gameId } }',
    );
    expect(data.gamesInPlay.map((game) => game.gameId)).toEqual(ids);
  });
});
