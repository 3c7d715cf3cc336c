/**
 * The games' tables (DESIGN §4): `games` is the current-state row of each game, `log` its
 * append-only stream (one row per accepted command, version 0 being the setup), `seats` who plays
 * where, `players` the people and bots' owners they are. The shared column helpers live here too.
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
} from 'drizzle-orm/pg-core';
import type { JsonValue } from '@tavolo/engine';
import type { SeatClocks } from '../../clocks/clocks.ts';
import type { TimeControl } from '../../clocks/time-control.ts';
import type { TimeoutPolicy } from '../../policies/timeout-policy.ts';

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

export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    /**
     * Rated or casual (chosen at creation; ADR 0037). Games made before ratings existed are
     * casual, as are their exports, which carry no `rated`.
     */
    rated: boolean('rated').notNull().default(false),
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
