/** The rows of web push: an account's subscriptions and the record of what was sent to each. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { constraintViolation } from '../../store/constraint-violation.ts';
import { pushDeliveries, pushSubscriptions } from '../../db/schema.ts';
import type { PushSubscriptionInput } from './subscription-input.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export class PushStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /**
   * Stores the browser's subscription for `playerId`. The same endpoint again (the browser
   * subscribing anew, or another account signing in on it) keeps its row and id and takes the
   * new keys and account: one browser, one account, one row.
   */
  async upsert(
    playerId: string,
    input: PushSubscriptionInput,
    now: Date,
  ): Promise<PushSubscriptionRow> {
    const [row] = await this.#db
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), playerId, ...input, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { playerId, p256dh: input.p256dh, auth: input.auth },
      })
      .returning();
    if (row === undefined) throw new Error('the push subscription was not stored');
    return row;
  }

  /** The account's subscriptions, oldest first. */
  list(playerId: string): Promise<PushSubscriptionRow[]> {
    return this.#db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.playerId, playerId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  }

  /** Removes the account's subscription with that id; whether there was one. */
  async removeById(playerId: string, id: string): Promise<boolean> {
    const removed = await this.#db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.id, id)))
      .returning({ id: pushSubscriptions.id });
    return removed.length > 0;
  }

  /** Removes the account's subscription with that endpoint; whether there was one. */
  async removeByEndpoint(playerId: string, endpoint: string): Promise<boolean> {
    const removed = await this.#db
      .delete(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)),
      )
      .returning({ id: pushSubscriptions.id });
    return removed.length > 0;
  }

  /** The push service said the subscription is gone (404/410): forget it. */
  async expire(subscriptionId: string): Promise<void> {
    await this.#db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
  }

  /** Which of `subscriptionIds` already got the notification. */
  async sentTo(notificationId: string, subscriptionIds: readonly string[]): Promise<Set<string>> {
    if (subscriptionIds.length === 0) return new Set();
    const rows = await this.#db
      .select({ subscriptionId: pushDeliveries.subscriptionId })
      .from(pushDeliveries)
      .where(
        and(
          eq(pushDeliveries.notificationId, notificationId),
          inArray(pushDeliveries.subscriptionId, [...subscriptionIds]),
        ),
      );
    return new Set(rows.map((row) => row.subscriptionId));
  }

  /**
   * Records a send the push service accepted. A subscription removed meanwhile (unsubscribed,
   * expired) has nothing to record against, and its foreign key refuses the row: nothing to do.
   */
  async recordSent(subscriptionId: string, notificationId: string, now: Date): Promise<void> {
    try {
      await this.#db
        .insert(pushDeliveries)
        .values({ subscriptionId, notificationId, sentAt: now })
        .onConflictDoNothing();
    } catch (error) {
      if (constraintViolation(error)?.kind !== 'foreign-key') throw error;
    }
  }
}
