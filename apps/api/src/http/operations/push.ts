/**
 * Web push's public operations (issue 18 item 6), for REST and GraphQL alike, exposed as
 * `Operations.push`: anyone reads the server's public VAPID key; an account subscribes its
 * browsers, lists them (origin and time only) and removes them — its own only.
 */
import type { PushService, PushSubscriptionInfo } from '../../delivery/push/push-service.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';

export class PushOperations {
  readonly #push: PushService;

  constructor(push: PushService) {
    this.#push = push;
  }

  /** The key a browser subscribes with: public, the same for every caller. */
  publicKey(): Promise<string> {
    return this.#push.publicKey();
  }

  list(caller: Caller): Promise<PushSubscriptionInfo[]> {
    return this.#push.list(requireCapability(caller, 'read').playerId);
  }

  /** Subscribing changes the account's own settings: a session, or a token that may play. */
  subscribe(caller: Caller, subscription: unknown): Promise<PushSubscriptionInfo> {
    return this.#push.subscribe(requireCapability(caller, 'seat').playerId, subscription);
  }

  async remove(caller: Caller, subscriptionId: string): Promise<void> {
    const { playerId } = requireCapability(caller, 'seat');
    await this.#push.remove(playerId, parseId(subscriptionId, 'push subscription id'));
  }

  /** Whether the account had a subscription with that endpoint (it has none now). */
  unsubscribe(caller: Caller, endpoint: unknown): Promise<boolean> {
    return this.#push.unsubscribe(requireCapability(caller, 'seat').playerId, endpoint);
  }
}
