/**
 * Fitting text into the tables' SVG drawings. SVG text neither wraps nor clips, and a drawing
 * cannot measure its text before showing it (nor at all when rendered on the server), so widths are
 * estimated from the glyph widths of DejaVu Sans — wider than most system-ui faces, so the estimate
 * errs on the long side — and a line that would not fit is shortened with an ellipsis. The drawing
 * keeps the full text in a <title> (a tooltip) and the table's text version says it in full.
 *
 * Shared by the four tables' drawings (they import it from here).
 */

export interface Font {
  /** Font size in the drawing's units. */
  readonly size: number;
  readonly bold?: boolean;
}

/** A line made to fit: `text` to draw, `full` for its <title>, `clipped` when they differ. */
export interface Fitted {
  readonly text: string;
  readonly full: string;
  readonly clipped: boolean;
}

export const ELLIPSIS = '…';

/** Advance widths in em of DejaVu Sans (regular), grouped by width. */
const GROUPS: readonly (readonly [number, string])[] = [
  [0.275, '\'"'],
  [0.278, 'ijl'],
  [0.295, 'IJ'],
  [0.318, ' \u00a0\u202f.,·’‘'],
  [0.337, ':;|/\\'],
  [0.352, 'f'],
  [0.361, '-'],
  [0.39, '()[]{}'],
  [0.392, 't'],
  [0.4, '!'],
  [0.411, 'r'],
  [0.5, '_*^'],
  [0.521, 's'],
  [0.525, 'z'],
  [0.53, '?'],
  [0.55, 'c'],
  [0.557, 'L'],
  [0.575, 'F'],
  [0.579, 'k'],
  [0.592, 'vxy'],
  [0.603, 'P'],
  [0.611, 'TY'],
  [0.612, 'o'],
  [0.613, 'a'],
  [0.615, 'e'],
  [0.632, 'E'],
  [0.634, 'bdghnpqu'],
  [0.635, 'S'],
  [0.636, '0123456789$€£'],
  [0.656, 'K'],
  [0.684, 'AVXZ'],
  [0.686, 'B'],
  [0.695, 'R'],
  [0.698, 'C'],
  [0.732, 'U'],
  [0.748, 'N'],
  [0.752, 'H'],
  [0.77, 'D'],
  [0.775, 'G'],
  [0.78, '&'],
  [0.787, 'OQ'],
  [0.818, 'w'],
  [0.838, '#+<>=×−~✓✦'],
  [0.863, 'M'],
  [0.95, '%'],
  [0.974, 'm'],
  [0.989, 'W'],
  [1, '@…—▶'],
];

const WIDTHS: ReadonlyMap<string, number> = new Map(
  GROUPS.flatMap(([width, chars]) => Array.from(chars, (c) => [c, width] as const)),
);

/** Letters of other alphabets (Greek, Cyrillic, accented forms not decomposed, ...). */
const OTHER = 0.7;
const WIDE = 1;
const EMOJI = 1.25;
/** DejaVu Sans Bold is about this much wider. */
const BOLD = 1.12;

const WIDE_CHARS =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The text's graphemes: what a reader counts as characters (an accent stays on its letter). */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** One grapheme's width in em: its base letter's (accents take no room). */
function graphemeWidth(grapheme: string): number {
  if (PICTOGRAPH.test(grapheme)) return EMOJI;
  const base = grapheme.normalize('NFD').charAt(0);
  if (WIDE_CHARS.test(grapheme)) return WIDE;
  return WIDTHS.get(base) ?? OTHER;
}

/** Estimated width of `text` in the drawing's units. */
export function textWidth(text: string, font: Font): number {
  let em = 0;
  for (const g of graphemes(text)) em += graphemeWidth(g);
  return em * font.size * (font.bold === true ? BOLD : 1);
}

/**
 * `text` if it fits `width`, else its longest start that fits with an ellipsis after it (never
 * cutting a letter from its accent), or only the ellipsis when not even one letter fits.
 */
export function ellipsize(text: string, width: number, font: Font): string {
  if (textWidth(text, font) <= width) return text;
  const scale = font.size * (font.bold === true ? BOLD : 1);
  let room = width / scale - graphemeWidth(ELLIPSIS);
  const kept: string[] = [];
  for (const g of graphemes(text)) {
    room -= graphemeWidth(g);
    if (room < 0) break;
    kept.push(g);
  }
  return `${kept.join('').trimEnd()}${ELLIPSIS}`;
}

/**
 * A line naming someone, fitted to `width` by shortening the name only, so the words around it
 * stay whole: `frame` builds the line from a name ("Turn: {name}", "{name} (you)"). When the words
 * around leave no room for a name's first letter, the whole line is shortened instead.
 */
export function fitName(
  name: string,
  width: number,
  font: Font,
  frame: (name: string) => string = (n) => n,
): Fitted {
  const full = frame(name);
  if (textWidth(full, font) <= width) return { text: full, full, clipped: false };
  const room = width - textWidth(frame(''), font);
  const first = graphemes(name)[0] ?? '';
  const short =
    room >= textWidth(`${first}${ELLIPSIS}`, font)
      ? frame(ellipsize(name, room, font))
      : ellipsize(full, width, font);
  return { text: short, full, clipped: true };
}

/** A line with no name in it, fitted to `width` by cutting its end. */
export function fitLine(text: string, width: number, font: Font): Fitted {
  const short = ellipsize(text, width, font);
  return { text: short, full: text, clipped: short !== text };
}

/**
 * A label shown at the largest font size from `font.size` down to `minSize` at which it fits
 * `width`; still too long at `minSize`, it is also shortened with an ellipsis.
 */
export function shrinkToFit(
  text: string,
  width: number,
  font: Font,
  minSize: number,
): Fitted & { readonly size: number } {
  const whole = textWidth(text, font);
  if (whole <= width) return { text, full: text, clipped: false, size: font.size };
  // Width grows in proportion to the size; rounded down to a tenth so the label surely fits.
  const size = Math.max(minSize, Math.floor((font.size * width * 10) / whole) / 10);
  return { ...fitLine(text, width, { ...font, size }), size };
}

/**
 * `text` broken at spaces into at most `maxLines` lines that each fit `width`; a word longer than
 * a line, or what does not fit in the last line, is shortened with an ellipsis.
 */
export function wrapLines(text: string, width: number, font: Font, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (const [i, word] of words.entries()) {
    const joined = line === '' ? word : `${line} ${word}`;
    if (textWidth(joined, font) <= width) {
      line = joined;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    if (lines.length >= maxLines - 1) {
      // The last line takes the rest of the text, shortened.
      lines.push(ellipsize(words.slice(i).join(' '), width, font));
      return lines;
    }
    if (textWidth(word, font) <= width) line = word;
    else lines.push(ellipsize(word, width, font)); // a word longer than a line
  }
  if (line !== '') lines.push(line);
  return lines;
}
