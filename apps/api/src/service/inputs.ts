/**
 * The shapes the service accepts, checked at its edge: whatever the HTTP or GraphQL layer passes
 * on, a malformed value is an INVALID_INPUT error, never an exception from deeper down.
 */
import type { Viewer } from '@tavolo/engine';
import { z } from 'zod';
import { GAME_VISIBILITIES, MAX_INT32, VACATION_POLICIES } from '../db/schema.ts';
import { timeControlSchema } from '../clocks/time-control.ts';
import { timeoutPolicySchema } from '../policies/timeout-policy.ts';
import { SERVER_COMMAND_ID_PREFIXES } from '@tavolo/sdk/audit';
import { ServiceError } from '../errors.ts';

/** commandIds the server uses for its bots; callers may not use them. */
export const BOT_COMMAND_ID_PREFIX = 'bot:';

/**
 * commandIds of the moves the server plays for a seat whose time ran out
 * (`timeout:<seat>:<version>`): the hash chain covers the commandId, so the log records, for
 * every auditor, that the move was a timeout. Callers may not use them either.
 */
export const TIMEOUT_COMMAND_ID_PREFIX = 'timeout:';

export { SERVER_COMMAND_ID_PREFIXES };

const MAX_TIME_LIMIT_SECONDS = 366 * 24 * 3600;

/**
 * Text that is stored in a text column holds no control character: Postgres refuses NUL in text
 * (a 500 before this check), and no id or name needs a tab, an escape or a line break.
 */
export const printable = (schema: z.ZodString): z.ZodString =>
  schema.regex(/^\P{Cc}*$/u, 'no control characters (NUL, line breaks, escapes, …)');

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, 'a sha256 in lower-case hex (64 characters)');
const seat = z.number().int().nonnegative().max(MAX_INT32);
const version = z.number().int().nonnegative().max(MAX_INT32);
const id = printable(z.string().min(1).max(200));
/** Codes are case-insensitive when typed: stored ones are lower-case (store/invite-codes.ts). */
const inviteCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{6,64}$/, 'an invite code (letters and digits)');

export const createGameSchema = z.strictObject({
  engine: printable(z.string().min(1).max(100)),
  options: z.unknown().optional(),
  seatCount: z.number().int().positive(),
  /** Deprecated: `timeControl: { kind: 'per_move', moveSeconds }` says the same. */
  moveTimeLimitSeconds: z.number().int().positive().max(MAX_TIME_LIMIT_SECONDS).optional(),
  /** Absent: none (or the per-move limit of moveTimeLimitSeconds). */
  timeControl: timeControlSchema.optional(),
  /** Absent: bot_moves. Anything else needs a time control (policies/timeout-policy.ts). */
  timeoutPolicy: timeoutPolicySchema.optional(),
  createdBy: id.optional(),
  /** Public games are listed in the lobby; private ones are joined with their invite code. */
  visibility: z.enum(GAME_VISIBILITIES).default('public'),
  /** Seats' clocks stop on Saturdays and Sundays in each seat's own time zone. */
  weekendPause: z.boolean().default(false),
  /** 'none': the clocks keep running while a player is on vacation (tournaments). */
  vacation: z.enum(VACATION_POLICIES).default('allowed'),
  /** Rated games with a person in every seat change ratings (ADR 0037); casual ones never. */
  rated: z.boolean().default(true),
});
/** The time control is checked here like the options: callers may pass it on unread. */
export type CreateGameInput = Omit<
  z.input<typeof createGameSchema>,
  'timeControl' | 'timeoutPolicy'
> & {
  readonly timeControl?: unknown;
  readonly timeoutPolicy?: unknown;
};
export type ValidCreateGame = z.output<typeof createGameSchema>;

export const joinSchema = z.strictObject({
  seat,
  playerId: id,
  /** sha256 (hex) of a seed of the player's own, revealed at the start. */
  seedCommitment: hex64.optional(),
  /** Needed to join a private game (except by its creator); ignored for public games. */
  inviteCode: inviteCode.optional(),
});
export type JoinInput = z.input<typeof joinSchema>;

export const startSchema = z.strictObject({
  /** The seeds committed at join, revealed now. */
  seeds: z.array(z.strictObject({ seat, seed: printable(z.string().min(1).max(512)) })).default([]),
});
export type StartInput = z.input<typeof startSchema>;

export const submitSchema = z.strictObject({
  /** The game version the command was chosen at. */
  expectedVersion: version,
  /** The client's idempotency key: a retry with the same id applies nothing twice. */
  commandId: id.refine(
    (value) => !SERVER_COMMAND_ID_PREFIXES.some((prefix) => value.startsWith(prefix)),
    {
      message: `commandIds starting with ${SERVER_COMMAND_ID_PREFIXES.map((p) => `"${p}"`).join(
        ' or ',
      )} are reserved for the server`,
    },
  ),
  command: z.unknown(),
});
export type SubmitInput = z.input<typeof submitSchema>;
export type ValidSubmit = z.output<typeof submitSchema>;

export const eventsQuerySchema = z.strictObject({
  /** Entries after this version; absent: from the start (version 0). */
  afterVersion: version.optional(),
  limit: z.number().int().min(1).max(1000).default(200),
});
export type EventsQuery = z.input<typeof eventsQuerySchema>;

export const viewerSchema: z.ZodType<Viewer> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('seat'), seat }),
  z.strictObject({ kind: z.literal('spectator') }),
]);

export const displayNameSchema = printable(z.string().trim().min(1).max(100));
export const botNameSchema = printable(z.string().min(1).max(100));
export const gameIdSchema = id;
export const listLimitSchema = z.number().int().min(1).max(500);
export const versionSchema = version;
export const seatSchema = seat;
export const playerIdSchema = id;
export const inviteCodeSchema = inviteCode;

/** Parses `value` or throws INVALID_INPUT naming what is wrong with `what`. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ServiceError('INVALID_INPUT', `Invalid ${what}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
