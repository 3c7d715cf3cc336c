/** The rows behind accounts, sessions and API tokens. Sessions and tokens are found by hash only. */
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { preparedPerDatabase } from '../db/prepared-query.ts';
import type { Transaction } from '../store/game-rows.ts';
import { accounts, apiTokens, players, sessions } from '../db/schema.ts';
import type { AccountRow, ApiTokenRow, SessionRow } from '../db/schema.ts';
import { notifyCredentialEnded } from './credential-ends.ts';
import type { Account, ApiTokenInfo } from './types.ts';

export interface StoredAccount {
  readonly account: Account;
  readonly passwordHash: string;
}

export interface NewAccount {
  readonly playerId: string;
  readonly username: string;
  readonly displayName: string;
  readonly passwordHash: string;
  readonly at: Date;
}

const accountColumns = { row: accounts, displayName: players.displayName };

function toAccount(row: AccountRow, displayName: string): Account {
  return {
    playerId: row.playerId,
    username: row.username,
    displayName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTokenInfo(row: ApiTokenRow): ApiTokenInfo {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.tokenPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

async function insertAccountIn(tx: Transaction, input: NewAccount): Promise<Account> {
  await tx.insert(players).values({
    id: input.playerId,
    displayName: input.displayName,
    createdAt: input.at,
  });
  const [row] = await tx
    .insert(accounts)
    .values({
      playerId: input.playerId,
      username: input.username,
      usernameKey: input.username.toLowerCase(),
      passwordHash: input.passwordHash,
      createdAt: input.at,
    })
    .returning();
  if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
  return toAccount(row, input.displayName);
}

/** Read on every request with a token: built once (db/prepared-query.ts). */
const liveTokenQuery = preparedPerDatabase((db) =>
  db
    .select({ token: apiTokens, ...accountColumns })
    .from(apiTokens)
    .innerJoin(accounts, eq(accounts.playerId, apiTokens.playerId))
    .innerJoin(players, eq(players.id, accounts.playerId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), isNull(apiTokens.revokedAt)))
    .prepare('live_token'),
);

export class AccountStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The players row and the accounts row, in one transaction. */
  async insertAccount(input: NewAccount): Promise<Account> {
    return this.#db.transaction((tx) => insertAccountIn(tx, input));
  }

  /** The players row, the accounts row and a first session: all of them or none. */
  async insertAccountWithSession(input: NewAccount, session: SessionRow): Promise<Account> {
    return this.#db.transaction(async (tx) => {
      const account = await insertAccountIn(tx, input);
      await tx.insert(sessions).values(session);
      return account;
    });
  }

  async byUsername(username: string): Promise<StoredAccount | undefined> {
    const [found] = await this.#db
      .select(accountColumns)
      .from(accounts)
      .innerJoin(players, eq(players.id, accounts.playerId))
      .where(eq(accounts.usernameKey, username.toLowerCase()));
    if (found === undefined) return undefined;
    return {
      account: toAccount(found.row, found.displayName),
      passwordHash: found.row.passwordHash,
    };
  }

  async byPlayerId(playerId: string): Promise<Account | undefined> {
    const [found] = await this.#db
      .select(accountColumns)
      .from(accounts)
      .innerJoin(players, eq(players.id, accounts.playerId))
      .where(eq(accounts.playerId, playerId));
    return found === undefined ? undefined : toAccount(found.row, found.displayName);
  }

  async setPasswordHash(playerId: string, passwordHash: string): Promise<void> {
    await this.#db.update(accounts).set({ passwordHash }).where(eq(accounts.playerId, playerId));
  }

  // ── Sessions ──────────────────────────────────────────────────────────────────────────────

  /** Stores a new session and drops the player's expired ones. */
  async insertSession(row: SessionRow): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.playerId, row.playerId), lte(sessions.expiresAt, row.createdAt)));
      await tx.insert(sessions).values(row);
    });
  }

  async session(
    idHash: string,
  ): Promise<{ readonly session: SessionRow; readonly account: Account } | undefined> {
    const [found] = await this.#db
      .select({ session: sessions, ...accountColumns })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.playerId, sessions.playerId))
      .innerJoin(players, eq(players.id, accounts.playerId))
      .where(eq(sessions.idHash, idHash));
    if (found === undefined) return undefined;
    return { session: found.session, account: toAccount(found.row, found.displayName) };
  }

  async touchSession(idHash: string, at: Date): Promise<void> {
    await this.#db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
  }

  /** Deletes a session and tells every process (its live streams end). */
  async deleteSession(idHash: string): Promise<void> {
    await this.#db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.idHash, idHash));
      await notifyCredentialEnded(tx, { kind: 'session', idHash });
    });
  }

  // ── API tokens ────────────────────────────────────────────────────────────────────────────

  async insertToken(row: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
    const [inserted] = await this.#db.insert(apiTokens).values(row).returning();
    if (inserted === undefined) throw new Error('INSERT … RETURNING returned no row');
    return inserted;
  }

  /** A token that has not been revoked, with its owner. */
  async liveToken(
    tokenHash: string,
  ): Promise<{ readonly token: ApiTokenRow; readonly account: Account } | undefined> {
    const [found] = await liveTokenQuery(this.#db).execute({ tokenHash });
    if (found === undefined) return undefined;
    return { token: found.token, account: toAccount(found.row, found.displayName) };
  }

  async touchToken(id: string, at: Date): Promise<void> {
    await this.#db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.id, id));
  }

  /** A player's live tokens, newest first. */
  async liveTokens(playerId: string): Promise<ApiTokenRow[]> {
    return this.#db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.playerId, playerId), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  }

  /**
   * Revokes one of the player's live tokens and tells every process (its live streams end);
   * false when there is no such token.
   */
  async revokeToken(playerId: string, tokenId: string, at: Date): Promise<boolean> {
    return this.#db.transaction(async (tx) => {
      const revoked = await tx
        .update(apiTokens)
        .set({ revokedAt: at })
        .where(
          and(
            eq(apiTokens.id, tokenId),
            eq(apiTokens.playerId, playerId),
            isNull(apiTokens.revokedAt),
          ),
        )
        .returning({ id: apiTokens.id });
      if (revoked.length === 0) return false;
      await notifyCredentialEnded(tx, { kind: 'token', tokenId });
      return true;
    });
  }
}
