/**
 * Collects the events of one decision while folding them, so that a game's decision logic always
 * reads the state that its own `evolve` produces: one source of truth for what an event means.
 * Games subclass it to bind their `evolve` (see each game's emitter.ts).
 */
export class Emitter<State, Event> {
  readonly events: Event[] = [];
  readonly #evolve: (state: State, event: Event) => State;
  #state: State;

  constructor(state: State, evolve: (state: State, event: Event) => State) {
    this.#state = state;
    this.#evolve = evolve;
  }

  get state(): State {
    return this.#state;
  }

  emit(event: Event): void {
    this.events.push(event);
    this.#state = this.#evolve(this.#state, event);
  }
}
