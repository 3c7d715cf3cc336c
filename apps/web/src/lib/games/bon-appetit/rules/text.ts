/**
 * The shape of Bon Appétit!'s rulebook, shared by its three languages: the outline (which
 * sections, in which order, at which heading level, with which drawn examples) is fixed here once,
 * and each language only supplies the words, so the three pages cannot drift apart in structure.
 */

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
] as const satisfies readonly {
  readonly id: string;
  readonly level: 2 | 3;
  readonly examples: readonly string[];
}[];

export type SectionId = (typeof OUTLINE)[number]['id'];
export type ExampleId = (typeof OUTLINE)[number]['examples'][number];

export interface SectionText {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface ExampleText {
  readonly title: string;
  /** The whole example in words: what the figure shows, the cards turned over, the outcome. */
  readonly caption: string;
}

/** The words of the rulebook in one language. */
export interface RulesText {
  /** The heading of the table of contents. */
  readonly contents: string;
  /** One sentence: new games follow this (the newest) rules version, older games keep theirs. */
  readonly version: string;
  readonly sections: Readonly<Record<SectionId, SectionText>>;
  readonly examples: Readonly<Record<ExampleId, ExampleText>>;
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
