/**
 * The REST API's request and response shapes shared by its areas, and the lobby's (games, seats,
 * invites, away). Fastify validates requests and serialises responses through them (a response
 * field not listed here is never sent), and the OpenAPI document — and from it the SDK's typed
 * client — is generated from them. Each other area has its own file beside its routes
 * (routes/*-schemas.ts: accounts, play, chat, inbox, …).
 */
import { z } from 'zod';
import {
  clocksSchema,
  gameSummarySchema,
  isoTimestamp,
  readonlyList,
  seatNumber,
  seatSummarySchema,
  timeControlSchema,
  timeoutPolicySchema,
} from '../service/summary-schema.ts';
import { SEAT_STANDINGS } from '../policies/standings.ts';
import { TIMEOUT_ACTIONS } from '@tavolo/sdk/audit';
import { decimalInteger, idSchema } from './edge-inputs.ts';

const iso = isoTimestamp;
const seat = seatNumber;
const json = z.unknown().describe('JSON value defined by the game engine');
const list = readonlyList;

// A game's summary and its parts are the service's shapes (service/summary-schema.ts).
export {
  clocksSchema,
  gameSummarySchema,
  seatSummarySchema,
  timeControlSchema,
  timeoutPolicySchema,
};

export const errorSchema = z
  .object({
    code: z.string().describe('Stable SCREAMING_SNAKE error code (see the error table)'),
    message: z.string().describe('What went wrong, for people'),
    currentVersion: z.number().int().optional().describe('VERSION_CONFLICT: the current version'),
    retryAfterSeconds: z
      .number()
      .int()
      .optional()
      .describe('SIGN_IN_THROTTLED: seconds to wait (as the Retry-After header)'),
  })
  .meta({ id: 'Error' });

// ── Lobby ────────────────────────────────────────────────────────────────────────────────────

export const engineBotSchema = z
  .object({
    id: z.string().describe("What seatBot's `bot` takes, e.g. random"),
    description: z.string().describe('How the bot plays, in English'),
  })
  .meta({ id: 'EngineBot' });

export const engineSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    rulesVersion: z.string(),
    minSeats: z.number().int(),
    maxSeats: z.number().int(),
    optionsSchema: json.describe(
      'JSON Schema (draft 2020-12) of the options input: build a form from it; the engine ' +
        'validates on create (INVALID_OPTIONS)',
    ),
    bots: list(engineBotSchema).describe('The server bots this game offers, the random one first'),
  })
  .meta({ id: 'Engine' });

export const timeoutActionSchema = z.enum(TIMEOUT_ACTIONS).meta({ id: 'TimeoutAction' });

export const seatStandingSchema = z
  .object({
    seat,
    timeoutsInARow: z.number().int().describe("Timeouts since the seat's last own move or reclaim"),
    standing: z
      .enum(SEAT_STANDINGS)
      .describe('playing; taken_over (the server bot plays it until reclaimed); forfeited'),
  })
  .meta({ id: 'SeatStanding' });

/** A GameSummary and what its reader may see besides (GraphQL's `Game`). */
export const gameDetailsSchema = gameSummarySchema
  .extend({
    inviteCode: z.string().nullable().describe('Only for the creator and seated players'),
  })
  .meta({ id: 'GameDetails' });

export const gameListSchema = z.object({ games: list(gameSummarySchema) }).meta({
  id: 'GameList',
});

export const listQuery = z.object({ limit: decimalInteger(1, 500).optional() });

/** The lobby's lists: a limit, and a long-poll from the ETag the caller holds. */
export const lobbyListQuery = listQuery.extend({
  wait: decimalInteger(0, 60)
    .optional()
    .describe(
      'Long-poll: with If-None-Match, wait up to this many seconds for the list to change ' +
        '(a game created, joined, left, started, finished or removed), in any API process',
    ),
});

export const createGameBody = z.object({
  engine: z.string(),
  seatCount: z.number().int(),
  options: json.optional(),
  moveTimeLimitSeconds: z
    .number()
    .int()
    .optional()
    .describe('Deprecated: timeControl { kind: per_move, moveSeconds } says the same'),
  timeControl: timeControlSchema.optional(),
  timeoutPolicy: timeoutPolicySchema.optional(),
  visibility: z.enum(['public', 'private']).optional(),
  weekendPause: z
    .boolean()
    .optional()
    .describe("Clocks stop on Saturday and Sunday in each seat's own time zone (default false)"),
  vacation: z
    .enum(['allowed', 'none'])
    .optional()
    .describe("Whether vacations stop the seats' clocks (default allowed)"),
  rated: z
    .boolean()
    .optional()
    .describe('Rated (default true) or casual: only rated games between people change ratings'),
});

export const awayStatusSchema = z
  .object({
    timeZone: z.string().describe('IANA time zone whose weekends pause your clocks'),
    bankSeconds: z.number().int().describe('Vacation time left in the bank now'),
    capSeconds: z.number().int(),
    perYearSeconds: z.number().int().describe('Accrued monthly, a twelfth at a time'),
    vacation: z
      .object({ startedAt: iso, until: iso.nullable(), endsBy: iso })
      .nullable()
      .describe('The running vacation, if any'),
  })
  .meta({ id: 'AwayStatus' });

export const timeZoneBody = z.object({
  timeZone: z.string().describe('An IANA time zone, e.g. Europe/Rome (INVALID_INPUT otherwise)'),
});

export const startVacationBody = z
  .object({
    until: z
      .string()
      .optional()
      .describe('ISO 8601 end; absent: until the bank runs out. Beyond it: VACATION_TOO_LONG'),
  })
  .default({});

export const gameParams = z.object({ gameId: idSchema });
export const seatParams = z.object({ gameId: idSchema, seat: decimalInteger(0) });
export const inviteParams = z.object({ inviteCode: z.string().min(1).max(100) });

export const joinBody = z
  .object({
    seedCommitment: z.string().optional().describe('sha256 (hex) of your own seed'),
    inviteCode: z.string().optional().describe('Needed for private games'),
  })
  .default({});

export const seatBotBody = z
  .object({
    bot: z
      .string()
      .optional()
      .describe("One of the engine's bots (GET /engines), else UNKNOWN_BOT; random when omitted"),
  })
  .default({});

export const startBody = z
  .object({ seeds: z.array(z.object({ seat, seed: z.string() })).optional() })
  .default({});
