import { describe, expect, it } from 'vitest';
import { countryName, flagOf, moveTime } from './country.ts';

describe('country words', () => {
  it('makes flags from codes and names countries in the reader’s language', () => {
    expect(flagOf('it')).toBe('🇮🇹');
    expect(flagOf('FR')).toBe('🇫🇷');
    expect(countryName('DE', 'it')).toBe('Germania');
  });

  it('picks a unit for move times', () => {
    expect(moveTime(42.4)).toEqual({ value: 42, unit: 's' });
    expect(moveTime(210)).toEqual({ value: 3.5, unit: 'min' });
    expect(moveTime(7560)).toEqual({ value: 2.1, unit: 'h' });
  });
});
