/**
 * The chat excerpt a report carries for the administrators (issue 21 item 7): what the reported
 * player last wrote at the table the report names, oldest first, one line per message with its
 * channel. Administrators read every channel; the reporter never reads the excerpt back.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { chatMessages } from '../db/schema.ts';

/** How many of the reported player's messages an excerpt keeps. */
export const REPORT_EXCERPT_MESSAGES = 20;

/** The excerpt, or null when the player wrote nothing in that game. */
export async function reportChatExcerpt(
  db: Db,
  gameId: string,
  reportedId: string,
): Promise<string | null> {
  const rows = await db
    .select({ channel: chatMessages.channel, body: chatMessages.body, at: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.gameId, gameId), eq(chatMessages.authorId, reportedId)))
    .orderBy(desc(chatMessages.seq))
    .limit(REPORT_EXCERPT_MESSAGES);
  if (rows.length === 0) return null;
  return rows
    .reverse()
    .map((row) => `${row.at.toISOString()} [${row.channel}] ${row.body}`)
    .join('\n');
}
