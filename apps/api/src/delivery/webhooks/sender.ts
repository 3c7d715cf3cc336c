/**
 * One HTTP POST to a vetted webhook target (issue 18 item 10): the connection goes to the address
 * that was checked (a `lookup` that answers it, whatever DNS says now), the Host header and TLS
 * name stay the URL's host; redirects are not followed; the whole exchange — connect, answer and
 * reading at most `maxResponseBytes` of the body — must end within `timeoutMs`.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { SignedHeaders } from './signing.ts';
import type { VettedTarget } from './target-policy.ts';

export interface SendLimits {
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
}

export interface SendAnswer {
  readonly status: number;
  /** The start of the answer's body (at most the limit), for the delivery log. */
  readonly body: string;
}

/** No answer in time, or the connection failed: a later attempt may succeed. */
export class SendFailure extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SendFailure';
  }
}

function pinnedLookup(target: VettedTarget): LookupFunction {
  const { address, family } = target.address;
  return (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export function postWebhook(
  target: VettedTarget,
  headers: SignedHeaders,
  body: string,
  limits: SendLimits,
): Promise<SendAnswer> {
  const { url } = target;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Tavolo-Webhooks/1',
      },
      lookup: pinnedLookup(target),
      agent: false,
    });
    const timer = setTimeout(() => {
      request.destroy(new SendFailure(`no answer within ${limits.timeoutMs} ms`));
    }, limits.timeoutMs);
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      outcome();
    };
    request.on('error', (error) => {
      finish(() => {
        reject(
          error instanceof SendFailure ? error : new SendFailure(error.message, { cause: error }),
        );
      });
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        finish(() => {
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.destroy();
        request.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        const room = limits.maxResponseBytes - size;
        chunks.push(chunk.subarray(0, Math.max(0, room)));
        size += chunk.length;
        if (size >= limits.maxResponseBytes) done();
      });
      response.on('end', done);
      response.on('error', (error) => {
        finish(() => {
          reject(new SendFailure(error.message, { cause: error }));
        });
      });
    });
    request.end(body);
  });
}
