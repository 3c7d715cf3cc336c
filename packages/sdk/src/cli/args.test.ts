/** Argument parsing of `tavolo bot` and `tavolo export`, in-process: every usage error by name. */
import { describe, expect, it } from 'vitest';
import { parseBotArgs } from './bot-command.ts';
import { parseExportArgs } from './export-command.ts';
import { DEFAULT_SERVER, serverFrom } from './server-option.ts';

const withToken = { TAVOLO_TOKEN: 'tvl_secret' };

describe('tavolo bot arguments', () => {
  it('takes the token from TAVOLO_TOKEN and the defaults for the rest', () => {
    expect(parseBotArgs([], withToken)).toEqual({
      kind: 'bot',
      server: DEFAULT_SERVER,
      token: 'tvl_secret',
      games: [],
      exitWhenDone: false,
      seed: undefined,
      strategy: 'random',
    });
  });

  it('reads every option', () => {
    const args = ['--server', 'https://t.example/', '--game', 'g-1', '--game', 'g-2', '--game'];
    const more = ['g-1', '--exit-when-done', '--seed', '42', '--strategy', 'careful'];
    expect(parseBotArgs([...args, ...more], withToken)).toEqual({
      kind: 'bot',
      server: 'https://t.example',
      token: 'tvl_secret',
      games: ['g-1', 'g-2'],
      exitWhenDone: true,
      seed: 42,
      strategy: 'careful',
    });
  });

  it('offers every bot of every game as a strategy, and lists them for an unknown one', () => {
    for (const strategy of ['random', 'careful', 'greedy']) {
      expect(parseBotArgs(['--strategy', strategy], withToken)).toMatchObject({ strategy });
    }
    expect(parseBotArgs(['--strategy', 'grandmaster'], withToken)).toEqual({
      kind: 'usage-error',
      message:
        'no strategy "grandmaster": the strategies are random (every game), ' +
        'careful (The Big Cheese, Big Shot), greedy (Cheesonomics)',
    });
  });

  it('takes the server from TAVOLO_SERVER unless --server is given', () => {
    const env = { ...withToken, TAVOLO_SERVER: 'http://10.0.0.5:8080' };
    expect(parseBotArgs([], env)).toMatchObject({ server: 'http://10.0.0.5:8080' });
    expect(parseBotArgs(['--server', 'http://a.test'], env)).toMatchObject({
      server: 'http://a.test',
    });
  });

  it('refuses to run without TAVOLO_TOKEN, and never takes a token from argv', () => {
    for (const env of [{}, { TAVOLO_TOKEN: '' }, { TAVOLO_TOKEN: '  ' }]) {
      expect(parseBotArgs([], env)).toEqual({
        kind: 'usage-error',
        message: expect.stringMatching(/^TAVOLO_TOKEN is not set/) as unknown,
      });
    }
    for (const args of [['--token', 'tvl_x'], ['--token=tvl_x']]) {
      expect(parseBotArgs(args, withToken)).toEqual({
        kind: 'usage-error',
        message: expect.stringMatching(/not taken on the command line.*TAVOLO_TOKEN/) as unknown,
      });
    }
  });

  it.each([
    [['extra'], /Unexpected argument 'extra'/],
    [['--nope'], /Unknown option '--nope'/],
    [['--game'], /argument missing/],
    [['--game', ''], /--game needs a game id/],
    [['--seed=-1'], /--seed must be a whole number/],
    [['--seed', '1.5'], /--seed must be a whole number/],
    [['--seed', '99999999999999999999'], /--seed must be a whole number/],
    [['--server', 'localhost:3000'], /--server must be an http/],
    [['--server', 'not a url'], /--server "not a url" is not a URL/],
  ])('%j is a usage error', (args, message) => {
    const parsed = parseBotArgs(args, withToken);
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' ? parsed.message : '').toMatch(message);
  });

  it('answers --help even without a token', () => {
    expect(parseBotArgs(['--help'], {})).toEqual({ kind: 'help' });
  });
});

describe('tavolo export arguments', () => {
  it('reads the game id and options', () => {
    expect(parseExportArgs(['g-9'], {})).toEqual({
      kind: 'export',
      gameId: 'g-9',
      server: DEFAULT_SERVER,
      out: undefined,
      verify: false,
    });
    const args = ['--server', 'http://h.test:9', '-o', 'game.json', '--verify', 'g-9'];
    expect(parseExportArgs(args, {})).toEqual({
      kind: 'export',
      gameId: 'g-9',
      server: 'http://h.test:9',
      out: 'game.json',
      verify: true,
    });
  });

  it.each([
    [[], /which game\?/],
    [['g-1', 'g-2'], /one game at a time/],
    [['g-1', '--out'], /argument missing/],
    [['g-1', '--out', ''], /--out needs a file name/],
    [['g-1', '--json'], /Unknown option '--json'/],
    [['g-1', '--server', 'ftp://x.test'], /must be an http/],
  ])('%j is a usage error', (args, message) => {
    const parsed = parseExportArgs(args, {});
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' ? parsed.message : '').toMatch(message);
  });
});

describe('serverFrom', () => {
  it('ignores an empty TAVOLO_SERVER and keeps a path prefix', () => {
    expect(serverFrom(undefined, { TAVOLO_SERVER: '' })).toEqual({
      ok: true,
      value: DEFAULT_SERVER,
    });
    expect(serverFrom('https://x.test/tavolo/', {})).toEqual({
      ok: true,
      value: 'https://x.test/tavolo',
    });
  });
});
