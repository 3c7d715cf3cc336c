// A player's public profile and ratings, read before the page renders
// (GET /api/v1/players/:username and /players/:username/ratings, in parallel).
import { api, asApiError, unwrap } from '#lib/api/client.ts';
import { loadPlayerRatings } from '#lib/ratings/ratings-api.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
  try {
    const [profile, ratings] = await Promise.all([
      unwrap(
        api().GET('/api/v1/players/{username}', {
          params: { path: { username: params.username } },
        }),
      ),
      loadPlayerRatings(params.username),
    ]);
    return { profile, ratings: ratings.ratings, error: null };
  } catch (failure) {
    return { profile: null, ratings: [], error: asApiError(failure) };
  }
};
