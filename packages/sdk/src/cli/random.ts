/**
 * How the bot chooses among the server's legal commands: uniformly, from node:crypto by default,
 * or from a small seeded generator (sfc32) with `--seed`, so a run can be repeated. The seed is
 * mixed with the game id, so two games of one run do not mirror each other.
 */
import { createHash, randomInt } from 'node:crypto';

/** A uniform integer in [0, bound). */
export type Random = (bound: number) => number;

export const cryptoRandom: Random = (bound) => randomInt(bound);

const TWO_32 = 2 ** 32;

export function seededRandom(seed: number, gameId: string): Random {
  const digest = createHash('sha256').update(`tavolo-bot/v1\0${seed}\0${gameId}`).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  return (bound) => {
    if (!Number.isInteger(bound) || bound < 1 || bound > TWO_32) {
      throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
    }
    // Rejection sampling: plain modulo would favour the low values when bound does not divide 2^32.
    const limit = TWO_32 - (TWO_32 % bound);
    for (;;) {
      const value = next();
      if (value < limit) return value % bound;
    }
  };
}

export function randomFor(seed: number | undefined, gameId: string): Random {
  return seed === undefined ? cryptoRandom : seededRandom(seed, gameId);
}
