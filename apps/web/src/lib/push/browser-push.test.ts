import { describe, expect, it } from 'vitest';
import { base64urlBytes } from './browser-push.ts';

describe('base64urlBytes', () => {
  it('decodes unpadded base64url, as VAPID keys are written', () => {
    const bytes = Uint8Array.from([0x04, 0xfb, 0xff, 0x3e, 0x00, 0x7f, 0xbe]);
    const encoded = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(encoded).toMatch(/[-_]/);
    expect([...base64urlBytes(encoded)]).toEqual([...bytes]);
  });
});
