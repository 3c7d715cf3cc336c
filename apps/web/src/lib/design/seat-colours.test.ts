import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEAT_COLOUR_TOKENS, seatColour, seatColourToken } from './seat-colours.ts';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const [light = '', dark = ''] = css.split('@media (prefers-color-scheme: dark)');

describe('seat colours', () => {
  it('are defined by tokens.css in the light and in the dark theme', () => {
    for (const token of SEAT_COLOUR_TOKENS) {
      expect(light).toMatch(new RegExp(`${token}: #[0-9a-f]{6};`));
      expect(dark).toMatch(new RegExp(`${token}: #[0-9a-f]{6};`));
    }
  });

  it('are six different colours in each theme', () => {
    for (const theme of [light, dark]) {
      const values = SEAT_COLOUR_TOKENS.map((token) =>
        new RegExp(`${token}: (#[0-9a-f]{6});`).exec(theme)?.at(1),
      );
      expect(new Set(values).size).toBe(SEAT_COLOUR_TOKENS.length);
    }
  });

  it('name a seat by its token, wrapping past the sixth', () => {
    expect(seatColourToken(0)).toBe('--seat-0');
    expect(seatColourToken(5)).toBe('--seat-5');
    expect(seatColourToken(6)).toBe('--seat-0');
    expect(seatColour(2)).toBe('var(--seat-2)');
  });
});
