/**
 * The REST shapes of play: a viewer's state, the log since a version, a command and its answer,
 * and the export of a finished game.
 */
import { z } from 'zod';
import {
  clocksSchema,
  gameIdSchema,
  isoTimestamp,
  readonlyList,
  seatNumber,
} from '../../service/summary-schema.ts';
import { MAX_INT32 } from '../../db/schema.ts';
import { decimalInteger } from '../edge-inputs.ts';
import { seatStandingSchema, timeoutActionSchema } from '../schemas.ts';

const iso = isoTimestamp;
const gameId = gameIdSchema;
const seat = seatNumber;
const json = z.unknown().describe('JSON value defined by the game engine');
const list = readonlyList;

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
      .object({ seat, action: timeoutActionSchema })
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
