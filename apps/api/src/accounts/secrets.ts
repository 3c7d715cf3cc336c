/**
 * Session and API tokens: 32 random bytes, base64url. Only their sha256 (hex) is stored, and
 * every lookup is by that hash, so the database never holds a usable secret.
 */
import { createHash, randomBytes } from 'node:crypto';

export const API_TOKEN_PREFIX = 'tvl_';
/** How much of an API token listings show ('tvl_' and 8 characters: 48 of its 256 bits). */
export const TOKEN_PREFIX_LENGTH = 12;

const SECRET_BYTES = 32;
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const API_TOKEN = /^tvl_[A-Za-z0-9_-]{43}$/;

export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function newSessionToken(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** Shape checks that spare the database lookups of strings that cannot be a token. */
export function looksLikeSessionToken(value: unknown): value is string {
  return typeof value === 'string' && SESSION_TOKEN.test(value);
}

export function looksLikeApiToken(value: unknown): value is string {
  return typeof value === 'string' && API_TOKEN.test(value);
}
