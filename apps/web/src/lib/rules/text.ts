/**
 * The shape of a game's rulebook text (src/lib/games/<engine>/rules/text-*.ts): sections of
 * blocks, plus the titles and captions of the drawn examples. Every language of one game has the
 * same sections and examples (the game's text.ts fixes their ids), and `shapeOf` lets a test check
 * that each section also has the same blocks in every language.
 */

/** One block of a section: a paragraph, a sub-heading, or a list of points. */
export type Block =
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'h3'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export interface SectionText {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

export interface ExampleText {
  readonly title: string;
  /** The example in words: the position, the move and the outcome. */
  readonly caption: string;
}

export interface RulesText<SectionId extends string, ExampleId extends string> {
  /** The heading of the table of contents. */
  readonly contents: string;
  /** The word put before an example's number ("Example"). */
  readonly example: string;
  readonly sections: Readonly<Record<SectionId, SectionText>>;
  readonly examples: Readonly<Record<ExampleId, ExampleText>>;
}

export const p = (text: string): Block => ({ kind: 'p', text });
export const h3 = (text: string): Block => ({ kind: 'h3', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });

/** The structure of a section without its words: e.g. ['p', 'h3', 'list:4']. */
export function shapeOf(section: SectionText): string[] {
  return section.blocks.map((b) => (b.kind === 'list' ? `list:${b.items.length}` : b.kind));
}

/** Every string of a rules text, named by where it is (for the completeness test). */
export function stringsOf<S extends string, E extends string>(
  text: RulesText<S, E>,
): [string, string][] {
  const out: [string, string][] = [
    ['contents', text.contents],
    ['example', text.example],
  ];
  for (const [id, section] of Object.entries<SectionText>(text.sections)) {
    out.push([`${id}.heading`, section.heading]);
    section.blocks.forEach((b, i) => {
      if (b.kind === 'list') b.items.forEach((item, j) => out.push([`${id}.${i}.${j}`, item]));
      else out.push([`${id}.${i}`, b.text]);
    });
  }
  for (const [id, example] of Object.entries<ExampleText>(text.examples)) {
    out.push([`${id}.title`, example.title], [`${id}.caption`, example.caption]);
  }
  return out;
}

/** A section of a rulebook's outline: its heading level and the examples drawn at its end. */
export interface OutlineEntry<S extends string, E extends string> {
  readonly id: S;
  readonly level: 2 | 3;
  readonly examples: readonly E[];
}

/** What the rulebook layout (RulesBody) needs, read from an outline in page order. */
export function outlineParts<S extends string, E extends string>(
  outline: readonly OutlineEntry<S, E>[],
): {
  readonly sections: readonly S[];
  readonly levelOf: (id: S) => 2 | 3;
  readonly examplesIn: (id: S) => readonly E[];
} {
  const byId = new Map(outline.map((entry) => [entry.id, entry]));
  return {
    sections: outline.map((entry) => entry.id),
    levelOf: (id) => byId.get(id)?.level ?? 2,
    examplesIn: (id) => byId.get(id)?.examples ?? [],
  };
}
