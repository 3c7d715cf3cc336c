import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COLOURS } from './model.ts';
import { messages } from './messages/index.ts';
import { LOCALES, translator } from './test-support.ts';

const folder = fileURLToPath(new URL('.', import.meta.url));

/** The placeholders of a message, e.g. {name}. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}

/**
 * Every key the code asks for: literal `${P}…` keys, with the colour-dependent ones expanded for
 * each colour (the only keys built from data).
 */
function keysInSource(): Set<string> {
  const keys = new Set<string>();
  // The folder and its subfolders (board/ holds the drawing's parts).
  const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (f) => (f.endsWith('.ts') || f.endsWith('.svelte')) && !f.endsWith('.test.ts'),
  );
  for (const file of sources) {
    const text = readFileSync(`${folder}/${file}`, 'utf8');
    for (const match of text.matchAll(/\$\{P\}([\w.]+?)(\.?\$\{(\w+)\})?`/g)) {
      const [, stem = '', dynamic, variable] = match;
      if (dynamic === undefined) keys.add(`big-shot.${stem}`);
      else if (variable === 'colour') for (const c of COLOURS) keys.add(`big-shot.${stem}.${c}`);
      else throw new Error(`${file}: key built from ${variable ?? '?'}`);
    }
  }
  return keys;
}

describe('messages', () => {
  const en = Object.keys(messages.en).sort();

  it('have the same keys in en, it and fr, all prefixed big-shot.', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale]).sort()).toEqual(en);
    }
    for (const key of en) expect(key.startsWith('big-shot.')).toBe(true);
  });

  it('contain every key the code uses, in every locale', () => {
    const used = keysInSource();
    expect(used.size).toBeGreaterThan(60);
    for (const locale of LOCALES) {
      const missing = [...used].filter((k) => messages[locale][k] === undefined);
      expect(missing, locale).toEqual([]);
    }
  });

  it('have no unused keys', () => {
    const used = keysInSource();
    expect(
      en.filter((k) => !used.has(k) && k !== 'big-shot.title' && k !== 'big-shot.rules.summary'),
    ).toEqual([]);
  });

  it('use the same placeholders in every locale, and format with ICU', () => {
    for (const key of en) {
      const want = placeholders(messages.en[key] ?? '');
      for (const locale of LOCALES) {
        const message = messages[locale][key] ?? '';
        expect(placeholders(message), `${locale} ${key}`).toEqual(want);
        // An ASCII apostrophe is ICU's quote character: the messages use ’ instead.
        expect(message, `${locale} ${key}`).not.toContain("'");
        const values = Object.fromEntries(want.map((p) => [p, 1]));
        expect(translator(locale)(key, values)).not.toMatch(/[{}]/);
      }
    }
  });

  it('give a rules summary of 150–300 words in paragraphs, in each language', () => {
    for (const locale of LOCALES) {
      const summary = messages[locale]['big-shot.rules.summary'] ?? '';
      const words = summary.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
      expect(words, locale).toBeGreaterThanOrEqual(150);
      expect(words, locale).toBeLessThanOrEqual(300);
      expect(summary.split('\n\n').length, locale).toBeGreaterThanOrEqual(3);
      expect(messages[locale]['big-shot.title']).toBe('Big Shot');
    }
  });

  it('mark the colours with letters that differ within each language', () => {
    for (const locale of LOCALES) {
      const marks = COLOURS.map((c) => messages[locale][`big-shot.colourMark.${c}`]);
      expect(new Set(marks).size, locale).toBe(COLOURS.length);
    }
  });
});
