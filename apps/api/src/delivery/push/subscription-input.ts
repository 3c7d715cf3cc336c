/**
 * A browser's PushSubscription as the API takes it (`PushSubscription.toJSON()`): the one zod
 * source of its shape. The keys must be what a browser makes — a P-256 public key (65 bytes, an
 * uncompressed point on the curve) and a 16-byte auth secret, both base64url — or encrypting a
 * payload to them fails at every send. The endpoint is a push service's https URL; a host that
 * names this machine or a private network is refused (the server would post to it: SSRF), except
 * loopback over http when the configuration allows it (tests, development).
 */
import { BlockList, isIP } from 'node:net';
import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { ServiceError } from '../../errors.ts';

export const MAX_ENDPOINT_LENGTH = 2048;
const P256_PUBLIC_KEY_BYTES = 65;
const AUTH_SECRET_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** base64url (padding tolerated) of exactly `bytes` bytes; the bytes, else undefined. */
function decodeBase64url(value: string, bytes: number): Buffer | undefined {
  if (!BASE64URL.test(value)) return undefined;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes ? decoded : undefined;
}

/** A point on P-256: computing a shared secret with it is what encryption will do. */
function isP256Point(key: Buffer): boolean {
  if (key[0] !== 0x04) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * An endpoint as stored and compared: a URL has no spaces or control characters (and Postgres
 * takes no NUL byte in text).
 */
export const endpointSchema = z
  .string()
  .min(1)
  .max(MAX_ENDPOINT_LENGTH)
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  .regex(/^[^\u0000-\u0020\u007f]+$/, 'must be a URL, without spaces or control characters')
  .refine((value) => URL.canParse(value), 'must be a URL');

export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .max(128)
      .refine((value) => {
        const key = decodeBase64url(value, P256_PUBLIC_KEY_BYTES);
        return key !== undefined && isP256Point(key);
      }, 'must be base64url of a 65-byte uncompressed P-256 public key'),
    auth: z
      .string()
      .max(32)
      .refine(
        (value) => decodeBase64url(value, AUTH_SECRET_BYTES) !== undefined,
        'must be base64url of a 16-byte secret',
      ),
  }),
});

export interface PushSubscriptionInput {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** Hosts no push service lives at: loopback, private, link-local, CGNAT, unspecified, multicast. */
const INTERNAL_ADDRESSES = (() => {
  const list = new BlockList();
  for (const [address, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['224.0.0.0', 3],
  ] as const) {
    list.addSubnet(address, prefix, 'ipv4');
  }
  for (const [address, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(address, prefix, 'ipv6');
  }
  return list;
})();

const LOOPBACK = (() => {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  return list;
})();

/** The URL's host without IPv6 brackets or a trailing dot, lower case. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

function isLoopbackHost(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const family = isIP(host);
  return family !== 0 && LOOPBACK.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

function isInternalHost(host: string): boolean {
  if (isLoopbackHost(host)) return true;
  const family = isIP(host);
  // An IPv4 address written as IPv6 (::ffff:a.b.c.d): no push service is named so.
  if (family === 6 && host.startsWith('::ffff:')) return true;
  return family !== 0 && INTERNAL_ADDRESSES.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why the server will not post to `endpoint`, or undefined when it may. Checked when a browser
 * subscribes and again before each send (the configuration may have changed since).
 */
export function endpointRefusal(endpoint: string, allowLoopback: boolean): string | undefined {
  if (!URL.canParse(endpoint)) return 'The endpoint is not a URL.';
  const url = new URL(endpoint);
  if (url.username !== '' || url.password !== '') return 'The endpoint may not carry credentials.';
  const host = hostOf(url);
  if (allowLoopback && isLoopbackHost(host)) {
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? undefined
      : 'A loopback endpoint must be an http or https URL.';
  }
  if (url.protocol !== 'https:') return 'The endpoint must be an https URL.';
  if (isInternalHost(host)) {
    return 'The endpoint names this machine or a private network, where no push service is.';
  }
  return undefined;
}

/** The subscription a caller sent, checked (PUSH_SUBSCRIPTION_INVALID, PUSH_ENDPOINT_NOT_ALLOWED). */
export function parsePushSubscription(
  value: unknown,
  allowLoopback: boolean,
): PushSubscriptionInput {
  const parsed = pushSubscriptionSchema.safeParse(value);
  if (!parsed.success) {
    throw new ServiceError(
      'PUSH_SUBSCRIPTION_INVALID',
      `Not a browser's push subscription: ${z.prettifyError(parsed.error)}`,
    );
  }
  const { endpoint, keys } = parsed.data;
  const refusal = endpointRefusal(endpoint, allowLoopback);
  if (refusal !== undefined) throw new ServiceError('PUSH_ENDPOINT_NOT_ALLOWED', refusal);
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
