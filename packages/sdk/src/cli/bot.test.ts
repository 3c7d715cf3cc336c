/**
 * `tavolo bot` in-process against a scripted fake server: the paths a real server rarely takes on
 * cue (dropped connections, version conflicts, refusals) and how each ends the run.
 */
import { describe, expect, it } from 'vitest';
import { runBot } from './bot-runner.ts';
import type { BotPlan } from './bot-runner.ts';

const MOVES_TO_WIN = 6;

/**
 * Games where the bot holds seat 0 and a silent opponent seat 1 moves whenever the bot waits.
 * `fail` may answer a request instead of the game (a refusal, a thrown network error).
 */
function fakeServer(
  fail: (request: Request, calls: number) => Response | Error | undefined,
  engine = 'fake-game',
) {
  const versions = new Map<string, number>([['g-1', 0]]);
  const posted: unknown[] = [];
  let calls = 0;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const state = (gameId: string, version: number) => ({
    gameId,
    status: version >= MOVES_TO_WIN ? 'finished' : 'started',
    version,
    activeSeats: [version % 2],
    viewer: gameId === 'g-spectated' ? { kind: 'spectator' } : { kind: 'seat', seat: 0 },
    view: {},
    legalCommands: version % 2 === 0 ? [{ type: 'left' }, { type: 'right' }] : [],
    outcome: version >= MOVES_TO_WIN ? { winners: [0], reason: 'FAKE_WIN' } : null,
    turnDeadline: null,
    clocks: null,
  });
  const fetch = async (request: Request): Promise<Response> => {
    calls += 1;
    const failure = fail(request, calls);
    if (failure instanceof Error) throw failure;
    if (failure !== undefined) return failure;
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/games/g-1') {
      return json(200, { gameId: 'g-1', engine, rulesVersion: '1.0.0' });
    }
    if (path === '/api/v1/me/games') {
      const summary = (gameId: string, status: string) => ({ gameId, status });
      const games = [summary('g-1', 'started'), summary('g-old', 'finished')];
      return json(200, { games: [...games, summary('g-spectated', 'started')] });
    }
    const gameId = /\/games\/([^/]+)\//.exec(path)?.[1] ?? '';
    let version = versions.get(gameId) ?? 0;
    if (request.method === 'POST') {
      const body = (await request.json()) as { expectedVersion: number; command: unknown };
      if (body.expectedVersion !== version) {
        return json(409, { code: 'VERSION_CONFLICT', message: 'moved', currentVersion: version });
      }
      posted.push(body.command);
      versions.set(gameId, version + 1);
      return json(200, {
        gameId,
        version: version + 1,
        commandId: 'c',
        events: [],
        duplicate: false,
      });
    }
    if (request.headers.get('if-none-match') === `"v${version}"`) {
      version += 1; // the opponent moves while the bot long-polls
      versions.set(gameId, version);
    }
    return json(200, state(gameId, version), { etag: `"v${version}"` });
  };
  return { fetch, posted };
}

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  const stop = new AbortController();
  const io = {
    out: (line: string) => out.push(line),
    err: (line: string) => err.push(line),
    stopSignal: () => stop.signal,
  };
  return { out, err, io, stop };
}

const plan: BotPlan = {
  server: 'http://fake.test',
  token: 'tvl_test',
  games: ['g-1'],
  exitWhenDone: true,
  seed: 7,
  strategy: 'random',
};
const timing = { waitSeconds: 1, notStartedMs: 5, backoffMs: { first: 1, max: 4 } };

