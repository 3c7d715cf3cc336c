/** The real CLI, spawned as a user would run it: exit codes and output. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cheesonomics } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { RECORDED_GAMES_DIR, playSampleGame, withValueAt } from '../testing/index.ts';

const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const launcher = fileURLToPath(new URL('../../bin/tavolo.js', import.meta.url));

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The CLI's environment: no token or server of whoever runs the tests. */
const { TAVOLO_TOKEN: _token, TAVOLO_SERVER: _server, ...cleanEnv } = process.env;

function run(
  args: readonly string[],
  input?: string,
  script = main,
  env: NodeJS.ProcessEnv = cleanEnv,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      { env },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : Number(error.code), stdout, stderr });
      },
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

const folder = mkdtempSync(join(tmpdir(), 'tavolo-cli-'));
const exported = playSampleGame({ game: cheesonomics, seatCount: 2, options: {}, seed: 4 }).export;
const good = join(folder, 'good.json');
writeFileSync(good, JSON.stringify(exported, null, 2));
const bad = join(folder, 'bad.json');
writeFileSync(bad, JSON.stringify(withValueAt(exported, ['log', 17, 'commandId'], 'forged')));

describe('tavolo verify', () => {
  it('exits 0 with a one-line summary when the export holds', async () => {
    const result = await run(['verify', good]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.trim().split('\n')).toHaveLength(1);
    expect(result.stdout).toMatch(
      new RegExp(
        `^verified: Cheesonomics game ${exported.header.gameId} .* ${exported.log.length - 1} commands replay`,
      ),
    );
  });

  it('verifies a game of either rules version, each replayed by its own rules (ADR 0024)', async () => {
    expect(exported.header.rulesVersion).toBe('2.0.0');
    const old = join(RECORDED_GAMES_DIR, '1.0.0', 'cheesonomics-2p-sharp.json');
    const result = await run(['verify', old]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /^verified: Cheesonomics game .* \(cheesonomics rules 1\.0\.0, 2 seats\)/,
    );
    const renamed = join(folder, 'unknown-version.json');
    const source = JSON.parse(readFileSync(old, 'utf8')) as { header: { rulesVersion: string } };
    source.header.rulesVersion = '0.9.0';
    writeFileSync(renamed, JSON.stringify(source));
    const unknown = await run(['verify', renamed]);
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toMatch(
      /^FAILED RULES_VERSION_MISMATCH: .*engine cheesonomics has rules 1\.0\.0, 2\.0\.0 but the game was played under 0\.9\.0/,
    );
  });

  it('exits 1 with the first problem and its place', async () => {
    const result = await run(['verify', bad]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FAILED HASH_MISMATCH: log\[17\]\.hash does not chain/);
  });

  it('prints a machine-readable report with --json, from a file or standard input', async () => {
    const failed = await run(['verify', '--json', bad]);
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({
      ok: false,
      problem: { code: 'HASH_MISMATCH', path: ['log', 17, 'hash'], location: 'log[17].hash' },
    });
    const piped = await run(['verify', '--json', '-'], JSON.stringify(exported));
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toMatchObject({
      ok: true,
      summary: { engine: 'cheesonomics' },
    });
  });

  it('checks the anchors and commitment it is given', async () => {
    const head = exported.log.at(-1)?.hash ?? '';
    const commitment = exported.header.serverSeedCommitment;
    const held = await run([
      'verify',
      '--commitment',
      commitment,
      '--anchor',
      `${exported.log.length - 1}:${head}`,
      good,
    ]);
    expect(held.code).toBe(0);
    const missed = await run(['verify', '--anchor', `3:${head}`, good]);
    expect(missed).toMatchObject({ code: 1 });
    expect(missed.stdout).toMatch(/^FAILED ANCHOR_MISMATCH: log\[3\]\.hash/);
  });

  it('exits 1 for a file that is not JSON, 2 for one it cannot read', async () => {
    const text = join(folder, 'text.json');
    writeFileSync(text, 'hello');
    expect(await run(['verify', text])).toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/^FAILED NOT_JSON/) as unknown,
    });
    const missing = await run(['verify', join(folder, 'missing.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/cannot read .*missing\.json/);
  });

  it('runs through the bin launcher too', async () => {
    const result = await run(['verify', good], undefined, launcher);
    expect(result.code).toBe(0);
  });
});

describe('tavolo usage', () => {
  it('exits 2 on usage errors', async () => {
    const mistakes = [
      [],
      ['fly'],
      ['verify'],
      ['verify', '--nope', good],
      ['verify', good, good],
      ['verify', '--anchor', 'x', good],
      ['verify', '--commitment', 'abc', good],
      ['export'],
      ['export', 'g-1', '--nope'],
      ['bot'],
      ['bot', 'positional'],
    ];
    const results = await Promise.all(mistakes.map((args) => run(args)));
    for (const [i, result] of results.entries()) {
      const args = mistakes[i]?.join(' ') ?? '';
      expect(result.code, args).toBe(2);
      expect(result.stderr, args).toMatch(/Usage: tavolo/);
    }
  });

  it('prints help with exit 0', async () => {
    expect(await run(['--help'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/verify/) as unknown,
    });
    expect(await run(['verify', '--help'])).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/--anchor/) as unknown,
    });
  });

  it('refuses to run the bot without TAVOLO_TOKEN (exit 2), and never takes it from argv', async () => {
    const [missing, inArgv] = await Promise.all([
      run(['bot', '--server', 'http://127.0.0.1:1']),
      run(['bot', '--token', 'tvl_x'], undefined, main, { ...cleanEnv, TAVOLO_TOKEN: 'tvl_x' }),
    ]);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/^tavolo bot: TAVOLO_TOKEN is not set.*\n\nUsage: tavolo bot/s);
    expect(inArgv.code).toBe(2);
    expect(inArgv.stderr).toMatch(/^tavolo bot: the token is not taken on the command line/);
  });

  it('says plainly when the server cannot be reached (exit 1)', async () => {
    const result = await run(['export', 'g-1', '--server', 'http://127.0.0.1:1']);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(
      /^tavolo export: cannot reach http:\/\/127\.0\.0\.1:1: fetch failed/,
    );
  });

  it('lists every command and the environment in --help', async () => {
    const help = await run(['--help']);
    expect(help.stdout).toMatch(/verify .*\n\s+export .*\n\s+ratings .*\n\s+bot /);
    expect(help.stdout).toMatch(/TAVOLO_TOKEN/);
    for (const command of ['bot', 'export']) {
      const own = await run([command, '--help']);
      expect(own).toMatchObject({ code: 0, stderr: '' });
      expect(own.stdout).toMatch(new RegExp(`^Usage: tavolo ${command}`));
    }
  });
});
