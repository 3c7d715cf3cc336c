/**
 * Auditable randomness (DESIGN §3). Every draw is a pure function of
 * (serverSeed, playerSeedsDigest, gameId, commandSeq, drawIndex):
 *
 *   word(drawIndex) = first 4 bytes, big-endian, of
 *     HMAC-SHA256(key = serverSeed bytes,
 *                 msg = utf8(RNG_ALGORITHM) ‖ 0x00 ‖ playerSeedsDigest (32 bytes)
 *                       ‖ u32be(len(gameId utf8)) ‖ utf8(gameId) ‖ u32be(commandSeq) ‖ u32be(drawIndex))
 *
 * Integers in [0, n) use rejection sampling: words at or above the largest multiple of n below 2^32
 * are thrown away (the next drawIndex is used), so the remainder of an accepted word is unbiased.
 * Shuffles are Fisher–Yates from the last position down. The tag below is stored with every game,
 * so a later change of algorithm can never silently re-interpret an old game.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export const RNG_ALGORITHM = 'tavolo-hmac-sha256-ctr-u32/v1';

const WORD_RANGE = 2 ** 32;

/** The random source of one command (or of setup, which is commandSeq 0). */
export interface DrawContext {
  /** Hex of the secret server seed (revealed when the game ends). */
  readonly serverSeed: string;
  /** Hex of the 32-byte digest of the players' seeds, see {@link digestPlayerSeeds}. */
  readonly playerSeedsDigest: string;
  readonly gameId: string;
  readonly commandSeq: number;
}

export interface Rng {
  /** A uniform integer in [0, bound); bound is a positive integer ≤ 2^32. */
  int(bound: number): number;
  /** A new array: a uniform permutation of `items`. */
  shuffle<T>(items: readonly T[]): T[];
}

function u32be(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value, false);
  return out;
}

function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function assertUint32(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value >= WORD_RANGE) {
    throw new RangeError(`${what} must be an integer in [0, 2^32), got ${value}`);
  }
}

/** The message prefix shared by all draws of one command (everything but drawIndex). */
function messagePrefix(context: DrawContext): Uint8Array {
  assertUint32(context.commandSeq, 'commandSeq');
  const digest = hexToBytes(context.playerSeedsDigest);
  if (digest.length !== 32) throw new RangeError('playerSeedsDigest must be 32 bytes of hex');
  const gameId = utf8ToBytes(context.gameId);
  return concatBytes([
    utf8ToBytes(RNG_ALGORITHM),
    new Uint8Array([0]),
    digest,
    u32be(gameId.length),
    gameId,
    u32be(context.commandSeq),
  ]);
}

/** The raw 32-bit word number `drawIndex` of a command: the primitive auditors recompute. */
export function drawWord(context: DrawContext, drawIndex: number): number {
  assertUint32(drawIndex, 'drawIndex');
  return wordFrom(hexToBytes(context.serverSeed), messagePrefix(context), drawIndex);
}

function wordFrom(key: Uint8Array, prefix: Uint8Array, drawIndex: number): number {
  const mac = hmac(sha256, key, concatBytes([prefix, u32be(drawIndex)]));
  return new DataView(mac.buffer, mac.byteOffset, 4).getUint32(0, false);
}

/** Adds the Fisher–Yates shuffle (last position down) to an integer source. */
export function rngFromInt(int: (bound: number) => number): Rng {
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = int(i + 1);
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  };
  return { int, shuffle };
}

/** Builds an Rng from any source of uniform 32-bit words, by rejection sampling. */
export function rngFromWords(nextWord: () => number): Rng {
  return rngFromInt((bound: number): number => {
    if (!Number.isInteger(bound) || bound < 1 || bound > WORD_RANGE) {
      throw new RangeError(`bound must be an integer in [1, 2^32], got ${bound}`);
    }
    const limit = WORD_RANGE - (WORD_RANGE % bound);
    for (;;) {
      const word = nextWord();
      // Rejection sampling: the remainder of an accepted word is exactly uniform.
      if (word < limit) return word % bound;
    }
  });
}

/** Counts how many raw words an Rng has consumed, for audits and tests. */
export interface CountingRng extends Rng {
  readonly wordsDrawn: () => number;
}

export function createRng(context: DrawContext): CountingRng {
  const key = hexToBytes(context.serverSeed);
  const prefix = messagePrefix(context);
  let drawIndex = 0;
  const rng = rngFromWords(() => {
    const word = wordFrom(key, prefix, drawIndex);
    drawIndex += 1;
    return word;
  });
  return { ...rng, wordsDrawn: () => drawIndex };
}

/**
 * Digest of the players' own seeds, in seat order (empty string for a seat without one):
 * sha256(u32be(count) ‖ for each seed: u32be(len(utf8)) ‖ utf8(seed)).
 */
export function digestPlayerSeeds(seeds: readonly string[]): string {
  const parts: Uint8Array[] = [u32be(seeds.length)];
  for (const seed of seeds) {
    const bytes = utf8ToBytes(seed);
    parts.push(u32be(bytes.length), bytes);
  }
  return bytesToHex(sha256(concatBytes(parts)));
}

/** sha256 of a hex seed, as published at game creation (commit–reveal). */
export function seedCommitment(serverSeedHex: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeedHex)));
}
