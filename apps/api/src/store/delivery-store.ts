/**
 * What the delivery engine reads and writes (issue 18, ADR 0031): preferences and settings, the
 * recipient of a notification, the notifications not yet handed to the queue (each row is its
 * own outbox entry), whether an account is watching a game, and the digests that are due.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  accounts,
  deliverySettings,
  gameWatchers,
  notificationPreferences,
  notifications,
  players,
} from '../db/schema.ts';
import type {
  DeliverySettingsRow,
  NotificationKind,
  NotificationPreferenceRow,
  NotificationRow,
} from '../db/schema.ts';
import type { Locale } from '../delivery/contract.ts';
import type { Transaction } from './game-rows.ts';

/** An account as delivery needs it. */
export interface AccountOfRecipient {
  readonly playerId: string;
  readonly displayName: string;
  readonly locale: Locale;
  readonly timeZone: string;
}

export interface StoredPreferences {
  readonly rows: NotificationPreferenceRow[];
  readonly settings: DeliverySettingsRow | undefined;
  readonly account: AccountOfRecipient | undefined;
}

export class DeliveryStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async recipient(playerId: string): Promise<AccountOfRecipient | undefined> {
    const [row] = await this.#db
      .select({
        playerId: players.id,
        displayName: players.displayName,
        locale: accounts.locale,
        timeZone: accounts.timeZone,
      })
      .from(players)
      .innerJoin(accounts, eq(accounts.playerId, players.id))
      .where(eq(players.id, playerId));
    return row;
  }

  async preferences(playerId: string): Promise<StoredPreferences> {
    const [rows, [settings], account] = await Promise.all([
      this.#db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.playerId, playerId)),
      this.#db.select().from(deliverySettings).where(eq(deliverySettings.playerId, playerId)),
      this.recipient(playerId),
    ]);
    return { rows, settings, account };
  }

  /** Writes the whole of the kinds given, the settings and the language, in one transaction. */
  async savePreferences(
    playerId: string,
    kinds: readonly Omit<NotificationPreferenceRow, 'playerId'>[],
    settings: Omit<DeliverySettingsRow, 'playerId' | 'digestCoveredUntil'>,
    locale: Locale,
    now: Date,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      for (const kind of kinds) {
        await tx
          .insert(notificationPreferences)
          .values({ playerId, ...kind })
          .onConflictDoUpdate({
            target: [notificationPreferences.playerId, notificationPreferences.kind],
            set: { email: kind.email, push: kind.push, webhook: kind.webhook },
          });
      }
      // A digest covers what came after the account chose it: nothing older is gathered.
      await tx
        .insert(deliverySettings)
        .values({ playerId, ...settings, digestCoveredUntil: now })
        .onConflictDoUpdate({ target: deliverySettings.playerId, set: settings });
      await tx.update(accounts).set({ locale }).where(eq(accounts.playerId, playerId));
    });
  }

  /** Sets e-mail's mode for one kind, keeping the kind's other channels (`row` when new). */
  async setEmailMode(row: NotificationPreferenceRow): Promise<void> {
    await this.#db
      .insert(notificationPreferences)
      .values(row)
      .onConflictDoUpdate({
        target: [notificationPreferences.playerId, notificationPreferences.kind],
        set: { email: row.email },
      });
  }

  async notification(id: string): Promise<NotificationRow | undefined> {
    const [row] = await this.#db.select().from(notifications).where(eq(notifications.id, id));
    return row;
  }

  /**
   * Claims up to `limit` notifications not yet handed to the queue, oldest first, hands them to
   * `enqueue` in the same transaction and marks them dispatched: the jobs exist exactly when
   * the marks do. Rows another process is dispatching are skipped, not waited for.
   */
  async dispatch(
    limit: number,
    at: Date,
    enqueue: (tx: Transaction, rows: NotificationRow[]) => Promise<void>,
  ): Promise<number> {
    return this.#db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(isNull(notifications.dispatchedAt))
        .orderBy(asc(notifications.seq))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      await enqueue(tx, rows);
      await tx
        .update(notifications)
        .set({ dispatchedAt: at })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        );
      return rows.length;
    });
  }

  /** Whether the account had the game's table open since `since` (inbox: game_watchers). */
  async watchingSince(gameId: string, playerId: string, since: Date): Promise<boolean> {
    const [row] = await this.#db
      .select({ seenAt: gameWatchers.seenAt })
      .from(gameWatchers)
      .where(
        and(
          eq(gameWatchers.gameId, gameId),
          eq(gameWatchers.playerId, playerId),
          gt(gameWatchers.seenAt, since),
        ),
      );
    return row !== undefined;
  }

  /**
   * Claims the accounts whose digest is due at `now` (at most `limit`), and for each moves its
   * next digest on with `next` and hands it to `enqueue`, in one transaction.
   */
  async claimDueDigests(
    now: Date,
    limit: number,
    next: (settings: DeliverySettingsRow, timeZone: string) => Date,
    enqueue: (tx: Transaction, due: { playerId: string; until: Date }[]) => Promise<void>,
  ): Promise<number> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ settings: deliverySettings, timeZone: accounts.timeZone })
        .from(deliverySettings)
        .innerJoin(accounts, eq(accounts.playerId, deliverySettings.playerId))
        .where(lte(deliverySettings.nextDigestAt, now))
        .orderBy(asc(deliverySettings.nextDigestAt))
        .limit(limit)
        .for('update', { of: deliverySettings, skipLocked: true });
      const jobs: { playerId: string; until: Date }[] = [];
      for (const { settings, timeZone } of due) {
        const until = settings.nextDigestAt ?? now;
        jobs.push({ playerId: settings.playerId, until });
        await tx
          .update(deliverySettings)
          .set({ nextDigestAt: next(settings, timeZone) })
          .where(eq(deliverySettings.playerId, settings.playerId));
      }
      if (jobs.length > 0) await enqueue(tx, jobs);
      return jobs.length;
    });
  }

  /**
   * The account's notifications of `kinds` created in (from, until], oldest first, and the
   * mark that they were covered (one transaction: a second digest job finds nothing new).
   */
  async takeDigest(
    playerId: string,
    kinds: readonly NotificationKind[],
    until: Date,
  ): Promise<NotificationRow[]> {
    const [settings] = await this.#db
      .select()
      .from(deliverySettings)
      .where(eq(deliverySettings.playerId, playerId));
    if (settings === undefined || kinds.length === 0) return [];
    const from = settings.digestCoveredUntil ?? new Date(0);
    return this.#db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.playerId, playerId),
          inArray(notifications.kind, [...kinds]),
          gt(notifications.createdAt, from),
          lte(notifications.createdAt, until),
        ),
      )
      .orderBy(asc(notifications.seq));
  }

  /** Records that the digest up to `until` went out (never moves the mark back). */
  async coverDigest(playerId: string, until: Date): Promise<void> {
    await this.#db
      .update(deliverySettings)
      .set({ digestCoveredUntil: until })
      .where(
        and(
          eq(deliverySettings.playerId, playerId),
          or(
            isNull(deliverySettings.digestCoveredUntil),
            lt(deliverySettings.digestCoveredUntil, until),
          ),
        ),
      );
  }
}
