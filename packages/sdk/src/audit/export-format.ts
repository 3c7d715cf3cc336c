import type { JsonValue } from '@tavolo/engine';
import { z } from 'zod';

/** The JSON document `GET /api/v1/games/:id/export` and `tavolo export` produce for a finished game. */
export const EXPORT_FORMAT = 'tavolo-game-export/v1';

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in lower-case hex');
const jsonValue: z.ZodType<JsonValue> = z.json();

export const chainHeaderSchema = z.strictObject({
  gameId: z.string().min(1),
  engine: z.string().min(1),
  rulesVersion: z.string().min(1),
  rngAlgorithm: z.string().min(1),
  seatCount: z.number().int().positive(),
  options: jsonValue,
  serverSeedCommitment: hex64,
});

export const exportedEntrySchema = z.strictObject({
  version: z.number().int().nonnegative(),
  actor: z.number().int().nonnegative().nullable(),
  commandId: z.string().nullable(),
  command: jsonValue.nullable(),
  events: z.array(jsonValue),
  at: z.string(),
  /** linkHash(previous hash, this entry without `hash`). */
  hash: hex64,
});

export const gameExportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT),
  header: chainHeaderSchema,
  genesisHash: hex64,
  seats: z.array(
    z.strictObject({
      seat: z.number().int().nonnegative(),
      name: z.string(),
      kind: z.enum(['human', 'bot']),
      /** sha256 of the player's own seed, committed at join; null when the player gave none. */
      seedCommitment: hex64.nullable(),
      /** The seed itself, revealed when the game started. */
      seed: z.string().nullable(),
      /** The person's player id (public), for ratings; absent for bots and in older exports. */
      playerId: z.string().optional(),
    }),
  ),
  /** Revealed when the game ended; never before. */
  serverSeed: z.string().regex(/^[0-9a-f]+$/),
  createdAt: z.string(),
  finishedAt: z.string(),
  log: z.array(exportedEntrySchema).min(1),
  outcome: jsonValue,
  /**
   * Created rated (true) or casual (false), for `tavolo ratings` (ADR 0037). Outside the hash
   * chain; absent in exports made before ratings existed, which count as casual.
   */
  rated: z.boolean().optional(),
  /**
   * What the clocks ran under, for an auditor recomputing them from the log's `at`s: the time
   * control, the weekend pause and each seat's time zone (fixed at the start), and, in games that
   * allow vacations, the vacations of each seat's player. Outside the hash chain; absent in
   * exports made before clocks were recorded.
   */
  clocks: z
    .strictObject({
      timeControl: jsonValue,
      weekendPause: z.boolean(),
      vacation: z.enum(['allowed', 'none']),
      seats: z.array(
        z.strictObject({
          seat: z.number().int().nonnegative(),
          timeZone: z.string(),
          vacations: z.array(z.strictObject({ from: z.string(), to: z.string() })),
        }),
      ),
    })
    .optional(),
});

export type GameExport = z.infer<typeof gameExportSchema>;
export type ExportedEntry = z.infer<typeof exportedEntrySchema>;
