/**
 * The JSON guards every game folder shares: the engine's views, commands and events reach the
 * client as JSON (`unknown` in the GameUi contract), and each game reads them through these.
 */

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Deep equality of JSON values, key order aside: how a command built in the UI is matched to the
 * one the server listed, so that what the table sends is always the server's own object.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
    );
  }
  return false;
}

/** One engine event read loosely: its type and its fields (null when it is not an object). */
export function eventFields(
  event: unknown,
): { readonly type: string; readonly fields: Readonly<Record<string, unknown>> } | null {
  if (!isRecord(event) || typeof event['type'] !== 'string') return null;
  return { type: event['type'], fields: event };
}

/** A seat number field of an event, or null. */
export function seatField(fields: Readonly<Record<string, unknown>>, key: string): number | null {
  const value = fields[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** The distinct values of a list, in first-seen order. */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
