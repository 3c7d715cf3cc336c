import { describe, expect, it } from 'vitest';
import { diePips, isPressKey, tapTarget } from './tap-target.ts';

describe('tapTarget', () => {
  it('is a focusable, named button that acts on Enter and Space but not other keys', () => {
    const acted: string[] = [];
    const target = tapTarget('Pay out #3', () => acted.push('act'));
    expect(target).toMatchObject({ role: 'button', tabindex: 0, 'aria-label': 'Pay out #3' });
    const press = (key: string, repeat = false) => {
      let prevented = false;
      const event = { key, repeat, preventDefault: () => (prevented = true) };
      target.onkeydown(event as unknown as KeyboardEvent);
      return prevented;
    };
    expect(press('Enter')).toBe(true);
    expect(press(' ')).toBe(true);
    expect(press('a')).toBe(false);
    expect(press('Enter', true)).toBe(true);
    target.onclick();
    expect(acted).toEqual(['act', 'act', 'act']);
  });

  it('knows the press keys', () => {
    expect(['Enter', ' ', 'Spacebar', 'Tab', 'Escape'].map(isPressKey)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('diePips', () => {
  it('draws as many pips as the face value for a six-sided die, inside the face', () => {
    for (let value = 1; value <= 6; value += 1) {
      const pips = diePips(value);
      expect(pips).toHaveLength(value);
      expect(new Set(pips.map((p) => `${p.x},${p.y}`)).size).toBe(value);
      for (const p of pips) {
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(1);
        expect(p.y).toBeGreaterThan(0);
        expect(p.y).toBeLessThan(1);
      }
    }
  });

  it('draws no pips for a value a six-sided die cannot show (the number is written instead)', () => {
    expect(diePips(0)).toEqual([]);
    expect(diePips(8)).toEqual([]);
  });
});
