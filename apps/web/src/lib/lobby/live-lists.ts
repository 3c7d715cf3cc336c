/**
 * The lobby's two lists kept live (issue 20 item 8): each is long-polled — GET with
 * If-None-Match and ?wait=25 — and answered as soon as a game is created, joined, left,
 * started, finished or removed, in any API process (304 when nothing changed meanwhile). A
 * failed poll (server away) is retried after a pause, so the lobby catches up when it is back.
 */
import type { GameSummary } from '@tavolo/sdk/client';
import { api, asApiError, unwrap } from '../api/client.ts';
import type { TavoloApiError } from '../api/client.ts';
import { abortableSleep } from '../live/watch.ts';

export type LobbyList = 'open' | 'inPlay';

export const LOBBY_WAIT_SECONDS = 25;
/** After a failed poll, wait this long before asking again. */
const RETRY_MS = 5_000;
const LIMIT = 50;

export interface LobbyListHandlers {
  readonly onGames: (list: LobbyList, games: GameSummary[]) => void;
  readonly onError: (error: TavoloApiError | null) => void;
}

/** One read of a list: its games (null for 304) and its ETag. */
async function readList(list: LobbyList, etag: string | null, signal: AbortSignal) {
  const query = etag === null ? { limit: LIMIT } : { limit: LIMIT, wait: LOBBY_WAIT_SECONDS };
  const init = {
    params: { query },
    headers: etag === null ? {} : { 'if-none-match': etag },
    signal,
  };
  const result =
    list === 'open'
      ? await api().GET('/api/v1/games', init)
      : await api().GET('/api/v1/games/in-play', init);
  if (result.response.status === 304) return { games: null, etag };
  return { games: (await unwrap(result)).games, etag: result.response.headers.get('etag') };
}

/** Follows `list` until `signal` aborts: the first answer at once, then each change. */
export async function followLobbyList(
  list: LobbyList,
  handlers: LobbyListHandlers,
  signal: AbortSignal,
): Promise<void> {
  let etag: string | null = null;
  // Read through a function: the signal aborts while a poll is pending.
  const stopped = () => signal.aborted;
  while (!stopped()) {
    try {
      const answer = await readList(list, etag, signal);
      if (stopped()) return;
      etag = answer.etag;
      if (answer.games !== null) handlers.onGames(list, answer.games);
      handlers.onError(null);
    } catch (failure) {
      if (stopped()) return;
      handlers.onError(asApiError(failure));
      etag = null;
      await abortableSleep(RETRY_MS, signal);
    }
  }
}
