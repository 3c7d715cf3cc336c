/**
 * Game chat over REST (issue 21 item 5, ADR 0038) on both databases: who reads and writes which
 * channel before and after the end, the text never reaching anyone else (state, events, export,
 * notifications), the limits (length, control characters, rate counted in the database on the
 * injected clock), the "new message" notification (one per table until read, none when muted).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ChatPage } from '../src/chat/chat-service.ts';
import { eventTypeOf } from '../src/delivery/webhooks/webhook-channel.ts';
import { useClockedServer, startRestGame } from './clocked-server.ts';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { RestClient } from './http.ts';
import { playPeopleToEnd, testRandom } from './play.ts';

interface NotificationList {
  readonly notifications: readonly {
    readonly id: string;
    readonly kind: string;
    readonly gameId: string | null;
    readonly data: unknown;
    readonly readAt: string | null;
  }[];
}

const SECRET = 'meet me at the north cheese';
const SPECTATOR_SECRET = 'the red player is bluffing';

async function chatNotices(client: RestClient, gameId: string) {
  const list = await client.get<NotificationList>('/me/notifications');
  return list.body.notifications.filter(
    (entry) => entry.kind === 'chat_message' && entry.gameId === gameId,
  );
}

describeOnDatabases('game chat', (driver) => {
  const clock = new FakeClock();
  const fixture = useClockedServer(driver, clock);

  it('keeps each channel to its readers until the end, and the text out of everything else', async () => {
    const url = fixture().url;
    const alice = await new RestClient(url).signUp();
    const bob = await new RestClient(url).signUp();
    const carol = await new RestClient(url).signUp();
    const anonymous = new RestClient(url);
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const chat = `/games/${gameId}/chat`;
    const versionBefore = (await alice.get<{ version: number }>(`/games/${gameId}/state`)).body
      .version;

    expect((await alice.get<ChatPage>(chat)).body).toMatchObject({
      readable: ['players'],
      writable: 'players',
      messages: [],
    });
    expect((await carol.get<ChatPage>(chat)).body).toMatchObject({
      readable: ['spectators'],
      writable: 'spectators',
    });
    expect((await anonymous.get<ChatPage>(chat)).body).toMatchObject({
      readable: [],
      writable: null,
      messages: [],
    });

    const posted = await alice.post<{ seq: number }>(chat, {
      channel: 'players',
      body: `  ${SECRET}  `,
    });
    expect(posted.status).toBe(200);
    expect((await carol.post(chat, { channel: 'players', body: 'hi' })).body).toMatchObject({
      code: 'CHAT_FORBIDDEN',
    });
    expect((await alice.post(chat, { channel: 'spectators', body: 'hi' })).status).toBe(403);
    expect((await anonymous.post(chat, { channel: 'spectators', body: 'hi' })).status).toBe(401);
    expect((await carol.post(chat, { channel: 'spectators', body: SPECTATOR_SECRET })).status).toBe(
      200,
    );

    const bobReads = (await bob.get<ChatPage>(chat)).body;
    expect(bobReads.messages).toMatchObject([
      { channel: 'players', body: SECRET, seat: 0, authorId: alice.playerId },
    ]);
    const carolReads = await carol.get<ChatPage>(chat);
    expect(carolReads.body.messages).toMatchObject([
      { channel: 'spectators', body: SPECTATOR_SECRET, seat: null },
    ]);
    expect(JSON.stringify(carolReads.body)).not.toContain(SECRET);
    expect(JSON.stringify((await bob.get(chat)).body)).not.toContain(SPECTATOR_SECRET);
    expect((await anonymous.get<ChatPage>(chat)).body.messages).toEqual([]);

    // A message is not a move: the version stands, and no state or event carries the text.
    for (const reader of [alice, bob, carol, anonymous]) {
      const state = await reader.get<{ version: number }>(`/games/${gameId}/state`);
      expect(state.body.version).toBe(versionBefore);
      expect(JSON.stringify(state.body)).not.toContain(SECRET);
      expect(JSON.stringify((await reader.get(`/games/${gameId}/events`)).body)).not.toContain(
        SECRET,
      );
    }

    // The end opens both channels to everyone; the spectators' chat is then closed.
    await playPeopleToEnd(fixture().server.service, gameId, 2, testRandom(21));
    for (const reader of [alice, carol, anonymous]) {
      const page = (await reader.get<ChatPage>(chat)).body;
      expect(page.readable).toEqual(['players', 'spectators']);
      expect(page.messages.map((message) => message.body)).toEqual([SECRET, SPECTATOR_SECRET]);
    }
    expect((await carol.post(chat, { channel: 'spectators', body: 'gg' })).body).toMatchObject({
      code: 'CHAT_CLOSED',
    });
    expect((await alice.post(chat, { channel: 'players', body: 'gg' })).status).toBe(200);

    const exported = await carol.get(`/games/${gameId}/export`);
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain(SECRET);
    expect(JSON.stringify(exported.body)).not.toContain(SPECTATOR_SECRET);
  });

  it('refuses empty, long and control-character messages and counts the rate on the clock', async () => {
    const url = fixture().url;
    const alice = await new RestClient(url).signUp();
    const bob = await new RestClient(url).signUp();
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const chat = `/games/${gameId}/chat`;
    for (const body of ['   ', 'x'.repeat(501), 'bell\u0007', 'two\nlines', 'nul\u0000']) {
      const refused = await alice.post(chat, { channel: 'players', body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect((await alice.post(chat, { channel: 'ghosts', body: 'boo' })).status).toBe(400);
    // Markup is only text: stored and served as typed.
    expect((await alice.post(chat, { channel: 'players', body: '<b>bold</b>' })).status).toBe(200);
    expect((await alice.post(chat, { channel: 'players', body: 'x'.repeat(500) })).status).toBe(
      200,
    );
    expect((await bob.get<ChatPage>(chat)).body.messages.map((m) => m.body)).toEqual([
      '<b>bold</b>',
      'x'.repeat(500),
    ]);

    for (let index = 0; index < 3; index += 1) {
      expect((await alice.post(chat, { channel: 'players', body: `m${index}` })).status).toBe(200);
    }
    const sixth = await alice.post(chat, { channel: 'players', body: 'one too many' });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'CHAT_RATE_LIMITED' });
    // Bob's own count is his; another game's count is another.
    expect((await bob.post(chat, { channel: 'players', body: 'mine' })).status).toBe(200);
    clock.advance(10_001);
    expect((await alice.post(chat, { channel: 'players', body: 'later' })).status).toBe(200);

    // 100 an hour: five every ten seconds reach it after 100 messages.
    let sent = 6;
    while (sent < 100) {
      clock.advance(2_001);
      const reply = await alice.post(chat, { channel: 'players', body: `n${sent}` });
      expect(reply.status).toBe(200);
      sent += 1;
    }
    clock.advance(2_001);
    expect((await alice.post(chat, { channel: 'players', body: 'hourly' })).body).toMatchObject({
      code: 'CHAT_RATE_LIMITED',
    });
    clock.advance(3_600_000);
    expect((await alice.post(chat, { channel: 'players', body: 'next hour' })).status).toBe(200);
  });

  it('tells an away player once per table until read, never the text, and not when muted', async () => {
    const url = fixture().url;
    const alice = await new RestClient(url).signUp();
    const bob = await new RestClient(url).signUp();
    const carol = await new RestClient(url).signUp();
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const chat = `/games/${gameId}/chat`;
    clock.advance(120_000); // nobody watches the table now
    await alice.post(chat, { channel: 'players', body: SECRET });
    await alice.post(chat, { channel: 'players', body: 'still there?' });
    await carol.post(chat, { channel: 'spectators', body: SPECTATOR_SECRET });
    const first = await chatNotices(bob, gameId);
    expect(first).toHaveLength(1);
    expect(first[0]?.data).toEqual({ engine: 'cheesonomics' });
    expect(await chatNotices(alice, gameId)).toHaveLength(0);
    const inbox = JSON.stringify((await bob.get('/me/notifications')).body);
    expect(inbox).not.toContain(SECRET);
    expect(inbox).not.toContain(SPECTATOR_SECRET);

    const id = first[0]?.id ?? '';
    expect((await bob.post(`/me/notifications/${id}/read`)).status).toBe(200);
    clock.advance(10_001);
    await alice.post(chat, { channel: 'players', body: 'are you back?' });
    expect(await chatNotices(bob, gameId)).toHaveLength(2);

    const muted = await bob.put<{ muted: boolean }>(`${chat}/mute`, { muted: true });
    expect(muted.body).toEqual({ gameId, muted: true });
    expect((await bob.get<ChatPage>(chat)).body.muted).toBe(true);
    await bob.post('/me/notifications/read-all');
    await alice.post(chat, { channel: 'players', body: 'hello?' });
    expect((await chatNotices(bob, gameId)).filter((entry) => entry.readAt === null)).toEqual([]);
    expect((await carol.put(`${chat}/mute`, { muted: true })).body).toMatchObject({
      code: 'CHAT_FORBIDDEN',
    });
    await bob.put(`${chat}/mute`, { muted: false });
    await alice.post(chat, { channel: 'players', body: 'unmuted' });
    expect((await chatNotices(bob, gameId)).filter((entry) => entry.readAt === null)).toHaveLength(
      1,
    );

    // At the table (a state read marks him watching), Bob gets no notice: the chat is on screen.
    await bob.post('/me/notifications/read-all');
    expect((await bob.get(`/games/${gameId}/state`)).status).toBe(200);
    await alice.post(chat, { channel: 'players', body: 'you are here' });
    expect((await chatNotices(bob, gameId)).filter((entry) => entry.readAt === null)).toEqual([]);
    // No webhook ever carries a chat notice (it would leave the server for a third party).
    expect(eventTypeOf('chat_message')).toBeNull();
  });

  it('keeps blocked players apart: neither reads the other, and the blocked one cannot write to them', async () => {
    const url = fixture().url;
    const alice = await new RestClient(url).signUp();
    const bobName = `bob_${randomUUID().slice(0, 8)}`;
    const bob = await new RestClient(url).signUp(bobName);
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const chat = `/games/${gameId}/chat`;
    expect((await bob.post(chat, { channel: 'players', body: 'before the block' })).status).toBe(
      200,
    );
    expect((await alice.put(`/me/blocks/${bobName}`)).status).toBe(200);

    // Alice no longer reads Bob, and Bob cannot reach the table she sits at.
    expect((await alice.get<ChatPage>(chat)).body.messages).toEqual([]);
    const refused = await bob.post(chat, { channel: 'players', body: 'after the block' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'CHAT_FORBIDDEN' });

    expect((await alice.delete(`/me/blocks/${bobName}`)).status).toBe(200);
    const again = (await alice.get<ChatPage>(chat)).body.messages.map((message) => message.body);
    expect(again).toEqual(['before the block']);
  });
});
