/**
 * A cap on the sockets one remote address holds open at once: without it one client can open
 * sockets until the process runs out of file descriptors. Counted on the Node server's
 * `connection` event by the socket's own peer address — never X-Forwarded-For, which is only a
 * header and arrives later — and the excess is destroyed at once, before a byte is read: cheaper
 * than parsing a request to answer 429 to a client that is flooding, not reading.
 *
 * Behind a reverse proxy every socket comes from the proxy's address, so the cap there counts
 * the proxy's sockets (each websocket is one) and is normally left off (see config.ts).
 */
import type { Server } from 'node:net';

export interface SocketCap {
  /** Open sockets counted now, per address: what tests and metrics look at. */
  openSockets(address: string): number;
}

/** Destroys each socket of `server` that would exceed `limit` open sockets of its address. */
export function capSocketsPerAddress(server: Server, limit: number): SocketCap {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    // A socket already closed by its peer has no address: nothing to count.
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const held = open.get(address) ?? 0;
    if (held >= limit) {
      socket.destroy();
      return;
    }
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return { openSockets: (address) => open.get(address) ?? 0 };
}
