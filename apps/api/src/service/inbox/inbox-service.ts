/**
 * The in-app inbox and the reminder ladder (issue 17 items 8 and 9; ADR 0029). It subscribes to
 * the game service's facts (only the process that committed a fact hears it, so each is handled
 * once); turn-facts.ts keeps each game's turns (store/turn-store.ts) and writes their
 * notifications; the reminder sweeper (reminder-sweeper.ts) sends the rungs. Everything an
 * account reads here is its own.
 */
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { NotificationRow } from '../../db/schema.ts';
import { ServiceError } from '../../errors.ts';
import { InboxStore } from '../../store/inbox-store.ts';
import { TurnStore } from '../../store/turn-store.ts';
import type { DueReminder, ReminderDecision } from '../../store/turn-store.ts';
import { parseInput } from '../inputs.ts';
import { notificationText, parseContent } from './notification-data.ts';
import type { Notification } from './notification-data.ts';
import { TurnFacts } from './turn-facts.ts';
import type { FactSource } from './turn-facts.ts';
import { inboxPageSchema, notificationIdSchema } from './inbox-inputs.ts';
import type { InboxPageInput } from './inbox-inputs.ts';
import {
  DEFAULT_LADDER,
  dueRung,
  nextReminderAt,
  reminderSettingsSchema,
} from './reminder-ladder.ts';
import type { ReminderSettings } from './reminder-ladder.ts';

/** Had the table open this recently: watching (ADR 0029). Refreshes come at half this. */
export const WATCH_WINDOW_MS = 60_000;

/**
 * How long a game may be ahead of what the inbox handled before the catch-up replays it: the
 * live handler's time, so that the two never race in practice (were they to, the notifications'
 * dedupe keys and the turns' rows still leave one of each).
 */
export const CATCH_UP_GRACE_MS = 60_000;

export interface InboxPage {
  readonly notifications: Notification[];
  /** Pass as `before` for the next (older) page; null when this page is the last. */
  readonly nextBefore: number | null;
}

export interface InboxServiceOptions {
  readonly clock?: Clock;
  /** Where a fact's or a reminder's failure goes (default console.error). */
  readonly onError?: (error: unknown) => void;
  /** See {@link CATCH_UP_GRACE_MS}. */
  readonly catchUpGraceMs?: number;
}

