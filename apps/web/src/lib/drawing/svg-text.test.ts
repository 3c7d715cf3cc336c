import { describe, expect, it } from 'vitest';
import {
  ELLIPSIS,
  ellipsize,
  fitLine,
  fitName,
  graphemes,
  shrinkToFit,
  textWidth,
  wrapLines,
} from './svg-text.ts';

const SMALL = { size: 11 };
const BOLD = { size: 13, bold: true };
/** The longest username the API accepts (3 to 32 letters, digits, dots, dashes, underscores). */
const LONGEST = 'Bartholomew_Featherstonehaugh_II';

describe('textWidth', () => {
  it('adds up the glyphs, wider for wide letters and for bold', () => {
    expect(textWidth('', SMALL)).toBe(0);
    expect(textWidth('WWW', SMALL)).toBeGreaterThan(textWidth('iii', SMALL) * 3);
    expect(textWidth('Ann', BOLD)).toBeGreaterThan(textWidth('Ann', { size: 13 }));
    expect(textWidth('Ann', { size: 22 })).toBeCloseTo(2 * textWidth('Ann', SMALL));
  });

  it('errs on the long side for a typical name (about 0.6 em a letter)', () => {
    const name = 'bc_a_a5ee7887';
    expect(textWidth(name, SMALL) / (name.length * 11)).toBeGreaterThan(0.55);
  });

  it('counts a letter with its accent once, and an emoji or a CJK character as wide', () => {
    const composed = 'é';
    const decomposed = 'e\u0301';
    expect(textWidth(decomposed, SMALL)).toBe(textWidth(composed, SMALL));
    expect(textWidth('e', SMALL)).toBe(textWidth(composed, SMALL));
    expect(textWidth('👩‍👩‍👧', SMALL)).toBeGreaterThanOrEqual(11);
    expect(textWidth('山田', SMALL)).toBe(22);
  });

  it('knows the marks drawn beside words (a wedge’s ✦ and ✓) at their own width', () => {
    expect(textWidth('✦', SMALL)).toBeCloseTo(0.838 * 11);
    expect(textWidth('✓', SMALL)).toBeCloseTo(0.838 * 11);
  });
});

describe('ellipsize', () => {
  it('returns text that fits unchanged', () => {
    expect(ellipsize('Ann', 100, SMALL)).toBe('Ann');
    expect(ellipsize('Ann', textWidth('Ann', SMALL), SMALL)).toBe('Ann');
  });

  it('shortens text that does not fit to its longest start that fits, with an ellipsis', () => {
    const short = ellipsize(LONGEST, 100, BOLD);
    expect(short.endsWith(ELLIPSIS)).toBe(true);
    expect(textWidth(short, BOLD)).toBeLessThanOrEqual(100);
    const kept = short.slice(0, -1);
    expect(LONGEST.startsWith(kept)).toBe(true);
    // One more letter would not fit.
    const longer = `${LONGEST.slice(0, kept.length + 1)}${ELLIPSIS}`;
    expect(textWidth(longer, BOLD)).toBeGreaterThan(100);
  });

  it('never leaves a space before the ellipsis', () => {
    const short = ellipsize('Anna Maria Rossi', textWidth('Anna …', SMALL), SMALL);
    expect(short).toBe('Anna…');
  });

  it('never cuts a letter from its accent or an emoji apart', () => {
    const name = `Zoe\u0301 👩‍👩‍👧 Zoe\u0301`;
    for (let width = 0; width < textWidth(name, SMALL); width += 1) {
      const kept = graphemes(ellipsize(name, width, SMALL)).slice(0, -1);
      expect(graphemes(name).slice(0, kept.length)).toEqual(kept);
    }
  });

  it('gives only the ellipsis when not even one letter fits', () => {
    expect(ellipsize('Ann', 5, SMALL)).toBe(ELLIPSIS);
  });
});

