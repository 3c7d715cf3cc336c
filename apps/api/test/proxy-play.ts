/**
 * Players behind a proxy, the way a client that survives a server restart behaves: one base URL
 * (the proxy), long-polls with `?wait=` and the ETag, and every request that got no verdict (no
 * response, a 5xx, a 429) sent again as it was — a move with its very same commandId, which the
 * server answers with the original result when the first attempt had committed. Then the audit
 * of what the log holds. Seats may be people (a session or an API token) or server bots.
 */
import { randomUUID } from 'node:crypto';
import { Backoff, describeReply, isRetryable } from '../chaos/client.ts';
import type { Credential, Reply } from '../chaos/client.ts';
import type { ChaosRecord } from '../chaos/record.ts';
import { signUp } from '../chaos/tables.ts';

/** One request or move may take this long through a restart before the test gives up. */
const VERDICT_DEADLINE_MS = 150_000;
/** How long the server holds a long-poll; the client's own deadline is longer. */
const WAIT_SECONDS = 20;
const REQUEST_TIMEOUT_MS = (WAIT_SECONDS + 30) * 1000;

/**
 * Lets the test hold the players between two moves (while it restarts a process, so that the games
 * are still being played afterwards) without timing anything: closed, `pass()` waits for `open()`.
 */
export class Gate {
  #opened: Promise<void> = Promise.resolve();
  #open: (() => void) | undefined;

  close(): void {
    if (this.#open !== undefined) return;
    this.#opened = new Promise((resolve) => {
      this.#open = resolve;
    });
  }

  open(): void {
    this.#open?.();
    this.#open = undefined;
  }

  pass(): Promise<void> {
    return this.#opened;
  }
}

export interface ProxyTable {
  readonly engine: string;
  /** Seats 0 … people − 1 are people (seat 0 a browser session, the others API tokens). */
  readonly people: number;
  /** The seats after them are server bots. */
  readonly bots: number;
}

export interface ProxyGame {
  readonly gameId: string;
  readonly serverSeedCommitment: string;
  /** Each person's credential, by seat (the bots' seats come after). */
  readonly people: readonly Credential[];
}

interface GameState {
  readonly version: number;
  readonly status: 'created' | 'started' | 'finished';
  readonly activeSeats: readonly number[];
  readonly legalCommands: readonly unknown[];
}

interface RequestOptions {
  readonly credential?: Credential | undefined;
  readonly body?: unknown;
  readonly etag?: string | undefined;
}

async function send(url: string, method: string, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = {};
  const { credential, body, etag } = options;
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (etag !== undefined) headers['if-none-match'] = etag;
  if (credential?.kind === 'token') headers['authorization'] = `Bearer ${credential.token}`;
  if (credential?.kind === 'session') {
    headers['cookie'] = credential.cookie;
    headers['x-csrf-token'] = credential.csrfToken;
  }
  try {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    return { status: response.status, body: parsed, headers: response.headers };
  } catch (error) {
    return { status: 0, body: { message: String(error) }, headers: new Headers() };
  }
}

/** Sends until a verdict (anything but no response, a 5xx or a 429), counting the retries. */
export async function untilVerdict(
  record: ChaosRecord,
  what: string,
  attempt: () => Promise<Reply>,
  onRetry: () => void = () => (record.readRetries += 1),
): Promise<Reply> {
  const deadline = Date.now() + VERDICT_DEADLINE_MS;
  const backoff = new Backoff();
  for (;;) {
    const reply = await attempt();
    if (!isRetryable(reply.status)) return reply;
    record.failed(reply.status);
    record.trace(`${what}: ${describeReply(reply)}`);
    onRetry();
    if (Date.now() > deadline) {
      throw new Error(
        `${what}: no verdict: ${describeReply(reply)}\n${record.timeline.join('\n')}`,
      );
    }
    await backoff.pause();
  }
}

