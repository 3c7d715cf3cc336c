/**
 * How a Tavolo server draws the randomness of a game (DESIGN §3), written once so that the server
 * and the offline auditor cannot disagree: entry `version` of the log draws with commandSeq =
 * version (setup is version 0), from the server seed, the game id and the digest of the players'
 * own seeds in seat order.
 */
import { createRng, digestPlayerSeeds } from '@tavolo/engine';
import type { CountingRng } from '@tavolo/engine';

/** The secret inputs of a game's draws, all known to the auditor once the game is over. */
export interface GameRandomness {
  readonly gameId: string;
  /** Hex; revealed when the game ends. */
  readonly serverSeed: string;
  /** {@link playerSeedsDigestOf} of the seats' revealed seeds. */
  readonly playerSeedsDigest: string;
}

/** A seat's own seed, or null when its player gave none. */
export interface SeatSeed {
  readonly seed: string | null;
}

/** digestPlayerSeeds over every seat in seat order, with '' for a seat that gave no seed. */
export function playerSeedsDigestOf(seats: readonly SeatSeed[]): string {
  return digestPlayerSeeds(seats.map((seat) => seat.seed ?? ''));
}

/** The Rng of log entry `version`: setup is version 0, the n-th accepted command is version n. */
export function rngForVersion(randomness: GameRandomness, version: number): CountingRng {
  return createRng({
    serverSeed: randomness.serverSeed,
    playerSeedsDigest: randomness.playerSeedsDigest,
    gameId: randomness.gameId,
    commandSeq: version,
  });
}
