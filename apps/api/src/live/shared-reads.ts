/**
 * One read per viewer per change, shared by every live subscriber with that viewer (issue 19):
 * when a move reaches a game's 5,000 spectators, each of them re-reads the game as a spectator,
 * and all but the first get the first one's answer.
 *
 * A read is shared only with callers that need no newer version than the one it was started
 * for: it began after that version was committed, so it sees at least that version. A caller
 * told of a later version starts a read of its own, which then replaces the older one.
 */
export class SharedReads<Value> {
  readonly #entries = new Map<
    string,
    { readonly atLeast: number; readonly value: Promise<Value> }
  >();
  readonly #capacity: number;

  /** Keeps the reads of at most `capacity` keys (the least recently started are dropped). */
  constructor(capacity = 10_000) {
    this.#capacity = capacity;
  }

  /** `load()`'s answer, or that of a read of `key` started for version `atLeast` or later. */
  read(key: string, atLeast: number, load: () => Promise<Value>): Promise<Value> {
    const entry = this.#entries.get(key);
    if (entry !== undefined && entry.atLeast >= atLeast) return entry.value;
    const value = load();
    this.#entries.delete(key);
    this.#entries.set(key, { atLeast, value });
    if (this.#entries.size > this.#capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    // A failed read is not shared with those who come later: they try again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** How many keys have a read kept (for tests). */
  get size(): number {
    return this.#entries.size;
  }
}
