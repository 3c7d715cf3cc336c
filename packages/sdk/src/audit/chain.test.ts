import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical.ts';
import { genesisHash, linkHash, playerSeedCommitment } from './chain.ts';
import type { ChainHeader, LogEntry } from './chain.ts';

const header: ChainHeader = {
  gameId: 'g-1',
  engine: 'big-cheese',
  rulesVersion: '1.0.0',
  rngAlgorithm: 'tavolo-hmac-sha256-ctr-u32/v1',
  seatCount: 3,
  options: { scoring: 'poly', target: 40 },
  serverSeedCommitment: '0a28e9ffef0073f9a6a674cf57ee77307f38f0f1bebb087888d9011ed0eeefdf',
};

const entry: LogEntry = {
  version: 1,
  actor: 0,
  commandId: 'c-1',
  command: { type: 'bid', amount: 3 },
  events: [{ type: 'bid', seat: 0, amount: 3 }],
  at: '2026-11-22T10:00:00.000Z',
};

describe('hash chain', () => {
  it('canonicalises JSON per RFC 8785 (sorted keys, ES number formatting)', () => {
    expect(canonicalJson({ b: 1, a: [true, null, 'x'], c: { z: 1e21, y: 0.1 } })).toBe(
      '{"a":[true,null,"x"],"b":1,"c":{"y":0.1,"z":1e+21}}',
    );
    expect(canonicalJson({ '\u20ac': 1, $: 2 })).toBe('{"$":2,"€":1}');
  });

  it('pins genesis and link hashes', () => {
    const genesis = genesisHash(header);
    expect(genesis).toMatch(/^[0-9a-f]{64}$/);
    expect(linkHash(genesis, entry)).toMatch(/^[0-9a-f]{64}$/);
    expect({ genesis, link: linkHash(genesis, entry) }).toMatchInlineSnapshot(`
      {
        "genesis": "2f5114b07d626ab432113993675012d3913bb740136065eb933851fd569f900a",
        "link": "645b6c5385213af3f78260e172a9e0db5196dc28c9d02fe772ad7a619cac3896",
      }
    `);
  });

  it('does not depend on key order, and changes with any field', () => {
    const genesis = genesisHash(header);
    const reordered = JSON.parse(
      JSON.stringify({ ...entry, events: entry.events, actor: 0 }),
    ) as LogEntry;
    expect(linkHash(genesis, reordered)).toBe(linkHash(genesis, entry));
    expect(linkHash(genesis, { ...entry, actor: 1 })).not.toBe(linkHash(genesis, entry));
    expect(linkHash(genesis, { ...entry, at: '2026-11-22T10:00:00.001Z' })).not.toBe(
      linkHash(genesis, entry),
    );
    expect(genesisHash({ ...header, options: { scoring: 'd6', target: 40 } })).not.toBe(genesis);
  });

  it('commits player seeds with sha256', () => {
    expect(playerSeedCommitment('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
