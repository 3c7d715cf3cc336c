import { evolve } from './evolve.ts';
import type { BigCheeseEvent, BigCheeseState } from './types.ts';

/**
 * Collects the events of one decision while folding them, so that the decision logic always reads
 * the state that `evolve` itself produces: there is one source of truth for what an event means.
 */
export class Emitter {
  readonly events: BigCheeseEvent[] = [];
  #state: BigCheeseState;

  constructor(state: BigCheeseState) {
    this.#state = state;
  }

  get state(): BigCheeseState {
    return this.#state;
  }

  emit(event: BigCheeseEvent): void {
    this.events.push(event);
    this.#state = evolve(this.#state, event);
  }
}
