/**
 * The signed-in player's games (GET /api/v1/me/games), read once for the whole app: the "My
 * games" page lists them and the header counts those waiting for the reader's move. The layout
 * asks again on every navigation, once a minute and on coming back to the tab.
 */
import type { GameSummary } from '@tavolo/sdk/client';
import { api, asApiError, unwrap } from './api/client.ts';
import type { TavoloApiError } from './api/client.ts';
import { standing } from './games/my-games.ts';
import { session } from './session.svelte.ts';

class MyGames {
  /** The games, your moves first (the server's order); null until read, or when signed out. */
  games = $state<GameSummary[] | null>(null);
  /** Why the last read failed (the games of the read before stay). */
  error = $state<TavoloApiError | null>(null);
  /** Games in which a seat of the reader's may act now. */
  readonly awaiting = $derived.by(() => {
    const playerId = session.account?.playerId;
    return (this.games ?? []).filter((game) => standing(game, playerId).kind === 'yourTurn').length;
  });

  async refresh(): Promise<void> {
    const { account } = session;
    if (account === null) {
      this.games = null;
      this.error = null;
      return;
    }
    try {
      const { games } = await unwrap(api().GET('/api/v1/me/games'));
      // Signed out or in as someone else meanwhile: the answer is not the reader's.
      if (session.account?.playerId !== account.playerId) return;
      this.games = games;
      this.error = null;
    } catch (failure) {
      this.error = asApiError(failure);
    }
  }
}

export const myGames = new MyGames();
