/** What the page around a table follows: the status (a game may end while open), and the turn. */
export interface SeenTable {
  readonly status: 'started' | 'finished';
  /** The viewer holds a seat that may act now. */
  readonly myTurn: boolean;
}
