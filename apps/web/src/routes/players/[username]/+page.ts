// A player's public profile and ratings, read before the page renders
// (GET /api/v1/players/:username and /players/:username/ratings, in parallel).
import { api, asApiError, unwrap } from '#lib/api/client.ts';
import { loadEngines, titlesOf } from '#lib/api/engines.ts';
import { loadPlayerRatings } from '#lib/ratings/ratings-api.ts';
import type { PageLoad } from './$types';

const NO_TITLES: Readonly<Record<string, string>> = {};

export const load: PageLoad = async ({ params }) => {
  try {
    const [profile, ratings, engines] = await Promise.all([
      unwrap(
        api().GET('/api/v1/players/{username}', {
          params: { path: { username: params.username } },
        }),
      ),
      loadPlayerRatings(params.username),
      loadEngines(),
    ]);
    const titles = titlesOf(engines);
    return { profile, ratings: ratings.ratings, titles, error: null };
  } catch (failure) {
    return { profile: null, ratings: [], titles: NO_TITLES, error: asApiError(failure) };
  }
};
