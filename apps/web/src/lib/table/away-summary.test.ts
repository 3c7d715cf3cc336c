import { describe, expect, it } from 'vitest';
import { moverPrefix } from './away.ts';

describe('moverPrefix', () => {
  it('names the mover when the words do not', () => {
    expect(moverPrefix('Ada', 'bids 3 workers')).toBe('Ada');
  });

  it('names nobody when the words already open with the mover', () => {
    expect(moverPrefix('shot_x', 'shot_x pays 21 M for a cube')).toBe('');
    expect(moverPrefix('Ada', 'Ada: pass')).toBe('');
  });

  it('is not fooled by a name that only begins the same way', () => {
    expect(moverPrefix('Ada', 'Adalbert takes the pile')).toBe('Ada');
  });

  it('names nobody for an entry without a mover', () => {
    expect(moverPrefix('', 'The deck is shuffled')).toBe('');
  });
});
