/**
 * Players, not accounts (issue 21 items 1 and 7, ADR 0039): public profiles, who follows whom,
 * blocks ({@link BlockStore}) and reports for the administrators. The time zone a profile shows
 * is the account's own (vacations/), edited through the vacation service.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import {
  accounts,
  follows,
  games,
  playerProfiles,
  playerReports,
  players,
  seats,
} from '../db/schema.ts';
import { ServiceError } from '../errors.ts';
import { gameIdSchema, parseInput } from '../service/inputs.ts';
import { BlockStore } from './blocks.ts';
import { profileEditSchema, reportReasonSchema } from './inputs.ts';
import { reportChatExcerpt } from './report-excerpt.ts';
import type { ProfileEdit } from './inputs.ts';
import { playerNamed } from './players.ts';
import type { NamedPlayer, PlayerCard } from './players.ts';
import { profileStats } from './profile-stats.ts';
import type { ProfileStats } from './profile-stats.ts';

export interface ProfileWords {
  readonly bio: string;
  readonly country: string | null;
}

export interface PlayerProfile extends NamedPlayer, ProfileWords {
  readonly stats: ProfileStats;
  /** The player's finished games, the most recent first (ids; the edge reads their summaries). */
  readonly recentGameIds: readonly string[];
  /** Public games the player sits in that are in play, the most recently moved first. */
  readonly inPlayGameIds: readonly string[];
}

export interface PlayerReport {
  readonly id: string;
  readonly reporter: PlayerCard;
  readonly reported: PlayerCard;
  readonly reason: string;
  readonly gameId: string | null;
  /** Filled by the chat's wiring; null until then. */
  readonly chatExcerpt: string | null;
  readonly createdAt: Date;
}

const RECENT_GAMES = 10;

