import { getMessageFormatter } from 'svelte-i18n';
import { describe, expect, it } from 'vitest';
import { gameUis } from '../games/registry.ts';
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

const catalogues: [string, Readonly<Record<string, Readonly<Record<string, string>>>>][] = [
  ['app', appMessages],
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
    if (name === 'app') return;
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

describe('app and game keys', () => {
  it('never collide', () => {
    const app = new Set(Object.keys(appMessages.en));
    for (const [engine, ui] of Object.entries(gameUis)) {
      for (const key of Object.keys(ui.messages.en))
        expect(app.has(key), `${engine}: ${key}`).toBe(false);
    }
  });
});
