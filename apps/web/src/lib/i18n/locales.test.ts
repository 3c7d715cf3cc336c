import { describe, expect, it } from 'vitest';
import { formattingLocale, isLocale, pickLocale } from './locales.ts';

describe('pickLocale', () => {
  it('keeps a remembered choice over the browser', () => {
    expect(pickLocale('fr', ['it-IT', 'en'])).toBe('fr');
  });

  it('takes the first preferred language we speak, by its primary tag', () => {
    expect(pickLocale(null, ['de-DE', 'it-CH', 'fr'])).toBe('it');
    expect(pickLocale(null, ['FR-ca'])).toBe('fr');
  });

  it('ignores a remembered value that is not a locale, and falls back to English', () => {
    expect(pickLocale('xx', ['de', 'es'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });

  it('recognises locales', () => {
    expect(isLocale('it')).toBe(true);
    expect(isLocale('it-IT')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});

describe('formattingLocale', () => {
  it("takes the browser's regional form of the language shown", () => {
    expect(formattingLocale('en', ['en-GB', 'en-US'])).toBe('en-GB');
    expect(formattingLocale('fr', ['de-DE', 'fr-ca', 'fr-FR'])).toBe('fr-CA');
    expect(formattingLocale('it', ['it'])).toBe('it');
  });

  it('keeps the language itself when the browser prefers no form of it, or a malformed one', () => {
    expect(formattingLocale('it', ['en-GB', 'fr'])).toBe('it');
    expect(formattingLocale('en', ['en-', 'de'])).toBe('en');
    expect(formattingLocale('en', [])).toBe('en');
  });

  it('dates differ between the forms of a language', () => {
    const at = new Date(Date.UTC(2026, 10, 26, 13, 10));
    const style = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
    const written = (locale: string) => new Intl.DateTimeFormat(locale, style).format(at);
    expect(written(formattingLocale('en', ['en-GB']))).toBe('26 Nov 2026, 13:10');
    expect(written(formattingLocale('en', ['de']))).toBe('Nov 26, 2026, 1:10 PM');
  });
});