function notificationOf(row: NotificationRow): Notification {
  const content = parseContent(row.kind, row.data);
  return {
    ...content,
    id: row.id,
    gameId: row.gameId,
    text: notificationText(content),
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export class InboxService {
  readonly #notes: InboxStore;
  readonly #turns: TurnStore;
  readonly #clock: Clock;
  readonly #onError: (error: unknown) => void;
  /** The facts' side: turns, their notices, the catch-up. */
  readonly #facts: TurnFacts;
  /** When this process last recorded each (game, account) as watching: fewer writes. */
  readonly #lastSeen = new Map<string, number>();

  constructor(db: Db, options: InboxServiceOptions = {}) {
    this.#notes = new InboxStore(db);
    this.#turns = new TurnStore(db);
    this.#clock = options.clock ?? systemClock;
    this.#onError =
      options.onError ??
      ((error) => {
        console.error('inbox:', error);
      });
    this.#facts = new TurnFacts(db, {
      clock: this.#clock,
      onError: this.#onError,
      catchUpGraceMs: options.catchUpGraceMs ?? CATCH_UP_GRACE_MS,
    });
  }

  /** Subscribes to `source`'s facts; returns the unsubscribe function. */
  attach(source: FactSource): () => void {
    return this.#facts.attach(source);
  }

  /** Resolves once every fact announced so far has been handled. */
  idle(): Promise<void> {
    return this.#facts.idle();
  }

  /**
   * One catch-up round (ADR 0029): replays the facts of at most `limit` games whose process died
   * between a commit and its handler (turn-facts.ts); how many games were caught up.
   */
  catchUp(limit: number): Promise<number> {
    return this.#facts.catchUp(limit);
  }

  // ── Reading and marking ───────────────────────────────────────────────────────────────────

  async page(playerId: string, input: InboxPageInput = {}): Promise<InboxPage> {
    const query = parseInput(inboxPageSchema, input, 'inbox page');
    const rows = await this.#notes.page(playerId, { ...query, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      notifications: page.map(notificationOf),
      nextBefore: rows.length > query.limit && last !== undefined ? last.seq : null,
    };
  }

  unreadCount(playerId: string): Promise<number> {
    return this.#notes.unreadCount(playerId);
  }

  /** What changes whenever the inbox does: the live ETag. */
  async inboxTag(playerId: string): Promise<{ unreadCount: number; newest: number }> {
    const [unreadCount, newest] = await Promise.all([
      this.#notes.unreadCount(playerId),
      this.#notes.newestSeq(playerId),
    ]);
    return { unreadCount, newest };
  }

  /** NOTIFICATION_NOT_FOUND for an id that is not one of the account's own (nothing changes). */
  async markRead(playerId: string, notificationId: string): Promise<void> {
    const id = parseInput(notificationIdSchema, notificationId, 'notification id');
    if (!(await this.#notes.markRead(playerId, id, this.#clock.now()))) {
      throw new ServiceError('NOTIFICATION_NOT_FOUND', `You have no notification ${id}.`);
    }
  }

  markAllRead(playerId: string): Promise<number> {
    return this.#notes.markAllRead(playerId, this.#clock.now());
  }

  // ── The reminder ladder ───────────────────────────────────────────────────────────────────

  async reminderSettings(playerId: string): Promise<ReminderSettings> {
    const ladder = (await this.#turns.ladders([playerId])).get(playerId);
    return { offsetsSeconds: [...(ladder ?? DEFAULT_LADDER)] };
  }

  async setReminderSettings(playerId: string, input: unknown): Promise<ReminderSettings> {
    const { offsetsSeconds } = parseInput(reminderSettingsSchema, input, 'reminder settings');
    const now = this.#clock.now();
    await this.#turns.saveLadder(playerId, offsetsSeconds, now);
    await this.#turns.rescheduleFor(playerId, (turn) =>
      nextReminderAt(offsetsSeconds, turn.deadline, now),
    );
    return { offsetsSeconds };
  }

  // ── Watching ──────────────────────────────────────────────────────────────────────────────

  /**
   * Records that the account has the game's table open (a state read, a long-poll, a live
   * subscription): no reminder of the game reaches it for {@link WATCH_WINDOW_MS}.
   */
  async watching(gameId: string, playerId: string): Promise<void> {
    const now = this.#clock.now().getTime();
    const key = `${gameId}:${playerId}`;
    const last = this.#lastSeen.get(key);
    if (last !== undefined && now - last < WATCH_WINDOW_MS / 4 && now >= last) return;
    this.#lastSeen.set(key, now);
    if (this.#lastSeen.size > 10_000) this.#lastSeen.clear();
    await this.#turns.seen(gameId, playerId, new Date(now));
  }

  // ── Reminders ─────────────────────────────────────────────────────────────────────────────

  /** One sweeper round: sends the due reminders of at most `limit` turns; how many were sent. */
  sweepReminders(limit: number): Promise<number> {
    const now = this.#clock.now();
    return this.#turns.sweepReminders(
      now,
      limit,
      (due) => decideReminder(due, now),
      (error, turn) => {
        this.#onError(
          new Error(`reminder of game ${turn.gameId} seat ${turn.seat} failed`, { cause: error }),
        );
      },
    );
  }
}

/**
 * The sweeper's choice for a due turn: the rung due now (none while the account watches the
 * game), and when the next one is.
 */
export function decideReminder(due: DueReminder, now: Date): ReminderDecision {
  const { turn } = due;
  const ladder = due.ladder ?? DEFAULT_LADDER;
  if (turn.deadline === null) return { remindAt: null };
  const remindAt = nextReminderAt(ladder, turn.deadline, now);
  const rung = dueRung(ladder, turn.deadline, now);
  const watching = due.seenAt !== null && now.getTime() - due.seenAt.getTime() < WATCH_WINDOW_MS;
  if (rung === undefined || watching) return { remindAt };
  const deadline = turn.deadline.toISOString();
  return {
    remindAt,
    notification: {
      playerId: turn.playerId,
      gameId: turn.gameId,
      kind: 'reminder',
      data: { engine: due.engine, seat: turn.seat, deadline, beforeSeconds: rung },
      dedupeKey: `reminder:${turn.gameId}:${turn.seat}:${deadline}:${rung}`,
    },
  };
}
