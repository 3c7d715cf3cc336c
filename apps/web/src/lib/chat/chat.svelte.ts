/**
 * A table's chat (issue 21 item 5): what the viewer may read, kept live by the REST long-poll
 * GET /api/v1/games/:id/chat?after=…&wait=25 with If-None-Match (answered at the next message,
 * in any API process), and writing, muting. A message is never a move: the table's own live
 * state is not touched. Bodies are plain text and are rendered as text, never as HTML.
 */
import type { components } from '@tavolo/sdk/client';
import { api, asApiError, unwrap } from '../api/client.ts';
import type { TavoloApiError } from '../api/client.ts';

export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatChannel = ChatMessage['channel'];

const POLL_SECONDS = 25;
/** After a failed poll (server away), wait this long before asking again. */
const RETRY_MS = 5_000;

export class TableChat {
  readonly gameId: string;
  messages = $state<ChatMessage[]>([]);
  readable = $state<ChatChannel[]>([]);
  writable = $state<ChatChannel | null>(null);
  muted = $state(false);
  error = $state<TavoloApiError | null>(null);
  sending = $state(false);
  #etag: string | null = null;
  #after = 0;
  #watching: AbortController | null = null;

  constructor(gameId: string) {
    this.gameId = gameId;
  }

  start(): void {
    if (this.#watching !== null) return;
    const controller = new AbortController();
    this.#watching = controller;
    void this.#loop(controller.signal);
  }

  stop(): void {
    this.#watching?.abort();
    this.#watching = null;
  }

  /** Sends `body`; true when the server took it (the poll brings it back). */
  async send(body: string): Promise<boolean> {
    const channel = this.writable;
    if (channel === null) return false;
    this.sending = true;
    try {
      await unwrap(
        api().POST('/api/v1/games/{gameId}/chat', {
          params: { path: { gameId: this.gameId } },
          body: { channel, body },
        }),
      );
      this.error = null;
      return true;
    } catch (failure) {
      this.error = asApiError(failure);
      return false;
    } finally {
      this.sending = false;
    }
  }

  async setMuted(muted: boolean): Promise<void> {
    try {
      const result = await unwrap(
        api().PUT('/api/v1/games/{gameId}/chat/mute', {
          params: { path: { gameId: this.gameId } },
          body: { muted },
        }),
      );
      this.muted = result.muted;
      this.error = null;
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  async #loop(signal: AbortSignal): Promise<void> {
    const stopped = () => signal.aborted;
    while (!stopped()) {
      try {
        const etag = this.#etag;
        const result = await api().GET('/api/v1/games/{gameId}/chat', {
          params: {
            path: { gameId: this.gameId },
            query:
              etag === null ? { after: this.#after } : { after: this.#after, wait: POLL_SECONDS },
          },
          headers: etag === null ? {} : { 'if-none-match': etag },
          signal,
        });
        if (result.response.status === 304) continue;
        const page = await unwrap(result);
        if (stopped()) return;
        // The channels opened (the game ended): read everything again.
        if (page.readable.join() !== this.readable.join() && this.#after > 0) {
          this.#after = 0;
          this.#etag = null;
          this.messages = [];
          this.readable = page.readable;
          continue;
        }
        this.readable = page.readable;
        this.writable = page.writable;
        this.muted = page.muted;
        this.messages = [...this.messages, ...page.messages];
        this.#after = page.messages.at(-1)?.seq ?? this.#after;
        this.#etag = result.response.headers.get('etag');
        this.error = null;
      } catch (failure) {
        if (stopped()) return;
        this.error = asApiError(failure);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
