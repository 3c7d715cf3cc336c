/** What the account service hands out: never a password hash, a token hash or a stored secret. */
import { TOKEN_SCOPES } from '../db/schema.ts';
import type { TokenScope } from '../db/schema.ts';

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

export interface AccountServiceOptions {
  /** The clock for sessions, tokens and sign-ups (default: the system clock). */
  readonly now?: () => Date;
  /** How long a session lasts from sign-in (default 30 days); it does not slide. */
  readonly sessionTtlMs?: number;
  /** argon2id costs for new password hashes (default DEFAULT_PASSWORD_HASHING). */
  readonly hashing?: PasswordHashing;
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
