/** The REST shapes of game chat and private notes (issue 21 items 5 and 6). */
import { z } from 'zod';
import { CHAT_CHANNELS, GAME_STATUSES } from '../../db/schema.ts';
import { MAX_CHAT_LENGTH, MAX_NOTE_LENGTH } from '../../chat/chat-inputs.ts';
import { decimalInteger } from '../edge-inputs.ts';
import { readonlyList } from '../../service/summary-schema.ts';

const channel = z.enum(CHAT_CHANNELS);

export const chatMessageSchema = z
  .object({
    id: z.string(),
    seq: z.number().int().describe('The cursor: pass it as `after` to read what follows'),
    channel,
    authorId: z.string(),
    authorName: z.string(),
    seat: z.number().int().nullable().describe('The author’s seat, null for a spectator'),
    body: z.string().describe('Plain text: render it as text, never as HTML'),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessage' });

export const chatPageSchema = z
  .object({
    gameId: z.string(),
    readable: readonlyList(channel).describe('The channels you may read now'),
    writable: channel.nullable().describe('The channel you may write to now, if any'),
    messages: readonlyList(chatMessageSchema),
    status: z.enum(GAME_STATUSES),
    muted: z.boolean().describe('Whether you muted this table’s chat notifications'),
  })
  .meta({ id: 'ChatPage' });

export const chatQuery = z.object({
  after: decimalInteger(0).optional().describe('Only messages after this cursor (a message’s seq)'),
  wait: decimalInteger(0, 60)
    .optional()
    .describe('Long-poll: with If-None-Match, wait up to this many seconds for a new message'),
});

export const chatPostBody = z.object({
  channel,
  body: z
    .string()
    .max(MAX_CHAT_LENGTH * 4)
    .describe('1–500 characters of plain text'),
});

export const chatPostResultSchema = z
  .object({ gameId: z.string(), seq: z.number().int() })
  .meta({ id: 'ChatPostResult' });

export const chatMuteBody = z.object({ muted: z.boolean() });

export const chatMuteResultSchema = z
  .object({ gameId: z.string(), muted: z.boolean() })
  .meta({ id: 'ChatMuteResult' });

export const gameNotesSchema = z
  .object({
    gameId: z.string(),
    notes: readonlyList(
      z.object({
        version: z.number().int().describe('The game’s version the note was written at'),
        body: z.string(),
        updatedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'GameNotes' });

export const noteBody = z.object({
  version: z.number().int().describe('The game’s version (the move) the note is about'),
  body: z
    .string()
    .max(MAX_NOTE_LENGTH * 4)
    .describe('Up to 2000 characters; an empty text removes the note at that version'),
});
