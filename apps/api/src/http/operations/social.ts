/**
 * Profiles, following, blocks and reports (issue 21 items 1 and 7, ADR 0039), for REST and
 * GraphQL alike. Profiles are public; the rest is the caller's own business. Reports are read by
 * the administrators named in TAVOLO_ADMINS (as the local outbox is).
 */
import type { GameService } from '../../service/game-service.ts';
import type { GameSummary } from '../../service/views.ts';
import { parseInput } from '../../service/inputs.ts';
import type { SocialService, PlayerReport, ProfileWords } from '../../social/social-service.ts';
import type { ProfileStats } from '../../social/profile-stats.ts';
import type { PlayerCard } from '../../social/players.ts';
import { flagOf, profileEditSchema } from '../../social/inputs.ts';
import { readerOf, requireCapability } from '../caller.ts';
import type { Caller } from '../caller.ts';
import { ApiError } from '../error-table.ts';
import { parseId } from '../edge-inputs.ts';

export type { PlayerCard };

/** A report as administrators read it (`createdAt` ISO 8601). */
export interface ReportView extends Omit<PlayerReport, 'createdAt'> {
  readonly createdAt: string;
}

export interface PublicProfile extends PlayerCard {
  /** ISO 8601. */
  readonly memberSince: string;
  readonly bio: string;
  readonly country: string | null;
  /** The country's flag emoji, or null without a country. */
  readonly countryFlag: string | null;
  readonly timeZone: string;
  readonly stats: ProfileStats;
  readonly recentGames: readonly GameSummary[];
  readonly gamesInPlay: readonly GameSummary[];
  /** Whether the caller follows this player (false for anonymous callers and oneself). */
  readonly followedByYou: boolean;
  /** Whether the caller blocks this player. */
  readonly blockedByYou: boolean;
}

export interface MyProfile extends ProfileWords {
  readonly countryFlag: string | null;
  readonly timeZone: string;
}

export interface ProfileEditRequest {
  readonly bio?: string | undefined;
  readonly country?: string | null | undefined;
  readonly timeZone?: string | undefined;
}

export class SocialOperations {
  readonly #service: GameService;
  readonly #social: SocialService;
  readonly #isAdmin: (username: string) => boolean;

  constructor(service: GameService, social: SocialService, isAdmin: (username: string) => boolean) {
    this.#service = service;
    this.#social = social;
    this.#isAdmin = isAdmin;
  }

  async profile(caller: Caller, username: string): Promise<PublicProfile> {
    const profile = await this.#social.profile(username);
    const reader = readerOf(caller);
    const [recentGames, gamesInPlay, followed, blocked] = await Promise.all([
      this.#summaries(profile.recentGameIds),
      this.#summaries(profile.inPlayGameIds),
      reader === undefined ? [] : this.#social.follows(reader.playerId, 'following'),
      reader === undefined ? [] : this.#social.blocks.list(reader.playerId),
    ]);
    const named = (card: PlayerCard) => card.username === profile.username;
    return {
      username: profile.username,
      displayName: profile.displayName,
      memberSince: profile.memberSince.toISOString(),
      bio: profile.bio,
      country: profile.country,
      countryFlag: profile.country === null ? null : flagOf(profile.country),
      timeZone: profile.timeZone,
      stats: profile.stats,
      recentGames,
      gamesInPlay,
      followedByYou: followed.some(named),
      blockedByYou: blocked.some(named),
    };
  }

  async myProfile(caller: Caller): Promise<MyProfile> {
    const { playerId } = requireCapability(caller, 'read');
    const [words, away] = await Promise.all([
      this.#social.words(playerId),
      this.#service.vacations.status(playerId),
    ]);
    return this.#mine(words, away.timeZone);
  }

  /** Checks every field first, so that a refusal changes nothing. */
  async editProfile(caller: Caller, request: ProfileEditRequest): Promise<MyProfile> {
    const { playerId } = requireCapability(caller, 'lobby');
    const { timeZone, ...edit } = request;
    parseInput(profileEditSchema, edit, 'profile');
    const away =
      timeZone === undefined
        ? await this.#service.vacations.status(playerId)
        : await this.#service.vacations.setTimeZone(playerId, timeZone);
    return this.#mine(await this.#social.editWords(playerId, edit), away.timeZone);
  }

  async follow(caller: Caller, username: string): Promise<PlayerCard[]> {
    const { playerId } = requireCapability(caller, 'lobby');
    await this.#social.follow(playerId, (await this.#social.playerNamed(username)).playerId);
    return this.#social.follows(playerId, 'following');
  }

  async unfollow(caller: Caller, username: string): Promise<PlayerCard[]> {
    const { playerId } = requireCapability(caller, 'lobby');
    await this.#social.unfollow(playerId, (await this.#social.playerNamed(username)).playerId);
    return this.#social.follows(playerId, 'following');
  }

  following(caller: Caller): Promise<PlayerCard[]> {
    return this.#social.follows(requireCapability(caller, 'read').playerId, 'following');
  }

  followers(caller: Caller): Promise<PlayerCard[]> {
    return this.#social.follows(requireCapability(caller, 'read').playerId, 'followers');
  }

  /** Public games in play of the players the caller follows. */
  async followingGames(caller: Caller): Promise<GameSummary[]> {
    const { playerId } = requireCapability(caller, 'read');
    return this.#summaries(await this.#social.followingGameIds(playerId));
  }

  async block(caller: Caller, username: string): Promise<PlayerCard[]> {
    const { playerId } = requireCapability(caller, 'lobby');
    const blocked = await this.#social.playerNamed(username);
    await this.#social.blocks.block(playerId, blocked.playerId);
    return this.#social.blocks.list(playerId);
  }

  async unblock(caller: Caller, username: string): Promise<PlayerCard[]> {
    const { playerId } = requireCapability(caller, 'lobby');
    await this.#social.blocks.unblock(
      playerId,
      (await this.#social.playerNamed(username)).playerId,
    );
    return this.#social.blocks.list(playerId);
  }

  blocks(caller: Caller): Promise<PlayerCard[]> {
    return this.#social.blocks.list(requireCapability(caller, 'read').playerId);
  }

  report(
    caller: Caller,
    username: string,
    request: { readonly reason: string; readonly gameId?: string | undefined },
  ): Promise<{ readonly id: string }> {
    const { playerId } = requireCapability(caller, 'lobby');
    const gameId =
      request.gameId === undefined ? {} : { gameId: parseId(request.gameId, 'game id') };
    return this.#social.report(playerId, username, { reason: request.reason, ...gameId });
  }

  /** Reports, newest first: administrators only (FORBIDDEN for everyone else). */
  async reports(caller: Caller, limit = 100): Promise<ReportView[]> {
    const account = requireCapability(caller, 'read');
    if (!this.#isAdmin(account.username)) {
      throw new ApiError(
        'FORBIDDEN',
        'Only the administrators named in TAVOLO_ADMINS read reports.',
      );
    }
    const reports = await this.#social.reports(limit);
    return reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() }));
  }

  #mine(words: ProfileWords, timeZone: string): MyProfile {
    return {
      ...words,
      countryFlag: words.country === null ? null : flagOf(words.country),
      timeZone,
    };
  }

  #summaries(gameIds: readonly string[]): Promise<GameSummary[]> {
    return this.#service.lobby.gamesByIds(gameIds);
  }
}
