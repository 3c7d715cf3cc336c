import { evolve } from './evolve.ts';
import type { BigShotEvent, BigShotState } from './types.ts';

/**
 * Collects the events of one decision while folding them, so that the decision logic always reads
 * the state that `evolve` itself produces: there is one source of truth for what an event means.
 */
export class Emitter {
  readonly events: BigShotEvent[] = [];
  #state: BigShotState;

  constructor(state: BigShotState) {
    this.#state = state;
  }

  get state(): BigShotState {
    return this.#state;
  }

  emit(event: BigShotEvent): void {
    this.events.push(event);
    this.#state = evolve(this.#state, event);
  }
}
