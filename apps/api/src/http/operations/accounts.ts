/**
 * Account operations (ADR 0012), once for REST and GraphQL: signing up, in and out, the current
 * session, and API tokens. Setting and clearing the session cookie and the CSRF token stay with
 * the handlers (they are the transport's); who may do what is decided here.
 */
import type { Caller, TokenScope } from '../caller.ts';
import { requireCapability } from '../caller.ts';
import { parseId } from '../edge-inputs.ts';
import { ApiError } from '../error-table.ts';
import type {
  AccountRecord,
  AccountsPort,
  ApiTokenInfo,
  CreatedToken,
  SignedIn,
} from '../ports.ts';

export interface NewTokenRequest {
  readonly name: string;
  readonly scopes: readonly TokenScope[];
}

export interface SignUpRequest {
  readonly username: string;
  readonly password: string;
  readonly displayName?: string | undefined;
}

export interface SignInRequest {
  readonly username: string;
  readonly password: string;
}

/** The signed-in account of a session and when the session ends. */
export interface CurrentSession {
  readonly account: AccountRecord;
  readonly expiresAt: string;
}

export class AccountOperations {
  readonly #accounts: AccountsPort;

  constructor(accounts: AccountsPort) {
    this.#accounts = accounts;
  }

  /** Creates the account and its first session together. */
  signUp(request: SignUpRequest): Promise<SignedIn> {
    return this.#accounts.signUpAndSignIn({ ...request });
  }

  /** `address` is the client's, counted by the sign-in limits (ADR 0019). */
  signIn(request: SignInRequest, address: string): Promise<SignedIn> {
    return this.#accounts.signIn({ ...request }, { address });
  }

  /** Ends the caller's session, if the caller is one (signing out without one is no error). */
  async signOut(caller: Caller): Promise<void> {
    if (caller.kind === 'session') await this.#accounts.signOut(caller.sessionToken);
  }

  /** The caller's session: UNAUTHENTICATED without one, or once it has ended. */
  async session(caller: Caller): Promise<CurrentSession> {
    if (caller.kind !== 'session') {
      throw new ApiError('UNAUTHENTICATED', 'No session: sign in first.');
    }
    const session = await this.#accounts.sessionAccount(caller.sessionToken);
    if (session === undefined) throw new ApiError('UNAUTHENTICATED', 'The session has ended.');
    return session;
  }

  // ── API tokens (a session only: a token cannot mint tokens) ──────────────────────────────

  listTokens(caller: Caller): Promise<ApiTokenInfo[]> {
    return this.#accounts.listTokens(requireCapability(caller, 'account').playerId);
  }

  createToken(caller: Caller, input: NewTokenRequest): Promise<CreatedToken> {
    return this.#accounts.createToken(requireCapability(caller, 'account').playerId, input);
  }

  async revokeToken(caller: Caller, tokenId: string): Promise<void> {
    const account = requireCapability(caller, 'account');
    await this.#accounts.revokeToken(account.playerId, parseId(tokenId, 'token id'));
  }
}
