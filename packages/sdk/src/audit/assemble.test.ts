import { RNG_ALGORITHM, bonAppetit, seedCommitment } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { playSampleGame } from '../testing/index.ts';
import { assembleExport, chainHeaderFor } from './assemble.ts';
import type { ExportInput } from './assemble.ts';
import { genesisHash, linkHash } from './chain.ts';
import { EXPORT_FORMAT, gameExportSchema } from './export-format.ts';

const { input, export: exported } = playSampleGame({
  game: bonAppetit,
  seatCount: 3,
  options: {},
  seed: 5,
});

function assembled(changed: ExportInput): ReturnType<typeof assembleExport> {
  return assembleExport(changed);
}

describe('assembleExport', () => {
  it('chains every entry from the genesis hash of the header', () => {
    expect(exported.format).toBe(EXPORT_FORMAT);
    expect(exported.genesisHash).toBe(genesisHash(input.header));
    let previous = exported.genesisHash;
    for (const [version, entry] of exported.log.entries()) {
      const { hash, ...chained } = entry;
      expect(chained).toEqual(input.log[version]);
      expect(hash).toBe(linkHash(previous, chained));
      previous = hash;
    }
    expect(gameExportSchema.parse(JSON.parse(JSON.stringify(exported)))).toEqual(exported);
  });

  it('builds the header of a new game from the engine and a secret seed', () => {
    const { gameId, seatCount, options } = input.header;
    const header = chainHeaderFor({
      game: bonAppetit,
      gameId,
      seatCount,
      options,
      serverSeed: input.serverSeed,
    });
    expect(header).toEqual(input.header);
    expect(header).toMatchObject({
      rngAlgorithm: RNG_ALGORITHM,
      serverSeedCommitment: seedCommitment(input.serverSeed),
    });
  });

  it('numbers the seats in the order given', () => {
    expect(exported.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(exported.seats[1]).toMatchObject(input.seats[1] ?? {});
  });

  it('accepts the hashes a store kept and refuses ones that do not chain', () => {
    const stored = exported.log.map((entry) => ({ ...entry }));
    expect(assembled({ ...input, log: stored })).toEqual({ ok: true, value: exported });
    const corrupt = stored.map((entry, i) => (i === 4 ? { ...entry, at: 'later' } : entry));
    expect(assembled({ ...input, log: corrupt })).toMatchObject({
      ok: false,
      error: { code: 'EXPORT_STORED_HASH_MISMATCH' },
    });
  });

  it('hashes only the chained fields of wider objects such as database rows', () => {
    const rows = input.log.map((entry) => ({ ...entry, gameId: 'g', storedAt: 'now' }));
    const header = { ...input.header, createdBy: 'someone' };
    expect(assembled({ ...input, header, log: rows })).toEqual({ ok: true, value: exported });
  });

  it('refuses a log with a gap and a document that would not match the format', () => {
    const gap = input.log.filter((_, i) => i !== 2);
    expect(assembled({ ...input, log: gap })).toMatchObject({
      ok: false,
      error: { code: 'EXPORT_VERSION_GAP' },
    });
    expect(assembled({ ...input, serverSeed: 'not hex' })).toMatchObject({
      ok: false,
      error: { code: 'EXPORT_INVALID', message: expect.stringContaining('serverSeed') as unknown },
    });
    expect(assembled({ ...input, log: [] })).toMatchObject({
      ok: false,
      error: { code: 'EXPORT_INVALID' },
    });
  });
});
