/**
 * The authorisation matrix over REST: for every route that needs more than anonymity, each kind
 * of caller that lacks it — anonymous, a signed-in stranger, the other seat, a token without the
 * scope — is refused with the table's code, and the refusal changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { GameState } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';

type Role =
  'anonymous' | 'stranger' | 'otherSeat' | 'readToken' | 'botToken' | 'playToken' | 'creatorToken';

interface World {
  readonly clients: Readonly<Record<Role, RestClient>>;
  /** Created by the creator, seats 0 (creator) and 1 (otherSeat) taken, seat 2 empty. */
  readonly lobbyGame: string;
  /** Started: creator seat 0, otherSeat seat 1, bot seat 2. */
  readonly liveGame: string;
  readonly tokenId: string;
  /** One of the creator's notifications (issue 17 item 8). */
  readonly notificationId: string;
}

interface Case {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: (world: World) => string;
  readonly body?: (world: World) => Promise<unknown>;
  /** Each refused role and the code it must get. */
  readonly refused: Partial<Record<Role, string>>;
}

const submitAt = async (world: World, client: RestClient) => {
  const state = await client.get<GameState>(`/games/${world.liveGame}/state`);
  return {
    expectedVersion: state.body.version,
    commandId: randomUUID(),
    command: state.body.legalCommands[0] ?? { type: 'pass' },
  };
};

const CASES: readonly Case[] = [
  {
    name: 'list my games',
    method: 'GET',
    path: () => '/me/games',
    refused: { anonymous: 'UNAUTHENTICATED' },
  },
  {
    name: 'create a game',
    method: 'POST',
    path: () => '/games',
    body: () => Promise.resolve({ engine: 'big-cheese', seatCount: 3 }),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      readToken: 'INSUFFICIENT_SCOPE',
      botToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'take a seat',
    method: 'PUT',
    path: (w) => `/games/${w.lobbyGame}/seats/2`,
    refused: { anonymous: 'UNAUTHENTICATED', readToken: 'INSUFFICIENT_SCOPE' },
  },
  {
    name: "free another person's seat",
    method: 'DELETE',
    path: (w) => `/games/${w.lobbyGame}/seats/1`,
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'FORBIDDEN',
      readToken: 'INSUFFICIENT_SCOPE',
      creatorToken: 'FORBIDDEN',
    },
  },
  {
    name: 'seat a server bot',
    method: 'PUT',
    path: (w) => `/games/${w.lobbyGame}/seats/2/bot`,
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'FORBIDDEN',
      otherSeat: 'FORBIDDEN',
      readToken: 'INSUFFICIENT_SCOPE',
      botToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'start the game',
    method: 'POST',
    path: (w) => `/games/${w.lobbyGame}/start`,
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'FORBIDDEN',
      otherSeat: 'FORBIDDEN',
      readToken: 'INSUFFICIENT_SCOPE',
      botToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'move in a game',
    method: 'POST',
    path: (w) => `/games/${w.liveGame}/commands`,
    body: (w) => submitAt(w, w.clients.creatorToken),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'NOT_SEATED',
      readToken: 'INSUFFICIENT_SCOPE',
      playToken: 'NOT_SEATED',
    },
  },
  {
    name: 'list API tokens',
    method: 'GET',
    path: () => '/tokens',
    refused: {
      anonymous: 'UNAUTHENTICATED',
      readToken: 'SESSION_REQUIRED',
      botToken: 'SESSION_REQUIRED',
      playToken: 'SESSION_REQUIRED',
    },
  },
  {
    name: 'create an API token',
    method: 'POST',
    path: () => '/tokens',
    body: () => Promise.resolve({ name: 'escalate', scopes: ['play'] }),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      readToken: 'SESSION_REQUIRED',
      botToken: 'SESSION_REQUIRED',
      playToken: 'SESSION_REQUIRED',
    },
  },
  {
    name: "revoke another account's token",
    method: 'DELETE',
    path: (w) => `/tokens/${w.tokenId}`,
    refused: { anonymous: 'UNAUTHENTICATED', stranger: 'TOKEN_NOT_FOUND' },
  },
  {
    name: 'export a game in play',
    method: 'GET',
    path: (w) => `/games/${w.liveGame}/export`,
    refused: { anonymous: 'GAME_NOT_FINISHED', creatorToken: 'GAME_NOT_FINISHED' },
  },
  {
    name: 'list my notifications',
    method: 'GET',
    path: () => '/me/notifications',
    refused: { anonymous: 'UNAUTHENTICATED' },
  },
  {
    name: 'read my inbox status',
    method: 'GET',
    path: () => '/me/inbox',
    refused: { anonymous: 'UNAUTHENTICATED' },
  },
  {
    name: "mark another account's notification read",
    method: 'POST',
    path: (w) => `/me/notifications/${w.notificationId}/read`,
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'NOTIFICATION_NOT_FOUND',
      otherSeat: 'NOTIFICATION_NOT_FOUND',
      playToken: 'NOTIFICATION_NOT_FOUND',
      readToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'mark all my notifications read',
    method: 'POST',
    path: () => '/me/notifications/read-all',
    refused: { anonymous: 'UNAUTHENTICATED', readToken: 'INSUFFICIENT_SCOPE' },
  },
  {
    name: 'set my reminder ladder',
    method: 'PUT',
    path: () => '/me/reminders',
    body: () => Promise.resolve({ offsetsSeconds: [] }),
    refused: { anonymous: 'UNAUTHENTICATED', readToken: 'INSUFFICIENT_SCOPE' },
  },
];

