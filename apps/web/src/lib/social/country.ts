/** A country's flag emoji and name in the reader's language (pure). */

/** The flag emoji of an ISO 3166-1 alpha-2 code: its two regional indicator symbols. */
export function flagOf(country: string): string {
  // Two ASCII letters: code units are the letters.
  const code = country.toUpperCase();
  return String.fromCodePoint(0x1f1a5 + code.charCodeAt(0), 0x1f1a5 + code.charCodeAt(1));
}

/** The country's name in `locale`, or the code when the browser does not know it. */
export function countryName(country: string, locale: string): string {
  return (
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(country) ?? country
  );
}

/** Average move time in words-free form: "42 s", "3.5 min", "2.1 h". */
export function moveTime(seconds: number): { value: number; unit: 's' | 'min' | 'h' } {
  if (seconds < 90) return { value: Math.round(seconds), unit: 's' };
  if (seconds < 5400) return { value: Math.round(seconds / 6) / 10, unit: 'min' };
  return { value: Math.round(seconds / 360) / 10, unit: 'h' };
}
