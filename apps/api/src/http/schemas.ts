/**
 * The REST API's request and response shapes. Fastify validates requests and serialises
 * responses through them (a response field not listed here is never sent), and the OpenAPI
 * document — and from it the SDK's typed client — is generated from them.
 */
import { z } from 'zod';
import {
  clocksSchema,
  gameIdSchema,
  gameSummarySchema,
  gameSummaryShape,
  isoTimestamp,
  readonlyList,
  seatNumber,
  seatSummarySchema,
  timeControlSchema,
  timeoutPolicySchema,
} from '../service/summary-schema.ts';
import { SEAT_STANDINGS } from '../policies/standings.ts';
import { TIMEOUT_ACTIONS } from '@tavolo/sdk/audit';
import { MAX_INT32 } from '../db/schema.ts';
import { TOKEN_SCOPES } from './caller.ts';
import { decimalInteger, idSchema } from './edge-inputs.ts';

const iso = isoTimestamp;
const gameId = gameIdSchema;
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

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────

export const accountSchema = z
  .object({
    playerId: z.string(),
    username: z.string(),
    displayName: z.string(),
    createdAt: iso,
  })
  .meta({ id: 'Account' });

/** Strict: a sign-up or sign-in with a field the server does not know is refused, not trimmed. */
export const signUpBody = z.strictObject({
  username: z.string().describe('3–32 letters, digits, _ . -; unique regardless of case'),
  password: z.string().describe('8–256 characters'),
  displayName: z
    .string()
    .optional()
    .describe('1–100 characters without control characters (default: the username)'),
});

export const signInBody = z.strictObject({ username: z.string(), password: z.string() });

export const sessionSchema = z
  .object({
    account: accountSchema,
    expiresAt: iso,
    csrfToken: z.string().describe('Send as the x-csrf-token header on unsafe requests'),
  })
  .meta({ id: 'Session' });

export const scopeSchema = z.enum(TOKEN_SCOPES);

export const tokenInfoSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: list(scopeSchema),
    prefix: z.string().describe('The first characters of the token, to recognise it'),
    createdAt: iso,
    lastUsedAt: iso.nullable(),
  })
  .meta({ id: 'ApiToken' });

export const createTokenBody = z.object({ name: z.string(), scopes: z.array(scopeSchema) });

export const createdTokenSchema = z
  .object({
    token: z.string().describe('The secret: shown once, store it now'),
    info: tokenInfoSchema,
  })
  .meta({ id: 'CreatedApiToken' });

export const tokenIdParams = z.object({ tokenId: idSchema });

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

const timeoutAction = z.enum(TIMEOUT_ACTIONS).meta({ id: 'TimeoutAction' });

export const seatStandingSchema = z
  .object({
    seat,
    timeoutsInARow: z.number().int().describe("Timeouts since the seat's last own move or reclaim"),
    standing: z
      .enum(SEAT_STANDINGS)
      .describe('playing; taken_over (the server bot plays it until reclaimed); forfeited'),
  })
  .meta({ id: 'SeatStanding' });

export const gameDetailsSchema = z
  .object({
    ...gameSummaryShape,
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

// ── Play ─────────────────────────────────────────────────────────────────────────────────────

export const viewerSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('seat'), seat }),
    z.object({ kind: z.literal('spectator') }),
  ])
  .meta({ id: 'Viewer' });

export const gameStateSchema = z
  .object({
    gameId,
    status: z.enum(['started', 'finished']),
    version: z.number().int(),
    activeSeats: list(seat),
    viewer: viewerSchema,
    view: json,
    legalCommands: list(json),
    outcome: json.nullable(),
    turnDeadline: iso.nullable(),
    clocks: clocksSchema.nullable(),
    lastSeenVersion: z
      .number()
      .int()
      .nullable()
      .describe('The last version your seat has marked seen (POST …/seen); null otherwise'),
    seats: list(seatStandingSchema).describe("Each seat's timeouts and who plays it"),
  })
  .meta({ id: 'GameState' });

export const stateQuery = z.object({
  as: z.enum(['auto', 'spectator']).optional().describe('Read as a spectator even when seated'),
  wait: decimalInteger(0, 60)
    .optional()
    .describe('Long-poll: with If-None-Match, wait up to this many seconds for a change'),
  atVersion: decimalInteger(0)
    .optional()
    .describe(
      'Finished games: the state at this version (a replay step), for `seat` or a spectator',
    ),
  seat: decimalInteger(0)
    .optional()
    .describe('With atVersion: the seat whose view to show (a spectator without it)'),
  atEvents: decimalInteger(0)
    .optional()
    .describe(
      'With atVersion: fold only this many events of that entry (the steps inside one entry, ' +
        'such as a setup in which every seat played automatically)',
    ),
});

export const eventsQuery = z.object({
  afterVersion: decimalInteger(0).optional(),
  limit: decimalInteger(1, 1000).optional(),
  as: z.enum(['auto', 'spectator']).optional(),
});

export const viewerEntrySchema = z
  .object({
    version: z.number().int(),
    actor: seat.nullable(),
    at: iso,
    events: list(json),
    command: json.optional(),
    commandId: z.string().nullable().optional(),
    timedOut: z
      .literal(true)
      .optional()
      .describe('Present on an entry the server appended because the seat ran out of time'),
    timeout: z
      .object({ seat, action: timeoutAction })
      .optional()
      .describe('Which seat ran out of time and what the server did'),
    standIn: z
      .literal(true)
      .optional()
      .describe('Present on a move the server bot played for a taken-over or forfeited seat'),
    reclaim: z
      .literal(true)
      .optional()
      .describe('Present on the entry where a player took their seat back from the bot'),
    hash: z.string().optional(),
  })
  .meta({ id: 'LogEntry' });

export const eventsPageSchema = z
  .object({
    gameId,
    status: z.enum(['created', 'started', 'finished']),
    headVersion: z.number().int().nullable(),
    entries: list(viewerEntrySchema),
  })
  .meta({ id: 'EventsPage' });

export const submitBody = z.object({
  expectedVersion: z.number().int().nonnegative().max(MAX_INT32),
  commandId: z.string().min(1).max(200).describe('Your idempotency key: retries apply once'),
  command: json,
});

export const submitResultSchema = z
  .object({
    gameId,
    version: z.number().int(),
    commandId: z.string(),
    events: list(json),
    duplicate: z.boolean(),
    state: gameStateSchema.describe(
      'Your seat’s state after this entry (the current one for a duplicate): no read needed',
    ),
    stateEtag: z
      .string()
      .describe('The ETag of `state`: send it as If-None-Match with ?wait= to await the next move'),
  })
  .meta({ id: 'SubmitResult' });

export const exportSchema = z
  .record(z.string(), json)
  .describe('The tavolo-game-export/v1 document (see @tavolo/sdk/audit)')
  .meta({ id: 'GameExport' });
