import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import { it as itMessages } from './messages/it.ts';
import { LOCALES, translator } from './test-support.ts';

const byLocale: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en,
  it: itMessages,
  fr,
};
const keys = Object.keys(en).sort();

/** The keys the source files name: literal keys, and the stems of keys built from a value. */
function keysInSource(): { literal: Set<string>; stems: Set<string> } {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files = readdirSync(dir).filter((f) => /\.(ts|svelte)$/.test(f) && !f.includes('test'));
  const literal = new Set<string>();
  const stems = new Set<string>();
  for (const file of files) {
    const text = readFileSync(`${dir}/${file}`, 'utf8');
    for (const m of text.matchAll(/['"`](bon-appetit\.[\w.-]+)['"`]/g)) literal.add(m[1] ?? '');
    for (const m of text.matchAll(/`(bon-appetit\.[\w.-]*)\$\{/g)) stems.add(m[1] ?? '');
  }
  return { literal, stems };
}

/** Every key built from a value, with every value the code can put in it. */
const DYNAMIC = [
  ...['cheese', 'cat'].map((c) => `bon-appetit.card.${c}`),
  ...['cheese', 'cat', 'mouse_1', 'mouse_2', 'mouse_3'].flatMap((c) => [
    `bon-appetit.card.a.${c}`,
    `bon-appetit.count.${c}`,
  ]),
  ...['cheese', 'cat'].map((c) => `bon-appetit.event.revealed_${c}`),
  ...['you', 'auto', 'turn', 'hunter', 'mouseOwner', 'winner'].map((r) => `bon-appetit.role.${r}`),
  ...['last_token', 'no_cards', 'repeated', 'limit', 'other'].map((r) => `bon-appetit.end.${r}`),
  ...['most_cards', 'tokens', 'shared'].flatMap((h) => [
    `bon-appetit.result.${h}`,
    `bon-appetit.event.game_ended.${h}`,
  ]),
];

const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1] ?? ''))].sort();

describe('messages', () => {
  it('has the same keys in en, it and fr, all prefixed and non-empty', () => {
    for (const locale of LOCALES) {
      const dict = byLocale[locale] ?? {};
      expect(Object.keys(dict).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(dict)) {
        expect(key).toMatch(/^bon-appetit\./);
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('defines every key the code uses, in every locale', () => {
    const { literal, stems } = keysInSource();
    expect(literal.size).toBeGreaterThan(40);
    for (const key of [...literal, ...DYNAMIC]) expect(keys, key).toContain(key);
    // Every stem of a built key is covered by the list of its expansions above.
    for (const stem of stems)
      expect(
        DYNAMIC.some((k) => k.startsWith(stem)),
        stem,
      ).toBe(true);
  });

  it('uses the same arguments in every translation of a key', () => {
    for (const key of keys) {
      const expected = argumentsOf(en[key as keyof typeof en]);
      for (const locale of LOCALES) {
        expect(argumentsOf(byLocale[locale]?.[key] ?? ''), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it('formats every message in its locale (ICU syntax, plurals)', () => {
    for (const locale of LOCALES) {
      const t = translator(locale);
      for (const key of keys) {
        const values = Object.fromEntries(
          argumentsOf(en[key as keyof typeof en]).map((a) => [a, 2]),
        );
        for (const count of [0, 1, 2]) {
          const text = t(key, { ...values, count, paws: Math.max(count, 1) });
          expect(text, `${locale} ${key}`).not.toBe(key);
          expect(text, `${locale} ${key}`).not.toMatch(/[{}#]/);
        }
      }
    }
  });

  it('has a rules summary of 150–300 words in paragraphs, and the title', () => {
    for (const locale of LOCALES) {
      const summary = byLocale[locale]?.['bon-appetit.rules.summary'] ?? '';
      const words = summary.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
      expect(words, locale).toBeGreaterThanOrEqual(150);
      expect(words, locale).toBeLessThanOrEqual(300);
      expect(summary.split('\n\n').length, locale).toBeGreaterThanOrEqual(4);
      expect(summary, locale).not.toMatch(/\n\n\n/);
      expect(byLocale[locale]?.['bon-appetit.title'], locale).toBe('Bon Appétit!');
    }
  });
});
