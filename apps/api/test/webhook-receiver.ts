/**
 * A real webhook receiver for tests: node:http on 127.0.0.1, port 0. It records each request
 * (headers and raw body) and answers from a script: a status, `hang` (never answers, for the
 * sender's timeout) or `{ flood }` (that status and a body that never ends, for the sender's cap
 * on what it reads). Verification is the test's, with the `standardwebhooks` library.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { Resolver, ResolvedAddress } from '../src/delivery/webhooks/resolver.ts';
import { literalAddress } from '../src/delivery/webhooks/resolver.ts';

export interface ReceivedRequest {
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export type Answer = number | 'hang' | { readonly flood: number };

export class WebhookReceiver {
  readonly received: ReceivedRequest[] = [];
  /** Answers to give, in order; 200 once the script is used up. */
  readonly script: Answer[] = [];
  readonly #server: http.Server;
  readonly #hanging: http.ServerResponse[] = [];

  private constructor(server: http.Server) {
    this.#server = server;
  }

  static async start(): Promise<WebhookReceiver> {
    const server = http.createServer();
    const receiver = new WebhookReceiver(server);
    server.on('request', (request, response) => {
      receiver.#handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port;
  }

  url(path = '/hook', host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  #handle(request: http.IncomingMessage, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      this.received.push({
        path: request.url ?? '',
        headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = this.script.shift() ?? 200;
      if (answer === 'hang') {
        this.#hanging.push(response);
        return;
      }
      if (typeof answer === 'object') {
        this.#hanging.push(response);
        response.writeHead(answer.flood, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(16 * 1024, 'x');
        const more = (error?: Error | null) => {
          if (error == null && !response.destroyed) setImmediate(() => response.write(chunk, more));
        };
        more();
        return;
      }
      response.writeHead(answer, { 'content-type': 'text/plain' }).end(`answer ${answer}`);
    });
  }

  last(): ReceivedRequest {
    const last = this.received.at(-1);
    if (last === undefined) throw new Error('nothing was received');
    return last;
  }

  async close(): Promise<void> {
    for (const response of this.#hanging.splice(0)) response.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => {
      this.#server.close(() => {
        resolve();
      });
    });
  }
}

/** What the library says of a request: the parsed payload, or the error's message. */
export function verifyWith(secret: string, request: ReceivedRequest): unknown {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': request.headers['webhook-id'] ?? '',
    'webhook-timestamp': request.headers['webhook-timestamp'] ?? '',
    'webhook-signature': request.headers['webhook-signature'] ?? '',
  });
}

/** A resolver whose answers the test sets and changes: no DNS server involved. */
export class ScriptedResolver implements Resolver {
  readonly answers = new Map<string, readonly string[]>();

  resolve(hostname: string): Promise<readonly ResolvedAddress[]> {
    const literal = literalAddress(hostname);
    if (literal !== null) return Promise.resolve([literal]);
    const addresses = this.answers.get(hostname) ?? [];
    return Promise.resolve(
      addresses.map((address) => literalAddress(address) ?? { address, family: 4 as const }),
    );
  }
}
