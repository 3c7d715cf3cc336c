import { describe, expect, it } from 'vitest';
import { TokenCache } from './token-cache.ts';
import type { CachedToken } from './token-cache.ts';

const token = (tokenId: string): CachedToken => ({
  account: {
    playerId: 'p1',
    username: 'ann',
    displayName: 'Ann',
    createdAt: '2026-01-01T00:00:00Z',
  },
  tokenId,
  scopes: ['play'],
  lastUsedAt: null,
});

describe('TokenCache', () => {
  it('keeps a token until its TTL on the given clock, then forgets it', () => {
    let now = 1_000;
    const cache = new TokenCache({ ttlMs: 100, now: () => now });
    cache.set('h1', token('t1'), cache.epoch());
    now = 1_099;
    expect(cache.get('h1')?.tokenId).toBe('t1');
    now = 1_100;
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('forgets a revoked token by its id', () => {
    const cache = new TokenCache();
    cache.set('h1', token('t1'), cache.epoch());
    cache.set('h2', token('t2'), cache.epoch());
    cache.forget('t1');
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.get('h2')?.tokenId).toBe('t2');
  });

  it('does not keep an answer read before a revocation that came in meanwhile', () => {
    const cache = new TokenCache();
    const epochAtLookup = cache.epoch();
    cache.forget('t1');
    cache.set('h1', token('t1'), epochAtLookup);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size', () => {
    const cache = new TokenCache({ maxEntries: 2 });
    for (const id of ['1', '2', '3']) cache.set(`h${id}`, token(`t${id}`), cache.epoch());
    expect(cache.get('h1')).toBeUndefined();
    expect(cache.size()).toBe(2);
  });
});
