/**
 * GraphQL subscriptions over real websockets (graphql-transport-ws, graphql-ws's client on Node's
 * WebSocket) on both drivers: every version reaches each subscriber as that subscriber's own
 * view — seat 0 never sees seat 1's hand — spectators get the spectator's view, an unsubscribe
 * releases the live feed, and cookie-authenticated sockets from other sites are refused.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import type { Viewer } from '@tavolo/engine';
import { DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import type { GameState } from '../src/index.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient, Received, socketClient } from './graphql-client.ts';
import type { SocketOptions } from './graphql-client.ts';
import {
  GAME_STATE_FIELDS,
  SUBMIT,
  asServiceState,
  humanGame,
  submitVariables,
  useGraphqlServer,
} from './graphql-fixture.ts';
import { startBotGame } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

const SUBSCRIBE = `subscription ($gameId: ID!, $asSpectator: Boolean! = false) {
  gameState(gameId: $gameId, asSpectator: $asSpectator) { ${GAME_STATE_FIELDS} }
}`;

interface StateData {
  readonly gameState: GameState;
}

interface CheesonomicsPlayer {
  readonly hand: readonly string[] | null;
}

const hands = (state: GameState) =>
  (state.view as { players: CheesonomicsPlayer[] }).players.map((player) => player.hand);

describeOnDatabases('GraphQL subscriptions', (driver) => {
  const fixture = useGraphqlServer(driver);
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => Promise.resolve(client.dispose())));
  });
  const person = () => new GraphqlClient(fixture().url).signUp();
  const connect = (options: SocketOptions = {}) => {
    const socket = socketClient(fixture().url, options);
    clients.push(socket.client);
    return socket;
  };
  const bearer = (token: string | undefined) => ({
    connectionParams: { authorization: `Bearer ${token ?? ''}` },
  });
  const watch = (client: Client, gameId: string, asSpectator = false) =>
    new Received<StateData>(client, SUBSCRIBE, { gameId, asSpectator });
  const versions = (received: Received<StateData>) =>
    received.results.map((data) => data.gameState.version);
  const latest = (received: Received<StateData>) => received.results.at(-1)?.gameState;
  const newest = (received: Received<StateData>): GameState => {
    const state = latest(received);
    if (state === undefined) throw new Error('nothing received');
    return state;
  };
  // The seat to move sends its first legal command through its own client.
  const playFirstLegal = async (gameId: string, players: readonly GraphqlClient[]) => {
    const { service } = fixture();
    const { activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
    const seat = activeSeats[0] ?? 0;
    const own = await service.play.state(gameId, { kind: 'seat', seat });
    const sent = await players[seat]?.send(
      SUBMIT,
      submitVariables(gameId, own.version, own.legalCommands[0]),
    );
    expect(sent?.errors).toBeUndefined();
  };

  it('streams every version to each seat as its own view, and to spectators as theirs', async () => {
    const { service, feed } = fixture();
    const [ann, bob] = await Promise.all([person(), person()]);
    const players = await Promise.all([ann.tokenClient(['play']), bob.tokenClient(['bot'])]);
    const gameId = await humanGame('cheesonomics', players);
    const viewers: [
      [Received<StateData>, Viewer],
      [Received<StateData>, Viewer],
      ...[Received<StateData>, Viewer][],
    ] = [
      [watch(connect(bearer(players[0].token)).client, gameId), { kind: 'seat', seat: 0 }],
      [watch(connect(bearer(players[1].token)).client, gameId), { kind: 'seat', seat: 1 }],
      [watch(connect().client, gameId), { kind: 'spectator' }],
      [watch(connect(bearer(players[0].token)).client, gameId, true), { kind: 'spectator' }],
    ];
    const start = (await service.play.state(gameId, { kind: 'spectator' })).version;
    const MOVES = 8;
    for (let move = 0; move <= MOVES; move += 1) {
      const version = start + move;
      for (const [received, viewer] of viewers) {
        await received.until(() => latest(received)?.version === version);
        const state = latest(received);
        if (state === undefined) throw new Error('no state');
        expect(asServiceState(state)).toEqual(await service.play.state(gameId, viewer));
        const seen = hands(state);
        expect(seen.map((hand) => hand !== null)).toEqual([
          viewer.kind === 'seat' && viewer.seat === 0,
          viewer.kind === 'seat' && viewer.seat === 1,
        ]);
      }
      if (move === MOVES) break;
      await playFirstLegal(gameId, players);
    }
    const expected = Array.from({ length: MOVES + 1 }, (_, move) => start + move);
    for (const [received] of viewers) {
      expect(versions(received)).toEqual(expected);
      expect(received.errors).toBeUndefined();
    }
    // The two seats were shown different views of the same versions.
    const [[seat0], [seat1]] = viewers;
    expect(newest(seat0).view).not.toEqual(newest(seat1).view);

    expect(feed.listenerCount(gameId)).toBe(viewers.length);
    for (const [received] of viewers) received.stop();
    await waitFor(() => feed.listenerCount(gameId) === 0);
  });

  it(
    'sends a finished game once and completes; a game yet to start from its start',
    WHOLE_GAME,
    async () => {
      const { service, feed } = fixture();
      const finished = await startBotGame(service, 'big-cheese', 3);
      await service.botsIdle();
      const last = watch(connect().client, finished.gameId);
      await last.until((received) => received.completed);
      expect(last.results.map((data) => data.gameState.status)).toEqual(['finished']);

      const [ann, bob] = await Promise.all([person(), person()]);
      const [annPlay, bobPlay] = await Promise.all([
        ann.tokenClient(['play']),
        bob.tokenClient(['play']),
      ]);
      const { createGame } = await annPlay.ok<{ createGame: { gameId: string } }>(
        'mutation { createGame(input: { engine: "bon-appetit", seatCount: 2 }) { gameId } }',
      );
      const { gameId } = createGame;
      const join =
        'mutation ($gameId: ID!, $seat: Int!) { joinGame(gameId: $gameId, seat: $seat) { gameId } }';
      await annPlay.ok(join, { gameId, seat: 0 });
      await bobPlay.ok(join, { gameId, seat: 1 });
      const early = watch(connect(bearer(annPlay.token)).client, gameId);
      // Subscribed (it listens on the feed) before the game starts: nothing to send yet.
      await waitFor(() => feed.listenerCount(gameId) === 1);
      expect(early.results).toEqual([]);
      await annPlay.ok('mutation ($gameId: ID!) { startGame(gameId: $gameId) { status } }', {
        gameId,
      });
      await early.until(() => early.results.length === 1);
      // The first thing sent is the started game, not an error or anything from before the start.
      expect(early.errors).toBeUndefined();
      expect(versions(early)).toEqual([0]);
      expect(asServiceState(newest(early))).toEqual(
        await service.play.state(gameId, { kind: 'seat', seat: 0 }),
      );
    },
  );

  it('refuses cookie-authenticated sockets from other sites, and unknown tokens', async () => {
    const { service, url } = fixture();
    const ann = await person();
    const annPlay = await ann.tokenClient(['play']);
    const bob = await (await person()).tokenClient(['play']);
    const gameId = await humanGame('big-shot', [annPlay, bob]);
    const cookie = ann.cookieHeader;
    const seat0 = await service.play.state(gameId, { kind: 'seat', seat: 0 });

    const hijack = connect({ headers: { cookie, origin: 'https://evil.example' } });
    const refused = watch(hijack.client, gameId);
    await refused.until((received) => received.errors !== undefined);
    expect(refused.errors?.map((error) => error.extensions.code)).toEqual(['FORBIDDEN']);
    expect(refused.results).toEqual([]);
    await waitFor(() => hijack.closeCodes.includes(4403));

    for (const options of [
      { headers: { cookie, origin: url } },
      { headers: { cookie } },
      { headers: { cookie, origin: 'https://evil.example' }, ...bearer(annPlay.token) },
    ]) {
      const received = watch(connect(options).client, gameId);
      await received.until(() => received.results.length === 1);
      expect(asServiceState(newest(received))).toEqual(seat0);
    }

    const revoked = connect(bearer('tvl_unknown'));
    const unknown = watch(revoked.client, gameId);
    await unknown.until((received) => received.errors !== undefined);
    expect(unknown.errors?.map((error) => error.extensions.code)).toEqual(['UNAUTHENTICATED']);
    await waitFor(() => revoked.closeCodes.includes(4401));
  });

  it('caps the live subscriptions of one socket, and frees a slot when one ends', async () => {
    const { service, feed } = fixture();
    const players = [
      await (await person()).tokenClient(['play']),
      await (await person()).tokenClient(['play']),
    ];
    const gameId = await humanGame('bon-appetit', players);
    const socket = connect();
    const cap = DEFAULT_APP_SETTINGS.graphql.maxSubscriptionsPerSocket;
    const held = Array.from({ length: cap }, () => watch(socket.client, gameId));
    await Promise.all(held.map((received) => received.until(() => received.results.length === 1)));

    const over = watch(socket.client, gameId);
    await over.until((received) => received.errors !== undefined);
    expect(over.errors?.map((error) => error.extensions.code)).toEqual(['RATE_LIMITED']);
    expect(over.errors?.[0]?.message).toContain(`at most ${String(cap)} live subscriptions`);
    expect(feed.listenerCount(gameId)).toBe(cap);

    // The refusal closed nothing: the held subscriptions still receive the next move.
    const { version } = await service.play.state(gameId, { kind: 'spectator' });
    await playFirstLegal(gameId, players);
    await Promise.all(
      held.map((received) => received.until(() => newest(received).version > version)),
    );
    expect(socket.closeCodes).toEqual([]);

    // Ending one frees its slot on this socket; another socket has slots of its own.
    held[0]?.stop();
    await waitFor(() => feed.listenerCount(gameId) === cap - 1);
    const next = watch(socket.client, gameId);
    await next.until(() => next.results.length === 1);
    expect(next.errors).toBeUndefined();
    const elsewhere = watch(connect().client, gameId);
    await elsewhere.until(() => elsewhere.results.length === 1);
    expect(feed.listenerCount(gameId)).toBe(cap + 1);
  });

  it('validates documents and applies the limits on the socket too', async () => {
    const gameId = (await startBotGame(fixture().service, 'big-cheese', 3)).gameId;
    const refusal = async (query: string) => {
      const received = new Received<StateData>(connect().client, query, { gameId });
      await received.until(() => received.errors !== undefined);
      return received.errors?.map((error) => error.extensions.code);
    };
    expect(
      await refusal('subscription ($gameId: ID!) { gameState(gameId: $gameId) { colour } }'),
    ).toEqual(['MALFORMED_REQUEST']);
    const aliases = Array.from({ length: 2100 }, (_, i) => `v${i}: version`).join(' ');
    expect(
      await refusal(`subscription ($gameId: ID!) { gameState(gameId: $gameId) { ${aliases} } }`),
    ).toEqual(['QUERY_TOO_COMPLEX']);
    expect(
      await refusal(`subscription { gameState(gameId: "${randomUUID()}") { version } }`),
    ).toEqual(['GAME_NOT_FOUND']);
    expect(await refusal('subscription { gameState(gameId: "no-such-game") { version } }')).toEqual(
      ['INVALID_INPUT'],
    );
  });
});

/** Polls `condition` until it holds; the bound only stops a hang (a loaded machine is slow). */
async function waitFor(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
