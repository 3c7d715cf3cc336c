/** What the account service hands out: never a password hash, a token hash or a stored secret. */
import type { Clock } from '../clock.ts';
import { TOKEN_SCOPES } from '../db/schema.ts';
import type { TokenScope } from '../db/schema.ts';
import type { TokenCache } from './token-cache.ts';

export { TOKEN_SCOPES };
export type { TokenScope };

export interface Account {
  readonly playerId: string;
  /** As typed at sign-up (unique without regard to case). */
  readonly username: string;
  readonly displayName: string;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A personal API token as its owner sees it in a listing: without the secret. */
export interface ApiTokenInfo {
  readonly id: string;
  readonly name: string;
  /** In TOKEN_SCOPES order. */
  readonly scopes: readonly TokenScope[];
  /** The token's first characters, to tell tokens apart. */
  readonly prefix: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

/** argon2id cost parameters (memoryCost in KiB). */
export interface PasswordHashing {
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's recommended minimum for argon2id: m=19456 KiB (19 MiB), t=2, p=1. */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export const DEFAULT_SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** How failed sign-ins for one key (a username, or a client address) lock it. */
export interface FailureLimit {
  /** Failures allowed before the first lock. */
  readonly freeFailures: number;
  /** The lock after the last free failure; each further failure doubles it… */
  readonly firstLockMs: number;
  /** …up to this. */
  readonly maxLockMs: number;
}

export interface SignInLimits {
  /** Failures for one username, from anywhere (known or not: the same count either way). */
  readonly perUsername: FailureLimit;
  /** Failures from one client address, whatever the username. */
  readonly perAddress: FailureLimit;
  /** A key's failures are forgotten after this long without a new one (longer than any lock). */
  readonly forgetAfterMs: number;
}

const MINUTE_MS = 60_000;

/**
 * 5 failures per username and 20 per address, then 30 s, doubling per further failure up to 15
 * min; forgotten after an hour without failures. A username under steady attack takes about one
 * guess per 15 min, however many addresses the guesses come from.
 */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perUsername: { freeFailures: 5, firstLockMs: 30_000, maxLockMs: 15 * MINUTE_MS },
  perAddress: { freeFailures: 20, firstLockMs: 30_000, maxLockMs: 15 * MINUTE_MS },
  forgetAfterMs: 60 * MINUTE_MS,
};

export interface AccountServiceOptions {
  /** The clock for sessions, tokens and sign-ups (default: the system clock). */
  readonly clock?: Clock;
  /** How long a session lasts from sign-in (default 30 days); it does not slide. */
  readonly sessionTtlMs?: number;
  /** argon2id costs for new password hashes (default DEFAULT_PASSWORD_HASHING). */
  readonly hashing?: PasswordHashing;
  /** When failed sign-ins lock a username or an address (default DEFAULT_SIGN_IN_LIMITS). */
  readonly signInLimits?: SignInLimits;
  /** Resolved API tokens kept between requests (default: none, every request reads the row). */
  readonly tokenCache?: TokenCache;
}

/** Where a sign-in comes from, for the per-address limit. */
export interface SignInOrigin {
  /** The client's address (behind a trusted proxy, from X-Forwarded-For). */
  readonly address?: string | undefined;
}

export interface SignedIn {
  readonly account: Account;
  /** The secret for the session cookie; only its sha256 is stored. */
  readonly sessionToken: string;
  readonly expiresAt: string;
}

export interface SessionInfo {
  readonly account: Account;
  readonly expiresAt: string;
}

export interface CreatedToken {
  /** The whole token: shown once, never retrievable again. */
  readonly token: string;
  readonly info: ApiTokenInfo;
}

export interface TokenCaller {
  readonly account: Account;
  readonly tokenId: string;
  readonly scopes: readonly TokenScope[];
}
