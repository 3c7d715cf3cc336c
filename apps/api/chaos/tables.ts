/**
 * Setting the tables before the chaos starts: people sign up (a session cookie and its CSRF
 * token, or an API token made with that session), one person per seat, and start their games.
 */
import { randomUUID } from 'node:crypto';
import { describeReply, request } from './client.ts';
import type { Credential, Reply } from './client.ts';

export interface Table {
  readonly engine: string;
  readonly seatCount: number;
}

export interface ChaosGame {
  readonly gameId: string;
  readonly serverSeedCommitment: string;
  /** How each seat's person authenticates. */
  readonly seats: readonly Credential[];
}

const PASSWORD = 'correct horse battery staple';

function expectStatus(reply: Reply, status: number, what: string): void {
  if (reply.status !== status) throw new Error(`${what}: ${describeReply(reply)}`);
}

/** A new person, as a browser session or (through that session) an API token with scope play. */
export async function signUp(baseUrl: string, kind: Credential['kind']): Promise<Credential> {
  const username = `chaos_${randomUUID().slice(0, 12)}`;
  const signedUp = await request(baseUrl, 'POST', '/auth/sign-up', {
    body: { username, password: PASSWORD },
  });
  expectStatus(signedUp, 201, `sign-up ${username}`);
  const cookie = signedUp.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0] ?? '')
    .join('; ');
  const { csrfToken } = signedUp.body as { csrfToken: string };
  const session: Credential = { kind: 'session', cookie, csrfToken };
  if (kind === 'session') return session;
  const created = await request(baseUrl, 'POST', '/tokens', {
    credential: session,
    body: { name: 'chaos', scopes: ['play'] },
  });
  expectStatus(created, 201, `token for ${username}`);
  return { kind: 'token', token: (created.body as { token: string }).token };
}

/**
 * Creates a game of `table` through `baseUrl`, one new person a seat — seat 0 a browser session,
 * the others API tokens — and starts it.
 */
export async function setUpGame(baseUrl: string, table: Table): Promise<ChaosGame> {
  const seats: Credential[] = [];
  for (let seat = 0; seat < table.seatCount; seat += 1) {
    seats.push(await signUp(baseUrl, seat === 0 ? 'session' : 'token'));
  }
  const [host] = seats;
  if (host === undefined) throw new Error('a table without seats');
  const created = await request(baseUrl, 'POST', '/games', {
    credential: host,
    body: { ...table, options: {} },
  });
  expectStatus(created, 201, 'create game');
  const { gameId, serverSeedCommitment } = created.body as ChaosGame;
  for (const [seat, credential] of seats.entries()) {
    const joined = await request(baseUrl, 'PUT', `/games/${gameId}/seats/${seat}`, {
      credential,
      body: {},
    });
    expectStatus(joined, 200, `join seat ${seat} of ${gameId}`);
  }
  const started = await request(baseUrl, 'POST', `/games/${gameId}/start`, {
    credential: host,
    body: {},
  });
  expectStatus(started, 200, `start ${gameId}`);
  return { gameId, serverSeedCommitment, seats };
}
