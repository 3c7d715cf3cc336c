/**
 * The client side of the HTTP load benchmark: node:http with a keep-alive agent against /api/v1
 * (lean-get.ts: not fetch, whose per-request objects cost the process the clients share with
 * the server as much as its own HTTP handling), accounts with API tokens, setting up a game, and
 * playing one to the end the way a simple bot does — read the state of the seat that must act,
 * send a random legal command. A bot's client process is its own.
 */
import { randomUUID } from 'node:crypto';
import type { GameState } from '../src/index.ts';
import type { SubmitAnswer } from '../src/http/operations.ts';
import { leanRequest } from './lean-get.ts';

export interface Reply {
  /** The HTTP status, or 0 when the request failed without a response. */
  readonly status: number;
  readonly body: unknown;
  /** Client-side: from sending the request to having parsed the whole body. */
  readonly ms: number;
  /** The response's Set-Cookie headers. */
  readonly setCookies: readonly string[];
}

export interface CallOptions {
  readonly token?: string;
  readonly body?: unknown;
  readonly cookie?: string;
  readonly csrfToken?: string;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers['cookie'] = options.cookie;
  if (options.csrfToken !== undefined) headers['x-csrf-token'] = options.csrfToken;
  const started = performance.now();
  try {
    const {
      status,
      headers: answered,
      body,
    } = await leanRequest(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const ms = performance.now() - started;
    return { status, body: parseBody(body), ms, setCookies: answered['set-cookie'] ?? [] };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: 0, body: { message }, ms: performance.now() - started, setCookies: [] };
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function expectStatus(reply: Reply, status: number, what: string): void {
  if (reply.status !== status) {
    throw new Error(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  }
}

/** Signs up an account (session cookie + CSRF token) and returns a `play` API token of it. */
export async function signUpWithToken(baseUrl: string, username: string): Promise<string> {
  const password = 'correct horse battery staple';
  const signedUp = await call(baseUrl, 'POST', '/auth/sign-up', { body: { username, password } });
  expectStatus(signedUp, 201, `sign-up ${username}`);
  const cookie = signedUp.setCookies.map((setCookie) => setCookie.split(';')[0] ?? '').join('; ');
  const { csrfToken } = signedUp.body as { csrfToken: string };
  const created = await call(baseUrl, 'POST', '/tokens', {
    cookie,
    csrfToken,
    body: { name: 'bench', scopes: ['play'] },
  });
  expectStatus(created, 201, `token for ${username}`);
  return (created.body as { token: string }).token;
}

export interface Table {
  readonly engine: string;
  readonly seatCount: number;
  readonly options: Readonly<Record<string, unknown>>;
}

export interface SetUpGame {
  readonly gameId: string;
  readonly serverSeedCommitment: string;
  /** The API token of the person in each seat. */
  readonly tokens: readonly string[];
}

/** Creates a game as the first player, seats every player (all people, no bots), starts it. */
export async function setUpGame(
  baseUrl: string,
  table: Table,
  tokens: readonly string[],
): Promise<SetUpGame> {
  const [host] = tokens;
  if (host === undefined || tokens.length !== table.seatCount) throw new Error('one token a seat');
  const created = await call(baseUrl, 'POST', '/games', { token: host, body: table });
  expectStatus(created, 201, 'create game');
  const { gameId, serverSeedCommitment } = created.body as SetUpGame;
  for (const [seat, token] of tokens.entries()) {
    const joined = await call(baseUrl, 'PUT', `/games/${gameId}/seats/${seat}`, {
      token,
      body: {},
    });
    expectStatus(joined, 200, `join seat ${seat} of ${gameId}`);
  }
  expectStatus(
    await call(baseUrl, 'POST', `/games/${gameId}/start`, { token: host, body: {} }),
    200,
    `start ${gameId}`,
  );
  return { gameId, serverSeedCommitment, tokens };
}

export interface Anomaly {
  readonly gameId: string;
  readonly what: string;
  readonly status?: number;
  readonly version?: number;
  readonly body?: unknown;
}

/** What the clients saw, summed over every game. */
export class LoadRecord {
  readonly submitMs: number[] = [];
  readonly readMs: number[] = [];
  accepted = 0;
  conflicts = 0;
  gamesFinished = 0;
  /** Unexpected replies (5xx, 4xx other than 409, failed requests) and wrong versions. */
  errors = 0;
  readonly errorSamples: Anomaly[] = [];
  readonly finishedGames: SetUpGame[] = [];

  error(anomaly: Anomaly): void {
    this.errors += 1;
    if (this.errorSamples.length < 20) this.errorSamples.push(anomaly);
  }
}

const MAX_REQUESTS_PER_GAME = 20_000;
const MAX_ERRORS_PER_GAME = 5;

/**
 * Plays a started game to its end over HTTP. Each turn: the state the last submit answered with
 * (the acting seat's), or a read as the seat it names active when the turn passed to another,
 * then a random legal command at that version — one request per move while a seat keeps acting,
 * two when the turn passes. Checks that every accepted move is in the log: a
 * submit must answer version + 1, and the finished game's version must equal the moves accepted.
 */
export async function playGame(
  baseUrl: string,
  game: SetUpGame,
  pick: (bound: number) => number,
  record: LoadRecord,
): Promise<void> {
  const { gameId, tokens } = game;
  let seat = 0;
  let moves = 0;
  let failures = 0;
  /** The state the last submit answered with (its seat's view): the next step needs no read. */
  let answered: GameState | undefined;
  const fail = (anomaly: Omit<Anomaly, 'gameId'>) => {
    record.error({ gameId, ...anomaly });
    failures += 1;
  };
  for (let request = 0; request < MAX_REQUESTS_PER_GAME; request += 1) {
    if (failures >= MAX_ERRORS_PER_GAME) return;
    const token = tokens[seat] ?? '';
    let state: GameState;
    if (answered === undefined) {
      const read = await call(baseUrl, 'GET', `/games/${gameId}/state`, { token });
      record.readMs.push(read.ms);
      if (read.status !== 200) {
        fail({ what: 'state read failed', status: read.status, body: read.body });
        continue;
      }
      state = read.body as GameState;
    } else {
      state = answered;
      answered = undefined;
    }
    if (state.status === 'finished') {
      if (state.version !== moves) {
        fail({ what: `finished at version ${state.version} after ${moves} accepted moves` });
      }
      record.gamesFinished += 1;
      record.finishedGames.push(game);
      return;
    }
    if (!state.activeSeats.includes(seat)) {
      const next = state.activeSeats[0];
      if (next === undefined) fail({ what: 'started game with no active seat', version: moves });
      else seat = next;
      continue;
    }
    const command = state.legalCommands[pick(state.legalCommands.length)];
    if (command === undefined) {
      fail({ what: `active seat ${seat} has no legal command`, version: state.version });
      continue;
    }
    const sent = await call(baseUrl, 'POST', `/games/${gameId}/commands`, {
      token,
      body: { expectedVersion: state.version, commandId: randomUUID(), command },
    });
    record.submitMs.push(sent.ms);
    if (sent.status === 200) {
      const result = sent.body as SubmitAnswer;
      moves += 1;
      record.accepted += 1;
      answered = result.state;
      if (result.version !== state.version + 1 || result.duplicate) {
        fail({
          what: 'submit answered an unexpected version',
          version: state.version,
          body: result,
        });
      }
    } else if (sent.status === 409) {
      record.conflicts += 1;
    } else {
      fail({ what: 'submit failed', status: sent.status, version: state.version, body: sent.body });
    }
  }
  fail({ what: `not finished after ${MAX_REQUESTS_PER_GAME} requests`, version: moves });
}
