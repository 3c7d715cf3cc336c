import { describe, expect, it } from 'vitest';
import { nextPath } from './navigation.ts';

describe('nextPath', () => {
  it('accepts same-site paths only', () => {
    const next = (value: string) => nextPath(new URLSearchParams({ next: value }), '/lobby');
    expect(next('/invite/abc')).toBe('/invite/abc');
    expect(next('//evil.example/x')).toBe('/lobby');
    expect(next('https://evil.example')).toBe('/lobby');
    expect(next('/\\evil.example')).toBe('/lobby');
    expect(nextPath(new URLSearchParams(), '/lobby')).toBe('/lobby');
  });
});
