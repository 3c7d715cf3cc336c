/**
 * Webhook operations (issue 18 item 7), for REST and GraphQL alike, exposed as
 * `Operations.webhooks`: an account manages its own webhooks, and any seated player the table
 * channels of their game. Reading needs a `read` token; changing, a session or a play/bot token.
 */
import type { WebhookService } from '../../delivery/webhooks/webhook-service.ts';
import type {
  DeliveryView,
  WebhookView,
  WebhookWithSecret,
} from '../../delivery/webhooks/views.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { z } from 'zod';
import { parseInput } from '../../service/inputs.ts';
import { parseId } from '../edge-inputs.ts';
import { ApiError } from '../error-table.ts';

/** Delivery ids as the server hands them out (`msg_` and 32 hex digits). */
export const deliveryIdSchema = z
  .string()
  .regex(/^msg_[0-9a-f]{32}$/, { error: 'a delivery id as the server hands them out (msg_…)' });

export class WebhookOperations {
  readonly #webhooks: WebhookService | undefined;

  constructor(webhooks: WebhookService | undefined) {
    this.#webhooks = webhooks;
  }

  get #service(): WebhookService {
    if (this.#webhooks === undefined) {
      throw new ApiError('NOT_FOUND', 'Webhooks are not enabled on this server.');
    }
    return this.#webhooks;
  }

  list(caller: Caller): Promise<WebhookView[]> {
    return this.#service.list(requireCapability(caller, 'read').playerId);
  }

  create(caller: Caller, input: unknown): Promise<WebhookWithSecret> {
    return this.#service.create(requireCapability(caller, 'seat').playerId, null, input);
  }

  async listTable(caller: Caller, gameId: string): Promise<WebhookView[]> {
    const id = await this.#seatedIn(caller, gameId, 'read');
    return this.#service.listTable(id);
  }

  async createTable(caller: Caller, gameId: string, input: unknown): Promise<WebhookWithSecret> {
    const { playerId } = requireCapability(caller, 'seat');
    const id = await this.#seatedIn(caller, gameId, 'seat');
    return this.#service.create(playerId, id, input);
  }

  get(caller: Caller, webhookId: string): Promise<WebhookView> {
    const { playerId } = requireCapability(caller, 'read');
    return this.#service.get(playerId, parseId(webhookId, 'webhook id'));
  }

  update(caller: Caller, webhookId: string, input: unknown): Promise<WebhookView> {
    const { playerId } = requireCapability(caller, 'seat');
    return this.#service.update(playerId, parseId(webhookId, 'webhook id'), input);
  }

  remove(caller: Caller, webhookId: string): Promise<void> {
    const { playerId } = requireCapability(caller, 'seat');
    return this.#service.remove(playerId, parseId(webhookId, 'webhook id'));
  }

  rotate(caller: Caller, webhookId: string): Promise<WebhookWithSecret> {
    const { playerId } = requireCapability(caller, 'seat');
    return this.#service.rotate(playerId, parseId(webhookId, 'webhook id'));
  }

  sendTest(caller: Caller, webhookId: string): Promise<DeliveryView> {
    const { playerId } = requireCapability(caller, 'seat');
    return this.#service.sendTest(playerId, parseId(webhookId, 'webhook id'));
  }

  deliveries(caller: Caller, webhookId: string, limit?: number): Promise<DeliveryView[]> {
    const { playerId } = requireCapability(caller, 'read');
    return this.#service.deliveries(playerId, parseId(webhookId, 'webhook id'), limit);
  }

  redeliver(caller: Caller, deliveryId: string): Promise<DeliveryView> {
    const { playerId } = requireCapability(caller, 'seat');
    const id = parseInput(deliveryIdSchema, deliveryId, 'delivery id');
    return this.#service.redeliver(playerId, id);
  }

  /** The game id, when the caller holds a seat in it; NOT_SEATED otherwise. */
  async #seatedIn(caller: Caller, gameId: string, capability: 'read' | 'seat'): Promise<string> {
    const { playerId } = requireCapability(caller, capability);
    const id = parseId(gameId, 'game id');
    if (!(await this.#service.isSeated(id, playerId))) {
      throw new ApiError(
        'NOT_SEATED',
        'Only the players seated at a game manage its table channels.',
      );
    }
    return id;
  }
}
