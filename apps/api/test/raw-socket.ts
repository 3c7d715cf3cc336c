/**
 * A raw TCP client for the HTTP server's socket limits: it writes bytes as a slow or hostile
 * client would and records what comes back and when the server closes the socket.
 */
import net from 'node:net';

export class RawSocket {
  readonly socket: net.Socket;
  /** Everything the server sent. */
  received = '';
  /** Resolves when the socket closes, whoever closed it. */
  readonly closed: Promise<void>;
  readonly connected: Promise<void>;
  #closed = false;

  constructor(httpUrl: string) {
    const { hostname, port } = new URL(httpUrl);
    this.socket = net.connect({ host: hostname, port: Number(port) });
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => {
      this.received += chunk;
    });
    // A reset (the server destroying the socket) is a close like any other here.
    this.socket.on('error', () => undefined);
    this.connected = new Promise((resolve) => {
      this.socket.once('connect', () => {
        resolve();
      });
    });
    this.closed = new Promise((resolve) =>
      this.socket.once('close', () => {
        this.#closed = true;
        resolve();
      }),
    );
  }

  get isClosed(): boolean {
    return this.#closed;
  }

  write(text: string): void {
    if (!this.#closed) this.socket.write(text);
  }

  /** Sends one request and resolves with the status line's code of its answer. */
  async request(text: string): Promise<number> {
    const before = this.received.length;
    this.write(text);
    for (;;) {
      const answer = /^HTTP\/1\.1 (\d{3})/.exec(this.received.slice(before));
      if (answer?.[1] !== undefined) return Number(answer[1]);
      if (this.#closed) throw new Error('the socket closed before an answer');
      await new Promise((resolve) => this.socket.once('data', resolve).once('close', resolve));
    }
  }

  /** Writes one byte every `everyMs` until the socket closes (a body that never finishes). */
  trickle(everyMs: number): void {
    const timer = setInterval(() => {
      this.write('x');
    }, everyMs);
    void this.closed.then(() => {
      clearInterval(timer);
    });
  }

  destroy(): void {
    this.socket.destroy();
  }
}
