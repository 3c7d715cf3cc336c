/**
 * The delivery engine (issue 18 item 1, ADR 0031). Notifications are the outbox: the relay
 * claims those not yet dispatched and, in the same transaction, enqueues a routing job for each
 * (a crash before the commit leaves them undispatched; after it, the jobs are in pg-boss). The
 * routing job reads the account's preferences and quiet hours and enqueues one job per channel,
 * again in one transaction; each channel job sends, skipping e-mail and push while the account
 * has that game's table open. Every job id derives from what it is about, so nothing is
 * enqueued twice; each attempt that fails is retried with backoff and dead-lettered at the end.
 */
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { NotificationRow } from '../db/schema.ts';
import { parseContent } from '../service/inbox/notification-data.ts';
import { WATCH_WINDOW_MS } from '../service/inbox/inbox-service.ts';
import { DeliveryStore } from '../store/delivery-store.ts';
import type { AccountOfRecipient } from '../store/delivery-store.ts';
import type {
  ChannelName,
  DigestChannel,
  NotificationChannel,
  OutboundNotification,
} from './contract.ts';
import { PreferenceService } from './preference-service.ts';
import { minuteOfDay } from './preferences.ts';
import { nextLocalHour } from './quiet-hours.ts';
import type { DeliveryQueue, JobRequest } from './queue.ts';
import { routesOf } from './routing.ts';
import { z } from 'zod';

export const ROUTE_QUEUE = 'tavolo.route';
export const DIGEST_QUEUE = 'tavolo.digest';
export const channelQueue = (channel: ChannelName): string => `tavolo.${channel}`;

const notificationJob = z.object({ notificationId: z.string() });
const digestJob = z.object({ playerId: z.string(), until: z.iso.datetime() });

export interface DeliveryEngineOptions {
  readonly clock?: Clock;
  /** Rows claimed per relay round. */
  readonly batchSize?: number;
}

/** The channels the engine sends through; a missing one is simply not routed to. */
export interface DeliveryChannels {
  readonly email?: NotificationChannel & DigestChannel;
  readonly push?: NotificationChannel;
  readonly webhook?: NotificationChannel;
}

export function outboundOf(row: NotificationRow): OutboundNotification {
  return {
    id: row.id,
    playerId: row.playerId,
    gameId: row.gameId,
    content: parseContent(row.kind, row.data),
    createdAt: row.createdAt.toISOString(),
  };
}

export class DeliveryEngine {
  readonly queue: DeliveryQueue;
  readonly preferences: PreferenceService;
  readonly #store: DeliveryStore;
  readonly #channels: DeliveryChannels;
  readonly #clock: Clock;
  readonly #batchSize: number;

  constructor(
    db: Db,
    queue: DeliveryQueue,
    channels: DeliveryChannels,
    options: DeliveryEngineOptions = {},
  ) {
    this.queue = queue;
    this.#store = new DeliveryStore(db);
    this.#channels = channels;
    this.#clock = options.clock ?? systemClock;
    this.#batchSize = options.batchSize ?? 100;
    this.preferences = new PreferenceService(db, this.#clock);
    queue.handle(ROUTE_QUEUE, (data) => this.#route(notificationJob.parse(data).notificationId));
    queue.handle(DIGEST_QUEUE, (data) => this.#digest(digestJob.parse(data)));
    for (const channel of ['email', 'push', 'webhook'] as const) {
      queue.handle(channelQueue(channel), (data) =>
        this.#send(channel, notificationJob.parse(data).notificationId),
      );
    }
  }

  /** The queues the engine's jobs go to (created when the queue opens). */
  static readonly QUEUES: readonly string[] = [
    ROUTE_QUEUE,
    DIGEST_QUEUE,
    channelQueue('email'),
    channelQueue('push'),
    channelQueue('webhook'),
  ];

  /** One relay round: hands undispatched notifications to the queue; how many. */
  relay(): Promise<number> {
    return this.#store.dispatch(this.#batchSize, this.#clock.now(), (tx, rows) =>
      this.queue.enqueueIn(
        tx,
        rows.map((row) => ({
          queue: ROUTE_QUEUE,
          data: { notificationId: row.id },
          key: `route:${row.id}`,
        })),
      ),
    );
  }

  /** One digest round: enqueues the digests that are due; how many. */
  sweepDigests(): Promise<number> {
    const now = this.#clock.now();
    return this.#store.claimDueDigests(
      now,
      this.#batchSize,
      (settings, timeZone) => new Date(nextLocalHour(settings.digestHour, timeZone, now.getTime())),
      (tx, due) =>
        this.queue.enqueueIn(
          tx,
          due.map(({ playerId, until }) => ({
            queue: DIGEST_QUEUE,
            data: { playerId, until: until.toISOString() },
            key: `digest:${playerId}:${until.toISOString()}`,
          })),
        ),
    );
  }

  async #route(notificationId: string): Promise<void> {
    const row = await this.#store.notification(notificationId);
    if (row === undefined) return;
    const preferences = await this.preferences.preferences(row.playerId).catch(() => undefined);
    if (preferences === undefined) return;
    const quiet = preferences.quietHours;
    const routes = routesOf(
      preferences.kinds[row.kind],
      quiet === null
        ? { startMinute: 0, endMinute: 0 }
        : { startMinute: minuteOfDay(quiet.start), endMinute: minuteOfDay(quiet.end) },
      preferences.timeZone,
      this.#clock.now().getTime(),
    );
    const jobs: JobRequest[] = routes
      .filter((route) => this.#channels[route.channel] !== undefined)
      .map((route) => ({
        queue: channelQueue(route.channel),
        data: { notificationId },
        key: `${route.channel}:${notificationId}`,
        startAfter: route.startAfter,
      }));
    await this.queue.enqueue(jobs);
  }

  async #send(channelName: ChannelName, notificationId: string): Promise<void> {
    const channel = this.#channels[channelName];
    const row = await this.#store.notification(notificationId);
    if (channel === undefined || row === undefined) return;
    const recipient = await this.#store.recipient(row.playerId);
    if (recipient === undefined) return;
    if (channelName !== 'webhook' && (await this.#watching(row))) return;
    await channel.send(outboundOf(row), recipient);
  }

  /** The person has this game's table open: e-mail and push would tell them what they see. */
  #watching(row: NotificationRow): Promise<boolean> {
    if (row.gameId === null) return Promise.resolve(false);
    const since = new Date(this.#clock.now().getTime() - WATCH_WINDOW_MS);
    return this.#store.watchingSince(row.gameId, row.playerId, since);
  }

  async #digest(job: { playerId: string; until: string }): Promise<void> {
    const email = this.#channels.email;
    const recipient: AccountOfRecipient | undefined = await this.#store.recipient(job.playerId);
    if (email === undefined || recipient === undefined) return;
    const preferences = await this.preferences.preferences(job.playerId);
    const kinds = Object.entries(preferences.kinds)
      .filter(([, preference]) => preference.email === 'digest')
      .map(([kind]) => kind as keyof typeof preferences.kinds);
    const until = new Date(job.until);
    const rows = await this.#store.takeDigest(job.playerId, kinds, until);
    if (rows.length > 0) {
      await email.sendDigest(
        recipient,
        rows.map(outboundOf),
        `digest:${job.playerId}:${job.until}`,
      );
    }
    await this.#store.coverDigest(job.playerId, until);
  }
}
