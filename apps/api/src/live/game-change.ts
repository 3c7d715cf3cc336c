/**
 * The wire format of the live feed: every transaction that appends to a game's log also sends a
 * NOTIFY on one channel. Postgres delivers it only when that transaction commits, in commit order,
 * to every LISTENing connection of every process — so a rolled-back move notifies nobody, and the
 * payload is deliberately small (a notice to re-read, never the move itself: NOTIFY payloads are
 * capped at 8,000 bytes and must not carry what a viewer may not see).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../store/game-rows.ts';

/** The NOTIFY channel of game changes, shared by every API process on one database. */
export const GAME_CHANGES_CHANNEL = 'tavolo_game_changes';

/** A game's log grew: its head is now `version` (0 is the start). */
export interface GameChange {
  readonly gameId: string;
  readonly version: number;
  readonly status: 'started' | 'finished';
}

const gameChangeSchema = z.object({
  gameId: z.string().min(1),
  version: z.number().int().nonnegative(),
  status: z.enum(['started', 'finished']),
});

/** Sends `change` on the channel when `tx` commits (and never if it rolls back). */
export async function notifyGameChange(tx: Transaction, change: GameChange): Promise<void> {
  const payload = JSON.stringify({
    gameId: change.gameId,
    version: change.version,
    status: change.status,
  });
  await tx.execute(sql`select pg_notify(${GAME_CHANGES_CHANNEL}, ${payload})`);
}

/**
 * The change a payload announces, or undefined when it is not one: anyone who can connect may
 * NOTIFY on the channel, so a stray payload is ignored rather than trusted or thrown about.
 */
export function parseGameChange(payload: string): GameChange | undefined {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = gameChangeSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
