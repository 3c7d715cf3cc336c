import { describe, expect, it } from 'vitest';
import { TavoloApiError, asApiError, withCsrf } from './client.ts';

describe('withCsrf', () => {
  it('adds the token to unsafe requests only', () => {
    const post = withCsrf(new Request('http://x/api', { method: 'POST' }), 'tok');
    expect(post.headers.get('x-csrf-token')).toBe('tok');
    const get = withCsrf(new Request('http://x/api'), 'tok');
    expect(get.headers.get('x-csrf-token')).toBeNull();
  });

  it('adds nothing without a session', () => {
    const del = withCsrf(new Request('http://x/api', { method: 'DELETE' }), null);
    expect(del.headers.get('x-csrf-token')).toBeNull();
  });
});

describe('asApiError', () => {
  it('keeps API errors and turns the rest into NETWORK', () => {
    const refused = new TavoloApiError(409, { code: 'VERSION_CONFLICT', message: 'm' });
    expect(asApiError(refused)).toBe(refused);
    const failed = asApiError(new TypeError('Failed to fetch'));
    expect(failed.code).toBe('NETWORK');
    expect(failed.message).toBe('Failed to fetch');
  });
});
