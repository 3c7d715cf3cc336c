import { evolve } from './evolve.ts';
import type { BonAppetitEvent, BonAppetitState } from './types.ts';

/**
 * Collects the events of one decision while folding them, so that the decision logic always reads
 * the state that `evolve` itself produces: there is one source of truth for what an event means.
 */
export class Emitter {
  readonly events: BonAppetitEvent[] = [];
  #state: BonAppetitState;

  constructor(state: BonAppetitState) {
    this.#state = state;
  }

  get state(): BonAppetitState {
    return this.#state;
  }

  emit(event: BonAppetitEvent): void {
    this.events.push(event);
    this.#state = evolve(this.#state, event);
  }
}
