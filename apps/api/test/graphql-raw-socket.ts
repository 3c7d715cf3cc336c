/**
 * A raw graphql-transport-ws socket for protocol tests: Node's own WebSocket, messages sent and
 * read as they are, so a test can break the protocol on purpose and see what the server does.
 */
import { WakeUp } from './wake-up.ts';

export interface ProtocolMessage {
  readonly type: string;
  readonly id?: string;
  readonly payload?: unknown;
}

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

export const TRANSPORT_WS = 'graphql-transport-ws';

export class RawSocket {
  readonly socket: WebSocket;
  /** Messages received and not yet taken by `next`/`nextOf` (the server's pings are dropped). */
  readonly unread: ProtocolMessage[] = [];
  closed: Closed | undefined;
  readonly #wakeUp = new WakeUp();

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as ProtocolMessage;
      if (message.type !== 'ping') this.unread.push(message);
      this.#wakeUp.notify();
    });
    socket.addEventListener('close', (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.#wakeUp.notify();
    });
  }

  /** Opens a socket to `httpUrl`'s /graphql with the graphql-transport-ws subprotocol. */
  static async open(httpUrl: string): Promise<RawSocket> {
    const socket = new WebSocket(`${httpUrl.replace(/^http/, 'ws')}/graphql`, TRANSPORT_WS);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => {
        resolve();
      });
      socket.addEventListener('error', () => {
        reject(new Error('the websocket did not open'));
      });
    });
    return new RawSocket(socket);
  }

  /** Opens a socket and completes the handshake (connection_init, connection_ack). */
  static async acknowledged(httpUrl: string, payload?: unknown): Promise<RawSocket> {
    const raw = await RawSocket.open(httpUrl);
    raw.send(
      payload === undefined ? { type: 'connection_init' } : { type: 'connection_init', payload },
    );
    const ack = await raw.next();
    if (ack.type !== 'connection_ack')
      throw new Error(`expected connection_ack: ${JSON.stringify(ack)}`);
    return raw;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  subscribe(id: string, query: string, variables: Readonly<Record<string, unknown>> = {}): void {
    this.send({ id, type: 'subscribe', payload: { query, variables } });
  }

  /** The next message (of operation `id` if given, leaving the others unread). */
  async next(id?: string, timeoutMs = 15_000): Promise<ProtocolMessage> {
    const at = () => this.unread.findIndex((message) => id === undefined || message.id === id);
    await this.#until(() => at() >= 0 || this.closed !== undefined, timeoutMs);
    const [message] = at() >= 0 ? this.unread.splice(at(), 1) : [];
    if (message === undefined) throw new Error(`closed instead: ${JSON.stringify(this.closed)}`);
    return message;
  }

  /** Resolves with how the server closed the socket. */
  async closing(timeoutMs = 15_000): Promise<Closed> {
    await this.#until(() => this.closed !== undefined, timeoutMs);
    if (this.closed === undefined) throw new Error('not closed');
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }

  #until(done: () => boolean, timeoutMs: number): Promise<void> {
    return this.#wakeUp.until(
      done,
      timeoutMs,
      () => `timed out; unread ${JSON.stringify(this.unread)}`,
    );
  }
}
