/**
 * The watchers of the fan-out benchmark: anonymous spectators of a game, each on its own
 * graphql-transport-ws socket (Node's own WebSocket) or its own long-poll loop, recording when
 * each version arrived (performance.now() of the process they run in).
 */

import { leanGet } from './lean-get.ts';

export type WatchMode = 'graphql' | 'long-poll';

const SUBSCRIPTION = `subscription ($gameId: ID!) {
  gameState(gameId: $gameId, asSpectator: true) { version status activeSeats view }
}`;

/** How long a long-poll waits server-side before a 304 (the limit is 60 s). */
const WAIT_SECONDS = 30;

interface StateMessage {
  readonly type: string;
  readonly payload?: { readonly data?: { readonly gameState?: SeenState } };
}

interface SeenState {
  readonly version: number;
  readonly status: string;
}

/** One spectator of one game. */
export class Watcher {
  readonly gameId: string;
  /** Arrival time (performance.now()) of each version received, the initial state's included. */
  readonly arrivals = new Map<number, number>();
  initialVersion: number | undefined;
  lastVersion = -1;
  finished = false;
  errors: string[] = [];
  #stop: () => void = () => undefined;
  readonly #onChange: (watcher: Watcher) => void;

  constructor(gameId: string, onChange: (watcher: Watcher) => void) {
    this.gameId = gameId;
    this.#onChange = onChange;
  }

  /** Opens the watch; resolves once the initial state has arrived. */
  start(baseUrl: string, mode: WatchMode): Promise<void> {
    return mode === 'graphql' ? this.#subscribe(baseUrl) : this.#longPoll(baseUrl);
  }

  stop(): void {
    this.#stop();
  }

  #seen(state: SeenState): void {
    const at = performance.now();
    this.initialVersion ??= state.version;
    if (!this.arrivals.has(state.version)) this.arrivals.set(state.version, at);
    this.lastVersion = Math.max(this.lastVersion, state.version);
    if (state.status === 'finished') this.finished = true;
    this.#onChange(this);
  }

  #error(what: string): void {
    if (this.errors.length < 3) this.errors.push(what);
    this.#onChange(this);
  }

  #subscribe(baseUrl: string): Promise<void> {
    const socket = new WebSocket(
      `${baseUrl.replace(/^http/, 'ws')}/graphql`,
      'graphql-transport-ws',
    );
    this.#stop = () => {
      socket.close();
    };
    return new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => {
        socket.send(JSON.stringify({ type: 'connection_init' }));
      });
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as StateMessage;
        if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
        else if (message.type === 'connection_ack') {
          const payload = { query: SUBSCRIPTION, variables: { gameId: this.gameId } };
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload }));
        } else if (message.type === 'next') {
          const state = message.payload?.data?.gameState;
          if (state === undefined) this.#error(`next without a state: ${String(event.data)}`);
          else this.#seen(state);
          resolve();
        } else if (message.type !== 'complete') {
          this.#error(`unexpected ${String(event.data)}`);
          reject(new Error(String(event.data)));
        }
      });
      socket.addEventListener('error', () => {
        this.#error('socket error');
        reject(new Error('the websocket failed'));
      });
      socket.addEventListener('close', (event) => {
        if (!this.finished && event.code !== 1000 && event.code !== 1005) {
          this.#error(`closed ${event.code} ${event.reason}`);
        }
      });
    });
  }

  /** Polls as a client does: the first read plain, then each with If-None-Match and ?wait. */
  async #longPoll(baseUrl: string): Promise<void> {
    const controller = new AbortController();
    this.#stop = () => {
      controller.abort();
    };
    const url = `${baseUrl}/api/v1/games/${this.gameId}/state?as=spectator`;
    const first = await leanGet(url, {}, controller.signal);
    if (first.status !== 200) throw new Error(`first read: HTTP ${first.status}`);
    let etag = first.etag ?? '';
    this.#seen(JSON.parse(first.body) as SeenState);
    // Read afresh after each await: stop() may have run meanwhile.
    const stopped = () => controller.signal.aborted;
    void (async () => {
      while (!this.finished && !stopped()) {
        try {
          const reply = await leanGet(
            `${url}&wait=${WAIT_SECONDS}`,
            { 'if-none-match': etag },
            controller.signal,
          );
          if (reply.status === 200) {
            etag = reply.etag ?? '';
            this.#seen(JSON.parse(reply.body) as SeenState);
          } else if (reply.status !== 304) {
            this.#error(`HTTP ${reply.status}`);
          }
        } catch (error) {
          if (!stopped()) this.#error(String(error));
        }
      }
    })();
  }
}
