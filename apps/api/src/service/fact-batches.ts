/**
 * Facts handled in the order announced and in batches, by a listener of the commits (the inbox's
 * turns, the webhooks' table events): every fact announced while a batch is handled goes into the
 * next one. One at a time, every commit cost its listeners their own reads and transactions;
 * under load a batch shares them (issue 19: round trips to Postgres are most of a move's CPU). A
 * quiet server handles each fact alone, as soon as it is announced.
 */
export class FactBatches<Fact> {
  readonly #handle: (batch: readonly Fact[]) => Promise<void>;
  readonly #onError: (error: unknown) => void;
  #pending: Fact[] = [];
  #draining: Promise<void> | undefined;

  constructor(
    handle: (batch: readonly Fact[]) => Promise<void>,
    onError: (error: unknown) => void,
  ) {
    this.#handle = handle;
    this.#onError = onError;
  }

  push(fact: Fact): void {
    this.#pending.push(fact);
    // After the announcing code's own turn, as the facts' listeners always ran.
    this.#draining ??= Promise.resolve().then(() => this.#drain());
  }

  /** Resolves once every fact pushed so far (and any pushed meanwhile) has been handled. */
  idle(): Promise<void> {
    return this.#draining ?? Promise.resolve();
  }

  async #drain(): Promise<void> {
    try {
      while (this.#pending.length > 0) {
        const batch = this.#pending;
        this.#pending = [];
        await this.#handle(batch).catch(this.#onError);
      }
    } finally {
      this.#draining = undefined;
    }
  }
}
