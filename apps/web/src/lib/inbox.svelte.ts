/**
 * The signed-in account's inbox (issue 17 item 8): the unread count in the header, kept live by
 * the REST long-poll GET /api/v1/me/inbox?wait=25 with If-None-Match (answered as soon as a
 * notification is written or marked, in any API process), and the list the inbox page shows.
 */
import { api, asApiError, unwrap } from './api/client.ts';
import type { TavoloApiError } from './api/client.ts';
import type { Notification } from './inbox/words.ts';
import { session } from './session.svelte.ts';

export const INBOX_POLL_SECONDS = 25;
/** After a failed poll (server away), wait this long before asking again. */
const RETRY_MS = 5_000;
const PAGE_SIZE = 20;

class Inbox {
  /** Unread notifications; 0 when signed out. */
  unread = $state(0);
  /** The list, newest first; null until the inbox page reads it. */
  notifications = $state<Notification[] | null>(null);
  /** The cursor of the next (older) page, null when there is none. */
  nextBefore = $state<number | null>(null);
  error = $state<TavoloApiError | null>(null);
  #etag: string | null = null;
  #watching: AbortController | null = null;

  /** Watches the inbox of whoever is signed in until stop() (idempotent). */
  watch(): void {
    if (this.#watching !== null) return;
    const controller = new AbortController();
    this.#watching = controller;
    void this.#loop(controller.signal);
  }

  stop(): void {
    this.#watching?.abort();
    this.#watching = null;
    this.#etag = null;
    this.unread = 0;
    this.notifications = null;
  }

  /** Reads the first page of the list again. */
  async load(): Promise<void> {
    try {
      const page = await unwrap(
        api().GET('/api/v1/me/notifications', { params: { query: { limit: PAGE_SIZE } } }),
      );
      this.notifications = page.notifications;
      this.nextBefore = page.nextBefore;
      this.error = null;
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  async more(): Promise<void> {
    if (this.nextBefore === null) return;
    try {
      const page = await unwrap(
        api().GET('/api/v1/me/notifications', {
          params: { query: { limit: PAGE_SIZE, before: this.nextBefore } },
        }),
      );
      this.notifications = [...(this.notifications ?? []), ...page.notifications];
      this.nextBefore = page.nextBefore;
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  async markRead(id: string): Promise<void> {
    await this.#act(() =>
      unwrap(
        api().POST('/api/v1/me/notifications/{notificationId}/read', {
          params: { path: { notificationId: id } },
        }),
      ),
    );
  }

  async markAllRead(): Promise<void> {
    await this.#act(() => unwrap(api().POST('/api/v1/me/notifications/read-all')));
  }

  async #act(action: () => Promise<{ unreadCount: number }>): Promise<void> {
    try {
      this.unread = (await action()).unreadCount;
      this.error = null;
      await this.load();
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  async #loop(signal: AbortSignal): Promise<void> {
    // Read through a function: the signal aborts while a poll is pending.
    const stopped = () => signal.aborted;
    while (!stopped() && session.account !== null) {
      try {
        const etag = this.#etag;
        const result = await api().GET('/api/v1/me/inbox', {
          params: { query: etag === null ? {} : { wait: INBOX_POLL_SECONDS } },
          headers: etag === null ? {} : { 'if-none-match': etag },
          signal,
        });
        if (result.response.status === 304) continue;
        const status = await unwrap(result);
        if (stopped()) return;
        this.unread = status.unreadCount;
        this.#etag = result.response.headers.get('etag');
        // A list on screen follows the inbox too.
        if (etag !== null && this.notifications !== null) await this.load();
      } catch {
        if (stopped()) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}

export const inbox = new Inbox();
