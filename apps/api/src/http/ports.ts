/**
 * What the HTTP layer needs from the services below it, named here so REST, GraphQL and their
 * tests depend on the behaviour, not on the classes (AccountService, GameFeed satisfy these).
 */
import type { Account, ApiTokenInfo, SignedIn } from '../accounts/types.ts';
import type { Credential } from '../accounts/credential-ends.ts';
import type { ReadinessReport } from '../readiness.ts';
import type { TokenScope } from './caller.ts';

/** What the services hand out (src/accounts/types.ts), seen from the edge. */
export type AccountRecord = Account;
export type { ApiTokenInfo, SignedIn };

/** A new API token: the secret (shown once) and its listing. */
export interface CreatedToken {
  readonly token: string;
  readonly info: ApiTokenInfo;
}

export interface AccountsPort {
  /** Creates the account and its first session together, or nothing. */
  signUpAndSignIn(input: {
    username: string;
    password: string;
    displayName?: string | undefined;
  }): Promise<SignedIn>;
  /** `origin.address` counts failures per client address as well as per username. */
  signIn(
    input: { username: string; password: string },
    origin?: { address?: string | undefined },
  ): Promise<SignedIn>;
  sessionAccount(
    sessionToken: string,
  ): Promise<{ account: AccountRecord; expiresAt: string } | undefined>;
  signOut(sessionToken: string): Promise<void>;
  createToken(
    playerId: string,
    input: { name: string; scopes: readonly TokenScope[] },
  ): Promise<CreatedToken>;
  listTokens(playerId: string): Promise<ApiTokenInfo[]>;
  revokeToken(playerId: string, tokenId: string): Promise<void>;
  tokenAccount(
    token: string,
  ): Promise<
    { account: AccountRecord; tokenId: string; scopes: readonly TokenScope[] } | undefined
  >;
}

/** Sessions and tokens ending in any process (CredentialWatch satisfies it). */
export interface CredentialsPort {
  /** Calls `onEnded` once when `credential` ends; returns the function that stops watching. */
  watch(credential: Credential, onEnded: () => void): () => void;
}

export interface GameChangeNotice {
  readonly gameId: string;
  readonly version: number;
  readonly status: 'started' | 'finished';
}

export interface FeedPort {
  waitForVersionAbove(
    gameId: string,
    afterVersion: number,
    /** The feed re-reads the game's version after subscribing: a move just before is not missed. */
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<GameChangeNotice | undefined>;
  changes(gameId: string, signal: AbortSignal): AsyncIterable<GameChangeNotice>;
  /** The game's committed head, read after the call (batched); undefined before its start. */
  head(gameId: string): Promise<GameChangeNotice | undefined>;
}

export type { ReadinessReport };

/** /ready: whether this replica can serve (src/readiness.ts). */
export interface ReadinessPort {
  check(): Promise<ReadinessReport>;
}
