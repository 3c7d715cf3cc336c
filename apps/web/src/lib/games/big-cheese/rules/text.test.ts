/** The rulebook in every language: every section, block, example and drawing word present. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locales.ts';
import { rulesTextProblems } from '../../../rules/completeness.ts';
import { EXAMPLES } from './examples.ts';
import { en } from './text-en.ts';
import { fr } from './text-fr.ts';
import { it as italian } from './text-it.ts';
import { OUTLINE, SECTIONS } from './text.ts';
import type { ExampleId } from './text.ts';

const TEXTS = { en, it: italian, fr };
const EXAMPLE_IDS = Object.keys(EXAMPLES) as ExampleId[];

describe('The Big Cheese rulebook text', () => {
  it('exists in every language the app speaks', () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...LOCALES].sort());
  });

  it('has every section, paragraph and caption, non-empty, in every language', () => {
    expect(rulesTextProblems(TEXTS, SECTIONS, EXAMPLE_IDS)).toEqual([]);
  });

  for (const [locale, text] of Object.entries(TEXTS)) {
    it(`${locale}: the version note and the drawing's words are there`, () => {
      expect(text.version.trim()).not.toBe('');
      for (const [key, words] of Object.entries(text.figure))
        expect(words.trim(), key).not.toBe('');
    });
  }

  it('every example the outline places is drawn, and every drawn example is placed', () => {
    const placed = OUTLINE.flatMap((entry) => [...entry.examples]).sort();
    expect(placed).toEqual([...EXAMPLE_IDS].sort());
  });
});
