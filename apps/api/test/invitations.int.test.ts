/**
 * Invitations of a named account (ADR 0035) over REST and GraphQL, on PGlite and Postgres: the
 * creator or a seated player invites an account by username to a game before its start; the
 * invitee gets exactly one `invited` notification, which names only the game and the inviter,
 * and may then join the game although it is private. Every refusal has its stable code and
 * writes nothing.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { GameDetails } from '../src/http/operations.ts';
import type { InboxPage } from '../src/service/inbox/inbox-service.ts';
import type { Invitation } from '../src/service/invitations.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';

const fresh = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

describeOnDatabases('invitations of named accounts', (driver) => {
  const fixture = useServer(driver);

  const invitedNotes = async (client: RestClient) => {
    const page = await client.get<InboxPage>('/me/notifications?limit=50');
    expect(page.status).toBe(200);
    return page.body.notifications.filter((note) => note.kind === 'invited');
  };

  /** A private game of `seatCount` seats whose creator sits at seat 0. */
  const privateGame = async (host: RestClient, engine: string, seatCount: number) => {
    const created = await host.post<GameDetails>('/games', {
      engine,
      seatCount,
      visibility: 'private',
    });
    expect(created.status).toBe(201);
    expect((await host.put(`/games/${created.body.gameId}/seats/0`)).status).toBe(200);
    return created.body;
  };

  it('notifies the invitee once, and lets them join the private game without its code', async () => {
    const base = fixture().url;
    const hostName = fresh('Host');
    const guestName = fresh('guest');
    const host = await new RestClient(base).signUp(hostName);
    const guest = await new RestClient(base).signUp(guestName);
    const stranger = await new RestClient(base).signUp();
    const game = await privateGame(host, 'bon-appetit', 2);
    const path = `/games/${game.gameId}/invitations`;

    // Usernames are matched regardless of case.
    const sent = await host.post<Invitation>(path, { username: guestName.toUpperCase() });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      gameId: game.gameId,
      invitee: { username: guestName, displayName: guestName },
    });

    const [note, ...others] = await invitedNotes(guest);
    expect(others).toEqual([]);
    expect(note).toMatchObject({
      kind: 'invited',
      gameId: game.gameId,
      data: { engine: 'bon-appetit', byDisplayName: hostName },
      text: `${hostName} invited you to a game of bon-appetit.`,
      readAt: null,
    });
    // A lobby fact only, field for field; the invite code (a secret that seats anyone) is not in it.
    expect(note?.data).toEqual({ engine: 'bon-appetit', byDisplayName: hostName });
    expect(game.inviteCode).not.toBeNull();
    expect(JSON.stringify(note)).not.toContain(game.inviteCode ?? 'no code');

    const again = await host.post<{ code: string }>(path, { username: guestName });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_INVITED');
    expect(await invitedNotes(guest)).toHaveLength(1);

    // Invited: the guest joins without the code; a stranger still cannot.
    const refused = await stranger.put<{ code: string }>(`/games/${game.gameId}/seats/1`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INVITE_REQUIRED');
    const joined = await guest.put<GameDetails>(`/games/${game.gameId}/seats/1`);
    expect(joined.status).toBe(200);
    expect(joined.body.seats.map((seat) => seat.playerId)).toEqual([host.playerId, guest.playerId]);
  });

  it('refuses each bad invitation with its code and writes nothing', async () => {
    const base = fixture().url;
    const hostName = fresh('host');
    const guestName = fresh('guest');
    const host = await new RestClient(base).signUp(hostName);
    const guest = await new RestClient(base).signUp(guestName);
    const stranger = await new RestClient(base).signUp();
    const game = await privateGame(host, 'big-cheese', 4);
    const seatedName = fresh('sat');
    const sitter = await new RestClient(base).signUp(seatedName);
    expect(
      (await host.post(`/games/${game.gameId}/invitations`, { username: seatedName })).status,
    ).toBe(201);
    expect((await sitter.put(`/games/${game.gameId}/seats/1`)).status).toBe(200);

    const refusals: [RestClient, unknown, number, string][] = [
      [host, { username: fresh('nobody') }, 404, 'USERNAME_NOT_FOUND'],
      [host, { username: 'x' }, 400, 'INVALID_INPUT'],
      [host, {}, 400, 'INVALID_INPUT'],
      [host, { username: hostName }, 400, 'SELF_INVITATION'],
      [host, { username: seatedName }, 409, 'ALREADY_SEATED'],
      [stranger, { username: guestName }, 403, 'INVITER_NOT_IN_GAME'],
    ];
    for (const [caller, body, status, code] of refusals) {
      const reply = await caller.post<{ code: string; message: string }>(
        `/games/${game.gameId}/invitations`,
        body,
      );
      expect({ status: reply.status, code: reply.body.code }).toEqual({ status, code });
      expect(reply.body.message.length).toBeGreaterThan(0);
    }
    const unknownGame = await host.post<{ code: string }>(`/games/${randomUUID()}/invitations`, {
      username: guestName,
    });
    expect([unknownGame.status, unknownGame.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const anonymous = await new RestClient(base).post(`/games/${game.gameId}/invitations`, {
      username: guestName,
    });
    expect(anonymous.status).toBe(401);
    expect(await invitedNotes(guest)).toEqual([]);

    // A seated player who did not create the game may invite too.
    const bySitter = await sitter.post(`/games/${game.gameId}/invitations`, {
      username: guestName,
    });
    expect(bySitter.status).toBe(201);
    expect(await invitedNotes(guest)).toHaveLength(1);
  });

  it('refuses invitations to a full game and to a started one', async () => {
    const base = fixture().url;
    const host = await new RestClient(base).signUp();
    const guest = await new RestClient(base).signUp();
    const lateName = fresh('late');
    const late = await new RestClient(base).signUp(lateName);
    const created = await host.post<GameDetails>('/games', { engine: 'bon-appetit', seatCount: 2 });
    const { gameId } = created.body;
    expect((await host.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await guest.put(`/games/${gameId}/seats/1`)).status).toBe(200);

    const full = await host.post<{ code: string }>(`/games/${gameId}/invitations`, {
      username: lateName,
    });
    expect([full.status, full.body.code]).toEqual([409, 'GAME_FULL']);
    expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);
    for (const inviter of [host, guest]) {
      const started = await inviter.post<{ code: string }>(`/games/${gameId}/invitations`, {
        username: lateName,
      });
      expect([started.status, started.body.code]).toEqual([409, 'GAME_ALREADY_STARTED']);
    }
    expect(await invitedNotes(late)).toEqual([]);
  });

  it('invites through GraphQL with the same codes', async () => {
    const { url } = fixture();
    const hostName = fresh('gqhost');
    const guestName = fresh('gqguest');
    const host = await new GraphqlClient(url).signUp(hostName);
    const guest = await new GraphqlClient(url).signUp(guestName);
    const created = await host.ok<{ createGame: { gameId: string } }>(
      'mutation { createGame(input: { engine: "bon-appetit", seatCount: 2, visibility: private }) { gameId } }',
    );
    const { gameId } = created.createGame;
    await host.ok('mutation ($gameId: ID!) { joinGame(gameId: $gameId, seat: 0) { gameId } }', {
      gameId,
    });
    const invite = (client: GraphqlClient, username: string) =>
      client.send<{ invitePlayer: Invitation }>(
        `mutation ($gameId: ID!, $username: String!) {
          invitePlayer(gameId: $gameId, username: $username) {
            gameId invitee { username displayName } invitedAt
          }
        }`,
        { gameId, username },
      );
    const codeOf = async (reply: ReturnType<typeof invite>) =>
      (await reply).errors?.map((error) => error.extensions.code);

    expect(await codeOf(invite(host, hostName))).toEqual(['SELF_INVITATION']);
    expect(await codeOf(invite(host, fresh('nobody')))).toEqual(['USERNAME_NOT_FOUND']);
    expect(await codeOf(invite(guest, hostName))).toEqual(['INVITER_NOT_IN_GAME']);
    const sent = await invite(host, guestName);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.invitePlayer).toMatchObject({
      gameId,
      invitee: { username: guestName, displayName: guestName },
    });
    expect(await codeOf(invite(host, guestName))).toEqual(['ALREADY_INVITED']);

    const inbox = await guest.ok<{
      notifications: { notifications: { kind: string; gameId: string | null }[] };
    }>('{ notifications(limit: 50) { notifications { kind gameId } } }');
    expect(inbox.notifications.notifications.filter((n) => n.kind === 'invited')).toEqual([
      { kind: 'invited', gameId },
    ]);

    // The private game seats the invitee without its code; then it is full, then started.
    await guest.ok('mutation ($gameId: ID!) { joinGame(gameId: $gameId, seat: 1) { gameId } }', {
      gameId,
    });
    const third = fresh('gqthird');
    await new GraphqlClient(url).signUp(third);
    expect(await codeOf(invite(host, third))).toEqual(['GAME_FULL']);
    await host.ok('mutation ($gameId: ID!) { startGame(gameId: $gameId) { gameId } }', { gameId });
    expect(await codeOf(invite(host, third))).toEqual(['GAME_ALREADY_STARTED']);
  });
});
