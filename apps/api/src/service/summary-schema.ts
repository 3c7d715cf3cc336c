/**
 * A game as the lobby shows it (GameSummary), as zod schemas: the one source of that shape. The
 * service's types are inferred from them (views.ts), the REST schemas are these (http/schemas.ts),
 * and the GraphQL `Game` is GameSummary's fields plus the invite code (graphql/schema.ts). The
 * descriptions and ids are what the OpenAPI document publishes.
 */
import { z } from 'zod';
import type { JsonValue } from '@tavolo/engine';
import { timeControlSchema as timeControlInput } from '../clocks/time-control.ts';
import { timeoutPolicySchema as timeoutPolicyInput } from '../policies/timeout-policy.ts';

export const isoTimestamp = z.iso.datetime({ offset: true }).describe('ISO 8601 timestamp');
export const gameIdSchema = z.string().min(1).max(200);
export const seatNumber = z.number().int().nonnegative();
/**
 * A value the game engine defines (its options, its outcome). Published as any JSON value (the
 * engine's own schemas say more); typed as the JsonValue the service hands out — the assertion
 * narrows only the inferred type, the schema published and checked is the same.
 */
export const engineJson = z
  .unknown()
  .describe('JSON value defined by the game engine') as z.ZodType<JsonValue>;
/** Response lists: the service hands out readonly arrays. */
export const readonlyList = <Item extends z.ZodType>(item: Item) => z.array(item).readonly();

export const timeControlSchema = timeControlInput
  .describe(
    'per_move: moveSeconds (60 s to 30 days); bank: initialSeconds (60 s to 30 days), ' +
      'incrementSeconds (0 to 30 days) added after each move, up to maxSeconds (initialSeconds ' +
      'to 60 days). Out of range: TIME_CONTROL_OUT_OF_RANGE',
  )
  .meta({ id: 'TimeControl' });

export const timeoutPolicySchema = timeoutPolicyInput
  .describe(
    'What happens when a seat runs out of time: bot_moves (the default: the server bot plays ' +
      'that move), bot_takes_seat (after afterTimeouts, 1 to 10, timeouts in a row the bot ' +
      'plays the seat until its player reclaims it), forfeit (the seat is out; the last seat ' +
      'left wins). Other than bot_moves without a time control: TIMEOUT_POLICY_NEEDS_CLOCK',
  )
  .meta({ id: 'TimeoutPolicy' });

/** Who created a game: named in the lobby even after they left their seat. */
export const gameCreatorSchema = z
  .object({
    playerId: z.string(),
    displayName: z.string(),
    username: z.string().nullable().describe("The creator's username: their profile's address"),
  })
  .meta({ id: 'GameCreator' });

export const seatSummarySchema = z
  .object({
    seat: seatNumber,
    kind: z.enum(['human', 'bot']),
    /** The person's id and name (human seats). */
    playerId: z.string().nullable(),
    displayName: z.string().nullable(),
    username: z.string().nullable().describe("The person's username: their profile's address"),
    /** The server bot's name (bot seats). */
    botName: z.string().nullable(),
    /** sha256 of the player's own seed, committed at join. */
    seedCommitment: z.string().nullable(),
    /** The player's seed, public once revealed at the start. */
    seed: z.string().nullable(),
    timeZone: z.string().nullable().describe("The seat's IANA time zone, fixed at the start"),
    /**
     * "On vacation until …": when the player's running vacation ends at the latest, in a game
     * that allows vacations (their clock stands still meanwhile); else null.
     */
    vacationUntil: isoTimestamp
      .nullable()
      .describe('On vacation until then at the latest (its clock stands still); else null'),
  })
  .meta({ id: 'SeatSummary' });

export const clocksSchema = z
  .object({
    asOf: isoTimestamp.describe('The server time of the last entry, when remainingMs were taken'),
    seats: readonlyList(
      z.object({
        seat: seatNumber,
        remainingMs: z.number().int().describe('What the seat had left at asOf'),
        deadline: isoTimestamp.nullable().describe('When its time runs out, if it is to move'),
      }),
    ),
  })
  .meta({ id: 'Clocks' });

/** A game's public metadata, seats and progress; GameDetails (http/schemas.ts) extends it. */
export const gameSummarySchema = z
  .object({
    gameId: gameIdSchema,
    engine: z.string(),
    rulesVersion: z.string(),
    rngAlgorithm: z.string(),
    /** Options as normalised by the engine. */
    options: engineJson,
    seatCount: z.number().int(),
    /** Public games are listed in the lobby; the invite code is never part of a summary. */
    visibility: z.enum(['public', 'private']),
    status: z.enum(['created', 'started', 'finished']),
    /** Version of the last log entry; null before the start. */
    version: z.number().int().nullable(),
    activeSeats: readonlyList(seatNumber),
    moveTimeLimitSeconds: z
      .number()
      .int()
      .nullable()
      .describe('Deprecated: the per-move limit of a per_move time control'),
    timeControl: timeControlSchema,
    weekendPause: z.boolean().describe("Clocks stop on Saturday and Sunday in each seat's zone"),
    vacation: z
      .enum(['allowed', 'none'])
      .describe('none: clocks run while a player is on vacation'),
    rated: z.boolean().describe('Rated games between people change ratings; casual ones do not'),
    timeoutPolicy: timeoutPolicySchema,
    turnDeadline: isoTimestamp.nullable().describe('When the first running clock runs out'),
    /** Each seat's clock as of the last entry; null without a time control or before the start. */
    clocks: clocksSchema.nullable(),
    /** sha256(serverSeed), published at creation. */
    serverSeedCommitment: z.string(),
    genesisHash: z.string(),
    playerSeedsDigest: z.string().nullable(),
    createdBy: z.string().nullable(),
    creator: gameCreatorSchema
      .nullable()
      .describe('Who created the game (null for a game made without a player, e.g. by a script)'),
    createdAt: isoTimestamp,
    startedAt: isoTimestamp.nullable(),
    finishedAt: isoTimestamp.nullable(),
    outcome: engineJson.nullable(),
    /** The occupied seats, in seat order. */
    seats: readonlyList(seatSummarySchema),
  })
  .meta({ id: 'GameSummary' });

/** A game as the lobby shows it: public metadata, seats and progress. */
export type GameSummary = z.output<typeof gameSummarySchema>;
export type SeatSummary = z.output<typeof seatSummarySchema>;
