/**
 * Web push for the API (issue 18 item 6): the server's public VAPID key, which anyone may read,
 * and an account's browser subscriptions — subscribe, list (the push service's origin and when,
 * never the endpoint's secret path or the keys), remove one, unsubscribe a browser by endpoint.
 */
import type { Clock } from '../../clock.ts';
import { systemClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { ServiceError } from '../../errors.ts';
import type { PushConfig } from './push-config.ts';
import { PushStore } from './push-store.ts';
import type { PushSubscriptionRow } from './push-store.ts';
import { endpointSchema, parsePushSubscription } from './subscription-input.ts';
import { VapidKeySource } from './vapid-keys.ts';

/** A subscription as its account sees it: which push service, since when. */
export interface PushSubscriptionInfo {
  readonly id: string;
  /** The push service's origin, e.g. https://fcm.googleapis.com. */
  readonly endpointOrigin: string;
  readonly createdAt: string;
}

export interface PushServiceOptions {
  readonly clock?: Clock;
}

function infoOf(row: PushSubscriptionRow): PushSubscriptionInfo {
  return {
    id: row.id,
    endpointOrigin: new URL(row.endpoint).origin,
    createdAt: row.createdAt.toISOString(),
  };
}

export class PushService {
  readonly #store: PushStore;
  readonly #vapid: VapidKeySource;
  readonly #config: PushConfig;
  readonly #clock: Clock;

  constructor(db: Db, config: PushConfig, options: PushServiceOptions = {}) {
    this.#clock = options.clock ?? systemClock;
    this.#store = new PushStore(db);
    this.#vapid = new VapidKeySource(db, this.#clock);
    this.#config = config;
  }

  /** The key browsers subscribe with (`applicationServerKey`), made on the first call ever. */
  async publicKey(): Promise<string> {
    return (await this.#vapid.keys()).publicKey;
  }

  async subscribe(playerId: string, input: unknown): Promise<PushSubscriptionInfo> {
    const subscription = parsePushSubscription(input, this.#config.allowLoopback);
    return infoOf(await this.#store.upsert(playerId, subscription, this.#clock.now()));
  }

  async list(playerId: string): Promise<PushSubscriptionInfo[]> {
    return (await this.#store.list(playerId)).map(infoOf);
  }

  /** Removes one of the account's subscriptions (another's is not told apart from none). */
  async remove(playerId: string, subscriptionId: string): Promise<void> {
    if (!(await this.#store.removeById(playerId, subscriptionId))) {
      throw new ServiceError(
        'PUSH_SUBSCRIPTION_NOT_FOUND',
        'You have no push subscription with that id.',
      );
    }
  }

  /**
   * Forgets this browser's subscription, by its endpoint; whether the account had it (a browser
   * whose subscription already expired is not an error: it is unsubscribed either way).
   */
  async unsubscribe(playerId: string, endpoint: unknown): Promise<boolean> {
    const parsed = endpointSchema.safeParse(endpoint);
    if (!parsed.success) {
      throw new ServiceError('PUSH_SUBSCRIPTION_INVALID', 'The endpoint must be a URL string.');
    }
    return this.#store.removeByEndpoint(playerId, parsed.data);
  }
}
