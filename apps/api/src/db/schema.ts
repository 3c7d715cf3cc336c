/**
 * The storage schema (DESIGN §4). `games` is the current-state row of each game, `log` its
 * append-only stream (one row per accepted command, version 0 being the setup), `seats` who plays
 * where; `accounts`, `sessions` and `api_tokens` are who may sign in and how (DESIGN §5);
 * `sign_in_failures` slows down password guessing. Changing this file needs a new migration:
 * `pnpm --filter @tavolo/api db:generate`.
 *
 * Only plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both understand. Statuses and kinds
 * are text columns with CHECK constraints rather than enum types: a new value is then a plain
 * constraint change inside a transaction, on both databases.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { JsonValue } from '@tavolo/engine';
import type { SeatClocks } from '../clocks/clocks.ts';
import type { TimeControl } from '../clocks/time-control.ts';
import type { TimeoutPolicy } from '../policies/timeout-policy.ts';

/** Whether the seats' clocks stop while their players are on vacation (issue 17 item 7). */
export const VACATION_POLICIES = ['allowed', 'none'] as const;
export type VacationPolicy = (typeof VACATION_POLICIES)[number];

export const GAME_STATUSES = ['created', 'started', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const SEAT_KINDS = ['human', 'bot'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** Public games are listed in the lobby; private ones are joined with their invite code. */
export const GAME_VISIBILITIES = ['public', 'private'] as const;
export type GameVisibility = (typeof GAME_VISIBILITIES)[number];

/** What a personal API token may be used for (DESIGN §5). */
export const TOKEN_SCOPES = ['read', 'play', 'bot'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The largest value of an integer column (versions, seats, counts): 2^31 - 1. */
export const MAX_INT32 = 2 ** 31 - 1;

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A person (or a third-party bot's owner); those who sign in also have an `accounts` row. */
export const players = pgTable('players', {
  id: text('id').primaryKey(),
  displayName: text('display_name').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    engine: text('engine').notNull(),
    rulesVersion: text('rules_version').notNull(),
    rngAlgorithm: text('rng_algorithm').notNull(),
    /** Options as normalised by the engine's parseOptions. */
    options: jsonb('options').$type<JsonValue>().notNull(),
    seatCount: integer('seat_count').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull().default('created'),
    visibility: text('visibility', { enum: GAME_VISIBILITIES }).notNull().default('public'),
    /** Secret: lets a person find and join the game (required for private games). */
    inviteCode: text('invite_code').notNull(),
    createdBy: text('created_by').references(() => players.id),
    /** Version of the last log entry; null until the game starts (version 0 is the setup). */
    version: integer('version'),
    /** Seats that may act now: empty before the start and after the end. */
    activeSeats: integer('active_seats')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The per-move limit of a `per_move` time control (kept for older clients), else null. */
    moveTimeLimitSeconds: integer('move_time_limit_seconds'),
    /** The time control chosen at creation (clocks/time-control.ts). */
    timeControl: jsonb('time_control')
      .$type<TimeControl>()
      .notNull()
      .default(sql`'{"kind":"none"}'::jsonb`),
    /** What the sweeper does when a seat's time runs out (policies/timeout-policy.ts). */
    timeoutPolicy: jsonb('timeout_policy')
      .$type<TimeoutPolicy>()
      .notNull()
      .default(sql`'{"kind":"bot_moves"}'::jsonb`),
    /** The clocks as of the last entry (clocks/clocks.ts); null without a time control. */
    clocks: jsonb('clocks').$type<SeatClocks>(),
    /** Each seat's deadline (ISO 8601, null if its clock stands), paused time skipped. */
    seatDeadlines: jsonb('seat_deadlines').$type<(string | null)[]>(),
    /** Seats' clocks stop on Saturday and Sunday in each seat's time zone (chosen at creation). */
    weekendPause: boolean('weekend_pause').notNull().default(false),
    /** Whether vacations stop the clocks in this game (chosen at creation). */
    vacation: text('vacation', { enum: VACATION_POLICIES }).notNull().default('allowed'),
    /** When the first running clock runs out; null when none runs. */
    turnDeadline: moment('turn_deadline'),
    /**
     * The earliest moment the deadline sweeper must look at the game (the turn deadline, or a
     * claim's lease end); null when it has nothing to do there.
     */
    checkAt: moment('check_at'),
    /** Secret until the game is finished: never leaves the server before (DESIGN §3). */
    serverSeed: text('server_seed').notNull(),
    serverSeedCommitment: text('server_seed_commitment').notNull(),
    /** digestPlayerSeeds of the seeds revealed at the start; null before the start. */
    playerSeedsDigest: text('player_seeds_digest'),
    genesisHash: text('genesis_hash').notNull(),
    /** Hash of the last log entry, or the genesis hash while the log is empty. */
    headHash: text('head_hash').notNull(),
    outcome: jsonb('outcome').$type<JsonValue>(),
    createdAt: moment('created_at').notNull(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    updatedAt: moment('updated_at').notNull(),
  },
  (t) => [
    check('games_status_check', sql`${t.status} in ('created', 'started', 'finished')`),
    check('games_seat_count_check', sql`${t.seatCount} > 0`),
    check('games_version_check', sql`${t.version} >= 0`),
    check('games_time_limit_check', sql`${t.moveTimeLimitSeconds} > 0`),
    check('games_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('games_vacation_check', sql`${t.vacation} in ('allowed', 'none')`),
    unique('games_invite_code_unique').on(t.inviteCode),
    index('games_status_idx').on(t.status),
    index('games_check_at_idx').on(t.checkAt),
  ],
);

export const seats = pgTable(
  'seats',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    kind: text('kind', { enum: SEAT_KINDS }).notNull(),
    playerId: text('player_id').references(() => players.id),
    botName: text('bot_name'),
    /** sha256 of the player's own seed, committed at join (optional). */
    seedCommitment: text('seed_commitment'),
    /** The player's seed, revealed at the start and checked against the commitment. */
    revealedSeed: text('revealed_seed'),
    /** The player's IANA time zone when the game started (its weekends); null before. */
    timeZone: text('time_zone'),
    joinedAt: moment('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seat] }),
    unique('seats_game_player_unique').on(t.gameId, t.playerId),
    check('seats_seat_check', sql`${t.seat} >= 0`),
    check(
      'seats_kind_check',
      sql`(${t.kind} = 'human' and ${t.playerId} is not null and ${t.botName} is null)
        or (${t.kind} = 'bot' and ${t.playerId} is null and ${t.botName} is not null)`,
    ),
    index('seats_player_idx').on(t.playerId),
  ],
);

export const log = pgTable(
  'log',
  {
    gameId: text('game_id').notNull(),
    version: integer('version').notNull(),
    /** The seat that sent the command; null for the setup entry (version 0). */
    actor: integer('actor'),
    commandId: text('command_id'),
    command: jsonb('command').$type<JsonValue>(),
    events: jsonb('events').$type<readonly JsonValue[]>().notNull(),
    at: moment('at').notNull(),
    /** linkHash(previous hash, entry): the hash chain of DESIGN §4. */
    hash: text('hash').notNull(),
  },
  (t) => [
    // Optimistic concurrency: two appends at the same expectedVersion cannot both commit.
    primaryKey({ name: 'log_game_version_pk', columns: [t.gameId, t.version] }),
    // Idempotent retries: a commandId is accepted once per game.
    unique('log_game_command_id_unique').on(t.gameId, t.commandId),
    foreignKey({ name: 'log_game_fk', columns: [t.gameId], foreignColumns: [games.id] }).onDelete(
      'cascade',
    ),
    check('log_version_check', sql`${t.version} >= 0`),
  ],
);

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
    /**
     * The vacation bank in seconds as of `vacation_accrued_at`; null until first used, when it
     * is the configured starting bank as of `created_at` (vacations/bank.ts).
     */
    vacationBankSeconds: integer('vacation_bank_seconds'),
    vacationAccruedAt: moment('vacation_accrued_at'),
  },
  (t) => [
    unique('accounts_username_key_unique').on(t.usernameKey),
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

/**
 * Vacations (issue 17 item 7): one row per vacation, kept after it ends so that the clocks of
 * every game stay a projection of the log and these intervals (an auditor gets them in exports).
 */
export const vacations = pgTable(
  'vacations',
  {
    id: text('id').primaryKey(),
    playerId: text('player_id')
      .notNull()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    startedAt: moment('started_at').notNull(),
    /** The end the player chose, if any. */
    until: moment('until'),
    /** When it ends at the latest: `until`, or when the bank it started with runs out. */
    endsBy: moment('ends_by').notNull(),
    /** When it ended; null while it runs. */
    endedAt: moment('ended_at'),
    /** When `vacation_ending` was announced (once per vacation). */
    endingNoticedAt: moment('ending_noticed_at'),
    /** When the sweeper must look next (the notice, then the end); null once ended. */
    checkAt: moment('check_at'),
  },
  (t) => [
    check('vacations_ends_by_check', sql`${t.endsBy} >= ${t.startedAt}`),
    // One running vacation per player: two concurrent starts cannot both commit.
    uniqueIndex('vacations_one_running_idx')
      .on(t.playerId)
      .where(sql`${t.endedAt} is null`),
    index('vacations_player_idx').on(t.playerId, t.startedAt),
    index('vacations_check_at_idx').on(t.checkAt),
  ],
);

/**
 * Each account's calendar feed (calendar/calendar-service.ts): the secret of its URL, stored as
 * its sha256 only, like API tokens. Regenerating replaces the row, so the old URL stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    playerId: text('player_id')
      .primaryKey()
      .references(() => accounts.playerId, { onDelete: 'cascade' }),
    /** sha256 (hex) of the feed's secret. */
    tokenHash: text('token_hash').notNull(),
    /** The secret's first characters, so its owner can tell which URL is the current one. */
    tokenPrefix: text('token_prefix').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [unique('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);

/**
 * The last version of a game each seat has seen ("while you were away", seen/seen-store.ts): a
 * row per seat that has said so, never moved back.
 */
export const seatSeen = pgTable(
  'seat_seen',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    lastSeenVersion: integer('last_seen_version').notNull(),
    seenAt: moment('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'seat_seen_pk', columns: [t.gameId, t.seat] }),
    check('seat_seen_version_check', sql`${t.lastSeenVersion} >= 0`),
  ],
);

/** What an inbox notification is about (service/inbox/notification-data.ts renders each). */
export const NOTIFICATION_KINDS = [
  'your_turn',
  'reminder',
  'game_started',
  'game_finished',
  'invited',
  'seat_timed_out',
  'vacation_ending',
  'game_cleaned_up',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The in-app inbox (issue 17 item 8): one row per notification of one account. `data` holds
 * only what the account may see (ids, seats, names, public results); `dedupe_key` names the
 * fact or reminder rung that wrote it, so writing it twice (a retried sweep, two processes)
 * leaves one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** Newest first, and the paging cursor: an increasing number. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** No foreign key: a notice that a game was cleaned up outlives the game. */
    gameId: text('game_id'),
    data: jsonb('data').$type<JsonValue>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: moment('created_at').notNull(),
    readAt: moment('read_at'),
  },
  (t) => [
    unique('notifications_player_dedupe_unique').on(t.playerId, t.dedupeKey),
    unique('notifications_seq_unique').on(t.seq),
    index('notifications_player_seq_idx').on(t.playerId, t.seq),
    check(
      'notifications_kind_check',
      sql`${t.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);

/**
 * An account's reminder ladder: how long before a deadline each reminder comes, in seconds,
 * largest first; an empty list turns reminders off. No row: the default ladder (24 h, 4 h, 1 h).
 */
export const reminderSettings = pgTable('reminder_settings', {
  playerId: text('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  offsetsSeconds: integer('offsets_seconds').array().notNull(),
  updatedAt: moment('updated_at').notNull(),
});

/**
 * The seats whose turn it is, one row per human seat to move (service/inbox/turns.ts): a row
 * that appears is a "your turn" notification, and `remind_at` is when the reminder sweeper must
 * send the next rung of the ladder before `deadline` (null: no deadline, or no rung left).
 */
export const seatTurns = pgTable(
  'seat_turns',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The game's version when the turn began (or its deadline last changed). */
    sinceVersion: integer('since_version').notNull(),
    deadline: moment('deadline'),
    remindAt: moment('remind_at'),
  },
  (t) => [
    primaryKey({ name: 'seat_turns_pk', columns: [t.gameId, t.seat] }),
    index('seat_turns_remind_at_idx').on(t.remindAt),
    index('seat_turns_player_idx').on(t.playerId),
  ],
);

/**
 * Who has a game's table open (service/inbox/presence.ts): refreshed by state reads, long-polls
 * and live subscriptions of a seated account; a row seen recently means "watching", and no
 * reminder of that game goes to that account.
 */
export const gameWatchers = pgTable(
  'game_watchers',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: text('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    seenAt: moment('seen_at').notNull(),
  },
  (t) => [primaryKey({ name: 'game_watchers_pk', columns: [t.gameId, t.playerId] })],
);

export const schema = {
  players,
  games,
  seats,
  log,
  accounts,
  sessions,
  apiTokens,
  signInFailures,
  vacations,
  calendarFeeds,
  seatSeen,
  notifications,
  reminderSettings,
  seatTurns,
  gameWatchers,
};
export type Schema = typeof schema;
export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type LogRow = typeof log.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type SignInFailureRow = typeof signInFailures.$inferSelect;
export type VacationRow = typeof vacations.$inferSelect;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type SeatTurnRow = typeof seatTurns.$inferSelect;
