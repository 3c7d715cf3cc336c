/**
 * Records complete games of every game through a real server, as the exports a player would
 * download (`GET /games/:id/export`), into `packages/sdk/src/testing/recorded-games/<rules version>/`.
 *
 * Used before a rules revision (ADR 0024): the games recorded under the rules of the day are
 * committed, and `test/rules-versions.int.test.ts` keeps proving that they replay, continue and
 * verify under their own rules version after the engines change. Run it with
 * `node apps/api/scripts/record-exports.ts` (PGlite in memory; nothing else needed). Each seat is
 * a signed-up account playing a legal command chosen by a seeded generator, over REST.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { startServer } from '../src/server.ts';

interface Recording {
  readonly name: string;
  readonly engine: string;
  readonly seatCount: number;
  readonly options: Record<string, unknown>;
}

/** Each rule the revision touches is played at least once (hidden money, Sharp, every deck size). */
const RECORDINGS: readonly Recording[] = [
  { name: 'big-cheese-3p', engine: 'big-cheese', seatCount: 3, options: {} },
  {
    name: 'big-cheese-5p-fr-two-dice',
    engine: 'big-cheese',
    seatCount: 5,
    options: { scoring: 'fr_two_dice' },
  },
  {
    name: 'big-shot-3p-hidden-money',
    engine: 'big-shot',
    seatCount: 3,
    options: { hidden_money: true },
  },
  { name: 'big-shot-2p', engine: 'big-shot', seatCount: 2, options: {} },
  {
    name: 'big-shot-4p-hidden-money',
    engine: 'big-shot',
    seatCount: 4,
    options: { hidden_money: true },
  },
  { name: 'bon-appetit-2p', engine: 'bon-appetit', seatCount: 2, options: {} },
  { name: 'bon-appetit-5p', engine: 'bon-appetit', seatCount: 5, options: {} },
  {
    name: 'cheesonomics-3p-sharp',
    engine: 'cheesonomics',
    seatCount: 3,
    options: { flavour: 'sharp' },
  },
  {
    name: 'cheesonomics-2p-sharp',
    engine: 'cheesonomics',
    seatCount: 2,
    options: { flavour: 'sharp' },
  },
  {
    name: 'cheesonomics-4p-mild',
    engine: 'cheesonomics',
    seatCount: 4,
    options: { flavour: 'mild' },
  },
];

/** mulberry32: a small seeded generator, so a re-recording chooses the same commands. */
function seededChoice(seed: number): (bound: number) => number {
  let a = seed >>> 0;
  return (bound) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * bound);
  };
}

class Player {
  #cookie = '';
  #csrf = '';
  readonly api: string;

  constructor(api: string) {
    this.api = api;
  }

  async call<Body>(method: string, route: string, body?: unknown): Promise<Body> {
    const headers: Record<string, string> = { cookie: this.#cookie, 'x-csrf-token': this.#csrf };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.api}${route}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    if (cookies.length > 0) this.#cookie = cookies.join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
    return JSON.parse(text) as Body;
  }

  async signUp(username: string): Promise<void> {
    const reply = await this.call<{ csrfToken: string }>('POST', '/auth/sign-up', {
      username,
      password: 'correct horse battery staple',
    });
    this.#csrf = reply.csrfToken;
  }
}

interface StateReply {
  readonly status: string;
  readonly version: number;
  readonly legalCommands: readonly unknown[];
}

async function record(api: string, recording: Recording, seed: number): Promise<unknown> {
  const players = Array.from({ length: recording.seatCount }, () => new Player(api));
  for (const [seat, player] of players.entries()) {
    await player.signUp(`${recording.name.replaceAll('-', '_').slice(0, 20)}_${seat}`);
  }
  const [host] = players;
  if (host === undefined) throw new Error('no seats');
  const created = await host.call<{ gameId: string }>('POST', '/games', {
    engine: recording.engine,
    seatCount: recording.seatCount,
    options: recording.options,
  });
  for (const [seat, player] of players.entries()) {
    await player.call('PUT', `/games/${created.gameId}/seats/${seat}`, {});
  }
  await host.call('POST', `/games/${created.gameId}/start`, {});
  const choose = seededChoice(seed);
  for (;;) {
    let moved = false;
    for (const player of players) {
      const state = await player.call<StateReply>('GET', `/games/${created.gameId}/state`);
      if (state.status === 'finished') {
        return host.call('GET', `/games/${created.gameId}/export`);
      }
      if (state.legalCommands.length === 0) continue;
      await player.call('POST', `/games/${created.gameId}/commands`, {
        expectedVersion: state.version,
        commandId: randomUUID(),
        command: state.legalCommands[choose(state.legalCommands.length)],
      });
      moved = true;
    }
    if (!moved) throw new Error(`${recording.name}: nobody may act and the game is not over`);
  }
}

async function main(): Promise<void> {
  const server = await startServer(
    {
      database: { driver: 'pglite-memory' },
      http: {
        host: '127.0.0.1',
        port: 0,
        secureCookies: false,
        trustProxy: false,
        logRequests: false,
      },
    },
    { app: { rateLimits: { perMinute: 1_000_000, authPerMinute: 1_000_000 } } },
  );
  try {
    for (const [index, recording] of RECORDINGS.entries()) {
      const exported = (await record(`${server.url}/api/v1`, recording, 1000 + index)) as {
        header: { rulesVersion: string };
        log: unknown[];
      };
      const dir = path.join(
        import.meta.dirname,
        '../test/rules-versions',
        exported.header.rulesVersion,
      );
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${recording.name}.json`),
        `${JSON.stringify(exported, null, 2)}\n`,
      );
      console.log(
        `${recording.name}: ${exported.log.length} entries, rules ${exported.header.rulesVersion}`,
      );
    }
  } finally {
    await server.close();
  }
}

await main();
