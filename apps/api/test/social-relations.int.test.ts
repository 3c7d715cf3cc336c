/**
 * Following, blocks and reports (issue 21 item 7, ADR 0039), over REST and GraphQL: the follow
 * lists and friends' games in play; a block refuses joins and invitations both ways and hides
 * open games in the lobby; reports are stored and read by administrators only. Every refusal is
 * a 4xx with its code and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GameSummary } from '../src/index.ts';
import type { PlayerCard, PublicProfile, ReportView } from '../src/http/operations/social.ts';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient } from './http.ts';
import { useSocialServer } from './social-fixture.ts';

const name = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
const ADMIN = name('admin');

interface Players {
  readonly players: readonly PlayerCard[];
}

interface Games {
  readonly games: readonly GameSummary[];
}

describeOnDatabases('following, blocks and reports', (driver) => {
  const clock = new FakeClock('2030-05-06T10:00:00.000Z');
  const running = useSocialServer(driver, clock, [ADMIN]);

  async function person(prefix: string): Promise<{ client: RestClient; username: string }> {
    const username = name(prefix);
    return { client: await new RestClient(running().url).signUp(username), username };
  }

  /** A game of `host` against a server bot, started (public unless told). */
  async function againstBot(host: RestClient, visibility: 'public' | 'private'): Promise<string> {
    const created = await host.post<{ gameId: string }>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      visibility,
    });
    const { gameId } = created.body;
    expect((await host.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await host.put(`/games/${gameId}/seats/1/bot`)).status).toBe(200);
    expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);
    return gameId;
  }

  it('follows and unfollows, lists both ways and shows friends’ games in play', async () => {
    const ann = await person('ann');
    const bob = await person('bob');
    const cat = await person('cat');
    expect((await new RestClient(running().url).put(`/me/following/${bob.username}`)).status).toBe(
      401,
    );
    const self = await ann.client.put(`/me/following/${ann.username}`);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: 'SELF_RELATION' });
    const unknown = await ann.client.put('/me/following/no_such_player_here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'USERNAME_NOT_FOUND' });
    expect((await ann.client.get<Players>('/me/following')).body.players).toEqual([]);

    expect((await ann.client.put(`/me/following/${bob.username}`)).status).toBe(200);
    clock.advance(1000);
    const twice = await ann.client.put<Players>(`/me/following/${cat.username.toUpperCase()}`);
    expect(twice.body.players.map((card) => card.username)).toEqual([cat.username, bob.username]);
    // Following again changes nothing.
    const again = await ann.client.put<Players>(`/me/following/${bob.username}`);
    expect(again.body.players).toHaveLength(2);
    expect((await bob.client.get<Players>('/me/followers')).body.players).toEqual([
      { username: ann.username, displayName: ann.username },
    ]);
    const profile = await ann.client.get<PublicProfile>(`/players/${bob.username}`);
    expect(profile.body.followedByYou).toBe(true);

    const bobsPublic = await againstBot(bob.client, 'public');
    const bobsPrivate = await againstBot(bob.client, 'private');
    const strangers = await againstBot((await person('dan')).client, 'public');
    const friends = await ann.client.get<Games>('/me/following/games');
    expect(friends.status).toBe(200);
    const ids = friends.body.games.map((game) => game.gameId);
    expect(ids).toContain(bobsPublic);
    expect(ids).not.toContain(bobsPrivate);
    expect(ids).not.toContain(strangers);
    // A seat names its person's username: the address of their profile.
    const bobsSeat = friends.body.games.find((game) => game.gameId === bobsPublic)?.seats[0];
    expect(bobsSeat).toMatchObject({ username: bob.username, kind: 'human' });

    const graphql = (await new GraphqlClient(running().url).signUp()).withToken(
      (await ann.client.post<{ token: string }>('/tokens', { name: 'gq', scopes: ['play'] })).body
        .token,
    );
    const data = await graphql.ok<{ followingGames: { gameId: string }[] }>(
      '{ followingGames { gameId } }',
    );
    expect(data.followingGames.map((game) => game.gameId)).toEqual(ids);
    const unfollowed = await graphql.ok<{ unfollowPlayer: PlayerCard[] }>(
      'mutation ($u: String!) { unfollowPlayer(username: $u) { username } }',
      { u: bob.username },
    );
    expect(unfollowed.unfollowPlayer).toEqual([{ username: cat.username }]);
    expect((await ann.client.get<Games>('/me/following/games')).body.games).toEqual([]);
    expect((await bob.client.get<Players>('/me/followers')).body.players).toEqual([]);
  });

  it('refuses joins and invitations both ways and hides open games from each other', async () => {
    const carl = await person('carl');
    const dora = await person('dora');
    const eve = await person('eve');
    const open = async (host: RestClient): Promise<string> => {
      const created = await host.post<{ gameId: string }>('/games', {
        engine: 'bon-appetit',
        seatCount: 3,
      });
      expect((await host.put(`/games/${created.body.gameId}/seats/0`)).status).toBe(200);
      return created.body.gameId;
    };
    const carls = await open(carl.client);
    const doras = await open(dora.client);
    const lobby = async (client: RestClient) =>
      (await client.get<Games>('/games?limit=500')).body.games.map((game) => game.gameId);
    expect(await lobby(dora.client)).toContain(carls);

    const blocked = await carl.client.put<Players>(`/me/blocks/${dora.username}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.players.map((card) => card.username)).toEqual([dora.username]);
    expect((await carl.client.put(`/me/blocks/${carl.username}`)).status).toBe(400);

    // The lobby: neither sees the other's open games; others and anonymous callers still do.
    expect(await lobby(dora.client)).not.toContain(carls);
    expect(await lobby(carl.client)).not.toContain(doras);
    expect(await lobby(eve.client)).toEqual(expect.arrayContaining([carls, doras]));
    expect(await lobby(new RestClient(running().url))).toContain(carls);

    // Joins, both ways, and a game where the blocker only sits (Eve's).
    for (const [client, gameId] of [
      [dora.client, carls],
      [carl.client, doras],
    ] as const) {
      const refused = await client.put(`/games/${gameId}/seats/1`);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'PLAYER_BLOCKED' });
      const game = await client.get<GameSummary>(`/games/${gameId}`);
      expect(game.body.seats).toHaveLength(1);
    }
    const eves = await open(eve.client);
    expect((await carl.client.put(`/games/${eves}/seats/1`)).status).toBe(200);
    const intoEves = await dora.client.put(`/games/${eves}/seats/2`);
    expect(intoEves.body).toMatchObject({ code: 'PLAYER_BLOCKED' });

    // Invitations, both ways.
    for (const [client, gameId, invitee] of [
      [carl.client, carls, dora.username],
      [dora.client, doras, carl.username],
    ] as const) {
      const refused = await client.post(`/games/${gameId}/invitations`, { username: invitee });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'PLAYER_BLOCKED' });
    }
    expect(
      (await dora.client.get<{ notifications: unknown[] }>('/me/notifications')).body,
    ).toMatchObject({ notifications: [] });

    // The profile says the caller blocks; unblocking lets everything through again.
    const profile = await carl.client.get<PublicProfile>(`/players/${dora.username}`);
    expect(profile.body.blockedByYou).toBe(true);
    const graphql = (await new GraphqlClient(running().url).signUp()).withToken(
      (await carl.client.post<{ token: string }>('/tokens', { name: 'gq', scopes: ['play'] })).body
        .token,
    );
    const listed = await graphql.ok<{ blockedPlayers: PlayerCard[] }>(
      '{ blockedPlayers { username } }',
    );
    expect(listed.blockedPlayers).toEqual([{ username: dora.username }]);
    const refusedGq = await graphql.send(
      'mutation ($g: ID!, $u: String!) { invitePlayer(gameId: $g, username: $u) { gameId } }',
      { g: carls, u: dora.username },
    );
    expect(refusedGq.errors?.[0]?.extensions.code).toBe('PLAYER_BLOCKED');
    expect((await carl.client.delete<Players>(`/me/blocks/${dora.username}`)).body.players).toEqual(
      [],
    );
    expect(await lobby(dora.client)).toContain(carls);
    expect((await dora.client.put(`/games/${carls}/seats/1`)).status).toBe(200);
    expect(
      (await carl.client.post(`/games/${doras}/invitations`, { username: eve.username })).status,
    ).toBe(403); // not Carl's game: INVITER_NOT_IN_GAME, the ordinary rule
    expect(
      (await dora.client.post(`/games/${doras}/invitations`, { username: carl.username })).status,
    ).toBe(201);
  });

  it('stores reports for administrators only', async () => {
    const fay = await person('fay');
    const gus = await person('gus');
    const admin = await new RestClient(running().url).signUp(ADMIN);
    const gameId = await againstBot(gus.client, 'public');

    const refusals: [unknown, number, string][] = [
      [{ reason: '' }, 400, 'INVALID_INPUT'],
      [{ reason: 'x'.repeat(1001) }, 400, 'INVALID_INPUT'],
      [{ reason: 'rude', gameId: 'not-a-game' }, 400, 'INVALID_INPUT'],
      [{ reason: 'rude', gameId: randomUUID() }, 404, 'GAME_NOT_FOUND'],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await fay.client.post(`/players/${gus.username}/reports`, body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.body).toMatchObject({ code });
    }
    expect(
      (await fay.client.post(`/players/${fay.username}/reports`, { reason: 'me' })).status,
    ).toBe(400);
    const insult = await gus.client.post(`/games/${gameId}/chat`, {
      channel: 'players',
      body: 'You all play like bots.',
    });
    expect(insult.status).toBe(200);
    const reported = await fay.client.post<{ id: string }>(`/players/${gus.username}/reports`, {
      reason: '  Insults in the chat.  ',
      gameId,
    });
    expect(reported.status).toBe(201);

    expect((await new RestClient(running().url).get('/admin/reports')).status).toBe(401);
    const forbidden = await fay.client.get('/admin/reports');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN' });
    const page = await admin.get<{ reports: ReportView[] }>('/admin/reports');
    expect(page.status).toBe(200);
    expect(page.body.reports).toEqual([
      {
        id: reported.body.id,
        reporter: { username: fay.username, displayName: fay.username },
        reported: { username: gus.username, displayName: gus.username },
        reason: 'Insults in the chat.',
        gameId,
        // What Gus wrote at that table, for the administrators only (social/report-excerpt.ts).
        chatExcerpt: `${clock.now().toISOString()} [players] You all play like bots.`,
        createdAt: clock.now().toISOString(),
      },
    ]);
    const graphql = (await new GraphqlClient(running().url).signUp()).withToken(
      (await fay.client.post<{ token: string }>('/tokens', { name: 'gq', scopes: ['play'] })).body
        .token,
    );
    const denied = await graphql.send('{ playerReports { id } }');
    expect(denied.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
