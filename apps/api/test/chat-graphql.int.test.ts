/**
 * Game chat and notes over GraphQL (issue 21 items 5 and 6): the same operations as REST, and
 * `Subscription.chat` pushing each new message to a seated player — and nothing of the players'
 * talk to a spectator.
 */
import { expect, it } from 'vitest';
import { startRestGame } from './clocked-server.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient, Received, socketClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';

interface ChatData {
  readonly chat: {
    readonly readable: readonly string[];
    readonly messages: readonly { readonly body: string; readonly seat: number | null }[];
  };
}

const SECRET = 'keep the gouda for the last round';
const CHAT_QUERY = `query ($gameId: ID!) { chat(gameId: $gameId) { readable messages { body seat } } }`;
const CHAT_SUBSCRIPTION = `subscription ($gameId: ID!) { chat(gameId: $gameId) { readable messages { body seat } } }`;

describeOnDatabases('game chat over GraphQL', (driver) => {
  const fixture = useServer(driver);

  it('posts, reads, mutes, notes and pushes live to the readers of each channel', async () => {
    const url = fixture().url;
    const alice = await new RestClient(url).signUp();
    const bob = await new RestClient(url).signUp();
    const carol = await new RestClient(url).signUp();
    const gameId = await startRestGame([alice, bob], { engine: 'cheesonomics' });
    const aliceToken = (
      await alice.post<{ token: string }>('/tokens', { name: 't', scopes: ['play'] })
    ).body.token;
    const bobToken = (await bob.post<{ token: string }>('/tokens', { name: 't', scopes: ['read'] }))
      .body.token;
    const carolToken = (
      await carol.post<{ token: string }>('/tokens', { name: 't', scopes: ['read'] })
    ).body.token;
    const aliceGq = new GraphqlClient(url).withToken(aliceToken);

    const bobSocket = socketClient(url, {
      connectionParams: { authorization: `Bearer ${bobToken}` },
    });
    const carolSocket = socketClient(url, {
      connectionParams: { authorization: `Bearer ${carolToken}` },
    });
    const bobSees = new Received<ChatData>(bobSocket.client, CHAT_SUBSCRIPTION, { gameId });
    const carolSees = new Received<ChatData>(carolSocket.client, CHAT_SUBSCRIPTION, { gameId });
    await bobSees.until((received) => received.results.length === 1);
    await carolSees.until((received) => received.results.length === 1);
    expect(bobSees.results[0]?.chat).toEqual({ readable: ['players'], messages: [] });

    const posted = await aliceGq.ok<{ postChatMessage: { seq: number } }>(
      `mutation ($gameId: ID!, $body: String!) { postChatMessage(gameId: $gameId, channel: players, body: $body) { seq } }`,
      { gameId, body: SECRET },
    );
    expect(posted.postChatMessage.seq).toBeGreaterThan(0);
    await bobSees.until((received) => received.results.length === 2);
    expect(bobSees.results[1]?.chat.messages).toEqual([{ body: SECRET, seat: 0 }]);
    const spectatorPost = await new GraphqlClient(url)
      .withToken(carolToken)
      .send(
        `mutation ($gameId: ID!) { postChatMessage(gameId: $gameId, channel: spectators, body: "hi") { seq } }`,
        { gameId },
      );
    // A read token does not write.
    expect(spectatorPost.errors?.[0]?.extensions.code).toBe('INSUFFICIENT_SCOPE');
    // Carol's stream was told of Alice's message too, found nothing she may read and pushed
    // nothing; her own message (over her session) is her next push.
    expect(
      (await carol.post(`/games/${gameId}/chat`, { channel: 'spectators', body: 'hi' })).status,
    ).toBe(200);
    await carolSees.until((received) => received.results.length === 2);
    expect(carolSees.results[1]?.chat.messages).toEqual([{ body: 'hi', seat: null }]);
    expect(JSON.stringify(carolSees.results)).not.toContain(SECRET);
    expect(JSON.stringify(bobSees.results)).not.toContain('"hi"');

    const read = await aliceGq.ok<ChatData>(CHAT_QUERY, { gameId });
    expect(read.chat.messages).toEqual([{ body: SECRET, seat: 0 }]);
    const refused = await aliceGq.send(
      `mutation ($gameId: ID!) { postChatMessage(gameId: $gameId, channel: players, body: "  ") { seq } }`,
      { gameId },
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('INVALID_INPUT');

    const muted = await aliceGq.ok<{ muteChat: { muted: boolean } }>(
      `mutation ($gameId: ID!) { muteChat(gameId: $gameId, muted: true) { muted } }`,
      { gameId },
    );
    expect(muted.muteChat.muted).toBe(true);
    const noted = await aliceGq.ok<{ writeNote: { notes: { version: number; body: string }[] } }>(
      `mutation ($gameId: ID!) { writeNote(gameId: $gameId, version: 0, body: "opening") { notes { version body } } }`,
      { gameId },
    );
    expect(noted.writeNote.notes).toEqual([{ version: 0, body: 'opening' }]);
    const bobNotes = await new GraphqlClient(url)
      .withToken(bobToken)
      .ok<{ notes: { notes: unknown[] } }>(
        `query ($gameId: ID!) { notes(gameId: $gameId) { notes { body } } }`,
        { gameId },
      );
    expect(bobNotes.notes.notes).toEqual([]);

    bobSees.stop();
    carolSees.stop();
    await bobSocket.client.dispose();
    await carolSocket.client.dispose();
  });
});
