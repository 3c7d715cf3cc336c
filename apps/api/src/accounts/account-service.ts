/**
 * Accounts, web sessions and personal API tokens (DESIGN §5), with no HTTP in sight. Passwords
 * are argon2id hashes; session and API tokens are random secrets of which only the sha256 is
 * stored. Deciding what a session or a token may do (scopes, CSRF, rate limits) is the HTTP
 * layer's job; this class says who the caller is.
 */
import { randomUUID } from 'node:crypto';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { ServiceError } from '../errors.ts';
import { parseInput } from '../service/inputs.ts';
import { constraintViolation } from '../store/constraint-violation.ts';
import { AccountStore, toTokenInfo } from './account-store.ts';
import type { NewAccount, StoredAccount } from './account-store.ts';
import type { SessionRow } from '../db/schema.ts';
import * as inputs from './inputs.ts';
import { PasswordHasher } from './passwords.ts';
import { SignInThrottle } from './sign-in-throttle.ts';
import {
  TOKEN_PREFIX_LENGTH,
  looksLikeApiToken,
  looksLikeSessionToken,
  newApiToken,
  newSessionToken,
  sha256Hex,
} from './secrets.ts';
import {
  DEFAULT_PASSWORD_HASHING,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SIGN_IN_LIMITS,
} from './types.ts';
import type { TokenCache } from './token-cache.ts';
import type {
  Account,
  AccountServiceOptions,
  ApiTokenInfo,
  CreatedToken,
  SessionInfo,
  SignInOrigin,
  SignedIn,
  TokenCaller,
} from './types.ts';

/** last_seen_at / last_used_at are written at most this often per session or token. */
const TOUCH_INTERVAL_MS = 60_000;

const USERNAME_KEY_UNIQUE = 'accounts_username_key_unique';

function usernameTaken(username: string): ServiceError {
  return new ServiceError('USERNAME_TAKEN', `The username "${username}" is taken.`);
}

const invalidCredentials = () =>
  new ServiceError('INVALID_CREDENTIALS', 'Unknown username or wrong password.');

export class AccountService {
  readonly #store: AccountStore;
  readonly #passwords: PasswordHasher;
  readonly #clock: Clock;
  readonly #sessionTtlMs: number;
  readonly #throttle: SignInThrottle;
  readonly #tokenCache: TokenCache | undefined;

  constructor(db: Db, options: AccountServiceOptions = {}) {
    const ttl = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
    if (!Number.isSafeInteger(ttl) || ttl <= 0) {
      throw new RangeError(`sessionTtlMs must be a positive integer (got ${ttl})`);
    }
    this.#store = new AccountStore(db);
    this.#passwords = new PasswordHasher(options.hashing ?? DEFAULT_PASSWORD_HASHING);
    this.#clock = options.clock ?? systemClock;
    this.#sessionTtlMs = ttl;
    const limits = options.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
    this.#throttle = new SignInThrottle(db, limits, this.#clock);
    this.#tokenCache = options.tokenCache;
  }

  // ── Accounts ──────────────────────────────────────────────────────────────────────────────

  /** Creates the player and the account in one transaction; displayName defaults to username. */
  async signUp(input: inputs.SignUpInput): Promise<Account> {
    const draft = await this.#accountDraft(input);
    return this.#insertAccount(draft.username, () => this.#store.insertAccount(draft));
  }

