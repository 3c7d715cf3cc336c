/** What both fuzz tests (REST and GraphQL) play against. */
export interface FuzzGame {
  /** A started Big Cheese game of three people, no move made yet. */
  readonly live: string;
  /** A game waiting for players, its creator in seat 0. */
  readonly lobby: string;
  /** Authorization headers: seats 0–2 of the live game, a stranger, a read-only token. */
  readonly bearers: readonly string[];
  readonly version: number;
  /** Every seat's legal commands now, as JSON text. */
  readonly legal: ReadonlySet<string>;
  readonly someLegal: readonly unknown[];
}
