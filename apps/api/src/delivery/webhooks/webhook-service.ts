/**
 * Webhook management (issue 18 item 7): account webhooks (all the owner's games) and table
 * channels (one game's, managed by any of its seated players). Only those may see or touch a
 * webhook; to anyone else it does not exist (WEBHOOK_NOT_FOUND). Targets are vetted before
 * anything is stored (target-policy.ts). Deliveries it makes (tests, redeliveries, table events)
 * go to `enqueue`, which the queue turns into `WebhookAttempts.attempt(deliveryId)` jobs.
 */
import { randomUUID } from 'node:crypto';
import { systemClock } from '../../clock.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../../db/schema.ts';
import { ServiceError } from '../../errors.ts';
import { gamePayload, testPayload } from './payload.ts';
import type { PublicGameReads } from './payload.ts';
import { systemResolver } from './resolver.ts';
import type { Resolver } from './resolver.ts';
import { generateSecret } from './signing.ts';
import { vetTarget } from './target-policy.ts';
import { deliveryView, webhookView } from './views.ts';
import type { DeliveryView, WebhookView, WebhookWithSecret } from './views.ts';
import type { WebhookSettings } from './webhook-config.ts';
import {
  newWebhookSchema,
  parseEventTypes,
  parseInput,
  webhookPatchSchema,
} from './webhook-inputs.ts';
import type { EndpointPatch } from './webhook-store.ts';
import { WebhookStore } from './webhook-store.ts';

/** Hands a delivery to the queue (the lead's pg-boss job), which calls `attempt` for it. */
export type Enqueue = (deliveryId: string) => Promise<void>;

export interface WebhookServiceOptions {
  readonly settings: WebhookSettings;
  readonly games: PublicGameReads;
  readonly enqueue: Enqueue;
  readonly resolver?: Resolver;
  readonly clock?: Clock;
}

/** A game event for its table channels (GameService facts, see table-events.ts). */
export interface TableEvent {
  readonly type: 'turn.changed' | 'game.started' | 'game.finished';
  readonly gameId: string;
  readonly version: number;
}

const LOG_LIMIT = 50;

export class WebhookService {
  readonly #store: WebhookStore;
  readonly #settings: WebhookSettings;
  readonly #games: PublicGameReads;
  readonly #enqueue: Enqueue;
  readonly #resolver: Resolver;
  readonly #clock: Clock;

  constructor(db: Db, options: WebhookServiceOptions) {
    this.#store = new WebhookStore(db);
    this.#settings = options.settings;
    this.#games = options.games;
    this.#enqueue = options.enqueue;
    this.#resolver = options.resolver ?? systemResolver;
    this.#clock = options.clock ?? systemClock;
  }

  /** Whether the account holds a seat in the game (who may manage its table channels). */
  isSeated(gameId: string, playerId: string): Promise<boolean> {
    return this.#store.isSeated(gameId, playerId);
  }

  /** A new webhook of the account (`gameId` null) or a table channel of a game it is seated in. */
  async create(
    playerId: string,
    gameId: string | null,
    input: unknown,
  ): Promise<WebhookWithSecret> {
    const { url, eventTypes, description } = parseInput(newWebhookSchema, input);
    const types = parseEventTypes(eventTypes);
    const target = await vetTarget(url, this.#settings.allowHosts, this.#resolver);
    const secret = generateSecret();
    const now = this.#clock.now();
    // A table channel hears what happens from now on: the game so far counts as announced.
    const announcedVersion = gameId === null ? null : (await this.#games.getGame(gameId)).version;
    const row = await this.#store.insertEndpoint({
      announcedVersion,
      playerId,
      gameId,
      url: target.url.href,
      description,
      eventTypes: types,
      secret,
      enabled: true,
      createdAt: now,
    });
    return { webhook: webhookView(row, now), secret };
  }

