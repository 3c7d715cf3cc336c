/** Paths of this app with a query string, still typed as resolved paths (for links and goto). */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';

export function withSearch(path: ResolvedPathname, search: string): ResolvedPathname {
  return `${path}${search}` as ResolvedPathname;
}

/** The sign-in page, coming back to `returnTo` afterwards. */
export function signInHref(returnTo: string): ResolvedPathname {
  return withSearch(resolve('/sign-in'), `?next=${encodeURIComponent(returnTo)}`);
}

/** A same-site path (already checked by nextPath) under this app's base path. */
export function appPath(path: string): ResolvedPathname {
  return withSearch(resolve('/'), path.replace(/^\//, ''));
}
