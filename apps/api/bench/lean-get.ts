/**
 * A GET over node:http with a keep-alive agent, for the fan-out benchmark's long-poll watchers:
 * 5,000 of them in one client process through fetch spent more CPU in the client (WHATWG
 * streams, Headers and Response objects per request) than the server spent answering, so the
 * benchmark measured its own client. A browser holds one long-poll; this process holds 5,000.
 */
import http from 'node:http';

export interface LeanReply {
  readonly status: number;
  readonly etag: string | undefined;
  readonly body: string;
}

/** One connection per watcher at a time, kept between its polls. */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export function leanGet(
  url: string,
  headers: Readonly<Record<string, string>>,
  signal: AbortSignal,
): Promise<LeanReply> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const etag = response.headers.etag;
        resolve({
          status: response.statusCode ?? 0,
          etag,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