describe('tavolo bot against a fake server', () => {
  it('retries dropped connections and version conflicts, and plays to the end', async () => {
    let conflicted = false;
    const server = fakeServer((request, calls) => {
      if (calls <= 2) return new TypeError('fetch failed');
      if (request.method === 'POST' && !conflicted) {
        conflicted = true;
        return Response.json({ code: 'VERSION_CONFLICT', message: 'moved' }, { status: 409 });
      }
      return undefined;
    });
    const { io, out, err } = capture();
    expect(await runBot(plan, { io, timing, fetch: server.fetch })).toBe(0);
    expect(server.posted).toHaveLength(MOVES_TO_WIN / 2);
    expect(out.filter((line) => / seat 0: \{"type":"(left|right)"\}$/.test(line))).toHaveLength(3);
    expect(out).toContain(
      'game g-1 finished: won by seat 0 (FAKE_WIN); seat 0 (this bot) made 3 moves',
    );
    expect(err.filter((line) => line.includes('fetch failed; retrying in'))).toHaveLength(2);
  });

  it('chooses the same moves for the same seed', async () => {
    const runs = await Promise.all(
      [1, 2].map(async () => {
        const server = fakeServer(() => undefined);
        await runBot(plan, { io: capture().io, timing, fetch: server.fetch });
        return server.posted;
      }),
    );
    expect(runs[0]).toEqual(runs[1]);
  });

  it('plays with the random strategy without asking which game it is', async () => {
    const server = fakeServer((request) =>
      new URL(request.url).pathname === '/api/v1/games/g-1'
        ? new TypeError('the random strategy needs no engine')
        : undefined,
    );
    const { io, out } = capture();
    expect(await runBot(plan, { io, timing, fetch: server.fetch })).toBe(0);
    expect(out[0]).toBe('tavolo bot: playing game g-1 on http://fake.test (strategy random)');
  });

  it("stops a game that has no bot of the strategy, naming the game's strategies", async () => {
    const server = fakeServer(() => undefined, 'bon-appetit');
    const { io, err } = capture();
    const careful = { ...plan, strategy: 'careful' };
    expect(await runBot(careful, { io, timing, fetch: server.fetch })).toBe(1);
    expect(server.posted).toEqual([]);
    expect(err).toEqual([
      'tavolo bot: game g-1: Bon Appétit! has no strategy "careful" (its strategies: random)',
    ]);
  });

  it('stops a game of an engine it does not know, unless the strategy is random', async () => {
    const server = fakeServer(() => undefined, 'chess');
    const { io, err } = capture();
    const greedy = { ...plan, strategy: 'greedy' };
    expect(await runBot(greedy, { io, timing, fetch: server.fetch })).toBe(1);
    expect(err).toEqual([
      'tavolo bot: game g-1: this tavolo does not know chess under rules 1.0.0: ' +
        'update it, or play with --strategy random',
    ]);
  });

  it('stops a game the server refuses and exits 1', async () => {
    const server = fakeServer((request) =>
      request.method === 'POST'
        ? Response.json({ code: 'BID_TOO_LOW', message: 'Bid more.' }, { status: 422 })
        : undefined,
    );
    const { io, err } = capture();
    expect(await runBot(plan, { io, timing, fetch: server.fetch })).toBe(1);
    expect(err).toEqual(['tavolo bot: game g-1: BID_TOO_LOW: Bid more.']);
  });

  it('ends every game when the token itself is refused', async () => {
    const server = fakeServer((request) =>
      request.method === 'POST'
        ? Response.json({ code: 'INSUFFICIENT_SCOPE', message: 'needs bot' }, { status: 403 })
        : undefined,
    );
    const { io, err } = capture();
    const games = { ...plan, games: ['g-1', 'g-2'] };
    expect(await runBot(games, { io, timing, fetch: server.fetch })).toBe(1);
    expect(err).toEqual(['tavolo bot: INSUFFICIENT_SCOPE: needs bot']);
  });

  it("plays the account's unfinished seated games and exits when they are over", async () => {
    const server = fakeServer(() => undefined);
    const { io, out, err } = capture();
    const all = { ...plan, games: [] };
    expect(await runBot(all, { io, timing, rescanMs: 5, fetch: server.fetch })).toBe(0);
    expect(err).toEqual([]);
    expect(out.filter((line) => line.includes('finished:'))).toEqual([
      'game g-1 finished: won by seat 0 (FAKE_WIN); seat 0 (this bot) made 3 moves',
    ]);
    expect(out.at(-1)).toBe('tavolo bot: 1 games finished, 0 failed');
  });

  it('ends cleanly, exit 0, when stopped (Ctrl-C)', async () => {
    const { io, out, stop } = capture();
    let asked = 0;
    const server = fakeServer((request) => {
      if (request.method !== 'GET' || !request.url.includes('/state')) return undefined;
      // Ctrl-C while the bot waits for a game that has not started (told so twice already).
      asked += 1;
      if (asked === 3) stop.abort();
      return Response.json({ code: 'GAME_NOT_STARTED', message: 'wait' }, { status: 409 });
    });
    expect(await runBot(plan, { io, timing, fetch: server.fetch })).toBe(0);
    expect(asked).toBe(3);
    expect(out.at(-1)).toBe('tavolo bot: stopped; 0 games finished, 0 failed');
  });
});
