/**
 * Ratings over the API (issue 21 items 2 and 4): games created rated (the default) or casual over
 * REST, rated once they finish; `GET /players/:username/ratings` and the leaderboard's filters
 * (active players, minimum games) over REST and GraphQL; refusals are 4xx.
 */
import { expect, it } from 'vitest';
import { useClockedServer } from './clocked-server.ts';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient } from './http.ts';

/** Bon Appétit with every pile revealed automatically: over at its setup, a result at once. */
const OVER_AT_SETUP = { engine: 'bon-appetit', options: { auto_reveal: [0, 1] } };
const DAY_MS = 86_400_000;

interface LeaderboardBody {
  readonly players: readonly { username: string | null; rating: number; games: number }[];
}

interface RatingsBody {
  readonly ratings: readonly {
    engine: string;
    games: number;
    provisional: boolean;
    rating: number;
    history: readonly { gameId: string; rating: number }[];
  }[];
}

describeOnDatabases('ratings over HTTP', (driver) => {
  const clock = new FakeClock('2030-03-02T10:00:00.000Z');
  const fixture = useClockedServer(driver, clock);
  const names = { ann: `ann_${driver}`, bob: `bob_${driver}`, cid: `cid_${driver}` };

  async function finishGame(host: RestClient, guest: RestClient, rated?: boolean) {
    clock.advance(60_000);
    const created = await host.post<{ gameId: string; rated: boolean }>('/games', {
      ...OVER_AT_SETUP,
      seatCount: 2,
      ...(rated === undefined ? {} : { rated }),
    });
    expect(created.status).toBe(201);
    const { gameId } = created.body;
    expect((await host.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await guest.put(`/games/${gameId}/seats/1`)).status).toBe(200);
    expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);
    await fixture().server.ratings.idle();
    return created.body;
  }

  it('rates games rated by default, never casual ones, and shows the history', async () => {
    const url = fixture().url;
    const ann = await new RestClient(url).signUp(names.ann);
    const bob = await new RestClient(url).signUp(names.bob);
    const cid = await new RestClient(url).signUp(names.cid);
    for (let game = 0; game < 5; game += 1) {
      expect((await finishGame(ann, bob)).rated).toBe(true);
    }
    expect((await finishGame(ann, cid, false)).rated).toBe(false);
    const lastRated = await finishGame(cid, ann, true);

    const exported = await ann.get<{ rated: boolean; seats: { playerId: string }[] }>(
      `/games/${lastRated.gameId}/export`,
    );
    expect(exported.body.rated).toBe(true);
    expect(exported.body.seats.map((seat) => seat.playerId)).toEqual([cid.playerId, ann.playerId]);

    const stranger = new RestClient(url);
    const annRatings = await stranger.get<RatingsBody>(`/players/${names.ann}/ratings`);
    expect(annRatings.status).toBe(200);
    const [title] = annRatings.body.ratings;
    expect(title).toMatchObject({ engine: 'bon-appetit', games: 6, provisional: false });
    expect(title?.history).toHaveLength(6);
    expect(title?.history.at(-1)?.gameId).toBe(lastRated.gameId);
    expect(title?.history.at(-1)?.rating).toBe(title?.rating);
    const cidRatings = await stranger.get<RatingsBody>(`/players/${names.cid}/ratings`);
    expect(cidRatings.body.ratings[0]).toMatchObject({ games: 1, provisional: true });
  });

  it('lists active players with the minimum of games, best first', async () => {
    const stranger = new RestClient(fixture().url);
    const board = await stranger.get<LeaderboardBody>('/leaderboards/bon-appetit');
    expect(board.status).toBe(200);
    expect(board.body.players.map((p) => p.username).sort()).toEqual([names.ann, names.bob]);
    const ratings = board.body.players.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const anyone = await stranger.get<LeaderboardBody>('/leaderboards/bon-appetit?minGames=1');
    expect(anyone.body.players.map((p) => p.username)).toContain(names.cid);

    clock.advance(91 * DAY_MS);
    const inactive = await stranger.get<LeaderboardBody>('/leaderboards/bon-appetit');
    expect(inactive.body.players).toEqual([]);
    const longer = await stranger.get<LeaderboardBody>('/leaderboards/bon-appetit?activeDays=120');
    expect(longer.body.players).toHaveLength(2);

    const graphql = new GraphqlClient(fixture().url);
    const data = await graphql.ok<{ leaderboard: LeaderboardBody }>(
      '{ leaderboard(engine: "bon-appetit", activeDays: 120) { players { username rating games } } }',
    );
    expect(data.leaderboard.players).toEqual(
      longer.body.players.map(({ username, rating, games }) => ({ username, rating, games })),
    );
    const player = await graphql.ok<{ playerRatings: { ratings: { games: number }[] } }>(
      `{ playerRatings(username: "${names.bob}") { ratings { games } } }`,
    );
    expect(player.playerRatings.ratings).toEqual([{ games: 5 }]);
  });

  it('refuses unknown titles, unknown people and bad filters with a 4xx', async () => {
    const stranger = new RestClient(fixture().url);
    const unknown = await stranger.get<{ code: string }>('/leaderboards/chess');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('UNKNOWN_ENGINE');
    const nobody = await stranger.get<{ code: string }>('/players/nobody_here/ratings');
    expect(nobody.status).toBe(404);
    expect(nobody.body.code).toBe('USERNAME_NOT_FOUND');
    for (const query of ['minGames=0', 'activeDays=1000', 'limit=x']) {
      expect((await stranger.get(`/leaderboards/bon-appetit?${query}`)).status).toBe(400);
    }
  });
});
