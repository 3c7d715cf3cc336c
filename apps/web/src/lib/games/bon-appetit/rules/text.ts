/**
 * The shape of Bon Appétit!'s rulebook, shared by its three languages: the outline (which
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
  { id: 'turn', level: 2, examples: [] },
  { id: 'hunt', level: 2, examples: [] },
  { id: 'cat', level: 3, examples: ['cat-catches'] },
  { id: 'all-cheese', level: 3, examples: ['all-cheese'] },
  { id: 'another-mouse', level: 3, examples: ['mouse-chain'] },
  { id: 'out-of-cards', level: 3, examples: [] },
  { id: 'new-pile', level: 2, examples: [] },
  { id: 'centre-card', level: 2, examples: ['centre-mouse'] },
  { id: 'won-cards', level: 2, examples: [] },
  { id: 'end', level: 2, examples: [] },
  { id: 'winner', level: 3, examples: [] },
  { id: 'endless', level: 3, examples: [] },
  { id: 'options', level: 2, examples: [] },
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
  /** Words inside the drawings: "{name}" is replaced by a player, "{n}" by a number. */
  readonly figure: {
    /** Over the row of cards: the common pile, first card played on the left. */
    readonly common: string;
    /** Under the deal's centre card, which nobody played. */
    readonly centre: string;
    readonly catch: string;
    readonly miss: string;
  };
}
