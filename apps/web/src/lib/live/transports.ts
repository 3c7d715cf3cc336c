/**
 * The browser's live transports: the GraphQL subscription `gameState` over graphql-ws at
 * /graphql on this origin (the session cookie authenticates the socket), and the REST long-poll
 * `GET /api/v1/games/:id/state?wait=25` with If-None-Match.
 */
import type { GameState } from '@tavolo/sdk/client';
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import { api, unwrap } from '../api/client.ts';
import type { LiveTransport, PollResult } from './watch.ts';

export const LONG_POLL_SECONDS = 25;

const GAME_STATE_SUBSCRIPTION = `subscription GameState($gameId: ID!) {
  gameState(gameId: $gameId) {
    gameId status version activeSeats viewer { kind seat } view legalCommands outcome turnDeadline
    clocks { asOf seats { seat remainingMs deadline } } lastSeenVersion
    seats { seat timeoutsInARow standing }
  }
}`;

interface GraphqlGameState extends Omit<GameState, 'viewer'> {
  readonly viewer: { readonly kind: 'seat' | 'spectator'; readonly seat: number | null };
}

/** The GraphQL shape of a state as the REST one. */
export function fromGraphql(state: GraphqlGameState): GameState {
  const { viewer } = state;
  return {
    ...state,
    viewer:
      viewer.kind === 'seat' && viewer.seat !== null
        ? { kind: 'seat', seat: viewer.seat }
        : { kind: 'spectator' },
  };
}

let socketClient: Client | undefined;

function socket(): Client {
  if (socketClient === undefined) {
    const { protocol, host } = globalThis.location;
    socketClient = createClient({
      url: `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`,
      lazy: true,
      // One retry, then the watcher falls back to long-polling.
      retryAttempts: 1,
    });
  }
  return socketClient;
}

async function poll(gameId: string, etag: string | null, signal: AbortSignal): Promise<PollResult> {
  const call = api().GET('/api/v1/games/{gameId}/state', {
    params: { path: { gameId }, query: etag === null ? {} : { wait: LONG_POLL_SECONDS } },
    headers: etag === null ? {} : { 'if-none-match': etag },
    signal,
  });
  const result = await call;
  if (result.response.status === 304) return { state: null, etag };
  const state = await unwrap(result);
  return { state, etag: result.response.headers.get('etag') };
}

export const browserTransport: LiveTransport = {
  subscribe(gameId, handlers) {
    return socket().subscribe<{ gameState: GraphqlGameState }>(
      { query: GAME_STATE_SUBSCRIPTION, variables: { gameId } },
      {
        next: (result) => {
          const data = result.data?.gameState;
          if (result.errors !== undefined || data === undefined) handlers.fail(result.errors);
          else handlers.next(fromGraphql(data));
        },
        error: (error: unknown) => {
          handlers.fail(error);
        },
        complete: () => {
          handlers.complete();
        },
      },
    );
  },
  poll,
};
