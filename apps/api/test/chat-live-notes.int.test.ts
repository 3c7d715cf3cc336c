/**
 * Game chat live across two API processes (issue 21 item 5: NOTIFY after commit, the ETag
 * long-poll), and private notes (item 6): only their author ever reads them.
 */
import { expect, it } from 'vitest';
import type { ChatPage } from '../src/chat/chat-service.ts';
import type { GameNotes } from '../src/http/operations/chat.ts';
import { startRestGame } from './clocked-server.ts';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';
import { useTwoProcesses } from './two-apps.ts';

const SECRET = 'I will buy every wheel of brie';

describeOnDatabases('game chat live across two processes', (driver) => {
  const processes = useTwoProcesses(driver);

  it('wakes a long-poll in the other process with the message; a spectator’s waits on through it', async () => {
    const [first, second] = processes();
    const alice = await new RestClient(first.url).signUp();
    const bob = (await new RestClient(first.url).signUp()).withBaseUrl(second.url);
    const carol = (await new RestClient(first.url).signUp()).withBaseUrl(second.url);
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const chat = `/games/${gameId}/chat`;

    const bobHeld = await bob.get<ChatPage>(chat);
    const carolHeld = await carol.get<ChatPage>(chat);
    const bobEtag = bobHeld.headers.get('etag') ?? '';
    const carolEtag = carolHeld.headers.get('etag') ?? '';
    expect((await bob.get(chat, { headers: { 'if-none-match': bobEtag } })).status).toBe(304);

    const bobWaits = bob.get<ChatPage>(`${chat}?wait=30`, {
      headers: { 'if-none-match': bobEtag },
    });
    const carolWaits = carol.get<ChatPage>(`${chat}?wait=30`, {
      headers: { 'if-none-match': carolEtag },
    });
    // Both long-polls are in place (listening in the second process) before the message.
    await expect.poll(() => second.chatFeed.listenerCount(), { timeout: 30_000 }).toBe(2);
    const posted = await alice.post<{ seq: number }>(chat, { channel: 'players', body: SECRET });
    expect(posted.status).toBe(200);

    const woken = await bobWaits;
    expect(woken.status).toBe(200);
    expect(woken.body.messages).toMatchObject([{ seq: posted.body.seq, body: SECRET }]);
    expect(woken.headers.get('etag')).not.toBe(bobEtag);
    // The spectator may not read the players' channel: the notice changed nothing for her, so
    // her long-poll is still waiting (live/next-change.ts), and a message she may read ends it.
    await expect.poll(() => second.chatFeed.listenerCount(), { timeout: 30_000 }).toBe(1);
    const aside = await carol.post<{ seq: number }>(chat, { channel: 'spectators', body: 'brie?' });
    expect(aside.status).toBe(200);
    const carolAnswer = await carolWaits;
    expect(carolAnswer.status).toBe(200);
    expect(carolAnswer.body.messages).toMatchObject([{ seq: aside.body.seq, body: 'brie?' }]);
    expect(JSON.stringify(carolAnswer.body)).not.toContain(SECRET);

    // From the cursor on: only what follows.
    const after = await bob.get<ChatPage>(`${chat}?after=${String(posted.body.seq)}`);
    expect(after.body.messages).toEqual([]);
  });
});

describeOnDatabases('private notes', (driver) => {
  const fixture = useServer(driver);

  it('keeps each note to its author, at the version it was written at', async () => {
    const url = fixture().url;
    const alice = await new RestClient(url).signUp();
    const bob = await new RestClient(url).signUp();
    const carol = await new RestClient(url).signUp();
    const anonymous = new RestClient(url);
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const notes = `/games/${gameId}/notes`;
    const { version } = (await alice.get<{ version: number }>(`/games/${gameId}/state`)).body;

    const written = await alice.put<GameNotes>(notes, {
      version,
      body: `${SECRET}\n\tthen sell`,
    });
    expect(written.status).toBe(200);
    expect(written.body.notes).toMatchObject([{ version, body: `${SECRET}\n\tthen sell` }]);
    expect((await carol.put<GameNotes>(notes, { version: 0, body: 'mine' })).status).toBe(200);

    expect((await alice.get<GameNotes>(notes)).body.notes).toHaveLength(1);
    expect((await bob.get<GameNotes>(notes)).body.notes).toEqual([]);
    expect((await carol.get<GameNotes>(notes)).body.notes).toMatchObject([{ body: 'mine' }]);
    expect((await anonymous.get(notes)).status).toBe(401);
    for (const reader of [bob, carol, anonymous]) {
      for (const path of [
        `/games/${gameId}/state`,
        `/games/${gameId}/events`,
        `/games/${gameId}/chat`,
      ]) {
        expect(JSON.stringify((await reader.get(path)).body)).not.toContain(SECRET);
      }
    }

    const ahead = await alice.put(notes, { version: version + 1, body: 'later' });
    expect(ahead.status).toBe(409);
    expect(ahead.body).toMatchObject({ code: 'NOTE_VERSION_AHEAD' });
    expect((await alice.put(notes, { version, body: 'x'.repeat(2001) })).status).toBe(400);
    expect((await alice.put(notes, { version, body: 'bell\u0007' })).status).toBe(400);
    expect((await alice.put(notes, { version: -1, body: 'x' })).status).toBe(400);

    // Writing again replaces; an empty text removes.
    await alice.put(notes, { version, body: 'replaced' });
    expect((await alice.get<GameNotes>(notes)).body.notes).toMatchObject([{ body: 'replaced' }]);
    expect((await alice.put<GameNotes>(notes, { version, body: '  ' })).body.notes).toEqual([]);
  });
});