/** What must not move when a request is refused. */
async function snapshot(world: World): Promise<string> {
  const reader = world.clients.creatorToken;
  const parts = await Promise.all([
    reader.get(`/games/${world.lobbyGame}`),
    reader.get(`/games/${world.liveGame}`),
    reader.get(`/games/${world.liveGame}/events?limit=1000`),
    reader.get('/me/games'),
    world.clients.stranger.get('/tokens'),
    world.clients.stranger.get('/me/games'),
    reader.get('/me/notifications?limit=100'),
    reader.get('/me/reminders'),
  ]);
  // A token's lastUsedAt records that it was used, refused or not: that is not a state change.
  return JSON.stringify(
    parts.map((part) => part.body),
    (key, value: unknown) => (key === 'lastUsedAt' ? undefined : value),
  );
}

describeOnDatabases('authorisation matrix', (driver) => {
  const fixture = useServer(driver);
  let world: World | undefined;

  beforeAll(async () => {
    const base = fixture().url;
    const creator = await new RestClient(base).signUp();
    const other = await new RestClient(base).signUp();
    const stranger = await new RestClient(base).signUp();
    const strangerToken = await stranger.post<{ info: { id: string } }>('/tokens', {
      name: 'stranger',
      scopes: ['read'],
    });
    const scoped = (scopes: string[]) => stranger.tokenClient(scopes);
    const lobby = await creator.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    await creator.put(`/games/${lobby.body.gameId}/seats/0`);
    await other.put(`/games/${lobby.body.gameId}/seats/1`);
    const live = await creator.post<GameDetails>('/games', { engine: 'big-cheese', seatCount: 3 });
    await creator.put(`/games/${live.body.gameId}/seats/0`);
    await other.put(`/games/${live.body.gameId}/seats/1`);
    await creator.put(`/games/${live.body.gameId}/seats/2/bot`);
    await creator.post(`/games/${live.body.gameId}/start`);
    // The server bot's moves and the inbox's notifications settle before any snapshot.
    await fixture().server.service.botsIdle();
    await fixture().server.inbox.idle();
    const inbox = await creator.get<{ notifications: { id: string }[] }>('/me/notifications');
    const [notification] = inbox.body.notifications;
    if (notification === undefined) throw new Error('the creator has no notification');
    world = {
      clients: {
        anonymous: new RestClient(base),
        stranger,
        otherSeat: other,
        readToken: await creator.tokenClient(['read']),
        botToken: await creator.tokenClient(['bot']),
        playToken: await scoped(['play']),
        creatorToken: await creator.tokenClient(['play']),
      },
      lobbyGame: lobby.body.gameId,
      liveGame: live.body.gameId,
      tokenId: (
        await creator.post<{ info: { id: string } }>('/tokens', { name: 'x', scopes: ['read'] })
      ).body.info.id,
      notificationId: notification.id,
    };
    expect(strangerToken.status).toBe(201);
  });

  const rows = CASES.flatMap((row) =>
    Object.entries(row.refused).map(([role, code]) => ({ ...row, role: role as Role, code })),
  );

  it.each(rows)('$name: $role is refused with $code', async (row) => {
    if (world === undefined) throw new Error('no world');
    const before = await snapshot(world);
    const client = world.clients[row.role];
    const body = row.body === undefined ? {} : await row.body(world);
    const reply = await client.request(row.method, row.path(world), {
      ...(row.method === 'GET' || row.method === 'DELETE' ? {} : { body }),
    });
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(reply.body).toMatchObject({ code: row.code, message: expect.any(String) as unknown });
    expect(await snapshot(world)).toBe(before);
  });

  it('shows a signed-in stranger and anonymous callers only the spectator view', async () => {
    if (world === undefined) throw new Error('no world');
    for (const role of ['anonymous', 'stranger', 'playToken'] as const) {
      const state = await world.clients[role].get<GameState>(`/games/${world.liveGame}/state`);
      expect(state.body.viewer).toEqual({ kind: 'spectator' });
      expect(state.body.legalCommands).toEqual([]);
    }
    const seated = await world.clients.otherSeat.get<GameState>(`/games/${world.liveGame}/state`);
    expect(seated.body.viewer).toEqual({ kind: 'seat', seat: 1 });
  });
});
