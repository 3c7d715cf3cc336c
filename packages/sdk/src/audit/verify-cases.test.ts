import { bigCheese, games } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import {
  changedLeaf,
  leafPaths,
  playSampleGame,
  rechain,
  valueAt,
  withValueAt,
} from '../testing/index.ts';
import { playerSeedCommitment } from './chain.ts';
import type { GameExport } from './export-format.ts';
import type { AuditCode, JsonPath } from './problem.ts';
import { formatPath } from './problem.ts';
import type { VerifyReport } from './verify.ts';
import { verifyExport, verifyExportJson } from './verify.ts';

const original = playSampleGame({ game: bigCheese, seatCount: 3, options: {}, seed: 3 }).export;
const last = original.log.length - 1;

const changed = (path: JsonPath, value: unknown): unknown => withValueAt(original, path, value);
const forged = (path: JsonPath, value: unknown): GameExport =>
  rechain(withValueAt(original, path, value) as GameExport);

function problemOf(report: VerifyReport): { code: AuditCode; location: string; message: string } {
  if (report.ok) throw new Error('expected the export to fail verification');
  const { code, location, message } = report.problem;
  return { code, location, message };
}

describe('verifyExport names the first problem', () => {
  it('reports the first bad field of the format', () => {
    expect(problemOf(verifyExport(changed(['format'], 'v0')))).toMatchObject({
      code: 'SCHEMA_INVALID',
      location: 'format',
    });
    expect(problemOf(verifyExport(changed(['log', 3, 'actor'], 'me')))).toMatchObject({
      code: 'SCHEMA_INVALID',
      location: 'log[3].actor',
    });
    expect(problemOf(verifyExport(changed(['log', 2, 'signature'], 'x')))).toMatchObject({
      code: 'SCHEMA_INVALID',
      location: 'log[2].signature',
      message: 'log[2].signature is not a field of the export format',
    });
    expect(problemOf(verifyExport([1, 2]))).toMatchObject({ location: '(document)' });
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(problemOf(verifyExport(changed(['outcome'], deep)))).toMatchObject({
      code: 'SCHEMA_INVALID',
      message: expect.stringMatching(
        /^outcome(\[0\]){64} is nested more than 64 levels deep$/,
      ) as unknown,
    });
    expect(problemOf(verifyExportJson('{"format": '))).toMatchObject({ code: 'NOT_JSON' });
  });

  it('needs the engine and the rules version the game was played under', () => {
    expect(problemOf(verifyExport(changed(['header', 'engine'], 'chess')))).toEqual({
      code: 'UNKNOWN_ENGINE',
      location: 'header.engine',
      message: `unknown engine "chess": this auditor knows ${games.map((g) => g.id).join(', ')}`,
    });
    const report = verifyExport(changed(['header', 'rulesVersion'], '1.2.0'));
    expect(problemOf(report).message).toMatch(
      /^engine big-cheese has rules 1\.0\.0, 2\.0\.0 but the game was played under 1\.2\.0/,
    );
    expect(
      problemOf(verifyExport(changed(['header', 'options'], { scoring: 'd7' }))),
    ).toMatchObject({ code: 'OPTIONS_INVALID', location: 'header.options' });
    expect(problemOf(verifyExport(changed(['header', 'rngAlgorithm'], 'xorshift')))).toMatchObject({
      code: 'RNG_ALGORITHM_MISMATCH',
      location: 'header.rngAlgorithm',
    });
  });

  it('checks the server seed and every player seed against their commitments', () => {
    const seed = original.serverSeed;
    const flipped = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    expect(problemOf(verifyExport(changed(['serverSeed'], flipped)))).toMatchObject({
      code: 'SERVER_SEED_MISMATCH',
      location: 'serverSeed',
      message: expect.stringMatching(/^server seed does not match its commitment/) as unknown,
    });
    expect(problemOf(verifyExport(changed(['serverSeed'], `${seed}0`)))).toMatchObject({
      code: 'SERVER_SEED_INVALID',
    });
    const seated = original.seats.findIndex((s) => s.seed !== null);
    expect(problemOf(verifyExport(changed(['seats', seated, 'seed'], 'mine')))).toMatchObject({
      code: 'PLAYER_SEED_MISMATCH',
      location: `seats[${seated}].seed`,
      message: expect.stringMatching(
        new RegExp(`^seat ${seated}'s seed does not match its commitment`),
      ) as unknown,
    });
    expect(problemOf(verifyExport(changed(['seats', seated, 'seed'], null))).code).toBe(
      'PLAYER_SEED_MISSING',
    );
    const unseeded = original.seats.findIndex((s) => s.seed === null);
    expect(problemOf(verifyExport(changed(['seats', unseeded, 'seed'], 'late')))).toMatchObject({
      code: 'PLAYER_SEED_UNCOMMITTED',
      location: `seats[${unseeded}].seed`,
    });
    expect(problemOf(verifyExport(changed(['seats'], original.seats.slice(1)))).code).toBe(
      'SEAT_COUNT_MISMATCH',
    );
  });

  it('checks the genesis hash and every link', () => {
    expect(problemOf(verifyExport(changed(['header', 'gameId'], 'other')))).toMatchObject({
      code: 'GENESIS_MISMATCH',
      location: 'genesisHash',
    });
    const hash = original.log[5]?.hash ?? '';
    const report = verifyExport(
      changed(['log', 5, 'hash'], `${hash.slice(0, -1)}${hash.endsWith('a') ? 'b' : 'a'}`),
    );
    expect(problemOf(report)).toMatchObject({ code: 'HASH_MISMATCH', location: 'log[5].hash' });
    expect(problemOf(report).message).toMatch(
      /^log\[5\]\.hash does not chain: expected [0-9a-f]{64} /,
    );
    expect(problemOf(verifyExport(changed(['log', 7, 'command'], { type: 'pass' }))).location).toBe(
      'log[7].hash',
    );
    expect(problemOf(verifyExport(changed(['log', 0, 'at'], 'yesterday'))).location).toBe(
      'log[0].hash',
    );
  });

  it('finds dropped, repeated and misplaced entries', () => {
    const without = (index: number): unknown =>
      changed(
        ['log'],
        original.log.filter((_, i) => i !== index),
      );
    expect(problemOf(verifyExport(without(4)))).toMatchObject({
      code: 'VERSION_MISMATCH',
      location: 'log[4].version',
      message: 'log[4].version is 5, expected 4: an entry is missing before it',
    });
    const repeated = [...original.log.slice(0, 5), ...original.log.slice(4)];
    expect(problemOf(verifyExport(changed(['log'], repeated)))).toMatchObject({
      location: 'log[5].version',
      message: 'log[5].version is 4, expected 5: an entry is repeated or out of order',
    });
    expect(problemOf(verifyExport(without(last)))).toMatchObject({
      code: 'GAME_NOT_OVER',
      location: `log[${last}]`,
    });
    expect(problemOf(verifyExport(changed(['log', 0, 'actor'], 1)))).toMatchObject({
      code: 'SETUP_ENTRY_INVALID',
      location: 'log[0].actor',
    });
    expect(problemOf(verifyExport(changed(['log', 3, 'commandId'], null)))).toMatchObject({
      code: 'COMMAND_ENTRY_INVALID',
      location: 'log[3].commandId',
    });
  });

  it('checks what the auditor knows from elsewhere', () => {
    const head = { version: last, hash: original.log[last]?.hash ?? '' };
    expect(verifyExport(original, { anchors: [head] }).ok).toBe(true);
    expect(
      problemOf(verifyExport(original, { anchors: [{ ...head, hash: original.genesisHash }] })),
    ).toMatchObject({ code: 'ANCHOR_MISMATCH', location: `log[${last}].hash` });
    expect(
      problemOf(verifyExport(original, { anchors: [{ ...head, version: last + 1 }] })).code,
    ).toBe('ANCHOR_NOT_FOUND');
    expect(
      problemOf(verifyExport(original, { serverSeedCommitment: original.genesisHash })).code,
    ).toBe('COMMITMENT_NOT_EXPECTED');
  });
});

