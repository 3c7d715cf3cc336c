/**
 * The inbox over REST and GraphQL with two API servers on one database (on Postgres each with
 * its own pool and LISTEN connection, as two processes have; PGlite serves one process, so there
 * both are one server): a move committed on one server makes it someone's turn, and that
 * account's long-poll and GraphQL subscription on the *other* server see the unread count go up;
 * the list shows the notification, marking it read brings the count down; another account's
 * notification cannot be marked, by either API, and nothing changes; the reminder ladder is read
 * and set; a seated account reading its table is recorded as watching the game.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { gameWatchers } from '../src/db/schema.ts';
import type { GameState } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import type { InboxStatus } from '../src/http/operations/inbox.ts';
import type { InboxPage } from '../src/service/inbox/inbox-service.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { GraphqlClient, Received, socketClient } from './graphql-client.ts';
import { RestClient, startTestServer } from './http.ts';

const INBOX_FIELDS = 'unreadCount newest';

describeOnDatabases('the inbox over HTTP, across two servers', (driver) => {
  let testDatabase: TestDatabase | undefined;
  const servers: RunningServer[] = [];
  const clients: Client[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    servers.push(await startTestServer(testDatabase.config));
    if (driver === 'postgres') servers.push(await startTestServer(testDatabase.config));
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) await client.dispose();
  });
  afterAll(async () => {
    for (const server of servers.splice(0)) await server.close();
    await testDatabase?.dispose();
  });
  /** The server where accounts read their inbox, and the one where moves are made. */
  const serverAt = (index: number): RunningServer => {
    const server = servers.at(index);
    if (server === undefined) throw new Error('the servers are not running');
    return server;
  };
  const readerServer = () => serverAt(0);
  const moverServer = () => serverAt(-1);

  async function table() {
    const people: RestClient[] = [];
    for (let seat = 0; seat < 3; seat += 1) {
      people.push(await new RestClient(readerServer().url).signUp());
    }
    const [host] = people;
    if (host === undefined) throw new Error('no host');
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'big-cheese',
      seatCount: 3,
    });
    for (const [seat, person] of people.entries()) {
      expect((await person.put(`/games/${game.gameId}/seats/${seat}`)).status).toBe(200);
    }
    expect((await host.post(`/games/${game.gameId}/start`)).status).toBe(200);
    await Promise.all(servers.map((server) => server.inbox.idle()));
    return { gameId: game.gameId, people };
  }

  /** Moves (on the mover server) until a seat other than `first` is to move; that seat. */
  async function moveUntilAnotherTurn(gameId: string, people: readonly RestClient[]) {
    const movers = people.map((person) => person.withBaseUrl(moverServer().url));
    for (let step = 0; step < 50; step += 1) {
      const spectator = await new RestClient(moverServer().url).get<GameState>(
        `/games/${gameId}/state`,
      );
      const [seat] = spectator.body.activeSeats;
      const mover = movers[seat ?? -1];
      if (seat === undefined || mover === undefined) throw new Error('nobody to move');
      if (step > 0 && seat !== 0) return seat;
      const state = await mover.get<GameState>(`/games/${gameId}/state`);
      const sent = await mover.post(`/games/${gameId}/commands`, {
        expectedVersion: state.body.version,
        commandId: randomUUID(),
        command: state.body.legalCommands[0],
      });
      expect(sent.status).toBe(200);
    }
    throw new Error('the turn never passed');
  }

  it('a move on one server reaches the next player’s long-poll and list on the other', async () => {
    const { gameId, people } = await table();
    const waiting = people.slice(1).map(async (person) => {
      const now = await person.get<InboxStatus>('/me/inbox');
      const etag = now.headers.get('etag') ?? '';
      const answer = await person.get<InboxStatus | null>('/me/inbox?wait=60', {
        headers: { 'if-none-match': etag },
      });
      return { before: now.body, answer };
    });
    const next = await moveUntilAnotherTurn(gameId, people);
    const person = people[next];
    const poll = await waiting[next - 1];
    if (person === undefined || poll === undefined) throw new Error(`no seat ${next}`);
    expect(poll.answer.status).toBe(200);
    expect(poll.answer.body?.unreadCount).toBe(poll.before.unreadCount + 1);

    const list = await person.get<InboxPage>('/me/notifications?limit=5&unread=true');
    expect(list.status).toBe(200);
    const [newest] = list.body.notifications;
    expect(newest).toMatchObject({
      kind: 'your_turn',
      gameId,
      data: { engine: 'big-cheese', seat: next },
      readAt: null,
    });
    if (newest === undefined) throw new Error('no notification');
    const marked = await person.post<InboxStatus>(`/me/notifications/${newest.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body.unreadCount).toBe(poll.before.unreadCount);
    const all = await person.post<InboxStatus>('/me/notifications/read-all');
    expect(all.body.unreadCount).toBe(0);
    // The other polls are answered when the servers close (a draining server answers at once).
    for (const other of waiting) other.catch(() => undefined);
  });

  it('a GraphQL subscription on one server sees the count rise for a move on the other', async () => {
    const { gameId, people } = await table();
    const tokens = await Promise.all(
      people.map(async (person) => {
        const reply = await person.post<{ token: string }>('/tokens', {
          name: 'inbox',
          scopes: ['read'],
        });
        return reply.body.token;
      }),
    );
    const subscriptions = tokens.slice(1).map((token) => {
      const { client } = socketClient(readerServer().url, {
        connectionParams: { authorization: `Bearer ${token}` },
      });
      clients.push(client);
      return new Received<{ inbox: InboxStatus }>(
        client,
        `subscription { inbox { ${INBOX_FIELDS} } }`,
        {},
      );
    });
    for (const received of subscriptions) await received.until((r) => r.results.length === 1);
    const next = await moveUntilAnotherTurn(gameId, people);
    const received = subscriptions[next - 1];
    if (received === undefined) throw new Error(`no seat ${next}`);
    const first = received.results[0]?.inbox.unreadCount ?? -1;
    await received.until((r) => (r.results.at(-1)?.inbox.unreadCount ?? 0) > first);
    expect(received.errors).toBeUndefined();
    const page = await new GraphqlClient(readerServer().url)
      .withToken(tokens[next] ?? '')
      .ok<{ notifications: { notifications: { kind: string; gameId: string }[] } }>(
        '{ notifications(limit: 1) { notifications { kind gameId } } }',
      );
    expect(page.notifications.notifications).toEqual([{ kind: 'your_turn', gameId }]);
  });

  it("refuses to mark another account's notification, over REST and GraphQL, changing nothing", async () => {
    const { people } = await table();
    const [owner, stranger] = people;
    if (owner === undefined || stranger === undefined) throw new Error('two people');
    const { body } = await owner.get<InboxPage>('/me/notifications');
    const [note] = body.notifications;
    if (note === undefined) throw new Error('no notification');
    const before = (await owner.get<InboxStatus>('/me/inbox')).body;

    const rest = await stranger.post<{ code: string }>(`/me/notifications/${note.id}/read`);
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe('NOTIFICATION_NOT_FOUND');
    const unknown = await stranger.post<{ code: string }>(`/me/notifications/${randomUUID()}/read`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(rest.body.code);
    const malformed = await stranger.post<{ code: string }>('/me/notifications/nope/read');
    expect(malformed.status).toBe(400);

    const token = (
      await stranger.post<{ token: string }>('/tokens', { name: 't', scopes: ['play'] })
    ).body.token;
    const graphql = await new GraphqlClient(readerServer().url)
      .withToken(token)
      .send('mutation ($id: ID!) { markNotificationRead(id: $id) { unreadCount } }', {
        id: note.id,
      });
    expect(graphql.errors?.[0]?.extensions.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await owner.get<InboxStatus>('/me/inbox')).body).toEqual(before);
    expect((await new RestClient(readerServer().url).get('/me/inbox')).status).toBe(401);
  });

  it('reads and sets the reminder ladder, refusing a bad one', async () => {
    const [person] = (await table()).people;
    if (person === undefined) throw new Error('no person');
    expect((await person.get('/me/reminders')).body).toEqual({
      offsetsSeconds: [86_400, 14_400, 3600],
    });
    for (const offsetsSeconds of [[30], [7200, 7200], 'often', [1, 2, 3, 4, 5, 6, 7, 8, 9]]) {
      const refused = await person.put<{ code: string }>('/me/reminders', { offsetsSeconds });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('INVALID_INPUT');
    }
    const set = await person.put('/me/reminders', { offsetsSeconds: [600, 7200] });
    expect(set.body).toEqual({ offsetsSeconds: [7200, 600] });
    const token = (await person.post<{ token: string }>('/tokens', { name: 't', scopes: ['play'] }))
      .body.token;
    const graphql = new GraphqlClient(readerServer().url).withToken(token);
    expect(await graphql.ok('{ reminderSettings { offsetsSeconds } }')).toEqual({
      reminderSettings: { offsetsSeconds: [7200, 600] },
    });
    expect(
      await graphql.ok('mutation { setReminderSettings(offsetsSeconds: []) { offsetsSeconds } }'),
    ).toEqual({ setReminderSettings: { offsetsSeconds: [] } });
    expect((await person.get('/me/reminders')).body).toEqual({ offsetsSeconds: [] });
  });

  it('records a seated account reading its table as watching the game', async () => {
    const { gameId, people } = await table();
    const [seated] = people;
    if (seated?.playerId === undefined) throw new Error('no person');
    const watched = () =>
      readerServer()
        .database.db.select()
        .from(gameWatchers)
        .where(
          and(eq(gameWatchers.gameId, gameId), eq(gameWatchers.playerId, seated.playerId ?? '')),
        );
    expect(await watched()).toEqual([]);
    // A spectator's read is not a seat watching.
    await new RestClient(readerServer().url).get(`/games/${gameId}/state`);
    expect(await watched()).toEqual([]);
    expect((await seated.get(`/games/${gameId}/state`)).status).toBe(200);
    expect(await watched()).toHaveLength(1);
  });
});
