/**
 * The shape of The Big Cheese's rulebook, shared by its three languages: the outline (which
 * sections, in which order, at which heading level, with which drawn examples) is fixed here once,
 * and each language only supplies the words, so the three pages cannot drift apart in structure.
 */
import { outlineParts } from '../../../rules/text.ts';
import type { OutlineEntry } from '../../../rules/text.ts';
import type { RulesText as SharedRulesText } from '../../../rules/text.ts';

/** The sections of the rulebook in reading order; `level` is the heading level (h2 or h3). */
export const OUTLINE = [
  { id: 'overview', level: 2, examples: [] },
  { id: 'components', level: 2, examples: [] },
  { id: 'setup', level: 2, examples: [] },
  { id: 'auction', level: 2, examples: [] },
  { id: 'bidding', level: 3, examples: [] },
  { id: 'winning', level: 3, examples: ['worker-timing'] },
  { id: 'no-bid', level: 3, examples: [] },
  { id: 'payout', level: 2, examples: [] },
  { id: 'dice', level: 3, examples: [] },
  { id: 'payout-order', level: 3, examples: [] },
  { id: 'specials', level: 2, examples: [] },
  { id: 'veto', level: 3, examples: ['veto'] },
  { id: 'big-cheese', level: 3, examples: ['big-cheese'] },
  { id: 'deck', level: 2, examples: [] },
  { id: 'end', level: 2, examples: [] },
  { id: 'variants', level: 2, examples: [] },
  { id: 'exact-30', level: 3, examples: ['exact-30'] },
  { id: 'french-dice', level: 3, examples: [] },
  { id: 'no-luck', level: 3, examples: [] },
  { id: 'table-options', level: 3, examples: [] },
  { id: 'hidden', level: 2, examples: [] },
] as const satisfies readonly OutlineEntry<string, string>[];

export type SectionId = (typeof OUTLINE)[number]['id'];
export type ExampleId = (typeof OUTLINE)[number]['examples'][number];

/** The sections in page order, each one's heading level, and the examples drawn in each. */
export const {
  sections: SECTIONS,
  levelOf,
  examplesIn,
} = outlineParts<SectionId, ExampleId>(OUTLINE);

/** The words of the rulebook in one language. */
export interface RulesText extends SharedRulesText<SectionId, ExampleId> {
  /** One sentence: new games follow this (the newest) rules version, older games keep theirs. */
  readonly version: string;
  /** Words inside the drawings: "{n}" is replaced by a number, "{name}" by a player. */
  readonly figure: {
    readonly player: string;
    readonly step: string;
    readonly score: string;
    readonly dice: string;
    readonly discard: string;
    readonly opener: string;
    readonly offer: string;
  };
}
