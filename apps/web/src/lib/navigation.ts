/** Where to go after signing in: a same-site path from `?next=`, else the lobby. */
export function nextPath(search: { get(name: string): string | null }, fallback: string): string {
  const next = search.get('next');
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return fallback;
  }
  return next;
}
