/**
 * API tokens already resolved, so that a move does not read its caller's token row again (issue
 * 19 item 4). A token's only change that matters is its revocation, and revoking NOTIFYs every
 * process on the credential-end channel in its transaction (credential-ends.ts): each process
 * LISTENs there and forgets the token when told. The process that revokes forgets it at once,
 * before it answers. Entries also expire after `ttlMs`, a backstop for a NOTIFY that never came.
 *
 * While the LISTEN connection is down, NOTIFYs are lost: the cache is emptied and keeps nothing
 * until the LISTEN is back. A lookup that began before a revocation may finish after it; an epoch
 * counted up by every forget keeps such a stale answer out of the cache.
 */
import type { Database, StopListening } from '../db/database.ts';
import { CREDENTIAL_ENDS_CHANNEL, parseCredential } from './credential-ends.ts';
import type { Account, TokenScope } from './types.ts';

/** What a live token resolves to, with when it was last marked used. */
export interface CachedToken {
  readonly account: Account;
  readonly tokenId: string;
  readonly scopes: readonly TokenScope[];
  readonly lastUsedAt: Date | null;
}

interface Entry {
  readonly token: CachedToken;
  readonly expiresAt: number;
}

export interface TokenCacheOptions {
  /** How long an entry is trusted without a NOTIFY (default 30 s). */
  readonly ttlMs?: number;
  /** Entries kept at most; the oldest go first (default 10,000). */
  readonly maxEntries?: number;
  /** The time in ms (default Date.now): the TTL runs on it. */
  readonly now?: () => number;
}

export class TokenCache {
  /** By the token's sha256 hex, in insertion order (the oldest first, for eviction). */
  readonly #byHash = new Map<string, Entry>();
  readonly #hashById = new Map<string, string>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #epoch = 0;
  #listening = true;
  #stopListening: StopListening = () => Promise.resolve();

  constructor(options: TokenCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 30_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /** A cache told of revocations in every process on `database` (one LISTEN per process). */
  static async listening(database: Database, options: TokenCacheOptions = {}) {
    const cache = new TokenCache(options);
    cache.#stopListening = await database.listen(
      CREDENTIAL_ENDS_CHANNEL,
      (payload) => {
        const credential = parseCredential(payload);
        if (credential?.kind === 'token') cache.forget(credential.tokenId);
      },
      {
        onDisconnect: () => {
          cache.#listening = false;
          cache.#clear();
        },
        onReconnect: () => {
          cache.#clear();
          cache.#listening = true;
        },
      },
    );
    return cache;
  }

  /** The cached token of this hash, unless it expired. */
  get(tokenHash: string): CachedToken | undefined {
    const entry = this.#byHash.get(tokenHash);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#delete(tokenHash, entry.token.tokenId);
      return undefined;
    }
    return entry.token;
  }

  /** The epoch to hand back to `set`: a lookup's answer is only kept if nothing was forgotten since. */
  epoch(): number {
    return this.#epoch;
  }

  set(tokenHash: string, token: CachedToken, epochAtLookup: number): void {
    if (!this.#listening || epochAtLookup !== this.#epoch) return;
    this.#delete(tokenHash, token.tokenId);
    if (this.#byHash.size >= this.#maxEntries) {
      const oldest = this.#byHash.entries().next().value;
      if (oldest !== undefined) this.#delete(oldest[0], oldest[1].token.tokenId);
    }
    this.#byHash.set(tokenHash, { token, expiresAt: this.#now() + this.#ttlMs });
    this.#hashById.set(token.tokenId, tokenHash);
  }

  /** Forgets a token (it was revoked, here or in another process). */
  forget(tokenId: string): void {
    this.#epoch += 1;
    const hash = this.#hashById.get(tokenId);
    if (hash !== undefined) this.#delete(hash, tokenId);
  }

  size(): number {
    return this.#byHash.size;
  }

  async close(): Promise<void> {
    this.#clear();
    await this.#stopListening();
  }

  #delete(tokenHash: string, tokenId: string): void {
    this.#byHash.delete(tokenHash);
    this.#hashById.delete(tokenId);
  }

  #clear(): void {
    this.#epoch += 1;
    this.#byHash.clear();
    this.#hashById.clear();
  }
}
