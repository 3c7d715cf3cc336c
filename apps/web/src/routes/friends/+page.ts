// Friends: whom I follow, who follows me, whom I block, and my friends' games in play.
import { api, asApiError, unwrap } from '#lib/api/client.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async () => {
  try {
    const [following, followers, blocks, games] = await Promise.all([
      unwrap(api().GET('/api/v1/me/following')),
      unwrap(api().GET('/api/v1/me/followers')),
      unwrap(api().GET('/api/v1/me/blocks')),
      unwrap(api().GET('/api/v1/me/following/games')),
    ]);
    return {
      lists: {
        following: following.players,
        followers: followers.players,
        blocks: blocks.players,
        games: games.games,
      },
      error: null,
    };
  } catch (failure) {
    return { lists: null, error: asApiError(failure) };
  }
};
