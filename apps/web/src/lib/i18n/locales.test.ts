import { describe, expect, it } from 'vitest';
import { isLocale, pickLocale } from './locales.ts';

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
