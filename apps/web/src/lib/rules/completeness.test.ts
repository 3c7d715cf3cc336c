/** The rules-text check finds what it is there to find (so a game's text test can fail). */
import { describe, expect, it } from 'vitest';
import { rulesTextProblems } from './completeness.ts';
import { list, p } from './text.ts';
import type { RulesText } from './text.ts';

const good: RulesText<'a', 'x'> = {
  contents: 'Contents',
  example: 'Example',
  sections: { a: { heading: 'A', blocks: [p('one'), list('i', 'ii')] } },
  examples: { x: { title: 'X', caption: 'words' } },
};

describe('rulesTextProblems', () => {
  it('passes texts of the same shape with no empty string', () => {
    expect(rulesTextProblems({ en: good, it: good }, ['a'], ['x'])).toEqual([]);
  });

  it('names a section whose blocks differ from the first language', () => {
    const short = { ...good, sections: { a: { heading: 'A', blocks: [p('one'), list('i')] } } };
    expect(rulesTextProblems({ en: good, fr: short }, ['a'], ['x'])).toEqual([
      'fr: section a is p,list:1',
    ]);
  });

  it('names an empty caption and an empty list item', () => {
    const empty = {
      ...good,
      sections: { a: { heading: 'A', blocks: [p('one'), list('i', ' ')] } },
      examples: { x: { title: 'X', caption: '' } },
    };
    expect(rulesTextProblems({ en: good, it: empty }, ['a'], ['x'])).toEqual([
      'it: a.1.1 is empty',
      'it: x.caption is empty',
    ]);
  });
});
