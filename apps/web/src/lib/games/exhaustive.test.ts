import { describe, expect, it } from 'vitest';
import { eventTypes, unhandled } from './exhaustive.ts';

describe('eventTypes', () => {
  const isKnown = eventTypes<'bid' | 'passed'>({ bid: true, passed: true });

  it('accepts the listed types and nothing else', () => {
    expect(isKnown('bid')).toBe(true);
    expect(isKnown('passed')).toBe(true);
    expect(isKnown('vetoed')).toBe(false);
    expect(isKnown(undefined)).toBe(false);
    expect(isKnown({ type: 'bid' })).toBe(false);
  });

  it('lets a switch end on unhandled once every listed type has its case', () => {
    const say = (type: unknown): string => {
      if (!isKnown(type)) return 'unknown';
      switch (type) {
        case 'bid':
          return 'a bid';
        case 'passed':
          return 'a pass';
        default:
          return unhandled(type, 'unknown');
      }
    };
    expect(['bid', 'passed', 'raise'].map(say)).toEqual(['a bid', 'a pass', 'unknown']);
  });
});
