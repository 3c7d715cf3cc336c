/**
 * A live stream ends with the credential it was opened with, across processes: a subscription
 * held by process B, opened with an API token or a session cookie, gets no further private state
 * once process A revokes the token or signs the session out, while another seat's stream goes on.
 * B closes the socket with 4401 as soon as A's NOTIFY arrives, before any move; and when B
 * missed the NOTIFY (its watch is not listening), the next push re-reads the credential instead:
 * the subscription fails with UNAUTHENTICATED and the socket closes with 4401. A long-poll
 * waiting on B is answered 401 instead of the new state.
 */
import { afterEach, beforeAll, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import type { GameState } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient, Received, socketClient } from './graphql-client.ts';
import type { SocketOptions } from './graphql-client.ts';
import { SUBMIT, humanGame, submitVariables } from './graphql-fixture.ts';
import { useTwoProcesses } from './two-apps.ts';
import type { ApiProcess } from './two-apps.ts';

const SUBSCRIBE = `subscription ($gameId: ID!) {
  gameState(gameId: $gameId) { version viewer { kind seat } view }
}`;
const LONG = { timeout: 90_000 };
const CREATE_TOKEN = `mutation { createToken(name: "watch", scopes: [read]) { token info { id } } }`;
const REVOKE_TOKEN = 'mutation ($id: ID!) { revokeToken(id: $id) }';

interface CreatedToken {
  readonly createToken: { readonly token: string; readonly info: { readonly id: string } };
}

interface StateData {
  readonly gameState: GameState;
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A two-seat game on `a` between two people, each also holding a play token. */
async function table(a: ApiProcess) {
  const [ann, bob] = await Promise.all([
    new GraphqlClient(a.url).signUp(),
    new GraphqlClient(a.url).signUp(),
  ]);
  const [annPlay, bobPlay] = await Promise.all([
    ann.tokenClient(['play']),
    bob.tokenClient(['play']),
  ]);
  const gameId = await humanGame('cheesonomics', [annPlay, bobPlay]);
  /** The seat to move sends its first legal command (through `a`, by its token). */
  const move = async () => {
    const { activeSeats } = await a.service.play.state(gameId, { kind: 'spectator' });
    const seat = activeSeats[0] ?? 0;
    const own = await a.service.play.state(gameId, { kind: 'seat', seat });
    await [annPlay, bobPlay][seat]?.ok(
      SUBMIT,
      submitVariables(gameId, own.version, own.legalCommands[0]),
    );
    return own.version + 1;
  };
  return { ann, bob, annPlay, bobPlay, gameId, move };
}

/** How the test ends Ann's credential on process A. */
type Ending = (
  setup: Table,
  a: ApiProcess,
) => Promise<SocketOptions & { readonly end: () => Promise<void> }>;

type Table = Awaited<ReturnType<typeof table>>;

const bearer = (token: string | undefined) => ({
  connectionParams: { authorization: `Bearer ${token ?? ''}` },
});

/** A watch-only token of Ann's, revoked through GraphQL. */
const revokeToken: Ending = async (setup) => {
  const { createToken: created } = await setup.ann.ok<CreatedToken>(CREATE_TOKEN);
  return {
    ...bearer(created.token),
    end: async () => {
      await setup.ann.ok(REVOKE_TOKEN, { id: created.info.id });
    },
  };
};

/** Ann's session cookie, signed out through REST. */
const signOut: Ending = (setup, a) => {
  const { ann } = setup;
  return Promise.resolve({
    headers: { cookie: ann.cookieHeader },
    end: async () => {
      const response = await fetch(`${a.url}/api/v1/auth/sign-out`, {
        method: 'POST',
        headers: { cookie: ann.cookieHeader, 'x-csrf-token': ann.csrfToken ?? '' },
      });
      expect(response.status).toBe(204);
    },
  });
};

const ENDINGS = [
  ['revokes the API token', revokeToken],
  ['signs the session out', signOut],
] as const;

/** Sockets opened by a test, disposed after it. */
function useSockets() {
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
  });
  return (url: string, options: SocketOptions) => {
    const socket = socketClient(url, options);
    clients.push(socket.client);
    return socket;
  };
}

/** Ann's and Bob's streams on `b`, each with its first state received. */
async function streams(
  connect: ReturnType<typeof useSockets>,
  b: ApiProcess,
  setup: Table,
  annSocket: SocketOptions,
) {
  const annLive = connect(b.url, annSocket);
  const annSees = new Received<StateData>(annLive.client, SUBSCRIBE, { gameId: setup.gameId });
  const bobLive = connect(b.url, bearer(setup.bobPlay.token));
  const bobSees = new Received<StateData>(bobLive.client, SUBSCRIBE, { gameId: setup.gameId });
  await annSees.until((r) => r.results.length === 1);
  await bobSees.until((r) => r.results.length === 1);
  expect(annSees.results[0]?.gameState.viewer).toEqual({ kind: 'seat', seat: 0 });
  return { annLive, annSees, bobSees };
}

