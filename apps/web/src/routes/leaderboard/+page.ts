// The titles that have a leaderboard: every game the server plays.
import { asApiError } from '#lib/api/client.ts';
import { loadEngines } from '#lib/api/engines.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async () => {
  try {
    return { engines: await loadEngines(), error: null };
  } catch (failure) {
    return { engines: [], error: asApiError(failure) };
  }
};
