/**
 * The one place that knows how an export is put together (format `tavolo-game-export/v1`). The
 * server calls it with what it stored; tests call it with what an engine playout produced.
 */
import { RNG_ALGORITHM, err, ok, seedCommitment } from '@tavolo/engine';
import type { AnyGameModule, JsonValue, Outcome, Result } from '@tavolo/engine';
import { genesisHash, linkHash, toChainHeader, toLogEntry } from './chain.ts';
import type { ChainHeader, LogEntry } from './chain.ts';
import { EXPORT_FORMAT, gameExportSchema } from './export-format.ts';
import type { ExportedEntry, GameExport } from './export-format.ts';
import { formatPath } from './problem.ts';

export type SeatKind = GameExport['seats'][number]['kind'];

/** A seat as the export lists it; its number is its position in `ExportInput.seats`. */
export interface ExportSeat {
  readonly name: string;
  readonly kind: SeatKind;
  /** sha256 of the player's own seed (`playerSeedCommitment`), or null when they gave none. */
  readonly seedCommitment: string | null;
  readonly seed: string | null;
}

/** A log entry as stored; when the store kept its link hash, assembly checks it. */
export interface StoredLogEntry extends LogEntry {
  readonly hash?: string;
}

export interface ExportInput {
  readonly header: ChainHeader;
  /** In seat order. */
  readonly seats: readonly ExportSeat[];
  /** Hex; the export is only for finished games, when the seed is revealed. */
  readonly serverSeed: string;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly finishedAt: string;
  /** Version 0 (setup: actor, command and commandId null), then one entry per accepted command. */
  readonly log: readonly StoredLogEntry[];
  readonly outcome: Outcome;
}

/** What the server knows when it creates a game; the header is fixed from then on. */
export interface NewGame {
  readonly game: Pick<AnyGameModule, 'id' | 'rulesVersion'>;
  readonly gameId: string;
  readonly seatCount: number;
  /** The options as the engine's `parseOptions` returned them (normalised, defaults filled in). */
  readonly options: unknown;
  /** Hex; secret until the game ends. Only its commitment goes into the header. */
  readonly serverSeed: string;
}

/** The chain header of a new game: engine, rules version and Rng tag as this engine has them. */
export function chainHeaderFor({
  game,
  gameId,
  seatCount,
  options,
  serverSeed,
}: NewGame): ChainHeader {
  return {
    gameId,
    engine: game.id,
    rulesVersion: game.rulesVersion,
    rngAlgorithm: RNG_ALGORITHM,
    seatCount,
    options: JSON.parse(JSON.stringify(options)) as JsonValue,
    serverSeedCommitment: seedCommitment(serverSeed),
  };
}

export const AssemblyCode = {
  VersionGap: 'EXPORT_VERSION_GAP',
  StoredHashMismatch: 'EXPORT_STORED_HASH_MISMATCH',
  Invalid: 'EXPORT_INVALID',
} as const;

export function assembleExport(input: ExportInput): Result<GameExport> {
  const header = toChainHeader(input.header);
  const genesis = genesisHash(header);
  const log = chainLog(genesis, input.log);
  if (!log.ok) return log;
  const document: GameExport = {
    format: EXPORT_FORMAT,
    header,
    genesisHash: genesis,
    seats: input.seats.map(({ name, kind, seedCommitment, seed }, seat) => ({
      seat,
      name,
      kind,
      seedCommitment,
      seed,
    })),
    serverSeed: input.serverSeed,
    createdAt: input.createdAt,
    finishedAt: input.finishedAt,
    log: log.value,
    outcome: outcomeJson(input.outcome),
  };
  const checked = gameExportSchema.safeParse(document);
  if (checked.success) return ok(document);
  const [issue] = checked.error.issues;
  const where = issue === undefined ? '' : `${formatPath(issue.path.map(String))}: `;
  return err({
    code: AssemblyCode.Invalid,
    message: `the export would not match its format: ${where}${issue?.message ?? 'invalid'}`,
  });
}

/** Computes every link hash from the genesis hash, checking versions and any stored hash. */
function chainLog(genesis: string, entries: readonly StoredLogEntry[]): Result<ExportedEntry[]> {
  const out: ExportedEntry[] = [];
  let previous = genesis;
  for (const [index, stored] of entries.entries()) {
    if (stored.version !== index) {
      return err({
        code: AssemblyCode.VersionGap,
        message: `log entry ${index} has version ${stored.version}: the log must run 0, 1, 2, … without a gap`,
      });
    }
    const entry = toLogEntry(stored);
    const hash = linkHash(previous, entry);
    if (stored.hash !== undefined && stored.hash !== hash) {
      return err({
        code: AssemblyCode.StoredHashMismatch,
        message: `version ${index}: the stored hash ${stored.hash} is not the link hash ${hash} of the stored entry; the store is corrupt`,
      });
    }
    out.push({ ...entry, events: [...entry.events], hash });
    previous = hash;
  }
  return ok(out);
}

/** The outcome as JSON, every field kept (a game may report more than the kernel's four). */
function outcomeJson(outcome: Outcome): JsonValue {
  return JSON.parse(JSON.stringify(outcome)) as JsonValue;
}
