/**
 * The export of a finished game (issue 6 item 8): one JSON document an auditor checks offline —
 * header, genesis hash, seats with their seed commitments and reveals, the server seed (revealed
 * now that the game is over), and every log entry with its hash.
 */
import { EXPORT_FORMAT, gameExportSchema } from '@tavolo/sdk/audit';
import type { ChainHeader, GameExport } from '@tavolo/sdk/audit';
import { ServiceError } from '../errors.ts';
import type { GameRow } from '../db/schema.ts';
import type { ClockPauses } from '../clocks/pauses.ts';
import { DEFAULT_TIME_ZONE } from '../clocks/time-zones.ts';
import type { GameRecord } from '../store/lobby-store.ts';
import type { StoredEntry } from '../store/types.ts';

/** What the genesis hash commits to: fixed at creation. */
export function chainHeader(game: GameRow): ChainHeader {
  return {
    gameId: game.id,
    engine: game.engine,
    rulesVersion: game.rulesVersion,
    rngAlgorithm: game.rngAlgorithm,
    seatCount: game.seatCount,
    options: game.options,
    serverSeedCommitment: game.serverSeedCommitment,
  };
}

/** The finish time of a finished game; GAME_NOT_FINISHED for any other. */
export function requireFinished(record: GameRecord): Date {
  const { game } = record;
  if (game.status !== 'finished' || game.finishedAt === null) {
    throw new ServiceError(
      'GAME_NOT_FINISHED',
      `Game ${game.id} is not finished: its export (and server seed) is published at the end.`,
    );
  }
  return game.finishedAt;
}

/**
 * `pauses` are the seats' pauses from the start (store/pause-store.ts); vacations that began
 * after the end are left out, as they paused nothing.
 */
export function buildExport(
  record: GameRecord,
  log: readonly StoredEntry[],
  pauses: ClockPauses,
): GameExport {
  const { game } = record;
  const finishedAt = requireFinished(record);
  const document: GameExport = {
    format: EXPORT_FORMAT,
    header: chainHeader(game),
    genesisHash: game.genesisHash,
    seats: record.seats.map((seat) => ({
      seat: seat.seat,
      name: seat.displayName ?? seat.botName ?? `seat ${seat.seat}`,
      kind: seat.kind,
      seedCommitment: seat.seedCommitment,
      seed: seat.revealedSeed,
      ...(seat.playerId === null ? {} : { playerId: seat.playerId }),
    })),
    serverSeed: game.serverSeed,
    createdAt: game.createdAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    log: log.map((entry) => ({ ...entry, events: [...entry.events] })),
    outcome: game.outcome,
    rated: game.rated,
    clocks: {
      timeControl: game.timeControl,
      weekendPause: game.weekendPause,
      vacation: game.vacation,
      seats: record.seats.map((seat) => ({
        seat: seat.seat,
        timeZone: seat.timeZone ?? DEFAULT_TIME_ZONE,
        vacations: (pauses.seats.find((s) => s.seat === seat.seat)?.vacations ?? []).filter(
          (span) => new Date(span.from).getTime() < finishedAt.getTime(),
        ),
      })),
    },
  };
  // The published format is a contract: never hand out a document that breaks it.
  return gameExportSchema.parse(document);
}
