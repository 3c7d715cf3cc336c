/**
 * HTTP over node:http with a keep-alive agent, for the benchmarks' clients: the load clients
 * (load-client.ts) and the fan-out benchmark's long-poll watchers. Not fetch: 5,000 watchers in
 * one client process through fetch spent more CPU in the client (WHATWG streams, Headers and
 * Response objects per request) than the server spent answering, and the load clients, which
 * share the server's process, cost it 0.6–0.9 ms of CPU per move that way — the benchmarks
 * measured their clients.
 */
import http from 'node:http';

export interface LeanResponse {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface LeanRequest {
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly payload?: string;
  readonly signal?: AbortSignal;
}

/** One connection per client at a time, kept between its requests. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Sends the request and reads the whole body as UTF-8. */
export function leanRequest(url: string, request: LeanRequest): Promise<LeanResponse> {
  const { method, headers, payload, signal } = request;
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method, agent, headers, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

export interface LeanReply {
  readonly status: number;
  readonly etag: string | undefined;
  readonly body: string;
}

/** A GET (a long-poll watcher's), with the ETag it answered. */
export async function leanGet(
  url: string,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<LeanReply> {
  const {
    status,
    headers: answered,
    body,
  } = await leanRequest(url, {
    method: 'GET',
    headers,
    signal,
  });
  return { status, etag: answered.etag, body };
}
