/**
 * The lobby live across two API processes (issue 20 item 8): a long-poll of the open games or
 * the games in play held in one process is answered when a game is created, joined, left or
 * started in the other; a private game never answers it nor shows in it; the creator is named
 * even after leaving their seat; and the lobby feed's poll makes good a notice that never came.
 */
import type { Client } from 'graphql-ws';
import { afterEach, expect, it, vi } from 'vitest';
import { LobbyFeed } from '../src/live/lobby-feed.ts';
import type { GameSummary } from '../src/service/views.ts';
import { startRestGame } from './clocked-server.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { Received, socketClient } from './graphql-client.ts';
import { RestClient } from './http.ts';
import type { Reply } from './http.ts';
import { useTwoProcesses } from './two-apps.ts';

interface GameList {
  games: GameSummary[];
}

/** What a long-poll answered, and the ETag to hold next. */
const etagOf = (reply: Reply) => reply.headers.get('etag') ?? '';

interface Lists {
  lobby: { openGames: { gameId: string }[]; gamesInPlay: { gameId: string }[] };
}

describeOnDatabases('the lobby live across two processes', (driver) => {
  const processes = useTwoProcesses(driver);
  const clients: Client[] = [];
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });

  it('answers a held long-poll at each create, join and leave in the other process', async () => {
    const [first, second] = processes();
    const alice = await new RestClient(first.url).signUp();
    const bob = (await new RestClient(first.url).signUp()).withBaseUrl(first.url);
    const watcher = new RestClient(second.url);
    // Waits in the second process from the ETag it holds; resolves once the wait is in place.
    const held = async (etag: string) => {
      const before = second.lobbyFeed.listenerCount();
      const answer = watcher.get<GameList>('/games?wait=30&limit=500', {
        headers: { 'if-none-match': etag },
      });
      await expect
        .poll(() => second.lobbyFeed.listenerCount(), { timeout: 30_000 })
        .toBe(before + 1);
      return { answer };
    };
    let etag = etagOf(await watcher.get('/games?limit=500'));
    expect(
      (await watcher.get('/games?limit=500', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const created = await held(etag);
    const game = await alice.post<GameSummary>('/games', { engine: 'cheesonomics', seatCount: 3 });
    expect(game.status).toBe(201);
    const afterCreate = await created.answer;
    expect(afterCreate.status).toBe(200);
    const listed = afterCreate.body.games.find((each) => each.gameId === game.body.gameId);
    expect(listed?.creator?.playerId).toBe(alice.playerId);
    etag = etagOf(afterCreate);

    const joined = await held(etag);
    expect((await alice.put(`/games/${game.body.gameId}/seats/0`)).status).toBe(200);
    const afterJoin = await joined.answer;
    expect(afterJoin.status).toBe(200);
    const seated = afterJoin.body.games.find((each) => each.gameId === game.body.gameId);
    expect(seated?.seats.map((seat) => seat.playerId)).toEqual([alice.playerId]);
    etag = etagOf(afterJoin);

    const left = await held(etag);
    expect((await alice.delete(`/games/${game.body.gameId}/seats/0`)).status).toBe(200);
    const afterLeave = await left.answer;
    expect(afterLeave.status).toBe(200);
    const empty = afterLeave.body.games.find((each) => each.gameId === game.body.gameId);
    expect(empty?.seats).toEqual([]);
    // The creator is still named, from the games row, with no seat of theirs.
    expect(empty?.creator).toMatchObject({ playerId: alice.playerId });
    expect(empty?.creator?.displayName).toEqual(expect.any(String));
    etag = etagOf(afterLeave);

    // A private game created and joined meanwhile neither answers the wait nor shows in it: the
    // public game created after it is what the answer brings.
    const next = await held(etag);
    const hidden = await bob.post<GameSummary>('/games', {
      engine: 'cheesonomics',
      seatCount: 2,
      visibility: 'private',
    });
    expect((await bob.put(`/games/${hidden.body.gameId}/seats/0`)).status).toBe(200);
    const shown = await alice.post<GameSummary>('/games', { engine: 'cheesonomics', seatCount: 2 });
    const afterPrivate = await next.answer;
    expect(afterPrivate.status).toBe(200);
    const ids = afterPrivate.body.games.map((each) => each.gameId);
    expect(ids).toContain(shown.body.gameId);
    expect(ids).not.toContain(hidden.body.gameId);
    expect(JSON.stringify(afterPrivate.body)).not.toContain(hidden.body.gameId);
  });

  it('holds a long-poll through a private game, then answers 304', async () => {
    const [first, second] = processes();
    const bob = await new RestClient(first.url).signUp();
    const watcher = new RestClient(second.url);
    const etag = etagOf(await watcher.get('/games?limit=500'));
    const answer = watcher.get('/games?wait=1&limit=500', { headers: { 'if-none-match': etag } });
    await expect.poll(() => second.lobbyFeed.listenerCount(), { timeout: 30_000 }).toBe(1);
    const hidden = await bob.post<GameSummary>('/games', {
      engine: 'cheesonomics',
      seatCount: 2,
      visibility: 'private',
    });
    expect(hidden.status).toBe(201);
    const reply = await answer;
    expect(reply.status).toBe(304);
    expect(reply.body).toBeNull();
    expect(etagOf(reply)).toBe(etag);
  });

  it('answers a long-poll of the games in play at a start in the other process', async () => {
    const [first, second] = processes();
    const alice = await new RestClient(first.url).signUp();
    const bob = await new RestClient(first.url).signUp();
    const watcher = new RestClient(second.url);
    const etag = etagOf(await watcher.get('/games/in-play?limit=500'));
    const answer = watcher.get<GameList>('/games/in-play?wait=30&limit=500', {
      headers: { 'if-none-match': etag },
    });
    await expect.poll(() => second.lobbyFeed.listenerCount(), { timeout: 30_000 }).toBe(1);
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const reply = await answer;
    expect(reply.status).toBe(200);
    expect(reply.body.games.map((game) => game.gameId)).toContain(gameId);
    expect(etagOf(reply)).not.toBe(etag);
  });

  it('pushes both lists over a GraphQL subscription in the other process, never a private game', async () => {
    const [first, second] = processes();
    const alice = await new RestClient(first.url).signUp();
    const { client } = socketClient(second.url);
    clients.push(client);
    const received = new Received<Lists>(
      client,
      'subscription { lobby(limit: 100) { openGames { gameId creator { playerId } } gamesInPlay { gameId } } }',
      {},
    );
    await received.until((r) => r.results.length === 1);
    const hidden = await alice.post<GameSummary>('/games', {
      engine: 'cheesonomics',
      seatCount: 2,
      visibility: 'private',
    });
    const shown = await alice.post<GameSummary>('/games', { engine: 'cheesonomics', seatCount: 2 });
    const hasShown = (lists: Lists | undefined) =>
      lists?.lobby.openGames.some((game) => game.gameId === shown.body.gameId) === true;
    await received.until((r) => hasShown(r.results.at(-1)));
    expect(received.errors).toBeUndefined();
    expect(received.results.at(-1)?.lobby.openGames).toContainEqual({
      gameId: shown.body.gameId,
      creator: { playerId: alice.playerId },
    });
    expect(JSON.stringify(received.results)).not.toContain(hidden.body.gameId);
    const bad = new Received<Lists>(
      client,
      'subscription { lobby(limit: 0) { openGames { gameId } } }',
      {},
    );
    await bad.until((r) => r.errors !== undefined);
    expect(bad.errors?.[0]?.extensions.code).toBe('INVALID_INPUT');
  });

  it('refuses a bad wait with INVALID_INPUT', async () => {
    const [, second] = processes();
    const watcher = new RestClient(second.url);
    for (const query of ['wait=61', 'wait=-1', 'wait=soon', 'wait=1.5']) {
      for (const path of ['/games', '/games/in-play']) {
        const refused = await watcher.get<{ code: string }>(`${path}?${query}`);
        expect(refused.status).toBe(400);
        expect(refused.body.code).toBe('INVALID_INPUT');
      }
    }
  });
});

describeOnDatabases('the lobby feed poll', (driver) => {
  const fixture = useService(driver);

  it('tells its waiters of a change whose notice never came', async () => {
    const { database, service } = fixture();
    // No commit source and no other process to NOTIFY: only the poll can see the change.
    const silent = { onFact: () => () => undefined };
    const feed = await LobbyFeed.open(database, { commits: silent, pollIntervalMs: 20 });
    try {
      let told = 0;
      const unsubscribe = feed.subscribe(() => {
        told += 1;
      });
      // The poll's first round reads what it compares with: a game created before it goes
      // unseen, so games are created until one lands after it (the second, on a quiet machine).
      await vi.waitFor(
        async () => {
          await service.lobby.createGame({ engine: 'cheesonomics', seatCount: 2 });
          expect(told).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 50 },
      );
      unsubscribe();
      expect(feed.listenerCount()).toBe(0);
    } finally {
      await feed.close();
    }
  });

  it('does not tell its waiters of a private game', async () => {
    const { database, service } = fixture();
    // The default poll (1 s): what the waiter hears here comes from the facts.
    const feed = await LobbyFeed.open(database, { commits: service });
    try {
      const told: string[] = [];
      const unsubscribe = feed.subscribe(() => told.push('told'));
      const host = await service.lobby.registerPlayer('Host');
      const hidden = await service.lobby.createGame({
        engine: 'cheesonomics',
        seatCount: 2,
        visibility: 'private',
        createdBy: host.id,
      });
      await service.lobby.join(hidden.gameId, { seat: 0, playerId: host.id });
      expect(told).toEqual([]);
      // A public game after it: its notice is the first the waiter hears.
      const shown = await service.lobby.createGame({ engine: 'cheesonomics', seatCount: 2 });
      expect(shown.visibility).toBe('public');
      expect(told).toEqual(['told']);
      unsubscribe();
    } finally {
      await feed.close();
    }
  });
});
