import { getMessageFormatter } from 'svelte-i18n';
import { describe, expect, it } from 'vitest';
import type { GameUi } from '../games/contract.ts';
import { DRAWN_ENGINES, loadGameUi } from '../games/registry.ts';
import { optionMessages } from '../options/messages/index.ts';
import { LOCALES } from './locales.ts';
import { appMessages } from './messages/index.ts';

/** A node of intl-messageformat's AST, as far as arguments go. */
interface AstNode {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly AstNode[] }>>;
  readonly children?: readonly AstNode[];
}

/** Literal (0) and # (7) carry no argument; every other node names one in `value`. */
function collect(nodes: readonly AstNode[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') into.add(node.value);
    for (const option of Object.values(node.options ?? {})) collect(option.value, into);
    if (node.children !== undefined) collect(node.children, into);
  }
  return into;
}

/** The arguments of an ICU message ({name}, {count, plural, …}), from its parsed form. */
function argumentsOf(message: string, locale: string): string[] {
  const ast = getMessageFormatter(message, locale).getAst() as unknown as readonly AstNode[];
  return [...collect(ast, new Set())].sort();
}

async function drawn(engine: string): Promise<readonly [string, GameUi]> {
  const ui = await loadGameUi(engine);
  if (ui === undefined) throw new Error(`${engine} has no table`);
  return [engine, ui];
}
const gameUis = Object.fromEntries(await Promise.all(DRAWN_ENGINES.map(drawn)));

const catalogues: [string, Readonly<Record<string, Readonly<Record<string, string>>>>][] = [
  ['app', appMessages],
  ['options', optionMessages],
  ...Object.entries(gameUis).map(
    ([engine, ui]): [string, Readonly<Record<string, Readonly<Record<string, string>>>>] => [
      engine,
      ui.messages,
    ],
  ),
];

describe.each(catalogues)('messages of %s', (name, messages) => {
  const english = Object.keys(messages['en'] ?? {}).sort();

  it('has every key in every language', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale] ?? {}).sort(), `${name} in ${locale}`).toEqual(english);
    }
  });

  it('keeps a game’s keys under its engine id', () => {
    if (name === 'app' || name === 'options') return;
    for (const key of english) expect(key.startsWith(`${name}.`), key).toBe(true);
  });

  it('parses as ICU messages with the same arguments in every language', () => {
    for (const key of english) {
      const reference = argumentsOf(messages['en']?.[key] ?? '', 'en');
      for (const locale of LOCALES) {
        const message = messages[locale]?.[key] ?? '';
        expect(() => getMessageFormatter(message, locale), `${locale} ${key}`).not.toThrow();
        expect(argumentsOf(message, locale), `${locale} ${key}`).toEqual(reference);
      }
    }
  });
});

describe('app, options and game keys', () => {
  const all = catalogues.flatMap(([name, messages]) =>
    Object.keys(messages['en'] ?? {}).map((key) => ({ name, key })),
  );

  it('never collide', () => {
    const seen = new Map<string, string>();
    for (const { name, key } of all) {
      expect(seen.get(key), `${name}: ${key}`).toBeUndefined();
      seen.set(key, name);
    }
  });

  it('never make one key the dotted parent of another (svelte-i18n would read it as nesting)', () => {
    const keys = all.map(({ key }) => key).sort();
    // Sorted, a key's dotted children follow it directly (after any other extension of it).
    for (const [index, key] of keys.entries()) {
      const children = keys.slice(index + 1).filter((other) => other.startsWith(`${key}.`));
      expect(children, key).toEqual([]);
    }
  });
});
