import { describe, expect, it } from 'vitest';
import { memoryKey, recall, remember } from './board-memory.ts';
import type { KeyValueStore } from './board-memory.ts';

function mapStore(): KeyValueStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
  };
}

describe('board memory', () => {
  it('gives back the view remembered under the same key only', () => {
    const store = mapStore();
    const key = memoryKey('big-shot', '/games/g1', 0);
    expect(recall(store, key)).toBeNull();
    remember(store, key, { broker: 3 });
    expect(recall(store, key)).toEqual({ broker: 3 });
    expect(recall(store, memoryKey('big-shot', '/games/g1', 1))).toBeNull();
    expect(recall(store, memoryKey('big-shot', '/games/g1/replay', 0))).toBeNull();
  });

  it('treats an unreadable entry, or no storage at all, as no memory', () => {
    const store = mapStore();
    const key = memoryKey('cheesonomics', '/games/g2', 1);
    store.map.set(key, '{not json');
    expect(recall(store, key)).toBeNull();
    expect(recall(null, key)).toBeNull();
    remember(null, key, { x: 1 });
  });

  it('survives a store that refuses to write (full or forbidden)', () => {
    const full: KeyValueStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => {
      remember(full, 'k', { x: 1 });
    }).not.toThrow();
  });
});
