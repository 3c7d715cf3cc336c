/**
 * The graphql-transport-ws protocol as its PROTOCOL.md states it, in front of mercurius' own
 * implementation (lib/subscription-connection.js), which deviates from it: no connection_init
 * timeout (4408), a second connection_init acknowledged again (not 4429), a subscribe before
 * the acknowledgement answered with `connection_error` and a plain close (not 4401), an
 * operation id already in use started again (not 4409), and a message that is not JSON or not a
 * protocol message answered with an `error` without id (not 4400). It also parses a subscribe's
 * document without a token limit, and answers a document that does not parse without
 * `extensions.code`.
 *
 * `TransportGuard` stands between the socket and mercurius: mercurius gets the guard as its
 * socket, sees only the messages the protocol allows, and sends through it (which is how the
 * guard learns of the acknowledgement and of the operations the server ends). Messages are
 * checked with graphql-ws' own `parseMessage` (the protocol's reference implementation).
 */
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import { parse } from 'graphql';
import type { GraphQLError } from 'graphql';
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, parseMessage } from 'graphql-ws';
import { clientErrorOf } from './errors.ts';

type RawData = Buffer | ArrayBuffer | Buffer[];

/** The part of a `ws` socket that mercurius and the guard use. */
export interface WsSocket {
  readonly protocol: string;
  readonly readyState: number;
  on(event: 'message', listener: (data: RawData, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  send(data: string, callback?: (error?: Error) => void): void;
  close(code?: number, reason?: string): void;
}

export interface ProtocolOptions {
  /** How long a socket may stay open without sending connection_init. */
  readonly connectionInitWaitMs: number;
  /** The parser's token limit, as over HTTP. */
  readonly maxTokens: number;
  readonly log: FastifyBaseLogger;
}

/** Close reasons are limited to 123 bytes by RFC 6455. */
function closeReason(text: string): string {
  return Buffer.from(text)
    .subarray(0, 123)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

/** How mercurius' messages begin (`JSON.stringify({ type, id, payload })`). */
const MESSAGE_HEAD = /^\{"type":"(\w+)"(?:,"id":("(?:[^"\\]|\\.)*"))?/;

/**
 * The type and id of a message mercurius sends, read from its head so that a large `next` is
 * not parsed again (the whole message only if mercurius ever writes it otherwise).
 */
function outgoing(data: string): { readonly type: unknown; readonly id: unknown } {
  const head = MESSAGE_HEAD.exec(data);
  if (head !== null) {
    const [, type, id] = head;
    return { type, id: id === undefined ? undefined : (JSON.parse(id) as unknown) };
  }
  const message = JSON.parse(data) as { type?: unknown; id?: unknown };
  return { type: message.type, id: message.id };
}

export class TransportGuard extends EventEmitter {
  readonly #socket: WsSocket;
  readonly #options: ProtocolOptions;
  /** Operations started by the client and not yet ended by either side. */
  readonly #operations = new Set<string>();
  readonly #initTimer: NodeJS.Timeout;
  #initialised = false;
  #acknowledged = false;

  constructor(socket: WsSocket, options: ProtocolOptions) {
    super();
    this.#socket = socket;
    this.#options = options;
    socket.on('message', (data, isBinary) => {
      this.#receive(data, isBinary);
    });
    socket.on('close', (code, reason) => {
      clearTimeout(this.#initTimer);
      this.emit('close', code, reason);
    });
    socket.on('error', (error) => this.emit('error', error));
    this.#initTimer = setTimeout(() => {
      if (!this.#initialised) {
        this.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
      }
    }, options.connectionInitWaitMs);
  }

  get protocol(): string {
    return this.#socket.protocol;
  }

  get readyState(): number {
    return this.#socket.readyState;
  }

  /** What mercurius sends: nothing more for an operation the client or the server ended. */
  send(data: string, callback?: (error?: Error) => void): void {
    const { type, id } = outgoing(data);
    if (type === MessageType.ConnectionAck) this.#acknowledged = true;
    const ofOperation =
      type === MessageType.Next || type === MessageType.Error || type === MessageType.Complete;
    if (ofOperation && typeof id === 'string') {
      if (!this.#operations.has(id)) {
        callback?.();
        return;
      }
      if (type !== MessageType.Next) this.#operations.delete(id);
    }
    this.#socket.send(data, callback);
  }

  close(code?: number, reason?: string): void {
    clearTimeout(this.#initTimer);
    this.#socket.close(code, reason);
  }

  #receive(data: RawData, isBinary: boolean): void {
    let message;
    try {
      message = parseMessage(textOf(data));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'Invalid message received';
      this.close(CloseCode.BadRequest, closeReason(reason));
      return;
    }
    switch (message.type) {
      case MessageType.ConnectionInit:
        if (this.#initialised) {
          this.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
          return;
        }
        this.#initialised = true;
        clearTimeout(this.#initTimer);
        break;
      case MessageType.Subscribe: {
        if (!this.#acknowledged) {
          this.close(CloseCode.Unauthorized, 'Unauthorized');
          return;
        }
        if (this.#operations.has(message.id)) {
          const reason = closeReason(`Subscriber for ${message.id} already exists`);
          this.close(CloseCode.SubscriberAlreadyExists, reason);
          return;
        }
        const refusal = this.#refusal(message.payload.query);
        if (refusal !== undefined) {
          this.#socket.send(
            JSON.stringify({ id: message.id, type: MessageType.Error, payload: [refusal] }),
          );
          return;
        }
        this.#operations.add(message.id);
        break;
      }
      case MessageType.Complete:
        this.#operations.delete(message.id);
        break;
      case MessageType.Ping:
      case MessageType.Pong:
        break;
      default:
        this.close(CloseCode.BadRequest, `Unexpected message of type ${message.type} received`);
        return;
    }
    this.emit('message', data, isBinary);
  }

  /** Why a subscribe's document is refused before mercurius parses it (without a token limit). */
  #refusal(query: string): GraphQLError | undefined {
    try {
      parse(query, { maxLexicalTokens: this.#options.maxTokens });
      return undefined;
    } catch (error) {
      return clientErrorOf(error, this.#options.log, false);
    }
  }
}

type WsHandler = (
  this: unknown,
  socket: WsSocket,
  ...rest: unknown[]
) => Promise<unknown> | undefined;

/**
 * An onRoute hook that puts a `TransportGuard` between each websocket of `url` and its handler;
 * a socket speaking another subprotocol (mercurius also speaks the older `graphql-ws`, which
 * the guard does not know) is closed with 4406.
 */
export function guardTransport(url: string, options: ProtocolOptions) {
  return (route: RouteOptions): void => {
    const withSocket = route as RouteOptions & { wsHandler?: unknown };
    const handler = withSocket.wsHandler;
    if (route.url !== url || typeof handler !== 'function') return;
    const inner = handler as WsHandler;
    const guarded: WsHandler = function (this: unknown, socket, ...rest) {
      if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL) {
        socket.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
        return undefined;
      }
      return inner.call(this, new TransportGuard(socket, options), ...rest);
    };
    withSocket.wsHandler = guarded;
  };
}
