import { createRng, digestPlayerSeeds, rngFromInt } from '../kernel/index.ts';
import type { Rng } from '../kernel/index.ts';

/** The player-seed digest of a test game without player seeds. */
export const NO_PLAYER_SEEDS = digestPlayerSeeds([]);

/** A real HMAC Rng for command `commandSeq` of a test game identified by `seedHex`. */
export function seededRng(seedHex: string, commandSeq: number, gameId = 'test-game'): Rng {
  return createRng({ serverSeed: seedHex, playerSeedsDigest: NO_PLAYER_SEEDS, gameId, commandSeq });
}

/** A 64-hex-digit seed derived from a small number, for readable tests. */
export function testSeed(n: number): string {
  return n.toString(16).padStart(64, '0');
}

/**
 * An Rng whose `int(bound)` calls return the scripted values in order, each checked against its
 * bound, for scenarios that need particular dice or cards. Shuffles draw through `int` too.
 */
export function scriptedRng(values: readonly number[]): Rng & { readonly used: () => number } {
  let next = 0;
  const rng = rngFromInt((bound) => {
    const value = values[next];
    if (value === undefined)
      throw new Error(`scripted Rng ran out after ${next} draws (next bound ${bound})`);
    if (!Number.isInteger(value) || value < 0 || value >= bound) {
      throw new Error(`scripted draw #${next} is ${value}, outside [0, ${bound})`);
    }
    next += 1;
    return value;
  });
  return { ...rng, used: () => next };
}

/** Wraps an Rng and records the value of every `int` call (shuffles included). */
export function recordingRng(inner: Rng): Rng & { readonly draws: number[] } {
  const draws: number[] = [];
  const rng = rngFromInt((bound) => {
    const value = inner.int(bound);
    draws.push(value);
    return value;
  });
  return { ...rng, draws };
}
