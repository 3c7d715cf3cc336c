/**
 * Who may sign in and how (DESIGN §5): `accounts`, `sessions` and `api_tokens`;
 * `sign_in_failures` slows down password guessing.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../delivery/contract.ts';
import { moment, players } from './games.ts';
import type { TokenScope } from './games.ts';

/** A person who signs in: a player with a username and a password (argon2id). */
export const accounts = pgTable(
  'accounts',
  {
    playerId: text('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** As typed at sign-up. */
    username: text('username').notNull(),
    /** lower(username): usernames are unique regardless of case. */
    usernameKey: text('username_key').notNull(),
    /** The argon2id encoded hash ($argon2id$v=19$m=…,p=…,t=…$salt$hash). */
    passwordHash: text('password_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    /** IANA time zone (clocks/time-zones.ts): whose Saturdays and Sundays pause the clocks. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The language messages sent to the person are written in (delivery/contract.ts LOCALES). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * The vacation bank in seconds as of `vacation_accrued_at`; null until first used, when it
     * is the configured starting bank as of `created_at` (vacations/bank.ts).
     */
    vacationBankSeconds: integer('vacation_bank_seconds'),
    vacationAccruedAt: moment('vacation_accrued_at'),
  },
  (t) => [
    unique('accounts_username_key_unique').on(t.usernameKey),
    check(
      'accounts_locale_check',
      sql`${t.locale} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`,
    ),
    check('accounts_username_key_check', sql`${t.usernameKey} = lower(${t.username})`),
  ],
);

/** Web sessions: only the sha256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the session token. */
    idHash: text('id_hash').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    lastSeenAt: moment('last_seen_at').notNull(),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/** Personal API tokens: shown once, only their sha256 is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<TokenScope[]>().notNull(),
    /** sha256 (hex) of the whole token. */
    tokenHash: text('token_hash').notNull(),
    /** The token's first characters, shown in listings so its owner can tell tokens apart. */
    tokenPrefix: text('token_prefix').notNull(),
    createdAt: moment('created_at').notNull(),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
  },
  (t) => [
    unique('api_tokens_token_hash_unique').on(t.tokenHash),
    check(
      'api_tokens_scopes_check',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array['read', 'play', 'bot']::text[]`,
    ),
    index('api_tokens_player_idx').on(t.playerId),
  ],
);

/**
 * Failed sign-ins, counted per account name and per client address (accounts/sign-in-throttle.ts)
 * and shared by every API process. Names count whether or not an account has them, so a lock
 * says nothing about which names exist.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** `account:<lower-case username>` or `address:<client address>`. */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: moment('last_failure_at').notNull(),
  },
  (t) => [
    check('sign_in_failures_failures_check', sql`${t.failures} > 0`),
    // Old rows are pruned by this column.
    index('sign_in_failures_last_failure_idx').on(t.lastFailureAt),
  ],
);