export class SocialService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly blocks: BlockStore;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#db = db;
    this.#clock = clock;
    this.blocks = new BlockStore(db, clock);
  }

  playerNamed(username: string): Promise<NamedPlayer> {
    return playerNamed(this.#db, username);
  }

  // ── Profiles ───────────────────────────────────────────────────────────────────────────────

  async profile(username: string): Promise<PlayerProfile> {
    const player = await this.playerNamed(username);
    const [words, stats, recentGameIds, inPlayGameIds] = await Promise.all([
      this.words(player.playerId),
      profileStats(this.#db, player.playerId),
      this.#gameIds([player.playerId], 'finished'),
      this.#gameIds([player.playerId], 'started'),
    ]);
    return { ...player, ...words, stats, recentGameIds, inPlayGameIds };
  }

  async words(playerId: string): Promise<ProfileWords> {
    const [row] = await this.#db
      .select({ bio: playerProfiles.bio, country: playerProfiles.country })
      .from(playerProfiles)
      .where(eq(playerProfiles.playerId, playerId));
    return row ?? { bio: '', country: null };
  }

  /** Sets the fields `edit` names (INVALID_INPUT for a bio too long or an unknown country). */
  async editWords(playerId: string, edit: ProfileEdit): Promise<ProfileWords> {
    const valid = parseInput(profileEditSchema, edit, 'profile');
    const current = await this.words(playerId);
    const bio = valid.bio ?? current.bio;
    const country = valid.country === undefined ? current.country : valid.country;
    await this.#db
      .insert(playerProfiles)
      .values({ playerId, bio, country, updatedAt: this.#clock.now() })
      .onConflictDoUpdate({
        target: playerProfiles.playerId,
        set: { bio, country, updatedAt: this.#clock.now() },
      });
    return { bio, country };
  }

  // ── Following ──────────────────────────────────────────────────────────────────────────────

  async follow(followerId: string, followeeId: string): Promise<void> {
    if (followerId === followeeId) {
      throw new ServiceError('SELF_RELATION', 'You cannot follow yourself.');
    }
    await this.#db
      .insert(follows)
      .values({ followerId, followeeId, createdAt: this.#clock.now() })
      .onConflictDoNothing();
  }

  async unfollow(followerId: string, followeeId: string): Promise<void> {
    await this.#db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
  }

  /** Whom `playerId` follows (`direction: 'following'`) or who follows them, newest first. */
  async follows(playerId: string, direction: 'following' | 'followers'): Promise<PlayerCard[]> {
    const [mine, theirs] =
      direction === 'following'
        ? [follows.followerId, follows.followeeId]
        : [follows.followeeId, follows.followerId];
    return this.#db
      .select({ username: accounts.username, displayName: players.displayName })
      .from(follows)
      .innerJoin(accounts, eq(accounts.playerId, theirs))
      .innerJoin(players, eq(players.id, theirs))
      .where(eq(mine, playerId))
      .orderBy(desc(follows.createdAt), accounts.usernameKey);
  }

  /** Public games in play where someone `playerId` follows sits (ids, most recently moved first). */
  async followingGameIds(playerId: string): Promise<string[]> {
    const followed = await this.#db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(eq(follows.followerId, playerId));
    return this.#gameIds(
      followed.map((row) => row.id),
      'started',
    );
  }

  // ── Reports ────────────────────────────────────────────────────────────────────────────────

  async report(
    reporterId: string,
    username: string,
    request: { readonly reason: string; readonly gameId?: string | undefined },
  ): Promise<{ readonly id: string }> {
    const reported = await this.playerNamed(username);
    if (reported.playerId === reporterId) {
      throw new ServiceError('SELF_RELATION', 'You cannot report yourself.');
    }
    const reason = parseInput(reportReasonSchema, request.reason, 'reason');
    const gameId =
      request.gameId === undefined ? null : parseInput(gameIdSchema, request.gameId, 'game id');
    if (gameId !== null) {
      const [game] = await this.#db
        .select({ id: games.id })
        .from(games)
        .where(eq(games.id, gameId));
      if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${gameId}.`);
    }
    const id = randomUUID();
    await this.#db.insert(playerReports).values({
      id,
      reporterId,
      reportedId: reported.playerId,
      reason,
      gameId,
      chatExcerpt:
        gameId === null ? null : await reportChatExcerpt(this.#db, gameId, reported.playerId),
      createdAt: this.#clock.now(),
    });
    return { id };
  }

  /** The newest reports first (for administrators). */
  async reports(limit: number): Promise<PlayerReport[]> {
    const rows = await this.#db
      .select()
      .from(playerReports)
      .orderBy(desc(playerReports.createdAt))
      .limit(limit);
    const ids = [...new Set(rows.flatMap((row) => [row.reporterId, row.reportedId]))];
    const cards = new Map<string, PlayerCard>();
    if (ids.length > 0) {
      const named = await this.#db
        .select({
          id: accounts.playerId,
          username: accounts.username,
          displayName: players.displayName,
        })
        .from(accounts)
        .innerJoin(players, eq(players.id, accounts.playerId))
        .where(inArray(accounts.playerId, ids));
      for (const { id, ...card } of named) cards.set(id, card);
    }
    const card = (id: string): PlayerCard => cards.get(id) ?? { username: '', displayName: '' };
    return rows.map((row) => ({
      id: row.id,
      reporter: card(row.reporterId),
      reported: card(row.reportedId),
      reason: row.reason,
      gameId: row.gameId,
      chatExcerpt: row.chatExcerpt,
      createdAt: row.createdAt,
    }));
  }

  /** Public games with a human seat of one of `playerIds` in `status`, most recent first. */
  async #gameIds(playerIds: readonly string[], status: 'started' | 'finished'): Promise<string[]> {
    if (playerIds.length === 0) return [];
    const rows = await this.#db
      .selectDistinct({ id: games.id, updatedAt: games.updatedAt })
      .from(games)
      .innerJoin(seats, eq(seats.gameId, games.id))
      .where(
        and(
          inArray(seats.playerId, [...playerIds]),
          eq(games.status, status),
          // Finished games are public in full (exports, replays); games in play only if public.
          status === 'started' ? eq(games.visibility, 'public') : sql`true`,
        ),
      )
      .orderBy(desc(games.updatedAt))
      .limit(RECENT_GAMES);
    return rows.map((row) => row.id);
  }
}
