/** A rematch offer as the API shows it (ADR 0040), as zod: the one source of that shape. */
import { z } from 'zod';
import { REMATCH_STATUSES } from '../../db/schema.ts';
import { isoTimestamp, readonlyList, seatNumber } from '../summary-schema.ts';

export const rematchAnswerSchema = z.enum(['accepted', 'declined', 'waiting']);

export const rematchPlayerSchema = z
  .object({
    seat: seatNumber.describe('Their seat in the finished game'),
    playerId: z.string(),
    displayName: z.string(),
    answer: rematchAnswerSchema,
  })
  .meta({ id: 'RematchPlayer' });

export const rematchSchema = z
  .object({
    gameId: z.string().describe('The finished game'),
    status: z
      .enum(REMATCH_STATUSES)
      .describe(
        'open: waiting for answers; declined: someone said no; starting: everybody accepted ' +
          'and the new game is being set up; started: newGameId is the new game',
      ),
    offeredBy: z.string().describe("The offerer's player id"),
    offeredAt: isoTimestamp,
    players: readonlyList(rematchPlayerSchema).describe(
      "The people of the finished game, in seat order, with each one's answer (bots need none)",
    ),
    newGameId: z.string().nullable().describe('The new game once it has started'),
  })
  .meta({ id: 'Rematch' });

export type Rematch = z.output<typeof rematchSchema>;
