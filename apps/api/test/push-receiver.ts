/**
 * The push tests' stand-ins: a push service (node:http on 127.0.0.1, port 0) that records each
 * message and answers with the status the test chose for its path, and a browser — a P-256 key
 * pair and an auth secret made with node:crypto — that decrypts what it was sent (http_ece,
 * aes128gcm) and checks the sender's VAPID signature, as a real push service and browser would.
 */
import { createECDH, createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import type { ECDH } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** A local push service: every message it got, and what it answers per path (default 201). */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  readonly #answers = new Map<string, number>();
  readonly #server: Server;

  private constructor(server: Server) {
    this.#server = server;
  }

  static async start(): Promise<PushReceiver> {
    const server = createServer();
    const receiver = new PushReceiver(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        receiver.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = receiver.#answers.get(path) ?? 201;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get origin(): string {
    const address = this.#server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  /** A fresh endpoint URL of this push service (one per browser). */
  endpoint(): string {
    return `${this.origin}/push/${randomUUID()}`;
  }

  /** Answer messages to `endpoint` with `status` from now on. */
  answer(endpoint: string, status: number): void {
    this.#answers.set(new URL(endpoint).pathname, status);
  }

  to(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#server.close((error) => {
        if (error === undefined) resolve();
        else reject(error);
      });
    });
  }
}

/** A browser's push subscription and the secrets it keeps to read what it is sent. */
export class TestBrowser {
  readonly endpoint: string;
  readonly #ecdh: ECDH;
  readonly #auth: Buffer;

  constructor(endpoint: string) {
    this.endpoint = endpoint;
    this.#ecdh = createECDH('prime256v1');
    this.#ecdh.generateKeys();
    this.#auth = randomBytes(16);
  }

  /** What `PushSubscription.toJSON()` gives. */
  subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: {
        p256dh: this.#ecdh.getPublicKey('base64url'),
        auth: this.#auth.toString('base64url'),
      },
    };
  }

  /** The message's plaintext, as JSON. */
  read(push: ReceivedPush): unknown {
    const plain = decrypt(push.body, {
      version: 'aes128gcm',
      privateKey: this.#ecdh,
      authSecret: this.#auth,
    });
    return JSON.parse(plain.toString('utf8'));
  }
}

export interface VapidClaims {
  /** The `k` of the Authorization header: the sender's public key. */
  readonly publicKey: string;
  readonly aud: string;
  readonly sub: string;
  readonly exp: number;
}

/**
 * The VAPID Authorization header (`vapid t=<JWT>, k=<key>`, RFC 8292) of a message, with the
 * JWT's ES256 signature verified against `k`; throws if it does not verify.
 */
export function vapidClaims(push: ReceivedPush): VapidClaims {
  const header = push.headers['authorization'];
  const match = typeof header === 'string' ? /^vapid t=([^,\s]+), k=([\w-]+)$/.exec(header) : null;
  const [, jwt = '', publicKey = ''] = match ?? [];
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT does not verify with its k');
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Omit<
    VapidClaims,
    'publicKey'
  >;
  return { publicKey, ...payload };
}
