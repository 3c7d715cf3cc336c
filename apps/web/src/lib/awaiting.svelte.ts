/**
 * How many of the signed-in player's games wait for their move, for the header's "My games"
 * link (the layout asks again on every navigation, once a minute and on coming back to the tab).
 * Counted from GET /api/v1/me/games, whose first entries are the games to move in.
 */
import { api, unwrap } from './api/client.ts';
import { standing } from './games/my-games.ts';
import { session } from './session.svelte.ts';

class Awaiting {
  /** Games in which a seat of the reader's may act now (0 when signed out). */
  count = $state(0);

  async refresh(): Promise<void> {
    const { account } = session;
    if (account === null) {
      this.count = 0;
      return;
    }
    try {
      const { games } = await unwrap(api().GET('/api/v1/me/games'));
      const mine = games.filter((game) => standing(game, account.playerId).kind === 'yourTurn');
      // Signed out meanwhile: the answer is someone else's.
      if (session.account?.playerId === account.playerId) this.count = mine.length;
    } catch {
      // The header is no place for an error: keep the last count, the next look may do better.
    }
  }
}

export const awaiting = new Awaiting();
