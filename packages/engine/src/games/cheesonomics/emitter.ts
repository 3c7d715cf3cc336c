import { evolve } from './evolve.ts';
import type { CheesonomicsEvent, CheesonomicsState } from './types.ts';

/**
 * Collects the events of one decision while folding them, so that the decision logic always reads
 * the state that `evolve` itself produces: there is one source of truth for what an event means.
 */
export class Emitter {
  readonly events: CheesonomicsEvent[] = [];
  #state: CheesonomicsState;

  constructor(state: CheesonomicsState) {
    this.#state = state;
  }

  get state(): CheesonomicsState {
    return this.#state;
  }

  emit(event: CheesonomicsEvent): void {
    this.events.push(event);
    this.#state = evolve(this.#state, event);
  }
}
