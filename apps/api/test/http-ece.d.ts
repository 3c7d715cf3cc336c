/** The part of http_ece (RFC 8188/8291 content encoding) the push tests use to decrypt. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export interface DecryptParams {
    readonly version: 'aes128gcm';
    /** The receiver's (the browser's) key pair. */
    readonly privateKey: ECDH;
    /** The receiver's 16-byte auth secret (a Buffer or base64url). */
    readonly authSecret: Buffer | string;
  }

  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer;
}
