/**
 * A live watcher: a spectator's GraphQL subscription to one game through one server process,
 * opened again whenever it breaks (the process was killed, the socket dropped, the subscription
 * errored). It remembers the newest version it was sent; at the end of a run every watcher must
 * have been sent the game's final version.
 */
import { createClient } from 'graphql-ws';
import type { Client } from 'graphql-ws';
import { Backoff } from './client.ts';

const SUBSCRIPTION = `subscription ($gameId: ID!) {
  gameState(gameId: $gameId, asSpectator: true) { version status }
}`;

interface StateData {
  readonly gameState: { readonly version: number; readonly status: string };
}

export class Watcher {
  readonly gameId: string;
  readonly process: number;
  /** The newest version sent, -1 before the first. */
  version = -1;
  /** The subscription was opened again after breaking. */
  resubscriptions = 0;
  readonly #url: string;
  #client: Client | undefined;
  /** Ends the subscription being waited on (stop()). */
  #release: (() => void) | undefined;
  #stopped = false;
  /** The game's end was sent: nothing more will come. */
  #finished = false;
  readonly done: Promise<void>;

  constructor(gameId: string, process: number, httpUrl: string) {
    this.gameId = gameId;
    this.process = process;
    this.#url = `${httpUrl.replace(/^http/, 'ws')}/graphql`;
    this.done = this.#run();
  }

  async #run(): Promise<void> {
    let backoff = new Backoff();
    for (let attempt = 0; ; attempt += 1) {
      if (attempt > 0) await backoff.pause();
      if (this.#finished || this.#stopped) return;
      if (attempt > 0) this.resubscriptions += 1;
      const client = createClient({ url: this.#url, webSocketImpl: WebSocket, retryAttempts: 0 });
      this.#client = client;
      await new Promise<void>((resolve) => {
        this.#release = resolve;
        client.subscribe<StateData>(
          { query: SUBSCRIPTION, variables: { gameId: this.gameId } },
          {
            next: ({ data }) => {
              if (data === null || data === undefined) return;
              this.version = Math.max(this.version, data.gameState.version);
              this.#finished ||= data.gameState.status === 'finished';
              backoff = new Backoff();
            },
            // The socket closed (a killed process) or the subscription failed: open it again.
            error: () => {
              resolve();
            },
            complete: resolve,
          },
        );
      });
      await client.dispose();
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#release?.();
    await this.#client?.dispose();
    await this.done;
  }
}
