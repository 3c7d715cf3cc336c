/**
 * `tavolo bot` and `tavolo export` as a third party runs them: the real CLI, spawned as a child
 * process, against a real server, signed in with an API token from the environment. Every game
 * is played to the end with the CLI holding one seat (server bots, and once a person, the rest),
 * then exported with `tavolo export --verify` and audited again here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyExport } from '@tavolo/sdk/audit';
import { afterAll, expect, it } from 'vitest';
import type { GameDetails } from '../src/http/operations.ts';
import { runTavolo } from './cli.ts';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';
import { testRandom } from './play.ts';
import { playSeat } from './rest-play.ts';
import { WHOLE_GAME } from './timeouts.ts';

/**
 * Each game with the CLI bot in `botSeat`, playing `strategy` (one of the game's bots; random
 * in one game, the game's own bot in the others); `person` is a seat played through REST alongside.
 */
const TABLES = [
  { engine: 'big-cheese', seatCount: 3, options: {}, botSeat: 1, person: 0, strategy: 'careful' },
  {
    engine: 'big-shot',
    seatCount: 2,
    options: {},
    botSeat: 1,
    person: undefined,
    strategy: 'careful',
  },
  {
    engine: 'big-shot',
    seatCount: 2,
    options: {},
    botSeat: 0,
    person: undefined,
    strategy: 'random',
  },
  {
    engine: 'bon-appetit',
    seatCount: 2,
    options: {},
    botSeat: 0,
    person: undefined,
    strategy: 'random',
  },
  {
    engine: 'cheesonomics',
    seatCount: 2,
    options: { flavour: 'sharp' },
    botSeat: 1,
    person: undefined,
    strategy: 'greedy',
  },
] as const;

const folder = mkdtempSync(join(tmpdir(), 'tavolo-cli-bot-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

interface Entry {
  readonly version: number;
  readonly actor: number | null;
}

describeOnDatabases('tavolo bot and export (CLI)', (driver) => {
  const fixture = useServer(driver);
  const client = () => new RestClient(fixture().url);

  /** A bot account's API token with `scopes`, and a client that uses a `bot` token of it. */
  async function botAccount(scopes: readonly string[]) {
    const owner = await client().signUp();
    const created = await owner.post<{ token: string }>('/tokens', { name: 'cli bot', scopes });
    expect(created.status).toBe(201);
    const seated = await owner.tokenClient(['bot']);
    return { token: created.body.token, seated };
  }

  /** Every log entry of a finished game, page by page. */
  async function fullLog(gameId: string): Promise<Entry[]> {
    const entries: Entry[] = [];
    for (;;) {
      const after = entries.at(-1)?.version;
      const query = after === undefined ? '' : `&afterVersion=${after}`;
      const page = await client().get<{ entries: Entry[] }>(
        `/games/${gameId}/events?limit=1000${query}`,
      );
      expect(page.status).toBe(200);
      entries.push(...page.body.entries);
      if (page.body.entries.length < 1000) return entries;
    }
  }

  it.each(TABLES)(
    'plays $engine to the end with the CLI bot ($strategy) in seat $botSeat; the export verifies',
    WHOLE_GAME,
    async ({ engine, seatCount, options, botSeat, person, strategy }) => {
      const host = await client().signUp();
      const { body: game } = await host.post<GameDetails>('/games', { engine, seatCount, options });
      const { gameId } = game;
      const bot = await botAccount(['bot']);
      expect((await bot.seated.put(`/games/${gameId}/seats/${botSeat}`)).status).toBe(200);
      for (let seat = 0; seat < seatCount; seat += 1) {
        if (seat === botSeat) continue;
        const path = `/games/${gameId}/seats/${seat}${seat === person ? '' : '/bot'}`;
        expect((await host.put(path)).status).toBe(200);
      }
      expect((await host.post(`/games/${gameId}/start`)).status).toBe(200);

      const url = fixture().url;
      const args = ['bot', '--server', url, '--game', gameId, '--exit-when-done', '--seed', '1'];
      args.push('--strategy', strategy);
      const [run, personPlay] = await Promise.all([
        runTavolo(args, { TAVOLO_TOKEN: bot.token }),
        person === undefined ? undefined : playSeat(host, gameId, testRandom(person + 3)),
      ]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const finishedLine = new RegExp(`^game ${gameId} finished: .*made (\\d+) moves$`, 'm');
      const reported = Number(finishedLine.exec(run.stdout)?.[1]);
      console.log(
        `${driver} ${engine} ${strategy}: the CLI bot played ${reported} moves in ${run.ms} ms`,
      );

      const details = await client().get<GameDetails>(`/games/${gameId}`);
      expect(details.body.status).toBe('finished');
      if (personPlay !== undefined) expect(personPlay.moves).toBeGreaterThan(0);
      const botMoves = (await fullLog(gameId)).filter((entry) => entry.actor === botSeat);
      expect(botMoves.length).toBeGreaterThan(0);
      expect(botMoves.length).toBe(reported);

      const out = join(folder, `${driver}-${engine}-${strategy}.json`);
      const exported = await runTavolo([
        'export',
        gameId,
        '--server',
        url,
        '--verify',
        '--out',
        out,
      ]);
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);
      expect(exported.stdout).toMatch(new RegExp(`^verified: .* game ${gameId} `, 'm'));
      const document = JSON.parse(readFileSync(out, 'utf8')) as unknown;
      const report = verifyExport(document, { serverSeedCommitment: game.serverSeedCommitment });
      expect(report.ok ? 'verified' : report.problem).toBe('verified');
    },
  );

  it('fails with INSUFFICIENT_SCOPE (exit 1) when the token may only read', async () => {
    const host = await client().signUp();
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'cheesonomics',
      seatCount: 2,
    });
    const bot = await botAccount(['read']);
    expect((await bot.seated.put(`/games/${game.gameId}/seats/1`)).status).toBe(200);
    expect((await host.put(`/games/${game.gameId}/seats/0/bot`)).status).toBe(200);
    expect((await host.post(`/games/${game.gameId}/start`)).status).toBe(200);

    const args = ['bot', '--server', fixture().url, '--game', game.gameId, '--exit-when-done'];
    const run = await runTavolo(args, { TAVOLO_TOKEN: bot.token });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^tavolo bot: INSUFFICIENT_SCOPE: .*\(read\)/m);
  });

  it('is a usage error (exit 2) without TAVOLO_TOKEN', async () => {
    const run = await runTavolo(['bot', '--server', fixture().url, '--exit-when-done']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^tavolo bot: TAVOLO_TOKEN is not set/);
  });

  it('says a game is not finished (exit 1) instead of exporting it', async () => {
    const host = await client().signUp();
    const { body: game } = await host.post<GameDetails>('/games', {
      engine: 'big-shot',
      seatCount: 2,
    });
    const run = await runTavolo(['export', game.gameId, '--server', fixture().url]);
    expect(run).toMatchObject({ code: 1, stdout: '' });
    expect(run.stderr).toMatch(new RegExp(`^tavolo export: game ${game.gameId} is not finished`));
  });
});
