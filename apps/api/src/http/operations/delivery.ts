/**
 * Delivery preferences over the public API (issue 18 item 2), as `Operations.delivery`: an
 * account reads and changes its own only — which channels carry each kind of notification,
 * quiet hours, the digest's hour and the language of what is sent.
 */
import type { PreferenceService } from '../../delivery/preference-service.ts';
import type { DeliveryPreferences } from '../../delivery/preferences.ts';
import { requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';

export class DeliveryOperations {
  readonly #preferences: PreferenceService;

  constructor(preferences: PreferenceService) {
    this.#preferences = preferences;
  }

  preferences(caller: Caller): Promise<DeliveryPreferences> {
    return this.#preferences.preferences(requireCapability(caller, 'read').playerId);
  }

  /** Changing them changes the account: a session, or a token that may play. */
  setPreferences(caller: Caller, input: unknown): Promise<DeliveryPreferences> {
    return this.#preferences.update(requireCapability(caller, 'seat').playerId, input);
  }
}
