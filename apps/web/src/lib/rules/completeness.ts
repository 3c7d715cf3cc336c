/**
 * Checks for a game's rules texts (used by each game's rules/text.test.ts): every language has the
 * same sections and examples, each section the same blocks, and no string is empty.
 */
import { shapeOf, stringsOf } from './text.ts';
import type { RulesText, SectionText } from './text.ts';

/** What is wrong with `texts`, compared with the first of them (empty when all is well). */
export function rulesTextProblems<S extends string, E extends string>(
  texts: Readonly<Record<string, RulesText<S, E>>>,
  sections: readonly S[],
  examples: readonly E[],
): string[] {
  const problems: string[] = [];
  const entries = Object.entries(texts);
  const reference = entries[0]?.[1];
  if (reference === undefined) return ['no texts'];
  for (const [locale, text] of entries) {
    const ids = Object.keys(text.sections);
    if (ids.join() !== [...sections].join()) problems.push(`${locale}: sections ${ids.join()}`);
    const exampleIds = Object.keys(text.examples).sort();
    if (exampleIds.join() !== [...examples].sort().join())
      problems.push(`${locale}: examples ${exampleIds.join()}`);
    for (const id of sections) {
      const mine: SectionText = text.sections[id];
      const theirs: SectionText = reference.sections[id];
      if (shapeOf(mine).join() !== shapeOf(theirs).join())
        problems.push(`${locale}: section ${id} is ${shapeOf(mine).join()}`);
    }
    for (const [where, value] of stringsOf(text)) {
      if (value.trim() === '') problems.push(`${locale}: ${where} is empty`);
    }
  }
  return problems;
}