describe('fitName', () => {
  const turn = (name: string): string => `Turn: ${name} (you)`;

  it('keeps a line that fits whole and says so', () => {
    expect(fitName('bc_a_a5ee7887', 254, { size: 12 }, turn)).toEqual({
      text: 'Turn: bc_a_a5ee7887 (you)',
      full: 'Turn: bc_a_a5ee7887 (you)',
      clipped: false,
    });
  });

  it('shortens only the name, keeping the words around it, and keeps the full line', () => {
    const fitted = fitName(LONGEST, 160, { size: 12 }, turn);
    expect(fitted.clipped).toBe(true);
    expect(fitted.full).toBe(turn(LONGEST));
    expect(fitted.text).toMatch(/^Turn: Bartholom[^ ]*… \(you\)$/);
    expect(textWidth(fitted.text, { size: 12 })).toBeLessThanOrEqual(160);
  });

  it('shortens the whole line when the words around leave no room for the name', () => {
    const fitted = fitName(LONGEST, 60, { size: 12 }, turn);
    expect(fitted.text).toMatch(/^Turn:.*…$/);
    expect(textWidth(fitted.text, { size: 12 })).toBeLessThanOrEqual(60);
  });

  it('fits a bare name when no frame is given', () => {
    const fitted = fitName(LONGEST, 150, BOLD);
    expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
    expect(fitted.full).toBe(LONGEST);
    expect(textWidth(fitted.text, BOLD)).toBeLessThanOrEqual(150);
  });
});

describe('fitLine', () => {
  it('cuts the end of a line that does not fit', () => {
    expect(fitLine('Score 3 · Free 4', 300, SMALL)).toEqual({
      text: 'Score 3 · Free 4',
      full: 'Score 3 · Free 4',
      clipped: false,
    });
    const cut = fitLine('Winners: Ann, Bob and Cy', 80, SMALL);
    expect(cut.clipped).toBe(true);
    expect(cut.text.endsWith(ELLIPSIS)).toBe(true);
    expect(cut.full).toBe('Winners: Ann, Bob and Cy');
  });
});

describe('shrinkToFit', () => {
  const TITLE = { size: 15, bold: true };

  it('keeps the size of a label that fits', () => {
    expect(shrinkToFit('H5 · 21\u00a0M', 84, TITLE, 11)).toEqual({
      text: 'H5 · 21\u00a0M',
      full: 'H5 · 21\u00a0M',
      clipped: false,
      size: 15,
    });
  });

  it('shrinks a label that does not fit, down to the smallest size that does', () => {
    const fitted = shrinkToFit('A10 · 10\u00a0M', 84, TITLE, 11);
    expect(fitted.text).toBe('A10 · 10\u00a0M');
    expect(fitted.size).toBeLessThan(15);
    expect(fitted.size).toBeGreaterThan(13);
    expect(textWidth(fitted.text, { ...TITLE, size: fitted.size })).toBeLessThanOrEqual(84);
  });

  it('shortens it too when even the smallest size is too wide', () => {
    const fitted = shrinkToFit('A10 · 10\u00a0000\u00a0M', 60, TITLE, 12);
    expect(fitted.size).toBe(12);
    expect(fitted.clipped).toBe(true);
    expect(fitted.text.endsWith(ELLIPSIS)).toBe(true);
    expect(textWidth(fitted.text, { ...TITLE, size: 12 })).toBeLessThanOrEqual(60);
  });
});

describe('wrapLines', () => {
  const SIZE = { size: 14 };

  it('keeps a text that fits on one line', () => {
    expect(wrapLines('unowned', 84, SIZE, 2)).toEqual(['unowned']);
  });

  it('breaks at spaces into lines that fit', () => {
    const lines = wrapLines('senza proprietario', 84, SIZE, 2);
    expect(lines).toEqual(['senza', 'proprietario']);
    for (const line of lines) expect(textWidth(line, SIZE)).toBeLessThanOrEqual(84);
  });

  it('shortens the last line when the text needs more lines than allowed', () => {
    const lines = wrapLines('one two three four five six seven', 60, SIZE, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('one two');
    expect(lines[1]?.endsWith(ELLIPSIS)).toBe(true);
    for (const line of lines) expect(textWidth(line, SIZE)).toBeLessThanOrEqual(60);
  });

  it('shortens a word longer than a line, and gives no lines for no text', () => {
    const lines = wrapLines('Featherstonehaugh is here', 60, SIZE, 3);
    expect(lines[0]?.endsWith(ELLIPSIS)).toBe(true);
    expect(lines.slice(1)).toEqual(['is here']);
    expect(wrapLines('  ', 60, SIZE, 2)).toEqual([]);
  });
});
