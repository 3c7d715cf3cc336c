/**
 * The REST API end to end over real HTTP: accounts with session cookie and CSRF, tokens, the
 * lobby, ETag and long-poll. (Whole games through /api/v1, every response checked and the export
 * verified: leak.int.test.ts; every variant played to the end below HTTP: variants.int.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GameState } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';

describeOnDatabases('REST API', (driver) => {
  const fixture = useServer(driver);
  const client = () => new RestClient(fixture().url);

  it('signs up, keeps a session, requires the CSRF token with the cookie, signs out', async () => {
    const alice = await client().signUp('alice_rest');
    const session = await alice.get<{ account: { username: string } }>('/auth/session');
    expect(session.status).toBe(200);
    expect(session.body.account.username).toBe('alice_rest');

    const noCsrf = await alice.post(
      '/games',
      { engine: 'big-cheese', seatCount: 3 },
      {
        omitCsrf: true,
      },
    );
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'CSRF_INVALID' } });
    const created = await alice.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    expect(created.status).toBe(201);

    const again = await client().post('/auth/sign-up', {
      username: 'ALICE_REST',
      password: 'another long password',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'USERNAME_TAKEN' } });
    const wrong = await client().post('/auth/sign-in', { username: 'alice_rest', password: 'x' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });

    expect((await alice.post('/auth/sign-out')).status).toBe(204);
    expect((await alice.get('/auth/session')).body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('creates API tokens shown once, lists them without the secret, revokes them', async () => {
    const bob = await client().signUp();
    const created = await bob.post<{ token: string; info: { id: string; prefix: string } }>(
      '/tokens',
      { name: 'my bot', scopes: ['bot'] },
    );
    expect(created.status).toBe(201);
    expect(created.body.token).toMatch(/^tvl_/);
    const listed = await bob.get<{ tokens: { id: string }[] }>('/tokens');
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
    expect(listed.body.tokens.map((token) => token.id)).toEqual([created.body.info.id]);

    const bot = bob.withToken(created.body.token);
    expect((await bot.get('/me/games')).status).toBe(200);
    expect(await bot.get('/tokens')).toMatchObject({ body: { code: 'SESSION_REQUIRED' } });
    expect((await bob.delete(`/tokens/${created.body.info.id}`)).status).toBe(204);
    expect(await bot.get('/me/games')).toMatchObject({
      status: 401,
      body: { code: 'UNAUTHENTICATED' },
    });
  });

  it('answers If-None-Match with 304 and wakes a long-poll when the game moves', async () => {
    const host = await client().signUp();
    const guest = await client().signUp();
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'big-cheese',
      seatCount: 3,
    });
    await host.put(`/games/${game.gameId}/seats/0`);
    await guest.put(`/games/${game.gameId}/seats/1`);
    await host.put(`/games/${game.gameId}/seats/2/bot`);
    await host.post(`/games/${game.gameId}/start`);
    // The bot may have the first move: once it has made it, nothing moves but the people.
    await fixture().server.service.botsIdle();

    const first = await guest.get<GameState>(`/games/${game.gameId}/state`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBe(`"v${first.body.version}-seat1"`);
    const unchanged = await guest.get(`/games/${game.gameId}/state?wait=1`, {
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);

    // Whoever acts first moves; the other seat's long-poll must wake with the new version.
    const mover = first.body.activeSeats.includes(1) ? guest : host;
    const watcher = mover === guest ? host : guest;
    const before = await watcher.get<GameState>(`/games/${game.gameId}/state`);
    const waiting = watcher.get<GameState>(`/games/${game.gameId}/state?wait=30`, {
      headers: { 'if-none-match': before.headers.get('etag') ?? '' },
    });
    const moverState = await mover.get<GameState>(`/games/${game.gameId}/state`);
    const sent = await mover.post(`/games/${game.gameId}/commands`, {
      expectedVersion: moverState.body.version,
      commandId: randomUUID(),
      command: moverState.body.legalCommands[0],
    });
    expect(sent.status).toBe(200);
    const woken = await waiting;
    expect(woken.status).toBe(200);
    expect(woken.body.version).toBeGreaterThan(before.body.version);
  });

  it('keeps private games out of the listing and lets the invite code in', async () => {
    const host = await client().signUp();
    const friend = await client().signUp();
    const stranger = await client().signUp();
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'bon-appetit',
      seatCount: 2,
      visibility: 'private',
    });
    expect(game.inviteCode).toEqual(expect.any(String));
    const open = await stranger.get<{ games: { gameId: string }[] }>('/games');
    expect(open.body.games.map((listed) => listed.gameId)).not.toContain(game.gameId);
    const seen = await stranger.get<GameDetails>(`/games/${game.gameId}`);
    expect(seen.body.inviteCode).toBeNull();
    expect(await stranger.put(`/games/${game.gameId}/seats/1`)).toMatchObject({
      status: 403,
      body: { code: 'INVITE_REQUIRED' },
    });
    const invite = await friend.get<GameDetails>(`/invites/${game.inviteCode ?? ''}`);
    expect(invite.body.gameId).toBe(game.gameId);
    const joined = await friend.put<GameDetails>(`/games/${game.gameId}/seats/1`, {
      inviteCode: game.inviteCode,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.inviteCode).toBe(game.inviteCode);
  });
});
