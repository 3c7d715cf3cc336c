import { describe, expect, it } from 'vitest';
import { isRecord, sameJson } from './json.ts';

describe('JSON guards', () => {
  it('tell objects from null, arrays and scalars', () => {
    expect(isRecord({ type: 'pass' })).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1])).toBe(false);
    expect(isRecord('pass')).toBe(false);
  });

  it('compare JSON values deeply, key order aside, array order not', () => {
    expect(sameJson({ type: 'flip', slot: 2 }, { slot: 2, type: 'flip' })).toBe(true);
    expect(sameJson({ wedges: ['a', 'b'] }, { wedges: ['b', 'a'] })).toBe(false);
    expect(sameJson({ type: 'bid', amount: 2 }, { type: 'bid', amount: 2, extra: 1 })).toBe(false);
    expect(sameJson({ type: 'bid', amount: 3 }, { type: 'bid', amount: 4 })).toBe(false);
    expect(sameJson({ a: { b: [1, { c: null }] } }, { a: { b: [1, { c: null }] } })).toBe(true);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
  });
});
