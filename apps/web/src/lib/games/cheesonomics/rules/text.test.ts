/** The Cheesonomics rules say the same things in every language, and leave nothing empty. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../i18n/locales.ts';
import { rulesTextProblems } from '../../../rules/completeness.ts';
import { EXAMPLES, EXAMPLE_SECTION, SECTIONS, TEXTS } from './text.ts';

describe('the Cheesonomics rules text', () => {
  it('exists in every language the app speaks', () => {
    expect(Object.keys(TEXTS).sort()).toEqual([...LOCALES].sort());
  });

  it('has every section, paragraph, list item and caption, non-empty, in every language', () => {
    expect(rulesTextProblems(TEXTS, SECTIONS, EXAMPLES)).toEqual([]);
  });

  it('draws every example in a section of the page', () => {
    for (const example of EXAMPLES) expect(SECTIONS).toContain(EXAMPLE_SECTION[example]);
  });

  it('says in every language that games created earlier keep their rules version', () => {
    const said = {
      en: 'keeps the rules version',
      it: 'conserva la versione',
      fr: 'garde la version',
    };
    for (const locale of LOCALES) {
      const words = TEXTS[locale].sections.overview.blocks.map((b) =>
        b.kind === 'p' ? b.text : '',
      );
      expect(words.join(' ')).toContain(said[locale]);
    }
  });
});