function expectStatus(reply: Reply, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what}: ${describeReply(reply)}`);
}

/** Signs the people up, creates the game, seats everyone and starts it, all through `url`. */
export async function setUpTable(url: string, table: ProxyTable): Promise<ProxyGame> {
  const people: Credential[] = [];
  for (let seat = 0; seat < table.people; seat += 1) {
    people.push(await signUp(url, seat === 0 ? 'session' : 'token'));
  }
  const [host] = people;
  if (host === undefined) throw new Error('a table needs a person at seat 0');
  const seatCount = table.people + table.bots;
  const created = await send(url, 'POST', '/games', {
    credential: host,
    body: { engine: table.engine, seatCount, options: {} },
  });
  expectStatus(created, 201, 'create game');
  const { gameId, serverSeedCommitment } = created.body as ProxyGame;
  for (const [seat, credential] of people.entries()) {
    const joined = await send(url, 'PUT', `/games/${gameId}/seats/${seat}`, {
      credential,
      body: {},
    });
    expectStatus(joined, 200, `join seat ${seat}`);
  }
  for (let seat = table.people; seat < seatCount; seat += 1) {
    const seated = await send(url, 'PUT', `/games/${gameId}/seats/${seat}/bot`, {
      credential: host,
      body: {},
    });
    expectStatus(seated, 200, `bot at seat ${seat}`);
  }
  expectStatus(
    await send(url, 'POST', `/games/${gameId}/start`, { credential: host, body: {} }),
    200,
    'start',
  );
  return { gameId, serverSeedCommitment, people };
}

/**
 * Plays the people's seats of `game` until it is over: waits (as seat 0, `?wait=` with the ETag)
 * while only bots may act, else one person who may act sends a random legal command until the
 * server acknowledges it (recorded) or refuses it (409: another seat moved first; read again).
 * Before each move it passes `gate`.
 */
export async function playThroughProxy(
  url: string,
  game: ProxyGame,
  record: ChaosRecord,
  pick: (bound: number) => number,
  gate: Gate,
): Promise<number> {
  const { gameId, people } = game;
  const read = async (seat: number, etag?: string) =>
    untilVerdict(record, `${gameId} state of seat ${seat}`, () =>
      send(
        url,
        'GET',
        `/games/${gameId}/state${etag === undefined ? '' : `?wait=${WAIT_SECONDS}`}`,
        {
          credential: people[seat],
          etag,
        },
      ),
    );
  let etag: string | undefined;
  let state: GameState | undefined;
  for (;;) {
    const reply = await read(0, etag);
    if (reply.status === 200) {
      state = reply.body as GameState;
      etag = reply.headers.get('etag') ?? undefined;
    } else if (reply.status !== 304) throw new Error(`state: ${describeReply(reply)}`);
    if (state === undefined) continue;
    if (state.status === 'finished') return state.version;
    const movers = state.activeSeats.filter((seat) => seat < people.length);
    const seat = movers[pick(movers.length)];
    if (seat === undefined) continue; // only bots may act: the next read waits for them
    await gate.pass();
    let mine = state;
    if (seat !== 0) {
      const own = await read(seat);
      expectStatus(own, 200, `state of seat ${seat}`);
      mine = own.body as GameState;
    }
    const command = mine.legalCommands[pick(mine.legalCommands.length)];
    if (command !== undefined) await submit(url, game, seat, mine.version, command, record);
    etag = undefined; // read the new state at once
  }
}

async function submit(
  url: string,
  game: ProxyGame,
  seat: number,
  expectedVersion: number,
  command: unknown,
  record: ChaosRecord,
): Promise<void> {
  const commandId = `proxy:${randomUUID()}`;
  const body = { expectedVersion, commandId, command };
  const path = `/games/${game.gameId}/commands`;
  const reply = await untilVerdict(
    record,
    `${game.gameId} move ${commandId}`,
    () => send(url, 'POST', path, { credential: game.people[seat], body }),
    () => (record.submitRetries += 1),
  );
  if (reply.status === 409) {
    record.refusals += 1;
    return;
  }
  expectStatus(reply, 200, `move ${commandId}`);
  const result = reply.body as { version: number; commandId: string; duplicate: boolean };
  if (result.commandId !== commandId || result.version !== expectedVersion + 1) {
    record.anomalies.push(`${commandId} at ${expectedVersion} acknowledged as ${result.version}`);
  }
  record.acks.push({
    gameId: game.gameId,
    commandId,
    version: result.version,
    duplicate: result.duplicate,
    process: 0, // the proxy answered: which replica is its business
    at: performance.now(),
  });
}
