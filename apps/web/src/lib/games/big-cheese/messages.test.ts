import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getMessageFormatter } from 'svelte-i18n';
import { describe, expect, it } from 'vitest';
import { messages } from './messages/index.ts';
import { LOCALES } from './test-support.ts';

const P = 'big-cheese.';

/** Keys built at run time from a known set of parts (describe.ts, text.ts, Controls.svelte). */
const DYNAMIC_KEYS = [
  ...[
    'game_started',
    'deck_reshuffled',
    'auction_started',
    'bid',
    'passed',
    'vetoed',
    'no_bid',
    'auction_won',
    'special_collected',
    'workers_hired',
    'workers_hired_none',
    'project_rolled',
    'big_cheese_used',
    'project_scored',
    'project_voided',
    'game_ended',
    'unknown',
  ].map((e) => `event.${e}`),
  ...['TARGET_REACHED', 'EXACT_30', 'NO_WINNER_THROUGH_DECK', 'CARDS_EXHAUSTED', 'other'].map(
    (r) => `reason.${r}`,
  ),
  ...['MOST_SCORED_PROJECTS', 'CHANCE', 'SHARED'].map((r) => `tie.${r}`),
  ...['mine', 'wait'].flatMap((who) => ['bid', 'roll', 'order'].map((what) => `ui.${who}.${what}`)),
  ...['bid', 'pass', 'veto', 'keep', 'reroll'].map((a) => `ui.action.${a}`),
].map((k) => `${P}${k}`);

/** Keys the app shows itself (rules page, game list). */
const APP_KEYS = [`${P}title`, `${P}rules.summary`];

/** Every key written out whole in this folder's source (tests and messages excluded). */
function literalKeys(): Set<string> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const keys = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!/\.(ts|svelte)$/.test(file) || /test|messages/.test(file)) continue;
    const source = readFileSync(`${dir}/${file}`, 'utf8');
    for (const m of source.matchAll(/\$\{P\}([\w.]+)`/g)) keys.add(`${P}${m[1] ?? ''}`);
    for (const m of source.matchAll(/'(big-cheese\.[\w.]+)'/g)) keys.add(m[1] ?? '');
  }
  return keys;
}

interface AstNode {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly AstNode[] }>>;
}

/** The argument names of an ICU message (plural and select bodies included). */
function argumentsOf(nodes: readonly AstNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    // 0 is literal text and 7 the "#" of a plural; every other element names an argument.
    if (node.type !== 0 && node.type !== 7 && typeof node.value === 'string') into.add(node.value);
    for (const option of Object.values(node.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

function astOf(message: string, locale: string): readonly AstNode[] {
  return getMessageFormatter(message, locale).getAst();
}

describe('messages', () => {
  const en = Object.keys(messages.en).sort();

  it('have the same keys in English, Italian and French, all prefixed with the engine id', () => {
    expect(Object.keys(messages.it).sort()).toEqual(en);
    expect(Object.keys(messages.fr).sort()).toEqual(en);
    for (const key of en) expect(key.startsWith(P)).toBe(true);
  });

  it('never make one key a dotted prefix of another (svelte-i18n would read it as nesting)', () => {
    for (const key of en) expect(en.filter((other) => other.startsWith(`${key}.`))).toEqual([]);
  });

  it('are valid ICU messages with the same arguments in every language, and format', () => {
    for (const key of en) {
      const names = [...argumentsOf(astOf(messages.en[key] ?? '', 'en'))].sort();
      for (const locale of LOCALES) {
        const message = messages[locale][key] ?? '';
        expect([...argumentsOf(astOf(message, locale))].sort(), `${locale} ${key}`).toEqual(names);
        const values = Object.fromEntries(names.map((n) => [n, 2]));
        const out = String(getMessageFormatter(message, locale).format(values));
        expect(out, `${locale} ${key}`).not.toMatch(/[{}]/);
        expect(out.trim().length).toBeGreaterThan(0);
      }
    }
  });

  it('cover every key the code uses, and the code uses every key', () => {
    const used = new Set([...literalKeys(), ...DYNAMIC_KEYS, ...APP_KEYS]);
    expect(literalKeys().size).toBeGreaterThan(60);
    for (const key of used) expect(en, key).toContain(key);
    for (const key of en) expect(used.has(key), `unused ${key}`).toBe(true);
  });

  it('summarise the rules in 150 to 300 words per language, in paragraphs', () => {
    for (const locale of LOCALES) {
      const summary = messages[locale][`${P}rules.summary`] ?? '';
      const words = summary.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
      expect(words, locale).toBeGreaterThanOrEqual(150);
      expect(words, locale).toBeLessThanOrEqual(300);
      expect(summary.split('\n\n').length, locale).toBeGreaterThanOrEqual(3);
    }
  });
});
