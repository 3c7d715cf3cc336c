// A player's public profile, read before the page renders (GET /api/v1/players/:username).
import { api, asApiError, unwrap } from '#lib/api/client.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async ({ params }) => {
  try {
    const profile = await unwrap(
      api().GET('/api/v1/players/{username}', { params: { path: { username: params.username } } }),
    );
    return { profile, error: null };
  } catch (failure) {
    return { profile: null, error: asApiError(failure) };
  }
};
