/** The game log in words: each event through its game's describeEvent, or a plain fallback. */
import type { GameUi, Translate } from '../games/contract.ts';

const MAX_FALLBACK = 160;

/** An event without a game UI: its type and the rest as compact JSON. */
export function fallbackEventText(event: unknown): string {
  if (typeof event === 'object' && event !== null && !Array.isArray(event)) {
    const { type, ...rest } = event as Record<string, unknown>;
    if (typeof type === 'string') {
      const details = Object.keys(rest).length === 0 ? '' : ` ${JSON.stringify(rest)}`;
      return truncate(`${type.replaceAll('_', ' ')}${details}`);
    }
  }
  return truncate(compactJson(event));
}

/** JSON on one line; undefined (which JSON.stringify gives back as undefined) as its name. */
const stringify: (value: unknown) => string | undefined = JSON.stringify;

export function compactJson(value: unknown): string {
  return stringify(value) ?? String(value);
}

function truncate(text: string): string {
  return text.length > MAX_FALLBACK ? `${text.slice(0, MAX_FALLBACK - 1)}…` : text;
}

export function eventText(
  event: unknown,
  ui: GameUi | undefined,
  t: Translate,
  seatNames: readonly string[],
): string {
  if (ui !== undefined) {
    try {
      const text = ui.describeEvent(event, t, seatNames);
      if (text.trim() !== '') return text;
    } catch {
      // a game that cannot word this event still gets a line
    }
  }
  return fallbackEventText(event);
}

/** A command id for an idempotent submit (crypto.randomUUID needs a secure context). */
export function newCommandId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