  async list(playerId: string): Promise<WebhookView[]> {
    const now = this.#clock.now();
    return (await this.#store.accountEndpoints(playerId)).map((row) => webhookView(row, now));
  }

  /** A game's table channels; the caller checks that `playerId` is seated. */
  async listTable(gameId: string): Promise<WebhookView[]> {
    const now = this.#clock.now();
    return (await this.#store.gameEndpoints(gameId)).map((row) => webhookView(row, now));
  }

  async get(playerId: string, id: string): Promise<WebhookView> {
    return webhookView(await this.#manageable(playerId, id), this.#clock.now());
  }

  /** Changes URL, events, description or enabled; enabling again clears the failure count. */
  async update(playerId: string, id: string, input: unknown): Promise<WebhookView> {
    const endpoint = await this.#manageable(playerId, id);
    const changes = parseInput(webhookPatchSchema, input);
    const patch: EndpointPatch = {};
    if (changes.eventTypes !== undefined) patch.eventTypes = parseEventTypes(changes.eventTypes);
    if (changes.url !== undefined) {
      const target = await vetTarget(changes.url, this.#settings.allowHosts, this.#resolver);
      patch.url = target.url.href;
    }
    if (changes.description !== undefined) patch.description = changes.description;
    if (changes.enabled !== undefined) {
      patch.enabled = changes.enabled;
      if (changes.enabled && !endpoint.enabled) {
        patch.consecutiveFailures = 0;
        patch.disabledReason = null;
      }
    }
    const now = this.#clock.now();
    return webhookView(await this.#store.updateEndpoint(id, patch, now), now);
  }

  async remove(playerId: string, id: string): Promise<void> {
    await this.#manageable(playerId, id);
    await this.#store.deleteEndpoint(id);
  }

  /** A new secret; the current one keeps signing beside it for the configured overlap. */
  async rotate(playerId: string, id: string): Promise<WebhookWithSecret> {
    const endpoint = await this.#manageable(playerId, id);
    const now = this.#clock.now();
    const secret = generateSecret();
    const row = await this.#store.updateEndpoint(
      id,
      {
        secret,
        previousSecret: endpoint.secret,
        previousSecretUntil: new Date(now.getTime() + this.#settings.rotationOverlapMs),
      },
      now,
    );
    return { webhook: webhookView(row, now), secret };
  }

  /** Sends a `test` event now (through the queue); the delivery as the log then shows it. */
  async sendTest(playerId: string, id: string): Promise<DeliveryView> {
    const endpoint = await this.#manageable(playerId, id);
    const now = this.#clock.now();
    const [deliveryId] = await this.#store.createDeliveries(
      [
        {
          endpointId: endpoint.id,
          eventType: 'test',
          eventKey: `test:${randomUUID()}`,
          payload: testPayload(endpoint.id, this.#settings.publicUrl, now),
        },
      ],
      now,
    );
    if (deliveryId === undefined) throw new Error('the test delivery was not written');
    return this.#enqueued(deliveryId);
  }

  /** The webhook's deliveries, newest first. */
  async deliveries(playerId: string, id: string, limit = LOG_LIMIT): Promise<DeliveryView[]> {
    const endpoint = await this.#manageable(playerId, id);
    return (await this.#store.deliveries(endpoint.id, limit)).map(deliveryView);
  }

  /** Queues the delivery again — the same message, the same `webhook-id` — for a new round. */
  async redeliver(playerId: string, deliveryId: string): Promise<DeliveryView> {
    const delivery = await this.#store.delivery(deliveryId);
    const manageable =
      delivery === undefined
        ? undefined
        : await this.#manageableOrNone(playerId, delivery.endpointId);
    if (delivery === undefined || manageable === undefined) {
      throw new ServiceError('WEBHOOK_DELIVERY_NOT_FOUND', 'You have no delivery with this id.');
    }
    await this.#store.updateDelivery(deliveryId, {
      status: 'pending',
      roundAttempts: 0,
      nextRetryAt: null,
      updatedAt: this.#clock.now(),
    });
    return this.#enqueued(deliveryId);
  }

  /**
   * Deliveries of a game event to the game's table channels that subscribe to it: each once per
   * (channel, event and version), and `turn.changed` only when the seats to act changed since
   * the channel last heard. The game is read as a spectator reads it, now.
   */
  async tableEvent(event: TableEvent): Promise<string[]> {
    return this.#announce(event, await this.#store.gameEndpoints(event.gameId));
  }

  /**
   * {@link tableEvent} for each of `events`, in order, their games' channels read in one
   * statement (most games have none, and then nothing more is read). Every event is tried; the
   * failures are thrown together at the end.
   */
  async tableEvents(events: readonly TableEvent[]): Promise<void> {
    const endpoints = await this.#store.gamesEndpoints([...new Set(events.map((e) => e.gameId))]);
    const failures: unknown[] = [];
    for (const event of events) {
      const channels = endpoints.get(event.gameId);
      if (channels === undefined) continue;
      await this.#announce(event, channels).catch((error: unknown) => failures.push(error));
    }
    if (failures.length > 0) throw new AggregateError(failures, 'table events failed');
  }

  async #announce(event: TableEvent, endpoints: readonly WebhookEndpointRow[]): Promise<string[]> {
    const channels = endpoints.filter((c) => c.enabled);
    if (channels.length === 0) return [];
    const summary = await this.#games.getGame(event.gameId);
    if (event.type === 'turn.changed' && summary.status !== 'started') return [];
    const turn = summary.activeSeats.join(',');
    const targets: WebhookEndpointRow[] = [];
    for (const channel of channels) {
      const changed = await this.#turnChanged(event, channel, turn);
      const subscribed = channel.eventTypes.includes(event.type);
      if (subscribed && (event.type !== 'turn.changed' || changed)) targets.push(channel);
    }
    const now = this.#clock.now();
    const payload = gamePayload(event.type, summary, this.#settings.publicUrl, now);
    const ids = await this.#store.createDeliveries(
      targets.map((channel) => ({
        endpointId: channel.id,
        eventType: event.type,
        eventKey: `${event.type}:${event.gameId}:${event.version}`,
        payload,
      })),
      now,
    );
    for (const id of ids) await this.#enqueue(id);
    await this.#store.markAnnounced(event.gameId, event.version);
    return ids;
  }

  /**
   * One catch-up round: the events of games whose table channels are behind (a process died
   * between a move's commit and its facts). The game's state now gives the event: a start not
   * announced yet, the seats to act (sent only if they changed), or the end. How many games.
   */
  async catchUpTables(limit: number): Promise<number> {
    const behind = await this.#store.tablesBehind(limit);
    for (const game of behind) {
      if (game.fresh) {
        await this.tableEvent({ type: 'game.started', gameId: game.gameId, version: 0 });
      }
      const type = game.status === 'finished' ? 'game.finished' : 'turn.changed';
      await this.tableEvent({ type, gameId: game.gameId, version: game.version });
    }
    return behind.length;
  }

  /** game.started and turn.changed move a channel's last announced turn along. */
  #turnChanged(event: TableEvent, channel: WebhookEndpointRow, turn: string): Promise<boolean> {
    if (event.type === 'game.finished') return Promise.resolve(false);
    return this.#store.claimTurn(channel.id, turn);
  }

  async #enqueued(deliveryId: string): Promise<DeliveryView> {
    await this.#enqueue(deliveryId);
    const row: WebhookDeliveryRow | undefined = await this.#store.delivery(deliveryId);
    if (row === undefined) throw new ServiceError('WEBHOOK_DELIVERY_NOT_FOUND', 'It was deleted.');
    return deliveryView(row);
  }

  async #manageableOrNone(playerId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    const endpoint = await this.#store.endpoint(id);
    if (endpoint === undefined) return undefined;
    if (endpoint.gameId === null) return endpoint.playerId === playerId ? endpoint : undefined;
    return (await this.#store.isSeated(endpoint.gameId, playerId)) ? endpoint : undefined;
  }

  async #manageable(playerId: string, id: string): Promise<WebhookEndpointRow> {
    const endpoint = await this.#manageableOrNone(playerId, id);
    if (endpoint === undefined) {
      throw new ServiceError('WEBHOOK_NOT_FOUND', 'You have no webhook with this id.');
    }
    return endpoint;
  }
}
