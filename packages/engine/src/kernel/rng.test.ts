import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  RNG_ALGORITHM,
  createRng,
  digestPlayerSeeds,
  drawWord,
  rngFromWords,
  seedCommitment,
} from './rng.ts';

const context = {
  serverSeed: `${'00'.repeat(31)}2a`,
  playerSeedsDigest: digestPlayerSeeds(['alice-seed', '', 'carol']),
  gameId: 'game-1',
  commandSeq: 7,
};

/** The draw re-derived with Node's own crypto, from the specification in rng.ts. */
function independentWord(drawIndex: number): number {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const gameId = Buffer.from(context.gameId, 'utf8');
  const message = Buffer.concat([
    Buffer.from(RNG_ALGORITHM, 'utf8'),
    Buffer.from([0]),
    Buffer.from(context.playerSeedsDigest, 'hex'),
    u32(gameId.length),
    gameId,
    u32(context.commandSeq),
    u32(drawIndex),
  ]);
  return createHmac('sha256', Buffer.from(context.serverSeed, 'hex'))
    .update(message)
    .digest()
    .readUInt32BE(0);
}

describe('auditable Rng (DESIGN §3)', () => {
  it('pins its algorithm tag and golden vectors', () => {
    expect(RNG_ALGORITHM).toBe('tavolo-hmac-sha256-ctr-u32/v1');
    expect(context.playerSeedsDigest).toBe(
      '6dd165301df3225ea295ff34d441c5185c3baaae6a0d1b2576751a537493bbbf',
    );
    expect(digestPlayerSeeds([])).toBe(
      'df3f619804a92fdb4057192dc43dd748ea778adc52bc498ce80524c014b81119',
    );
    expect([0, 1, 2, 3].map((i) => drawWord(context, i))).toEqual([
      697259665, 1444044520, 825978862, 1435172766,
    ]);
    const rng = createRng(context);
    expect([6, 6, 20, 36, 1, 2 ** 32].map((bound) => rng.int(bound))).toEqual([
      1, 4, 2, 6, 0, 2012519919,
    ]);
    expect(rng.wordsDrawn()).toBe(6);
    expect(createRng(context).shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      10, 4, 3, 9, 5, 1, 8, 7, 2, 6,
    ]);
  });

  it('agrees with an independent HMAC-SHA256 implementation', () => {
    for (let i = 0; i < 50; i += 1) expect(drawWord(context, i)).toBe(independentWord(i));
  });

  it('publishes sha256(serverSeed) as the commitment', () => {
    const expected = createHash('sha256')
      .update(Buffer.from(context.serverSeed, 'hex'))
      .digest('hex');
    expect(seedCommitment(context.serverSeed)).toBe(expected);
    expect(expected).toBe('0a28e9ffef0073f9a6a674cf57ee77307f38f0f1bebb087888d9011ed0eeefdf');
  });

  it('rejects words in the biased tail instead of taking them modulo n', () => {
    const words = [2 ** 32 - 1, 2 ** 32 - 6, 5];
    const rng = rngFromWords(() => words.shift() ?? 0);
    // 2^32 mod 10 = 6, so words ≥ 4294967290 are thrown away; the third word gives 5.
    expect(rng.int(10)).toBe(5);
    expect(words).toEqual([]);
  });

  it('draws every value of a small range about equally often', () => {
    const rng = createRng({ ...context, commandSeq: 99 });
    const counts = [0, 0, 0, 0, 0, 0];
    const draws = 60_000;
    for (let i = 0; i < draws; i += 1) {
      const face = rng.int(6);
      counts[face] = (counts[face] ?? 0) + 1;
    }
    const chiSquare = counts.reduce((sum, c) => sum + (c - draws / 6) ** 2 / (draws / 6), 0);
    // 5 degrees of freedom: 20.5 is the 0.999 quantile, so a fair generator fails this 1 time in 1000;
    // the seed is fixed, so the outcome is deterministic.
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('changes every draw when any input changes', () => {
    const base = drawWord(context, 0);
    expect(drawWord({ ...context, commandSeq: 8 }, 0)).not.toBe(base);
    expect(drawWord({ ...context, gameId: 'game-2' }, 0)).not.toBe(base);
    expect(drawWord({ ...context, playerSeedsDigest: digestPlayerSeeds(['x']) }, 0)).not.toBe(base);
    expect(drawWord({ ...context, serverSeed: `${'00'.repeat(31)}2b` }, 0)).not.toBe(base);
  });
});
