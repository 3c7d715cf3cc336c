/**
 * The lobby's lists live (issue 20 item 8), once for REST and GraphQL: a list with an ETag, held
 * until it differs from the one the caller has (the long-poll `?wait=`), and the stream of both
 * lists behind the GraphQL `lobby` subscription. Each read is the caller's own (ops.openGames
 * leaves out games of creators who block them), so nothing is shared between viewers.
 */
import { createHash } from 'node:crypto';
import type { LobbyFeedPort } from '../../live/lobby-feed.ts';
import { nextChange } from '../../live/next-change.ts';
import type { GameSummary } from '../../service/views.ts';
import type { Caller } from '../caller.ts';
import type { HeldRead } from './held-read.ts';

export type LobbyListName = 'open' | 'in_play';

export type ReadLobbyList = (
  caller: Caller,
  list: LobbyListName,
  limit: number | undefined,
) => Promise<GameSummary[]>;

/** A list as one caller read it, and its ETag. */
export interface LobbyListPage {
  readonly games: GameSummary[];
  readonly etag: string;
}

export interface LobbyListRequest extends HeldRead {
  readonly limit?: number | undefined;
}

/** Both lists, as the GraphQL subscription sends them. */
export interface LobbyLists {
  readonly openGames: GameSummary[];
  readonly gamesInPlay: GameSummary[];
}

/** The ETag of what a caller was shown: the same games in the same state, the same tag. */
export function lobbyEtag(value: unknown): string {
  const digest = createHash('sha256').update(JSON.stringify(value)).digest('base64url');
  return `"lobby-${digest.slice(0, 22)}"`;
}

/** How long a subscription waits between re-checks when nothing is said (a lost notice). */
const STREAM_WAIT_MS = 60_000;

export class LobbyOperations {
  readonly #read: ReadLobbyList;
  readonly #feed: LobbyFeedPort;

  constructor(read: ReadLobbyList, feed: LobbyFeedPort) {
    this.#read = read;
    this.#feed = feed;
  }

  /** The list, held while it is still the one the caller holds, up to `waitMs`. */
  async list(caller: Caller, list: LobbyListName, request: LobbyListRequest) {
    const read = async (): Promise<LobbyListPage> => {
      const games = await this.#read(caller, list, request.limit);
      return { games, etag: lobbyEtag(games) };
    };
    let page = await read();
    if (request.held !== page.etag || request.waitMs <= 0) return page;
    const options = { timeoutMs: request.waitMs, signal: request.signal };
    await nextChange(this.#feed, options, async () => {
      page = await read();
      return page.etag !== request.held;
    });
    return page;
  }

  /**
   * Both lists now, then at each change the caller can see, until `controller` aborts (return()
   * aborts it: a client that stops is let go at once, not at the next change).
   */
  stream(
    caller: Caller,
    limit: number | undefined,
    controller: AbortController,
  ): AsyncIterableIterator<LobbyLists> {
    const { signal } = controller;
    const read = async (): Promise<LobbyLists> => ({
      openGames: await this.#read(caller, 'open', limit),
      gamesInPlay: await this.#read(caller, 'in_play', limit),
    });
    let last: string | undefined;
    let next: LobbyLists | undefined;
    const changed = async () => {
      const lists = await read();
      if (lobbyEtag(lists) === last) return false;
      next = lists;
      return true;
    };
    const done = (): IteratorReturnResult<undefined> => ({ done: true, value: undefined });
    const stream: AsyncIterableIterator<LobbyLists> = {
      next: async () => {
        if (last === undefined) await changed();
        while (next === undefined && !signal.aborted) {
          await nextChange(this.#feed, { timeoutMs: STREAM_WAIT_MS, signal }, changed);
        }
        if (signal.aborted || next === undefined) return done();
        const lists = next;
        next = undefined;
        last = lobbyEtag(lists);
        return { done: false, value: lists };
      },
      return: () => {
        controller.abort();
        return Promise.resolve(done());
      },
      [Symbol.asyncIterator]: () => stream,
    };
    return stream;
  }
}
