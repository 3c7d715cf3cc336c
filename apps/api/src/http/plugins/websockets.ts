/**
 * The websocket server GraphQL subscriptions run on (@fastify/websocket, registered here before
 * mercurius so that mercurius uses it), and what happens to open connections when the server
 * closes: every socket is closed with 1012 "Service Restart", which graphql-ws clients answer by
 * reconnecting (to this server's successor). A socket still open after a short close handshake is
 * terminated: a peer that does not close its end — a proxy such as Caddy keeps its upstream
 * connection half-open — would otherwise hold the server's close until the grace cut. (`draining`
 * is aborted by the draining plugin's close hook, before this one runs.)
 */
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** RFC 6455 §7.4 (IANA registry): the service is restarting; the client may reconnect. */
export const SERVICE_RESTART = 1012;

/**
 * How long the close handshake may take before a socket is terminated: a client answers the close
 * frame within a round trip, and one that does not will not either way.
 */
export const CLOSE_HANDSHAKE_WAIT_MS = 1_000;

/** Mercurius's own default for the sockets it would otherwise create. */
const MAX_PAYLOAD_BYTES = 1024 * 1024;

export interface WebsocketsOptions {
  /** Aborted when the server starts closing: no new upgrades then. */
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
      const { clients } = this.websocketServer;
      for (const client of clients) {
        client.close(SERVICE_RESTART, 'Service Restart');
      }
      if (clients.size > 0) {
        // `clients` drops each socket once it has closed: whatever is left is terminated.
        setTimeout(() => {
          for (const client of clients) client.terminate();
        }, CLOSE_HANDSHAKE_WAIT_MS).unref();
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
