/**
 * Exhaustive switches over the engine's public event types (as types, through @tavolo/sdk/games):
 * a describer lists the event types it handles with `eventTypes`, which must name every type of
 * the engine's union and no other, and ends its switch with `unhandled`, which accepts only
 * `never`. An event type added to or removed from the engine then fails svelte-check.
 */

/** The handled types, as a set for the runtime guard; `types` must cover the union exactly. */
export function eventTypes<Type extends string>(
  types: Readonly<Record<Type, true>>,
): (value: unknown) => value is Type {
  const known: ReadonlySet<string> = new Set(Object.keys(types));
  return (value): value is Type => typeof value === 'string' && known.has(value);
}

/** The end of a switch that handled every case; a case left out makes its call fail to compile. */
export function unhandled(_value: never, fallback: string): string {
  return fallback;
}
