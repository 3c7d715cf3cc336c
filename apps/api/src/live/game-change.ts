/**
 * The wire format of the live feed between processes. A process that commits an append tells its
 * own subscribers at once (GameFeed.publish) and then, off the commit path, tells the other
 * processes with a NOTIFY on one channel (change-beacon.ts) carrying a batch of small notices to
 * re-read — never the move itself: NOTIFY payloads are capped at 8,000 bytes and must not carry
 * what a viewer may not see. A NOTIFY inside the move's transaction would hold Postgres's
 * database-wide notify lock across the commit's WAL flush and serialise every move.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';

/** The NOTIFY channel of game changes, shared by every API process on one database. */
export const GAME_CHANGES_CHANNEL = 'tavolo_game_changes';

/** A game's log grew: its head is now `version` (0 is the start). */
export interface GameChange {
  readonly gameId: string;
  readonly version: number;
  readonly status: 'started' | 'finished';
}

const gameChangeSchema = z.object({
  gameId: z.string().min(1).max(100),
  version: z.number().int().nonnegative(),
  status: z.enum(['started', 'finished']),
});

/** Postgres refuses a NOTIFY payload of 8,000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7900;

/** What one NOTIFY says: changes, and which feed sent them (it ignores its own). */
export interface ChangeNotice {
  readonly origin: string | undefined;
  readonly changes: readonly GameChange[];
}

/** The payload of one NOTIFY from the feed `origin`. */
export function changesPayload(origin: string, changes: readonly GameChange[]): string {
  return JSON.stringify({
    origin,
    changes: changes.map(({ gameId, version, status }) => ({ gameId, version, status })),
  });
}

/** Sends one payload on the channel, in a transaction of its own. */
export async function notifyGameChanges(db: Db, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${GAME_CHANGES_CHANNEL}, ${payload})`);
}

const noticeSchema = z.object({ origin: z.string().max(100), changes: z.array(z.unknown()) });

/**
 * What a payload announces — a batch, or a single change as the processes of the previous
 * release send it — skipping whatever is not a change: anyone who can connect may NOTIFY on the
 * channel, so a stray payload is ignored rather than trusted or thrown about.
 */
export function parseChangeNotice(payload: string): ChangeNotice {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { origin: undefined, changes: [] };
  }
  const notice = noticeSchema.safeParse(json);
  const items = notice.success ? notice.data.changes : [json];
  return {
    origin: notice.success ? notice.data.origin : undefined,
    changes: items.flatMap((item) => {
      const parsed = gameChangeSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
