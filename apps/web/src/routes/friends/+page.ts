// Friends: whom I follow, who follows me, whom I block, and my friends' games in play.
import { api, asApiError, unwrap } from '#lib/api/client.ts';
import { loadEngines, titlesOf } from '#lib/api/engines.ts';
import type { PageLoad } from './$types';

const NO_TITLES: Readonly<Record<string, string>> = {};

export const load: PageLoad = async () => {
  try {
    const [following, followers, blocks, games, engines] = await Promise.all([
      unwrap(api().GET('/api/v1/me/following')),
      unwrap(api().GET('/api/v1/me/followers')),
      unwrap(api().GET('/api/v1/me/blocks')),
      unwrap(api().GET('/api/v1/me/following/games')),
      loadEngines(),
    ]);
    return {
      lists: {
        following: following.players,
        followers: followers.players,
        blocks: blocks.players,
        games: games.games,
      },
      titles: titlesOf(engines),
      error: null,
    };
  } catch (failure) {
    return { lists: null, titles: NO_TITLES, error: asApiError(failure) };
  }
};
