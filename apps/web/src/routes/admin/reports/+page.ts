// Reports of players, for the administrators named in TAVOLO_ADMINS (FORBIDDEN otherwise).
import { api, asApiError, unwrap } from '#lib/api/client.ts';
import type { PageLoad } from './$types';

export const load: PageLoad = async () => {
  try {
    const page = await unwrap(api().GET('/api/v1/admin/reports'));
    return { reports: page.reports, error: null };
  } catch (failure) {
    return { reports: [], error: asApiError(failure) };
  }
};
