/** The rulebook in every language: every section, paragraph, example and drawing word present. */
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from './examples.ts';
import { en } from './text-en.ts';
import { fr } from './text-fr.ts';
import { it as italian } from './text-it.ts';
import { OUTLINE } from './text.ts';

const TEXTS = { en, it: italian, fr };

describe('Bon Appétit! rulebook text', () => {
  for (const [locale, text] of Object.entries(TEXTS)) {
    it(`${locale}: every section has a heading and non-empty paragraphs`, () => {
      expect(text.contents.trim()).not.toBe('');
      expect(text.version.trim()).not.toBe('');
      for (const { id } of OUTLINE) {
        const section = text.sections[id];
        expect(section.heading.trim(), id).not.toBe('');
        expect(section.paragraphs.length, id).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) expect(paragraph.trim(), id).not.toBe('');
      }
    });

    it(`${locale}: every drawn example has a title and a caption, and the drawing its words`, () => {
      for (const id of Object.keys(EXAMPLES) as (keyof typeof EXAMPLES)[]) {
        expect(text.examples[id].title.trim(), id).not.toBe('');
        expect(text.examples[id].caption.trim(), id).not.toBe('');
      }
      for (const [key, words] of Object.entries(text.figure))
        expect(words.trim(), key).not.toBe('');
    });
  }

  it('each language has as many paragraphs per section as English', () => {
    for (const { id } of OUTLINE) {
      const count = en.sections[id].paragraphs.length;
      expect(
        [italian, fr].map((text) => text.sections[id].paragraphs.length),
        id,
      ).toEqual([count, count]);
    }
  });

  it('every example the outline places is drawn, and every drawn example is placed', () => {
    const placed = OUTLINE.flatMap((entry) => [...entry.examples]).sort();
    expect(placed).toEqual(Object.keys(EXAMPLES).sort());
  });
});
