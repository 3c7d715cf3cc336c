/**
 * The shape of The Big Cheese's rulebook, shared by its three languages: the outline (which
 * sections, in which order, at which heading level, with which drawn examples) is fixed here once,
 * and each language only supplies the words, so the three pages cannot drift apart in structure.
 */
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
] as const satisfies readonly {
  readonly id: string;
  readonly level: 2 | 3;
  readonly examples: readonly string[];
}[];

export type SectionId = (typeof OUTLINE)[number]['id'];
export type ExampleId = (typeof OUTLINE)[number]['examples'][number];

/** The sections in page order. */
export const SECTIONS: readonly SectionId[] = OUTLINE.map((entry) => entry.id);

/** A section's heading level: h2, or h3 under the section before it. */
export function levelOf(id: SectionId): 2 | 3 {
  return OUTLINE.find((entry) => entry.id === id)?.level ?? 2;
}

/** The examples drawn at the end of a section. */
export function examplesIn(id: SectionId): readonly ExampleId[] {
  return OUTLINE.find((entry) => entry.id === id)?.examples ?? [];
}

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
