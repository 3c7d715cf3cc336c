/**
 * Server bots by strategy, through the public API: every engine lists its bots (REST and GraphQL
 * alike), the creator seats any of them by id, a game-specific unknown one is UNKNOWN_BOT with
 * the game's list, and every bot of every game plays a whole game to the end (at the smallest
 * table, the other seats taken by the game's other bots in turn). Nothing here waits on the
 * clock: the bots run in-process, and the test waits until they are idle.
 */
import { games } from '@tavolo/engine';
import { expect, it } from 'vitest';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';
import type { HttpFixture } from './http.ts';
import { WHOLE_GAME } from './timeouts.ts';

interface EngineBots {
  readonly id: string;
  readonly bots: readonly { readonly id: string; readonly description: string }[];
}

/** Every bot of every game, each with the game's smallest table. */
const STRATEGIES = games.flatMap((game) =>
  game.bots.map((bot) => ({
    engine: game.id,
    bot: bot.id,
    seatCount: game.seatLimits.min,
    others: game.bots.map((other) => other.id),
  })),
);

/** Creates a game whose seats are all server bots: `bot` at seat 0, the others in turn after it. */
async function botTable(
  host: RestClient,
  table: (typeof STRATEGIES)[number],
): Promise<{ gameId: string; seated: string[] }> {
  const created = await host.post<GameDetails>('/games', {
    engine: table.engine,
    seatCount: table.seatCount,
  });
  expect(created.status).toBe(201);
  const { gameId } = created.body;
  const start = table.others.indexOf(table.bot);
  const seated = Array.from(
    { length: table.seatCount },
    (_, seat) => table.others[(start + seat) % table.others.length] ?? table.bot,
  );
  for (const [seat, bot] of seated.entries()) {
    const reply = await host.put(`/games/${gameId}/seats/${String(seat)}/bot`, { bot });
    expect(reply.status).toBe(200);
  }
  return { gameId, seated };
}

async function playedToTheEnd(fixture: HttpFixture, host: RestClient, gameId: string) {
  await fixture.server.service.botsIdle();
  const game = await host.get<GameDetails>(`/games/${gameId}`);
  expect(game.status).toBe(200);
  return game.body;
}

describeOnDatabases('server bots by strategy', (driver) => {
  const fixture = useServer(driver);

  it("lists each engine's bots, the random one first, the same over REST and GraphQL", async () => {
    const rest = await new RestClient(fixture().url).get<{ engines: EngineBots[] }>('/engines');
    expect(rest.status).toBe(200);
    const listed = Object.fromEntries(
      rest.body.engines.map((engine) => [engine.id, engine.bots.map((bot) => bot.id)]),
    );
    expect(listed).toEqual({
      'big-cheese': ['random', 'careful'],
      'big-shot': ['random', 'careful'],
      'bon-appetit': ['random'],
      cheesonomics: ['random', 'greedy'],
    });
    for (const engine of rest.body.engines) {
      for (const bot of engine.bots) expect(bot.description).not.toBe('');
    }
    const graphql = await new GraphqlClient(fixture().url).ok<{ engines: EngineBots[] }>(
      '{ engines { id bots { id description } } }',
    );
    expect(graphql.engines).toEqual(rest.body.engines.map(({ id, bots }) => ({ id, bots })));
  });

  it("refuses a bot the game does not have with UNKNOWN_BOT and the game's list", async () => {
    const host = await new RestClient(fixture().url).signUp();
    const created = await host.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    const { gameId } = created.body;
    // Cheesonomics has a greedy bot; The Big Cheese has not.
    const greedy = await host.put(`/games/${gameId}/seats/1/bot`, { bot: 'greedy' });
    expect(greedy).toMatchObject({ status: 400, body: { code: 'UNKNOWN_BOT' } });
    expect(JSON.stringify(greedy.body)).toContain('random, careful');

    const gql = new GraphqlClient(fixture().url);
    await gql.signUp();
    const made = await gql.ok<{ createGame: { gameId: string } }>(
      'mutation { createGame(input: { engine: "big-shot", seatCount: 2 }) { gameId } }',
    );
    const seat =
      'mutation ($id: ID!, $bot: String) { seatBot(gameId: $id, seat: 1, bot: $bot) { seats { botName } } }';
    const refused = await gql.send(seat, { id: made.createGame.gameId, bot: 'grandmaster' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNKNOWN_BOT' });
    expect(refused.errors?.[0]?.message).toContain('random, careful');
    const seated = await gql.ok<{ seatBot: { seats: { botName: string }[] } }>(seat, {
      id: made.createGame.gameId,
      bot: 'careful',
    });
    expect(seated.seatBot.seats).toEqual([{ botName: 'careful' }]);
  });

  it.each(STRATEGIES.map((table) => [`${table.engine} ${table.bot}`, table] as const))(
    '%s: server bots play a whole game to the end',
    WHOLE_GAME,
    async (_, table) => {
      const host = await new RestClient(fixture().url).signUp();
      const { gameId, seated } = await botTable(host, table);
      expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);

      const game = await playedToTheEnd(fixture(), host, gameId);
      expect(game.seats.map((seat) => seat.botName)).toEqual(seated);
      expect(game.status).toBe('finished');
      expect(game.outcome).toMatchObject({ scores: expect.any(Array) as unknown });
      const moves = await host.get<{ entries: { actor: number | null }[] }>(
        `/games/${gameId}/events?limit=1000`,
      );
      // The strategy under test (seat 0) made moves of its own, unless the game has no choices.
      expect(moves.body.entries.some((entry) => entry.actor === 0)).toBe(true);
    },
  );
});
