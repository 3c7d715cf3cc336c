/** The shapes chat and notes accept (zod, the one source; INVALID_INPUT otherwise). */
import { z } from 'zod';
import { CHAT_CHANNELS, MAX_INT32 } from '../db/schema.ts';
import { printable } from '../service/inputs.ts';

export const MAX_CHAT_LENGTH = 500;
export const MAX_NOTE_LENGTH = 2000;

export const chatChannelSchema = z.enum(CHAT_CHANNELS);

/** One line of plain text: trimmed, 1–500 characters, no control characters (no line breaks). */
export const chatBodySchema = printable(z.string().trim().min(1).max(MAX_CHAT_LENGTH));

/**
 * A note: up to 2000 characters; line breaks and tabs are allowed, other control characters not.
 * Empty (after trimming) deletes the note.
 */
export const noteBodySchema = z
  .string()
  .trim()
  .max(MAX_NOTE_LENGTH)
  .regex(
    /^[^\p{Cc}]*(?:[\n\t][^\p{Cc}]*)*$/u,
    'no control characters besides line breaks and tabs',
  );

export const chatCursorSchema = z.number().int().min(0).max(MAX_INT32);
export const noteVersionSchema = z.number().int().min(0).max(MAX_INT32);

/** Per account and game: at most `count` messages in any `windowMs`. */
export interface ChatRateRule {
  readonly count: number;
  readonly windowMs: number;
}

export const DEFAULT_CHAT_RATE: readonly ChatRateRule[] = [
  { count: 5, windowMs: 10_000 },
  { count: 100, windowMs: 3_600_000 },
];
