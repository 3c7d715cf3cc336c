import fc from 'fast-check';

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

/** Text no id or name may hold: NUL (Postgres refuses it in text: these were 500s), controls. */
export const controlText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'tab\there',
  'esc\u001b[1m',
  'del\u007f',
);
