// A title's leaderboard (issue 21 item 4), read in the browser (ssr is off: ADR 0015); the
// game's own messages (its name) load with it.
import { asApiError } from '#lib/api/client.ts';
import { loadEngines } from '#lib/api/engines.ts';
import { loadGameUi } from '#lib/games/registry.ts';
import { loadLeaderboard } from '#lib/ratings/ratings-api.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
  const engine = params.engine;
  try {
    const [leaderboard, engines] = await Promise.all([
      loadLeaderboard(engine),
      loadEngines(),
      loadGameUi(engine),
    ]);
    const title = engines.find((entry) => entry.id === engine)?.title;
    return { engine, title, leaderboard, error: null };
  } catch (failure) {
    return { engine, title: undefined, leaderboard: null, error: asApiError(failure) };
  }
};
