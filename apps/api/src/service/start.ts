/**
 * The start of a game (DESIGN §3): every seat filled, the players' committed seeds revealed and
 * checked, their digest fixed, then the engine's setup draws with commandSeq 0 and its events
 * become log entry 0.
 */
import { createRng, digestPlayerSeeds, startGame } from '@tavolo/engine';
import { playerSeedCommitment } from '@tavolo/sdk/audit';
import { ServiceError } from '../errors.ts';
import type { SeatedGame, StartDecision } from '../store/lobby-store.ts';
import { asJson, metaOf } from './live-game.ts';
import type { GameMeta } from './live-game.ts';

/** The started game before the store has numbered and linked its first entry. */
export interface SetUp {
  readonly meta: GameMeta;
  readonly state: unknown;
}

export interface SeedReveal {
  readonly seat: number;
  readonly seed: string;
}

function checkSeatsFilled(record: SeatedGame): void {
  const empty: number[] = [];
  for (let seat = 0; seat < record.game.seatCount; seat += 1) {
    if (!record.seats.some((s) => s.seat === seat)) empty.push(seat);
  }
  if (empty.length > 0) {
    throw new ServiceError('SEATS_NOT_FILLED', `Seats ${empty.join(', ')} are still empty.`);
  }
}

/** Each seat's revealed seed, '' for a seat that committed to none (the digest's convention). */
function checkedSeeds(record: SeatedGame, reveals: readonly SeedReveal[]): string[] {
  const bySeat = new Map<number, string>();
  for (const { seat, seed } of reveals) {
    const commitment = record.seats.find((s) => s.seat === seat)?.seedCommitment ?? null;
    if (commitment === null) {
      throw new ServiceError('SEED_MISMATCH', `Seat ${seat} committed to no seed at join.`);
    }
    if (playerSeedCommitment(seed) !== commitment) {
      throw new ServiceError(
        'SEED_MISMATCH',
        `The seed revealed for seat ${seat} is not the one it committed to.`,
      );
    }
    bySeat.set(seat, seed);
  }
  return record.seats.map((s) => {
    const seed = bySeat.get(s.seat);
    if (s.seedCommitment !== null && seed === undefined) {
      throw new ServiceError(
        'SEED_NOT_REVEALED',
        `Seat ${s.seat} must reveal the seed it committed to.`,
      );
    }
    return seed ?? '';
  });
}

export function decideStart(
  record: SeatedGame,
  reveals: readonly SeedReveal[],
  at: Date,
): StartDecision<SetUp> {
  checkSeatsFilled(record);
  const seeds = checkedSeeds(record, reveals);
  const playerSeedsDigest = digestPlayerSeeds(seeds);
  const meta = metaOf({ ...record, game: { ...record.game, playerSeedsDigest } });
  const rng = createRng({
    serverSeed: meta.serverSeed,
    playerSeedsDigest,
    gameId: meta.id,
    commandSeq: 0,
  });
  const { events, state } = startGame(meta.module, meta.config, rng);
  return {
    playerSeedsDigest,
    revealedSeeds: reveals,
    entry: { actor: null, commandId: null, command: null, events: events.map(asJson), at },
    progress: {
      activeSeats: meta.module.activeSeats(state),
      outcome: asJson(meta.module.outcome(state)),
    },
    payload: { meta, state },
  };
}
