/** `tavolo ratings` in-process: exports in, ratings out; older exports are casual. */
import { cheesonomics } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { playSampleGame } from '../testing/index.ts';
import { ExitCode } from './cli.ts';
import type { CliIo } from './cli.ts';
import { ratingsCommand } from './ratings-command.ts';

function io(files: Readonly<Record<string, string>>) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readText: (path) => {
      const text = files[path];
      return text === undefined ? Promise.reject(new Error('no such file')) : Promise.resolve(text);
    },
    writeText: () => Promise.resolve(),
    env: {},
    stopSignal: () => new AbortController().signal,
  };
  return { out, err, io: value };
}

const sample = playSampleGame({ game: cheesonomics, seatCount: 2, options: {}, seed: 4 }).export;
const rated = {
  ...sample,
  rated: true,
  seats: sample.seats.map((seat, index) => ({ ...seat, kind: 'human', playerId: `p${index}` })),
};

describe('tavolo ratings', () => {
  it('prints a table of the players of rated games, each game once', async () => {
    const run = io({ 'a.json': JSON.stringify(rated), 'copy.json': JSON.stringify(rated) });
    expect(await ratingsCommand.run(['a.json', 'copy.json'], run.io)).toBe(ExitCode.Ok);
    expect(run.out[0]).toMatch(/^title\s+player\s+rating\s+games/);
    expect(run.out.filter((line) => line.startsWith('cheesonomics'))).toHaveLength(2);
    expect(run.out.join('\n')).toMatch(/ 1 /);
  });

  it('counts an export without `rated` (made before ratings) as casual', async () => {
    const { rated: _rated, ...older } = rated;
    const run = io({ 'old.json': JSON.stringify(older) });
    expect(await ratingsCommand.run(['--json', 'old.json'], run.io)).toBe(ExitCode.Ok);
    expect(JSON.parse(run.out.join('\n'))).toEqual({ ratings: [] });
  });

  it('exits 2 on an unreadable file, a non-export or no file', async () => {
    const missing = io({});
    expect(await ratingsCommand.run(['nope.json'], missing.io)).toBe(ExitCode.Usage);
    expect(missing.err[0]).toContain('cannot read nope.json');
    const notExport = io({ 'x.json': '{"hello":1}' });
    expect(await ratingsCommand.run(['x.json'], notExport.io)).toBe(ExitCode.Usage);
    expect(notExport.err[0]).toContain('not a game export');
    expect(await ratingsCommand.run([], io({}).io)).toBe(ExitCode.Usage);
  });
});
