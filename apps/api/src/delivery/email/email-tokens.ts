/**
 * The signed links of e-mail: verification (`verify`) and one-click unsubscribe (`unsubscribe`).
 *
 * Why HMAC rather than stored random tokens: both links must work from any process and need no
 * row per mail; the key (32 random bytes) is kept in the database (`email_keys`), made on first
 * use, so every process signs and checks alike and a restart keeps old links valid. A token is
 * `<payload>.<mac>`, both base64url, the MAC being HMAC-SHA256 over the purpose, the payload and
 * what the link is bound to without carrying it: a verification link is bound to the address it
 * was sent to, so changing the address makes every earlier link fail, and it expires (24 h by
 * the injected clock). Using a link twice verifies the same address again: harmless, so no
 * single-use bookkeeping is needed. Unsubscribe links do not expire (RFC 8058 asks that they
 * keep working); each names its account and the kinds it turns off.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../../db/schema.ts';
import type { NotificationKind } from '../../db/schema.ts';

export const VERIFICATION_LIFETIME_MS = 24 * 3600 * 1000;

const verifyPayload = z.strictObject({
  p: z.literal('verify'),
  a: z.string().min(1).max(200),
  e: z.number().int().positive(),
});
const unsubscribePayload = z.strictObject({
  p: z.literal('unsubscribe'),
  a: z.string().min(1).max(200),
  k: z.array(z.enum(NOTIFICATION_KINDS)).min(1).max(NOTIFICATION_KINDS.length),
});

export interface VerificationClaim {
  readonly playerId: string;
  readonly expiresAt: Date;
}

export interface UnsubscribeClaim {
  readonly playerId: string;
  readonly kinds: readonly NotificationKind[];
}

const TOKEN = /^(?<payload>[A-Za-z0-9_-]{1,2000})\.(?<mac>[A-Za-z0-9_-]{43})$/;

export class EmailSigner {
  readonly #key: () => Promise<Buffer>;

  /** `key`: the signing key, read (and made) on first use. */
  constructor(key: () => Promise<Buffer>) {
    let loaded: Promise<Buffer> | undefined;
    this.#key = () => {
      loaded ??= key().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      return loaded;
    };
  }

  async verificationToken(playerId: string, address: string, expiresAt: Date): Promise<string> {
    const payload = { p: 'verify', a: playerId, e: expiresAt.getTime() };
    return this.#sign(payload, bindingOf(address));
  }

  async unsubscribeToken(playerId: string, kinds: readonly NotificationKind[]): Promise<string> {
    const payload = { p: 'unsubscribe', a: playerId, k: [...new Set(kinds)].sort() };
    return this.#sign(payload, '');
  }

  /**
   * The account a verification token names, if its MAC holds for `addressOf(playerId)` (the
   * account's address now); undefined for anything else. Expiry is the caller's to judge.
   */
  async readVerification(
    token: string,
    addressOf: (playerId: string) => Promise<string | undefined>,
  ): Promise<VerificationClaim | undefined> {
    const parts = TOKEN.exec(token)?.groups;
    const decoded = verifyPayload.safeParse(decode(parts?.['payload']));
    if (parts === undefined || !decoded.success) return undefined;
    const address = await addressOf(decoded.data.a);
    if (address === undefined) return undefined;
    const valid = await this.#holds(parts['payload'] ?? '', parts['mac'] ?? '', bindingOf(address));
    return valid ? { playerId: decoded.data.a, expiresAt: new Date(decoded.data.e) } : undefined;
  }

  async readUnsubscribe(token: string): Promise<UnsubscribeClaim | undefined> {
    const parts = TOKEN.exec(token)?.groups;
    const decoded = unsubscribePayload.safeParse(decode(parts?.['payload']));
    if (parts === undefined || !decoded.success) return undefined;
    const valid = await this.#holds(parts['payload'] ?? '', parts['mac'] ?? '', '');
    return valid ? { playerId: decoded.data.a, kinds: decoded.data.k } : undefined;
  }

  async #sign(payload: object, binding: string): Promise<string> {
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${encoded}.${(await this.#mac(encoded, binding)).toString('base64url')}`;
  }

  async #holds(encoded: string, mac: string, binding: string): Promise<boolean> {
    const expected = await this.#mac(encoded, binding);
    const given = Buffer.from(mac, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async #mac(encoded: string, binding: string): Promise<Buffer> {
    return createHmac('sha256', await this.#key())
      .update(`tavolo-email/v1\0${encoded}\0${binding}`)
      .digest();
  }
}

/** Addresses are compared without regard to case (what the mail was sent to). */
const bindingOf = (address: string): string => address.toLowerCase();

function decode(encoded: string | undefined): unknown {
  if (encoded === undefined) return undefined;
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}
