/**
 * Blocks (issue 21 item 7, ADR 0039): a player blocks another; the rules apply both ways, so
 * that neither can reach the other by joining, inviting or (once wired) chatting. The chat's
 * wiring asks {@link BlockStore.mayInteract}.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { accounts, blocks, games, players, seats } from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import type { PlayerCard } from './players.ts';

export class BlockStore {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** Whether `a` and `b` may interact: neither blocks the other. */
  async mayInteract(a: string, b: string): Promise<boolean> {
    return (await this.blockedAmong(a, [b])).size === 0;
  }

  /**
   * Whether `playerId` and anyone at the table of `gameId` (its creator, its seated people) have a
   * block between them: one statement, as it runs before every join.
   */
  async blockedAtTable(playerId: string, gameId: string): Promise<boolean> {
    const people = sql`(select ${seats.playerId} from ${seats}
      where ${seats.gameId} = ${gameId} and ${seats.playerId} is not null
      union select ${games.createdBy} from ${games}
      where ${games.id} = ${gameId} and ${games.createdBy} is not null)`;
    const rows = await this.#db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, playerId), sql`${blocks.blockedId} in ${people}`),
          and(eq(blocks.blockedId, playerId), sql`${blocks.blockerId} in ${people}`),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** Those of `others` that `playerId` blocks or is blocked by. */
  async blockedAmong(playerId: string, others: readonly string[]): Promise<Set<string>> {
    if (others.length === 0) return new Set();
    const rows = await this.#db
      .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, playerId), inArray(blocks.blockedId, [...others])),
          and(eq(blocks.blockedId, playerId), inArray(blocks.blockerId, [...others])),
        ),
      );
    return new Set(rows.map((row) => (row.blockerId === playerId ? row.blockedId : row.blockerId)));
  }

  /** Refuses with PLAYER_BLOCKED unless `a` and `b` may interact. */
  async requireMayInteract(a: string, b: string, what: string): Promise<void> {
    if (!(await this.mayInteract(a, b))) {
      throw new ServiceError('PLAYER_BLOCKED', `${what}: one of you has blocked the other.`);
    }
  }

  async block(blockerId: string, blockedId: string): Promise<void> {
    if (blockerId === blockedId)
      throw new ServiceError('SELF_RELATION', 'You cannot block yourself.');
    await this.#db
      .insert(blocks)
      .values({ blockerId, blockedId, createdAt: this.#clock.now() })
      .onConflictDoNothing();
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.#db
      .delete(blocks)
      .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  }

  /** Whom `blockerId` blocks, most recent first. */
  async list(blockerId: string): Promise<PlayerCard[]> {
    const rows = await this.#db
      .select({ username: accounts.username, displayName: players.displayName })
      .from(blocks)
      .innerJoin(accounts, eq(accounts.playerId, blocks.blockedId))
      .innerJoin(players, eq(players.id, blocks.blockedId))
      .where(eq(blocks.blockerId, blockerId))
      .orderBy(blocks.createdAt);
    return rows.reverse();
  }
}
