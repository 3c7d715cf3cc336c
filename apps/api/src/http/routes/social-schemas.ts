/** The REST shapes of profiles, following, blocks and reports (ADR 0039). */
import { z } from 'zod';
import { gameSummarySchema } from '../schemas.ts';
import { readonlyList } from '../../service/summary-schema.ts';

const nullableNumber = z.number().nullable();

export const usernameParams = z.object({ username: z.string().describe('A username (any case)') });

export const playerCardSchema = z
  .object({ username: z.string(), displayName: z.string() })
  .meta({ id: 'PlayerCard' });

export const playerListSchema = z
  .object({ players: readonlyList(playerCardSchema) })
  .meta({ id: 'PlayerList' });

const statsShape = {
  gamesPlayed: z.number().int().describe('Finished games with a seat of the player'),
  wins: z.number().int().describe('Of those, games where the seat is among the winners'),
  averageMoveSeconds: nullableNumber.describe(
    'Mean time from the entry before to each move the person sent (server times of the log)',
  ),
  timeoutRate: nullableNumber.describe(
    "The seat's timeout, takeover and forfeit entries over those plus the person's moves (0–1)",
  ),
};

export const titleStatsSchema = z
  .object({ engine: z.string(), ...statsShape })
  .meta({ id: 'TitleStats' });

export const profileStatsSchema = z
  .object({
    titles: readonlyList(titleStatsSchema),
    overall: z.object(statsShape).meta({ id: 'OverallStats' }),
  })
  .meta({ id: 'ProfileStats' });

export const publicProfileSchema = z
  .object({
    username: z.string(),
    displayName: z.string(),
    memberSince: z.string().describe('ISO 8601'),
    bio: z.string(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
    countryFlag: z.string().nullable().describe("The country's flag emoji"),
    timeZone: z.string(),
    stats: profileStatsSchema,
    recentGames: readonlyList(gameSummarySchema).describe('Finished games, the most recent first'),
    gamesInPlay: readonlyList(gameSummarySchema).describe('Public games in play'),
    followedByYou: z.boolean(),
    blockedByYou: z.boolean(),
  })
  .meta({ id: 'PublicProfile' });

export const myProfileSchema = z
  .object({
    bio: z.string(),
    country: z.string().nullable(),
    countryFlag: z.string().nullable(),
    timeZone: z.string(),
  })
  .meta({ id: 'MyProfile' });

export const profileEditBody = z.object({
  bio: z.string().optional().describe('Plain text, at most 300 characters'),
  country: z.string().nullable().optional().describe('ISO 3166-1 alpha-2; null clears it'),
  timeZone: z.string().optional().describe('An IANA time zone (the one vacations use)'),
});

export const reportBody = z.object({
  reason: z.string().describe('Plain text, 1–1000 characters'),
  gameId: z.string().optional().describe('The game the report is about'),
});

export const reportSchema = z
  .object({
    id: z.string(),
    reporter: playerCardSchema,
    reported: playerCardSchema,
    reason: z.string(),
    gameId: z.string().nullable(),
    chatExcerpt: z
      .string()
      .nullable()
      .describe(
        "The reported player's last messages at the reported game's table (null without a game or messages)",
      ),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PlayerReport' });