describeOnDatabases('Credentials ending under live streams', (driver) => {
  const processes = useTwoProcesses(driver);
  const connect = useSockets();

  for (const [what, ending] of ENDINGS) {
    it(`closes B's socket with 4401 at once when A ${what}`, LONG, async () => {
      const [a, b] = processes();
      const setup = await table(a);
      const { end, ...annSocket } = await ending(setup, a);
      const { annLive, annSees, bobSees } = await streams(connect, b, setup, annSocket);
      await end();
      // No move in between: the NOTIFY alone closes it.
      await waitFor(() => annLive.closeCodes.includes(4401), 'the 4401 close');
      const version = await setup.move();
      await bobSees.until((r) => r.results.at(-1)?.gameState.version === version, 30_000);
      expect(annSees.results.map((data) => data.gameState.version)).toEqual([version - 1]);
      await waitFor(() => b.feed.listenerCount(setup.gameId) === 1, "the stream's release");
      await waitFor(() => b.credentials.watcherCount() === 1, "the watch's release");
    });
  }

  it(
    'refuses a revoked API token at once on A and, once its NOTIFY arrived, on B',
    LONG,
    async () => {
      const [a, b] = processes();
      const setup = await table(a);
      const { createToken: created } = await setup.ann.ok<CreatedToken>(CREATE_TOKEN);
      const headers = { authorization: `Bearer ${created.token}` };
      const state = (process: ApiProcess) =>
        fetch(`${process.url}/api/v1/games/${setup.gameId}/state`, { headers });
      // Both processes have resolved the token, so both hold it in their caches.
      expect((await state(a)).status).toBe(200);
      expect((await state(b)).status).toBe(200);
      const cachedOnB = b.tokenCache.size();
      await setup.ann.ok(REVOKE_TOKEN, { id: created.info.id });
      expect((await state(a)).status).toBe(401);
      // The caches trust an entry for an hour here: only the NOTIFY can make B forget it.
      await waitFor(() => b.tokenCache.size() < cachedOnB, "B's cache to forget the token");
      const onB = await state(b);
      expect(onB.status).toBe(401);
      expect(((await onB.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    },
  );

  it('answers a long-poll on B with 401 when A revokes its token meanwhile', LONG, async () => {
    const [a, b] = processes();
    const setup = await table(a);
    const { createToken: created } = await setup.ann.ok<CreatedToken>(CREATE_TOKEN);
    const stateUrl = `${b.url}/api/v1/games/${setup.gameId}/state`;
    const headers = { authorization: `Bearer ${created.token}` };
    const first = await fetch(stateUrl, { headers });
    const etag = first.headers.get('etag') ?? '';
    const waiting = fetch(`${stateUrl}?wait=30`, {
      headers: { ...headers, 'if-none-match': etag },
    });
    await waitFor(() => b.feed.listenerCount(setup.gameId) === 1, 'the long-poll to wait');
    await setup.ann.ok(REVOKE_TOKEN, { id: created.info.id });
    await setup.move();
    const answer = await waiting;
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
  });
});

describeOnDatabases('Credentials ending under live streams, the NOTIFY missed', (driver) => {
  const processes = useTwoProcesses(driver);
  const connect = useSockets();
  // B hears no credential NOTIFY from here on, as after a dropped LISTEN connection.
  beforeAll(async () => {
    await processes()[1].credentials.close();
  });

  for (const [what, ending] of ENDINGS) {
    it(`gives B's stream no further state once A ${what}`, LONG, async () => {
      const [a, b] = processes();
      const setup = await table(a);
      const { end, ...annSocket } = await ending(setup, a);
      const { annLive, annSees, bobSees } = await streams(connect, b, setup, annSocket);
      await end();
      const version = await setup.move();
      await bobSees.until((r) => r.results.at(-1)?.gameState.version === version, 30_000);
      await annSees.until((r) => r.errors !== undefined, 30_000);
      expect(annSees.errors?.map((error) => error.extensions.code)).toEqual(['UNAUTHENTICATED']);
      await waitFor(() => annLive.closeCodes.includes(4401), 'the 4401 close');
      expect(annSees.results.map((data) => data.gameState.version)).toEqual([version - 1]);
      await waitFor(() => b.feed.listenerCount(setup.gameId) === 1, "the stream's release");
    });
  }
});
