/**
 * The board a seat last saw, kept in this browser (localStorage), so that on arrival a table can
 * highlight what changed since then ("while you were away" on the board). It holds only the
 * seat's own view, which that browser has already been shown; a missing, unreadable or foreign
 * entry is simply no memory. Tables pass a key naming the page and the seat.
 */

/** The key for a seat's table on the current page (the live table and its replay differ). */
export function memoryKey(game: string, pathname: string, seat: number): string {
  return `tavolo.seen.${game}.${pathname}.${String(seat)}`;
}

/** The part of Web Storage used here (tests pass a map-backed one). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The browser's localStorage, or null where there is none (the server) or it is forbidden. */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A browser that forbids storage (privacy settings) just has no memory.
    return null;
  }
}

export function recall(store: KeyValueStore | null, key: string): unknown {
  const text = store?.getItem(key) ?? null;
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function remember(store: KeyValueStore | null, key: string, view: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(view));
  } catch {
    // Full or forbidden storage: the next visit highlights nothing, which is still correct.
  }
}
