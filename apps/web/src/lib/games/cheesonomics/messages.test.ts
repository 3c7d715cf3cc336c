import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from './messages/index.ts';

const LOCALES = ['en', 'it', 'fr'] as const;
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

/** Every source file of this folder, to find the message keys it names literally. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|svelte)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('messages', () => {
  it('every locale has exactly the same keys, all prefixed and filled', () => {
    const keys = Object.keys(messages.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(messages[locale]).sort()).toEqual(keys);
      for (const [key, text] of Object.entries(messages[locale])) {
        expect(key.startsWith('cheesonomics.')).toBe(true);
        expect(text.trim().length).toBeGreaterThan(0);
      }
    }
    expect(keys).toContain('cheesonomics.title');
    expect(keys).toContain('cheesonomics.rules.summary');
  });

  it('translations use the same placeholders as English, and ICU-safe text', () => {
    for (const [key, text] of Object.entries(messages.en)) {
      for (const locale of LOCALES) {
        const translated = messages[locale][key] ?? '';
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(text));
        // An ASCII apostrophe quotes ICU syntax in svelte-i18n: only ’ is used.
        expect(translated, `${locale} ${key}`).not.toContain("'");
        expect(translated.replace(/\{\w+\}/g, ''), `${locale} ${key}`).not.toMatch(/[{}#]/);
      }
    }
  });

  it('every key named literally in the sources exists', () => {
    const named = sources(import.meta.dirname).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'(cheesonomics\.[\w.-]+)'/g)].map((m) => m[1] ?? ''),
    );
    expect(named.length).toBeGreaterThan(50);
    for (const key of named) expect(Object.keys(messages.en), key).toContain(key);
  });

  it('the rules summary is 150–300-odd words in paragraphs, in every language', () => {
    for (const locale of LOCALES) {
      const summary = messages[locale]['cheesonomics.rules.summary'] ?? '';
      const words = summary.split(/\s+/).filter((w) => /\p{L}/u.test(w));
      expect(words.length, locale).toBeGreaterThanOrEqual(150);
      expect(words.length, locale).toBeLessThanOrEqual(330);
      expect(summary.split('\n\n').length, locale).toBeGreaterThanOrEqual(3);
    }
  });
});
