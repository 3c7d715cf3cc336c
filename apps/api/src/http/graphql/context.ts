/**
 * Who a GraphQL operation runs for. Over HTTP it is the caller the auth plugin resolved for the
 * request (`request.caller`: bearer token, else session cookie; CSRF already checked for POSTs
 * the cookie authenticates). Over a websocket it is, for each subscription, the token in the
 * connection_init payload, else the upgrade request's Authorization header or session cookie.
 *
 * Browsers attach cookies to websocket handshakes from any page, and a websocket is not subject
 * to CORS — so a socket authenticated by its cookie is refused when its Origin is another site's
 * (cross-site websocket hijacking would otherwise read the victim's hidden cards).
 */
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../caller.ts';
import { recheckCaller } from '../caller-recheck.ts';
import { ApiError } from '../error-table.ts';
import { SESSION_COOKIE, resolveCaller } from '../plugins/auth.ts';
import type { AccountsPort } from '../ports.ts';

/** The part of a `ws` socket used here (closing it when its caller is refused). */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
}

/** What a websocket's upgrade request said, kept at connection_init. */
export interface SocketHandshake {
  readonly socket: ClosableSocket;
  readonly authorization: string | undefined;
  readonly sessionToken: string | undefined;
  /** The Origin header matches the Host (or there is none: not a browser). */
  readonly sameOrigin: boolean;
}

declare module 'mercurius' {
  interface MercuriusContext {
    /** HTTP: the request's caller. */
    caller?: Caller;
    /** Websocket: the upgrade request (see {@link socketCaller}). */
    handshake?: SocketHandshake;
    /** Websocket: the connection_init payload, as mercurius keeps it. */
    _connectionInit?: unknown;
  }
}

/** Close codes of the graphql-transport-ws protocol used when refusing a socket's caller. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;

/** True when `origin` is absent or names the same host (and port) the request was sent to. */
export function sameOrigin(origin: string | undefined, host: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed pages, file://) or garbage: not ours.
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Kept from the upgrade request at connection_init (mercurius `subscription.context`). */
export function handshakeOf(socket: ClosableSocket, request: FastifyRequest): SocketHandshake {
  return {
    socket,
    authorization: request.headers.authorization,
    sessionToken: request.cookies[SESSION_COOKIE],
    sameOrigin: sameOrigin(header(request.headers.origin), request.host),
  };
}

/** `authorization` from a connection_init payload (also under `headers`, as mercurius reads it). */
export function payloadAuthorization(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const direct = (payload as { authorization?: unknown }).authorization;
  if (typeof direct === 'string') return direct;
  const headers = (payload as { headers?: unknown }).headers;
  if (typeof headers !== 'object' || headers === null) return undefined;
  const nested = (headers as { authorization?: unknown }).authorization;
  return typeof nested === 'string' ? nested : undefined;
}

/** Thrown when a socket's caller is refused: the subscription fails and the socket is closed. */
export class SocketRefused extends ApiError {
  readonly closeCode: number;

  constructor(code: 'UNAUTHENTICATED' | 'FORBIDDEN', message: string, closeCode: number) {
    super(code, message);
    this.closeCode = closeCode;
  }
}

/**
 * The caller of a subscription on `handshake`'s socket, resolved afresh for each subscription
 * (so a revoked token or an ended session stops opening new ones).
 */
export async function socketCaller(
  accounts: AccountsPort,
  handshake: SocketHandshake,
  payload: unknown,
): Promise<Caller> {
  const fromPayload = payloadAuthorization(payload);
  const authorization = fromPayload ?? handshake.authorization;
  let caller: Caller;
  try {
    caller = await resolveCaller(
      accounts,
      authorization,
      authorization === undefined ? handshake.sessionToken : undefined,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new SocketRefused('UNAUTHENTICATED', error.message, CLOSE_UNAUTHORIZED);
  }
  if (caller.kind === 'session' && !handshake.sameOrigin) {
    throw new SocketRefused(
      'FORBIDDEN',
      "A websocket authenticated by the session cookie must come from this site's own pages; " +
        'other clients send an API token in the connection_init payload.',
      CLOSE_FORBIDDEN,
    );
  }
  return caller;
}

/**
 * Checks, before a subscription pushes its next state, that the credential `caller` was resolved
 * from still stands; otherwise throws a {@link SocketRefused} with 4401, whose socket is closed
 * (graphql-ws clients do not reconnect after 4401).
 */
export async function recheckSocketCaller(
  accounts: AccountsPort,
  handshake: SocketHandshake,
  payload: unknown,
  caller: Caller,
): Promise<void> {
  try {
    await recheckCaller(caller, () => socketCaller(accounts, handshake, payload));
  } catch (error) {
    if (error instanceof SocketRefused || !(error instanceof ApiError)) throw error;
    throw new SocketRefused('UNAUTHENTICATED', error.message, CLOSE_UNAUTHORIZED);
  }
}
