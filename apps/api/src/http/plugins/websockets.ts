/**
 * The websocket server GraphQL subscriptions run on (@fastify/websocket, registered here before
 * mercurius so that mercurius uses it), and what happens to open connections when the server
 * closes: every socket is closed with 1012 "Service Restart", which graphql-ws clients answer by
 * reconnecting (to this server's successor), and `draining` aborts so that long-polls answer now
 * (304: nothing new, ask again) instead of holding the close for up to a minute.
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** RFC 6455 §7.4 (IANA registry): the service is restarting; the client may reconnect. */
export const SERVICE_RESTART = 1012;

/** Mercurius's own default for the sockets it would otherwise create. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;

export interface WebsocketsOptions {
  /** Aborted when the server starts closing: long-polls watch it. */
  readonly draining: AbortController;
}

async function websockets(app: FastifyInstance, { draining }: WebsocketsOptions) {
  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_PAYLOAD_BYTES,
      // An upgrade that slips in while the server closes is refused rather than adopted.
      verifyClient: (): boolean => !draining.signal.aborted,
    },
    preClose(done) {
      draining.abort();
      for (const client of this.websocketServer.clients) {
        client.close(SERVICE_RESTART, 'Service Restart');
      }
      this.websocketServer.close();
      done();
    },
  });
}

export const websocketsPlugin = fp(websockets, { name: 'tavolo-websockets' });

/** Websockets open now (for the metrics). */
export function openWebsockets(app: FastifyInstance): number {
  return app.websocketServer.clients.size;
}