  /**
   * Sign-up and sign-in in one step: every input is checked first, then the player, the account
   * and the session are written in one transaction, so a refused sign-up leaves nothing behind.
   */
  async signUpAndSignIn(input: inputs.SignUpInput): Promise<SignedIn> {
    const draft = await this.#accountDraft(input);
    const session = this.#newSession(draft.playerId);
    const account = await this.#insertAccount(draft.username, () =>
      this.#store.insertAccountWithSession(draft, session.row),
    );
    return { account, sessionToken: session.token, expiresAt: session.row.expiresAt.toISOString() };
  }

  /** A checked sign-up with its password hashed, not stored yet. */
  async #accountDraft(input: inputs.SignUpInput): Promise<NewAccount> {
    const valid = parseInput(inputs.signUpSchema, input, 'sign-up');
    // Checked before the (deliberately slow) hash; the unique index settles races.
    if ((await this.#store.byUsername(valid.username)) !== undefined) {
      throw usernameTaken(valid.username);
    }
    return {
      playerId: randomUUID(),
      username: valid.username,
      displayName: valid.displayName ?? valid.username,
      passwordHash: await this.#passwords.hash(valid.password),
      at: this.#clock.now(),
    };
  }

  /** Runs an insert of a new account, turning a lost race for the username into USERNAME_TAKEN. */
  async #insertAccount(username: string, insert: () => Promise<Account>): Promise<Account> {
    try {
      return await insert();
    } catch (error) {
      if (constraintViolation(error)?.constraint === USERNAME_KEY_UNIQUE) {
        throw usernameTaken(username);
      }
      throw error;
    }
  }

  /** The account of a player, if they have one. */
  async account(playerId: string): Promise<Account | undefined> {
    return this.#store.byPlayerId(parseInput(inputs.accountIdSchema, playerId, 'player id'));
  }

  // ── Sessions ──────────────────────────────────────────────────────────────────────────────

  /**
   * Checks the password and opens a session. An unknown username and a wrong password give the
   * same error, after the same argon2 work, and count alike towards the sign-in limits: while the
   * username or the origin's address is locked, every attempt is SIGN_IN_THROTTLED, even one
   * with the right password (see sign-in-throttle.ts).
   */
  async signIn(input: inputs.SignInInput, origin: SignInOrigin = {}): Promise<SignedIn> {
    const valid = parseInput(inputs.signInSchema, input, 'sign-in');
    const keys = { username: valid.username, address: origin.address };
    await this.#throttle.refuseWhileLocked(keys);
    const stored = await this.#checkPassword(valid.username, valid.password);
    if (stored === undefined) {
      await this.#throttle.recordFailure(keys);
      throw invalidCredentials();
    }
    await this.#throttle.forgive(keys);
    const { account } = stored;
    if (this.#passwords.outdated(stored.passwordHash)) {
      await this.#store.setPasswordHash(
        account.playerId,
        await this.#passwords.hash(valid.password),
      );
    }
    const session = this.#newSession(account.playerId);
    await this.#store.insertSession(session.row);
    return { account, sessionToken: session.token, expiresAt: session.row.expiresAt.toISOString() };
  }

  /** The account when the password is its own; unknown names cost an argon2 verify too. */
  async #checkPassword(username: string, password: string): Promise<StoredAccount | undefined> {
    await this.#passwords.ready();
    const stored = await this.#store.byUsername(username);
    const matches = await this.#passwords.verify(stored?.passwordHash, password);
    return matches ? stored : undefined;
  }

  /** A new session's secret and its row (only the secret's sha256 is stored). */
  #newSession(playerId: string): { readonly token: string; readonly row: SessionRow } {
    const token = newSessionToken();
    const now = this.#clock.now();
    const expiresAt = new Date(now.getTime() + this.#sessionTtlMs);
    const row = { idHash: sha256Hex(token), playerId, createdAt: now, expiresAt, lastSeenAt: now };
    return { token, row };
  }

  /** The account a session token belongs to; undefined when unknown, malformed or expired. */
  async sessionAccount(sessionToken: string): Promise<SessionInfo | undefined> {
    if (!looksLikeSessionToken(sessionToken)) return undefined;
    const idHash = sha256Hex(sessionToken);
    const found = await this.#store.session(idHash);
    if (found === undefined) return undefined;
    const now = this.#clock.now();
    const { session } = found;
    if (session.expiresAt.getTime() <= now.getTime()) {
      await this.#store.deleteSession(idHash);
      return undefined;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.#store.touchSession(idHash, now);
    }
    return { account: found.account, expiresAt: session.expiresAt.toISOString() };
  }

  /** Ends a session; signing out twice, or with an unknown token, is not an error. */
  async signOut(sessionToken: string): Promise<void> {
    if (!looksLikeSessionToken(sessionToken)) return;
    await this.#store.deleteSession(sha256Hex(sessionToken));
  }

  // ── API tokens ────────────────────────────────────────────────────────────────────────────

  /** A new personal API token: the returned `token` is the only time the secret is seen. */
  async createToken(playerId: string, input: inputs.NewTokenInput): Promise<CreatedToken> {
    const owner = parseInput(inputs.accountIdSchema, playerId, 'player id');
    const valid = parseInput(inputs.newTokenSchema, input, 'API token');
    if ((await this.#store.byPlayerId(owner)) === undefined) {
      throw new ServiceError('PLAYER_NOT_FOUND', `No account for player ${owner}.`);
    }
    const token = newApiToken();
    const row = await this.#store.insertToken({
      id: randomUUID(),
      playerId: owner,
      name: valid.name,
      scopes: valid.scopes,
      tokenHash: sha256Hex(token),
      tokenPrefix: token.slice(0, TOKEN_PREFIX_LENGTH),
      createdAt: this.#clock.now(),
    });
    return { token, info: toTokenInfo(row) };
  }

  /** A player's tokens that are not revoked, newest first, without their secrets. */
  async listTokens(playerId: string): Promise<ApiTokenInfo[]> {
    const owner = parseInput(inputs.accountIdSchema, playerId, 'player id');
    return (await this.#store.liveTokens(owner)).map(toTokenInfo);
  }

  /** Revokes one of the player's tokens (TOKEN_NOT_FOUND if it is not their live token). */
  async revokeToken(playerId: string, tokenId: string): Promise<void> {
    const owner = parseInput(inputs.accountIdSchema, playerId, 'player id');
    const id = parseInput(inputs.accountIdSchema, tokenId, 'token id');
    if (!(await this.#store.revokeToken(owner, id, this.#clock.now()))) {
      throw new ServiceError('TOKEN_NOT_FOUND', `No live API token ${id} of this account.`);
    }
    // Other processes forget it when the revocation's NOTIFY reaches them; this one at once.
    this.#tokenCache?.forget(id);
  }

  /**
   * Who an API token speaks for and with which scopes; undefined when unknown or revoked. From
   * the token cache when there is one (token-cache.ts: revocations reach it at once).
   */
  async tokenAccount(token: string): Promise<TokenCaller | undefined> {
    if (!looksLikeApiToken(token)) return undefined;
    const hash = sha256Hex(token);
    const cache = this.#tokenCache;
    const epoch = cache?.epoch() ?? 0;
    let found = cache?.get(hash);
    if (found === undefined) {
      const stored = await this.#store.liveToken(hash);
      if (stored === undefined) return undefined;
      const { id, scopes, lastUsedAt } = stored.token;
      found = { account: stored.account, tokenId: id, scopes, lastUsedAt };
      cache?.set(hash, found, epoch);
    }
    const now = this.#clock.now();
    const { lastUsedAt, tokenId, scopes, account } = found;
    if (lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await this.#store.touchToken(tokenId, now);
      cache?.set(hash, { ...found, lastUsedAt: now }, epoch);
    }
    return { account, tokenId, scopes };
  }
}