describe('a forger who recomputes every hash is caught by the replay', () => {
  it('points inside the event the engine would not have produced', () => {
    const version = original.log.findIndex((e, i) => i > 0 && e.events.length > 0);
    const entry = original.log[version];
    const leaf = leafPaths(entry?.events)[0] ?? [];
    const old = valueAt(entry?.events, leaf);
    const report = verifyExport(forged(['log', version, 'events', ...leaf], changedLeaf(old, 0)));
    const location = formatPath(['log', version, 'events', ...leaf]);
    expect(problemOf(report)).toMatchObject({ code: 'EVENTS_MISMATCH', location });
    expect(problemOf(report).message).toContain(
      `${location} does not match what the engine produced for command ${version} (seat ${entry?.actor}, `,
    );
    expect(problemOf(report).message).toContain(`expected ${JSON.stringify(old)}, found `);
  });

  it('recomputes the setup from the revealed seeds', () => {
    const dealt = leafPaths(original.log[0]?.events)[0] ?? [];
    const old = valueAt(original.log[0]?.events, dealt);
    expect(
      problemOf(verifyExport(forged(['log', 0, 'events', ...dealt], changedLeaf(old, 1)))),
    ).toMatchObject({
      code: 'SETUP_MISMATCH',
      location: formatPath(['log', 0, 'events', ...dealt]),
    });
    const seated = original.seats.findIndex((s) => s.seed !== null);
    const reseeded = withValueAt(original, ['seats', seated], {
      ...original.seats[seated],
      seed: 'another seed',
      seedCommitment: playerSeedCommitment('another seed'),
    });
    expect(problemOf(verifyExport(reseeded)).code).toBe('SETUP_MISMATCH');
  });

  it('replays every command and refuses one that was not legal', () => {
    const actor = original.log[1]?.actor ?? 0;
    const report = verifyExport(forged(['log', 1, 'actor'], (actor + 1) % 3));
    expect(problemOf(report).location).toMatch(/^log\[1\]/);
    expect(problemOf(verifyExport(forged(['log', 1, 'command'], { type: 'dance' })))).toMatchObject(
      {
        code: 'COMMAND_REFUSED',
        location: 'log[1].command',
      },
    );
    const extra = { ...original.log[last], version: last + 1, commandId: 'one more' };
    expect(
      problemOf(
        verifyExport(rechain({ ...original, log: [...original.log, extra] as GameExport['log'] })),
      ),
    ).toMatchObject({ code: 'COMMAND_REFUSED', location: `log[${last + 1}]` });
  });

  it('recomputes the outcome', () => {
    const report = verifyExport(changed(['outcome', 'scores', 0], -1));
    expect(problemOf(report)).toMatchObject({
      code: 'OUTCOME_MISMATCH',
      location: 'outcome.scores[0]',
    });
  });
});
