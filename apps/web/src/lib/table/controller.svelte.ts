/**
 * One game at the table: the viewer's state (read, then kept fresh by the live watch), the log
 * as this viewer may see it, and sending commands. A stale move (409 VERSION_CONFLICT) gets the
 * friendly "the table changed" notice and the fresh state; other refusals are shown as errors.
 * A seated viewer's first state says what it last saw (`lastSeenVersion`): the entries after it
 * are what happened while they were away; once the log is shown, the seat marks it seen.
 */
import type { GameState, LogEntry } from '@tavolo/sdk/client';
import { api, asApiError, unwrap } from '../api/client.ts';
import type { TavoloApiError } from '../api/client.ts';
import { browserTransport } from '../live/transports.ts';
import { watchGame } from '../live/watch.ts';
import type { LiveMode, LiveTransport } from '../live/watch.ts';
import { awayFrom } from './away.ts';
import { newCommandId } from './log.ts';

const LOG_PAGE = 1000;

export class TableController {
  readonly gameId: string;
  state = $state<GameState | null>(null);
  entries = $state<LogEntry[]>([]);
  busy = $state(false);
  /** A message key to show politely (sent, the table changed). */
  notice = $state<string | null>(null);
  /** The version a "move sent" notice speaks of: a later state (someone moved since) ends it. */
  #sentVersion: number | null = null;
  error = $state<TavoloApiError | null>(null);
  mode = $state<LiveMode>('connecting');
  /** The version after which entries are new to this seat (from its first state); null: none. */
  awaySince = $state<number | null>(null);
  #firstStateSeen = false;
  /** The highest version this seat has been told it saw (it is only ever raised). */
  #markedSeen = -1;

  #stopWatch: (() => void) | undefined;
  #log: Promise<void> = Promise.resolve();
  readonly #transport: LiveTransport;

  constructor(gameId: string, transport: LiveTransport = browserTransport) {
    this.gameId = gameId;
    this.#transport = transport;
  }

  /** Reads the state and the log, then follows the game live. */
  async start(): Promise<void> {
    await this.refresh();
    this.#stopWatch = watchGame(this.gameId, this.#transport, {
      onState: (state) => {
        this.apply(state);
      },
      onMode: (mode) => {
        this.mode = mode;
      },
    });
  }

  stop(): void {
    this.#stopWatch?.();
    this.#stopWatch = undefined;
  }

  /** Takes a state unless an newer one is already shown; the log follows. */
  apply(next: GameState): void {
    if (this.state !== null && next.version < this.state.version) return;
    // Once over, the whole log is public: read it again unredacted.
    const reread = next.status === 'finished' && this.state?.status === 'started';
    if (!this.#firstStateSeen) {
      this.#firstStateSeen = true;
      this.awaySince = awayFrom(next);
    }
    this.state = next;
    if (
      this.notice === 'table.sent' &&
      this.#sentVersion !== null &&
      next.version > this.#sentVersion
    ) {
      this.notice = null;
    }
    this.#log = this.#log.then(async () => {
      if (reread) this.entries = [];
      await this.#loadLog(next.version);
      await this.#markSeen(next);
    });
  }

  /** Tells the server this seat has now seen `state` (its log is on screen). */
  async #markSeen(state: GameState): Promise<void> {
    const seen = this.entries.at(-1)?.version;
    if (state.viewer.kind !== 'seat' || seen === undefined || seen <= this.#markedSeen) return;
    if (state.lastSeenVersion !== null && state.lastSeenVersion >= seen) {
      this.#markedSeen = state.lastSeenVersion;
      return;
    }
    try {
      const marked = await unwrap(
        api().POST('/api/v1/games/{gameId}/seen', {
          params: { path: { gameId: this.gameId } },
          body: { version: seen },
        }),
      );
      this.#markedSeen = marked.lastSeenVersion;
    } catch {
      // Not worth an error on the table: the next visit shows a longer summary, nothing worse.
    }
  }

  async refresh(): Promise<void> {
    try {
      const state = await unwrap(
        api().GET('/api/v1/games/{gameId}/state', { params: { path: { gameId: this.gameId } } }),
      );
      this.apply(state);
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }

  async send(command: unknown): Promise<void> {
    const { state } = this;
    if (state === null || this.busy) return;
    this.busy = true;
    this.notice = null;
    this.error = null;
    try {
      const answer = await unwrap(
        api().POST('/api/v1/games/{gameId}/commands', {
          params: { path: { gameId: this.gameId } },
          body: { expectedVersion: state.version, commandId: newCommandId(), command },
        }),
      );
      this.notice = 'table.sent';
      // The answer carries the seat's state after the move: no second request.
      this.apply(answer.state);
    } catch (failure) {
      const error = asApiError(failure);
      if (error.code === 'VERSION_CONFLICT') this.notice = 'table.changed';
      else this.error = error;
      await this.refresh();
    } finally {
      this.#sentVersion = this.state?.version ?? null;
      this.busy = false;
    }
  }

  async #loadLog(upTo: number): Promise<void> {
    try {
      for (;;) {
        const after = this.entries.at(-1)?.version;
        if (after !== undefined && after >= upTo) return;
        const page = await unwrap(
          api().GET('/api/v1/games/{gameId}/events', {
            params: {
              path: { gameId: this.gameId },
              query:
                after === undefined
                  ? { limit: LOG_PAGE }
                  : { afterVersion: after, limit: LOG_PAGE },
            },
          }),
        );
        if (page.entries.length === 0) return;
        this.entries = [...this.entries, ...page.entries];
      }
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }
}
