/**
 * A forfeit in a rated game (issue 21 item 2, ADR 0037), end to end on both databases: the
 * deadline sweeper forfeits the seat to move of a two-person game, the other person wins, and the
 * projection counts it — a loss for the seat that forfeited, both people rated once more.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { RestClient } from './http.ts';
import { useSocialServer } from './social-fixture.ts';

interface RatingsBody {
  readonly ratings: readonly { engine: string; games: number; rating: number }[];
}

describeOnDatabases('ratings and forfeits', (driver) => {
  const clock = new FakeClock('2030-04-01T10:00:00.000Z');
  const running = useSocialServer(driver, clock, []);

  it('counts a forfeit as a loss for the seat that forfeited', async () => {
    const server = running();
    const names = [`ann_${randomUUID().slice(0, 8)}`, `bob_${randomUUID().slice(0, 8)}`];
    const people = await Promise.all(names.map((name) => new RestClient(server.url).signUp(name)));
    const [ann, bob] = people;
    if (ann === undefined || bob === undefined) throw new Error('two people');
    const created = await ann.post<{ gameId: string; rated: boolean }>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      timeControl: { kind: 'per_move', moveSeconds: 60 },
      timeoutPolicy: { kind: 'forfeit' },
    });
    expect(created.body.rated).toBe(true);
    const { gameId } = created.body;
    expect((await ann.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await bob.put(`/games/${gameId}/seats/1`)).status).toBe(200);
    expect((await ann.post(`/games/${gameId}/start`)).status).toBe(200);

    // Nobody moves: the seat to move runs out of time and forfeits, which ends a 2-seat game.
    clock.advance(61_000);
    const actions = await server.sweeper.sweepOnce();
    const forfeit = actions.find((action) => action.gameId === gameId);
    if (forfeit?.kind !== 'timed_out') throw new Error(`no timeout: ${JSON.stringify(actions)}`);
    const game = await server.service.lobby.getGame(gameId);
    expect(game.outcome).toMatchObject({ reason: 'FORFEIT', forfeits: [forfeit.seat] });
    await server.ratings.idle();

    const ratingOf = async (name: string) => {
      const reply = await new RestClient(server.url).get<RatingsBody>(`/players/${name}/ratings`);
      const [title] = reply.body.ratings;
      expect(title).toMatchObject({ engine: 'bon-appetit', games: 1 });
      return title?.rating ?? Number.NaN;
    };
    const forfeiter = names[forfeit.seat] ?? '';
    const other = names[1 - forfeit.seat] ?? '';
    expect(await ratingOf(forfeiter)).toBeLessThan(await ratingOf(other));
  });
});
