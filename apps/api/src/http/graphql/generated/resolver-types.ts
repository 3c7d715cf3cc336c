// Generated from the served GraphQL SDL by scripts/resolver-types.ts (GraphQL Code Generator):
// run `pnpm --filter @tavolo/api api:generate` after changing the SDL. Do not edit.

import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  Account as AccountModel,
  ApiToken as ApiTokenModel,
  AwayStatus as AwayStatusModel,
  CalendarFeed as CalendarFeedModel,
  ChatMessage as ChatMessageModel,
  ChatMuteResult as ChatMuteResultModel,
  ChatPage as ChatPageModel,
  ChatPostResult as ChatPostResultModel,
  Clocks as ClocksModel,
  CreatedApiToken as CreatedApiTokenModel,
  CreatedCalendarFeed as CreatedCalendarFeedModel,
  DeliveryPreferences as DeliveryPreferencesModel,
  EmailStatus as EmailStatusModel,
  EmailUnsubscribed as EmailUnsubscribedModel,
  Engine as EngineModel,
  EngineBot as EngineBotModel,
  EventsPage as EventsPageModel,
  Game as GameModel,
  GameCreator as GameCreatorModel,
  GameNote as GameNoteModel,
  GameNotes as GameNotesModel,
  GameState as GameStateModel,
  GameSummary as GameSummaryModel,
  InboxStatus as InboxStatusModel,
  Invitation as InvitationModel,
  Invitee as InviteeModel,
  KindPreference as KindPreferenceModel,
  Leaderboard as LeaderboardModel,
  LeaderboardPlayer as LeaderboardPlayerModel,
  Lobby as LobbyModel,
  LogEntry as LogEntryModel,
  MyProfile as MyProfileModel,
  Notification as NotificationModel,
  NotificationPage as NotificationPageModel,
  OutboxMessage as OutboxMessageModel,
  OutboxPage as OutboxPageModel,
  OutboxSummary as OutboxSummaryModel,
  OverallStats as OverallStatsModel,
  PlayerCard as PlayerCardModel,
  PlayerRatings as PlayerRatingsModel,
  PlayerReport as PlayerReportModel,
  ProfileStats as ProfileStatsModel,
  PublicProfile as PublicProfileModel,
  PushSubscription as PushSubscriptionModel,
  QuietHours as QuietHoursModel,
  RatingPoint as RatingPointModel,
  Rematch as RematchModel,
  RematchPlayer as RematchPlayerModel,
  ReminderSettings as ReminderSettingsModel,
  ReportCreated as ReportCreatedModel,
  SeatClock as SeatClockModel,
  SeatStanding as SeatStandingModel,
  SeatSummary as SeatSummaryModel,
  SeenResult as SeenResultModel,
  Session as SessionModel,
  SubmitResult as SubmitResultModel,
  TimeControl as TimeControlModel,
  Timeout as TimeoutModel,
  TimeoutPolicy as TimeoutPolicyModel,
  TitleRating as TitleRatingModel,
  TitleStats as TitleStatsModel,
  Vacation as VacationModel,
  Viewer as ViewerModel,
  Webhook as WebhookModel,
  WebhookDelivery as WebhookDeliveryModel,
  WebhookWithSecret as WebhookWithSecretModel,
} from '../models.ts';
import type { MercuriusContext } from 'mercurius';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An ISO 8601 / RFC 3339 timestamp. */
  DateTime: { input: string; output: string };
  /** Any JSON value, as the game engine defines it. */
  JSON: { input: unknown; output: unknown };
};

export type Account = {
  readonly __typename?: 'Account';
  readonly createdAt: Scalars['DateTime']['output'];
  readonly displayName: Scalars['String']['output'];
  readonly playerId: Scalars['ID']['output'];
  readonly username: Scalars['String']['output'];
};

export type ApiToken = {
  readonly __typename?: 'ApiToken';
  readonly createdAt: Scalars['DateTime']['output'];
  readonly id: Scalars['ID']['output'];
  readonly lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  readonly name: Scalars['String']['output'];
  /** The token's first characters, to tell tokens apart. */
  readonly prefix: Scalars['String']['output'];
  readonly scopes: ReadonlyArray<TokenScope>;
};

/** Your time zone and vacation bank. */
export type AwayStatus = {
  readonly __typename?: 'AwayStatus';
  /** Vacation time left in the bank now, in seconds. */
  readonly bankSeconds: Scalars['Int']['output'];
  readonly capSeconds: Scalars['Int']['output'];
  /** Accrued monthly, a twelfth at a time. */
  readonly perYearSeconds: Scalars['Int']['output'];
  readonly timeZone: Scalars['String']['output'];
  readonly vacation?: Maybe<Vacation>;
};

export type CalendarFeed = {
  readonly __typename?: 'CalendarFeed';
  readonly createdAt: Scalars['DateTime']['output'];
  /** The first characters of the feed's secret, to recognise it. */
  readonly prefix: Scalars['String']['output'];
};

export type ChatChannel = 'players' | 'spectators';

/** A chat message: plain text, to render as text and never as HTML. */
export type ChatMessage = {
  readonly __typename?: 'ChatMessage';
  readonly authorId: Scalars['ID']['output'];
  readonly authorName: Scalars['String']['output'];
  readonly body: Scalars['String']['output'];
  readonly channel: ChatChannel;
  readonly createdAt: Scalars['DateTime']['output'];
  readonly id: Scalars['ID']['output'];
  /** The author's seat, null for a spectator. */
  readonly seat?: Maybe<Scalars['Int']['output']>;
  /** The cursor: pass it as `after` to read what follows. */
  readonly seq: Scalars['Int']['output'];
};

export type ChatMuteResult = {
  readonly __typename?: 'ChatMuteResult';
  readonly gameId: Scalars['ID']['output'];
  readonly muted: Scalars['Boolean']['output'];
};

export type ChatPage = {
  readonly __typename?: 'ChatPage';
  readonly gameId: Scalars['ID']['output'];
  readonly messages: ReadonlyArray<ChatMessage>;
  /** Whether you muted this table's chat notifications. */
  readonly muted: Scalars['Boolean']['output'];
  /** The channels you may read now. */
  readonly readable: ReadonlyArray<ChatChannel>;
  readonly status: GameStatus;
  /** The channel you may write to now, if any. */
  readonly writable?: Maybe<ChatChannel>;
};

export type ChatPostResult = {
  readonly __typename?: 'ChatPostResult';
  readonly gameId: Scalars['ID']['output'];
  readonly seq: Scalars['Int']['output'];
};

export type Clocks = {
  readonly __typename?: 'Clocks';
  /** The server time of the last entry, when remainingMs were taken. */
  readonly asOf: Scalars['DateTime']['output'];
  readonly seats: ReadonlyArray<SeatClock>;
};

export type CreateGameInput = {
  readonly engine: Scalars['String']['input'];
  /** Deprecated: timeControl { kind: per_move, moveSeconds } says the same. */
  readonly moveTimeLimitSeconds?: InputMaybe<Scalars['Int']['input']>;
  readonly options?: InputMaybe<Scalars['JSON']['input']>;
  /** Rated (default) or casual: only rated games with a person in every seat change ratings. */
  readonly rated?: InputMaybe<Scalars['Boolean']['input']>;
  readonly seatCount: Scalars['Int']['input'];
  /** Absent: no time control. */
  readonly timeControl?: InputMaybe<TimeControlInput>;
  /** Absent: bot_moves. Other policies need a time control (TIMEOUT_POLICY_NEEDS_CLOCK). */
  readonly timeoutPolicy?: InputMaybe<TimeoutPolicyInput>;
  /** Whether vacations stop the seats' clocks (default allowed). */
  readonly vacation?: InputMaybe<VacationPolicy>;
  /** Public by default. */
  readonly visibility?: InputMaybe<Visibility>;
  /** Clocks stop on Saturday and Sunday in each seat's own time zone (default false). */
  readonly weekendPause?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CreatedApiToken = {
  readonly __typename?: 'CreatedApiToken';
  readonly info: ApiToken;
  /** The secret: shown once, store it now. */
  readonly token: Scalars['String']['output'];
};

export type CreatedCalendarFeed = {
  readonly __typename?: 'CreatedCalendarFeed';
  readonly info: CalendarFeed;
  /** /calendar/<token>.ics: join it to this server's origin. */
  readonly path: Scalars['String']['output'];
  /** The secret: shown once. */
  readonly token: Scalars['String']['output'];
};

export type DeliveryPreferences = {
  readonly __typename?: 'DeliveryPreferences';
  /** The local hour the daily digest is sent at. */
  readonly digestHour: Scalars['Int']['output'];
  readonly kinds: ReadonlyArray<KindPreference>;
  /** The language of e-mail and push messages. */
  readonly locale: Locale;
  /** Null: no quiet hours. */
  readonly quietHours?: Maybe<QuietHours>;
  /** Your time zone (setTimeZone): quiet hours and the digest follow it. */
  readonly timeZone: Scalars['String']['output'];
};

export type DeliveryPreferencesInput = {
  readonly clearQuietHours?: InputMaybe<Scalars['Boolean']['input']>;
  readonly digestHour?: InputMaybe<Scalars['Int']['input']>;
  readonly kinds?: InputMaybe<ReadonlyArray<KindPreferenceInput>>;
  readonly locale?: InputMaybe<Locale>;
  /** Set a window, or clearQuietHours to have none. */
  readonly quietHours?: InputMaybe<QuietHoursInput>;
};

export type EmailMode = 'digest' | 'immediate' | 'never';

/** Your e-mail address: nothing but the verification mail goes to it until it is verified. */
export type EmailStatus = {
  readonly __typename?: 'EmailStatus';
  /** null: no address yet. */
  readonly address?: Maybe<Scalars['String']['output']>;
  /** An unverified address whose verification mail went out and awaits its link. */
  readonly pending: Scalars['Boolean']['output'];
  readonly verificationSentAt?: Maybe<Scalars['DateTime']['output']>;
  readonly verified: Scalars['Boolean']['output'];
};

export type EmailUnsubscribed = {
  readonly __typename?: 'EmailUnsubscribed';
  /** The kinds now turned off. */
  readonly kinds: ReadonlyArray<NotificationKind>;
};

export type Engine = {
  readonly __typename?: 'Engine';
  /** The server bots this game offers, the random one first. */
  readonly bots: ReadonlyArray<EngineBot>;
  readonly id: Scalars['ID']['output'];
  readonly maxSeats: Scalars['Int']['output'];
  readonly minSeats: Scalars['Int']['output'];
  /** JSON Schema (draft 2020-12) of the options input; the engine validates on createGame. */
  readonly optionsSchema: Scalars['JSON']['output'];
  readonly rulesVersion: Scalars['String']['output'];
  readonly title: Scalars['String']['output'];
};

/** A server bot a game offers. */
export type EngineBot = {
  readonly __typename?: 'EngineBot';
  /** How the bot plays, in English. */
  readonly description: Scalars['String']['output'];
  /** What seatBot's `bot` takes, e.g. random. */
  readonly id: Scalars['ID']['output'];
};

export type EventsPage = {
  readonly __typename?: 'EventsPage';
  readonly entries: ReadonlyArray<LogEntry>;
  readonly gameId: Scalars['ID']['output'];
  /** The game's version when the page was read. */
  readonly headVersion?: Maybe<Scalars['Int']['output']>;
  readonly status: GameStatus;
};

/** A game with, for its creator and seated players, the invite code. */
export type Game = {
  readonly __typename?: 'Game';
  readonly activeSeats: ReadonlyArray<Scalars['Int']['output']>;
  /** Each seat's clock as of the last entry; null without a time control or before the start. */
  readonly clocks?: Maybe<Clocks>;
  readonly createdAt: Scalars['DateTime']['output'];
  readonly createdBy?: Maybe<Scalars['ID']['output']>;
  /** Who created the game, named even after they left their seat (null: made without a player). */
  readonly creator?: Maybe<GameCreator>;
  readonly engine: Scalars['String']['output'];
  readonly finishedAt?: Maybe<Scalars['DateTime']['output']>;
  readonly gameId: Scalars['ID']['output'];
  readonly genesisHash: Scalars['String']['output'];
  /** Only for the game's creator and seated players. */
  readonly inviteCode?: Maybe<Scalars['String']['output']>;
  /** Deprecated: the per-move limit of a per_move time control, else null. */
  readonly moveTimeLimitSeconds?: Maybe<Scalars['Int']['output']>;
  /** Options as normalised by the engine. */
  readonly options: Scalars['JSON']['output'];
  readonly outcome?: Maybe<Scalars['JSON']['output']>;
  readonly playerSeedsDigest?: Maybe<Scalars['String']['output']>;
  /** Rated games between people change their ratings; casual ones do not. */
  readonly rated: Scalars['Boolean']['output'];
  readonly rngAlgorithm: Scalars['String']['output'];
  readonly rulesVersion: Scalars['String']['output'];
  readonly seatCount: Scalars['Int']['output'];
  /** The occupied seats, in seat order. */
  readonly seats: ReadonlyArray<SeatSummary>;
  /** sha256 of the server seed, published at creation. */
  readonly serverSeedCommitment: Scalars['String']['output'];
  readonly startedAt?: Maybe<Scalars['DateTime']['output']>;
  readonly status: GameStatus;
  readonly timeControl: TimeControl;
  readonly timeoutPolicy: TimeoutPolicy;
  /** When the first running clock runs out. */
  readonly turnDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** none: clocks keep running while a player is on vacation. */
  readonly vacation: VacationPolicy;
  /** Version of the last log entry; null before the start. */
  readonly version?: Maybe<Scalars['Int']['output']>;
  readonly visibility: Visibility;
  /** Clocks stop on Saturday and Sunday in each seat's own time zone. */
  readonly weekendPause: Scalars['Boolean']['output'];
};

/** Who created a game: named in the lobby even after they left their seat. */
export type GameCreator = {
  readonly __typename?: 'GameCreator';
  readonly displayName: Scalars['String']['output'];
  readonly playerId: Scalars['ID']['output'];
  /** Their profile's address; null for an accountless player. */
  readonly username?: Maybe<Scalars['String']['output']>;
};

export type GameNote = {
  readonly __typename?: 'GameNote';
  readonly body: Scalars['String']['output'];
  readonly updatedAt: Scalars['DateTime']['output'];
  /** The game's version the note was written at. */
  readonly version: Scalars['Int']['output'];
};

export type GameNotes = {
  readonly __typename?: 'GameNotes';
  readonly gameId: Scalars['ID']['output'];
  readonly notes: ReadonlyArray<GameNote>;
};

/** One viewer's picture of a started game. */
export type GameState = {
  readonly __typename?: 'GameState';
  readonly activeSeats: ReadonlyArray<Scalars['Int']['output']>;
  /** Each seat's clock as of this version; null without a time control and in replays. */
  readonly clocks?: Maybe<Clocks>;
  readonly gameId: Scalars['ID']['output'];
  /** The last version your seat has marked seen (markSeen); null for spectators and before. */
  readonly lastSeenVersion?: Maybe<Scalars['Int']['output']>;
  /** What this viewer may send now; empty for spectators and seats not due to act. */
  readonly legalCommands: ReadonlyArray<Scalars['JSON']['output']>;
  readonly outcome?: Maybe<Scalars['JSON']['output']>;
  /** Each seat's timeouts and who plays it: its player, the server bot, or nobody (forfeited). */
  readonly seats: ReadonlyArray<SeatStanding>;
  readonly status: GameStatus;
  readonly turnDeadline?: Maybe<Scalars['DateTime']['output']>;
  readonly version: Scalars['Int']['output'];
  /** The engine's view for this viewer (everything once the game is over). */
  readonly view: Scalars['JSON']['output'];
  readonly viewer: Viewer;
};

export type GameStatus = 'created' | 'finished' | 'started';

/** A game as the lobby lists it. */
export type GameSummary = {
  readonly __typename?: 'GameSummary';
  readonly activeSeats: ReadonlyArray<Scalars['Int']['output']>;
  /** Each seat's clock as of the last entry; null without a time control or before the start. */
  readonly clocks?: Maybe<Clocks>;
  readonly createdAt: Scalars['DateTime']['output'];
  readonly createdBy?: Maybe<Scalars['ID']['output']>;
  /** Who created the game, named even after they left their seat (null: made without a player). */
  readonly creator?: Maybe<GameCreator>;
  readonly engine: Scalars['String']['output'];
  readonly finishedAt?: Maybe<Scalars['DateTime']['output']>;
  readonly gameId: Scalars['ID']['output'];
  readonly genesisHash: Scalars['String']['output'];
  /** Deprecated: the per-move limit of a per_move time control, else null. */
  readonly moveTimeLimitSeconds?: Maybe<Scalars['Int']['output']>;
  /** Options as normalised by the engine. */
  readonly options: Scalars['JSON']['output'];
  readonly outcome?: Maybe<Scalars['JSON']['output']>;
  readonly playerSeedsDigest?: Maybe<Scalars['String']['output']>;
  /** Rated games between people change their ratings; casual ones do not. */
  readonly rated: Scalars['Boolean']['output'];
  readonly rngAlgorithm: Scalars['String']['output'];
  readonly rulesVersion: Scalars['String']['output'];
  readonly seatCount: Scalars['Int']['output'];
  /** The occupied seats, in seat order. */
  readonly seats: ReadonlyArray<SeatSummary>;
  /** sha256 of the server seed, published at creation. */
  readonly serverSeedCommitment: Scalars['String']['output'];
  readonly startedAt?: Maybe<Scalars['DateTime']['output']>;
  readonly status: GameStatus;
  readonly timeControl: TimeControl;
  readonly timeoutPolicy: TimeoutPolicy;
  /** When the first running clock runs out. */
  readonly turnDeadline?: Maybe<Scalars['DateTime']['output']>;
  /** none: clocks keep running while a player is on vacation. */
  readonly vacation: VacationPolicy;
  /** Version of the last log entry; null before the start. */
  readonly version?: Maybe<Scalars['Int']['output']>;
  readonly visibility: Visibility;
  /** Clocks stop on Saturday and Sunday in each seat's own time zone. */
  readonly weekendPause: Scalars['Boolean']['output'];
};

export type InboxStatus = {
  readonly __typename?: 'InboxStatus';
  /** The newest notification's cursor (0: none yet). */
  readonly newest: Scalars['Int']['output'];
  readonly unreadCount: Scalars['Int']['output'];
};

/** An invitation sent (invitePlayer). */
export type Invitation = {
  readonly __typename?: 'Invitation';
  readonly gameId: Scalars['ID']['output'];
  readonly invitedAt: Scalars['DateTime']['output'];
  readonly invitee: Invitee;
};

/** Who was invited. */
export type Invitee = {
  readonly __typename?: 'Invitee';
  readonly displayName: Scalars['String']['output'];
  readonly username: Scalars['String']['output'];
};

/** How one kind of notification reaches you besides the inbox. */
export type KindPreference = {
  readonly __typename?: 'KindPreference';
  readonly email: EmailMode;
  readonly kind: NotificationKind;
  readonly push: Scalars['Boolean']['output'];
  readonly webhook: Scalars['Boolean']['output'];
};

export type KindPreferenceInput = {
  readonly email?: InputMaybe<EmailMode>;
  readonly kind: NotificationKind;
  readonly push?: InputMaybe<Scalars['Boolean']['input']>;
  readonly webhook?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A game title's leaderboard (ADR 0037). */
export type Leaderboard = {
  readonly __typename?: 'Leaderboard';
  /** Players with a rated game of the title in the last this many days… */
  readonly activeDays: Scalars['Int']['output'];
  readonly engine: Scalars['String']['output'];
  /** …and at least this many rated games of it. */
  readonly minGames: Scalars['Int']['output'];
  readonly players: ReadonlyArray<LeaderboardPlayer>;
};

export type LeaderboardPlayer = {
  readonly __typename?: 'LeaderboardPlayer';
  readonly displayName: Scalars['String']['output'];
  readonly games: Scalars['Int']['output'];
  readonly lastPlayedAt: Scalars['DateTime']['output'];
  readonly playerId: Scalars['ID']['output'];
  readonly rank: Scalars['Int']['output'];
  /** 1200 + 20 × (μ − 3σ), rounded (ADR 0037). */
  readonly rating: Scalars['Int']['output'];
  /** Null for a player without an account. */
  readonly username?: Maybe<Scalars['String']['output']>;
};

/** The lobby's public lists, as one subscriber may see them. */
export type Lobby = {
  readonly __typename?: 'Lobby';
  /** Public games in play, that anyone may watch: the most recently moved first. */
  readonly gamesInPlay: ReadonlyArray<GameSummary>;
  /** Public games waiting for players, newest first. */
  readonly openGames: ReadonlyArray<GameSummary>;
};

/** A language of Tavolo's messages. */
export type Locale = 'en' | 'fr' | 'it';

/**
 * A log entry as one viewer may see it: the redacted events during play, plus the command and
 * commandId of the viewer's own entries; everything, with the hash, once the game is over.
 */
export type LogEntry = {
  readonly __typename?: 'LogEntry';
  readonly actor?: Maybe<Scalars['Int']['output']>;
  readonly at: Scalars['DateTime']['output'];
  readonly command?: Maybe<Scalars['JSON']['output']>;
  readonly commandId?: Maybe<Scalars['String']['output']>;
  readonly events: ReadonlyArray<Scalars['JSON']['output']>;
  readonly hash?: Maybe<Scalars['String']['output']>;
  /** True on the entry where a player took their seat back from the bot. */
  readonly reclaim?: Maybe<Scalars['Boolean']['output']>;
  /** True on a move the server bot played for a taken-over or forfeited seat. */
  readonly standIn?: Maybe<Scalars['Boolean']['output']>;
  /** True on an entry the server appended because the seat ran out of time. */
  readonly timedOut?: Maybe<Scalars['Boolean']['output']>;
  /** Which seat ran out of time and what the server did. */
  readonly timeout?: Maybe<Timeout>;
  readonly version: Scalars['Int']['output'];
};

export type Mutation = {
  readonly __typename?: 'Mutation';
  /** Accept; the last accept starts the new game. Refusals: NOT_A_PLAYER, REMATCH_NOT_OFFERED, REMATCH_CLOSED. */
  readonly acceptRematch: Rematch;
  /**
   * Block a player; answers whom you block. Both ways, neither may join a game the other created
   * or sits in, nor invite the other (PLAYER_BLOCKED); the lobby hides their open games.
   */
  readonly blockPlayer: ReadonlyArray<PlayerCard>;
  /** Create a game (its options are checked by the game engine). */
  readonly createGame: Game;
  /** Add a table channel to a game you are seated in; the secret is in this answer only. */
  readonly createTableChannel: WebhookWithSecret;
  /** Create an API token (a session only); its secret is in this result only. */
  readonly createToken: CreatedApiToken;
  /**
   * Add an account webhook: an https URL (Discord and Slack URLs get a message), event types among
   * turn.changed, game.started, game.finished, reminder, test. The secret is in this answer only.
   */
  readonly createWebhook: WebhookWithSecret;
  /** Decline; the offer closes and its offerer is told. Refusals as acceptRematch. */
  readonly declineRematch: Rematch;
  /** Delete a webhook and its delivery log. */
  readonly deleteWebhook: Scalars['Boolean']['output'];
  /**
   * Edit your bio (plain text, at most 300 characters), country (ISO 3166-1 alpha-2; null clears
   * it) and time zone; absent arguments stay as they are. INVALID_INPUT changes nothing.
   */
  readonly editMyProfile: MyProfile;
  /** End your vacation now (NOT_ON_VACATION if none runs). */
  readonly endVacation: AwayStatus;
  /** Follow a player; answers whom you follow. */
  readonly followPlayer: ReadonlyArray<PlayerCard>;
  /**
   * Invite an account by username to a game that has not started (its creator or a seated
   * player): the invitee gets an `invited` notification and may join without the invite code.
   * Refusals: USERNAME_NOT_FOUND, SELF_INVITATION, ALREADY_SEATED, GAME_ALREADY_STARTED,
   * GAME_FULL, INVITER_NOT_IN_GAME, ALREADY_INVITED (no second notification), TOO_MANY_INVITATIONS.
   */
  readonly invitePlayer: Invitation;
  /** Take a seat (private games need the invite code). */
  readonly joinGame: Game;
  /** Leave your seat, or (the game's creator) remove a server bot, before the start. */
  readonly leaveSeat: Game;
  /** Mark all your notifications read. */
  readonly markAllNotificationsRead: InboxStatus;
  /** Mark one of your notifications read (NOTIFICATION_NOT_FOUND when it is not yours). */
  readonly markNotificationRead: InboxStatus;
  /**
   * Mark a game seen up to a version, for your seat (NOT_SEATED without one): lastSeenVersion becomes
   * the larger of the old and this one. A version beyond the game's is SEEN_VERSION_AHEAD.
   */
  readonly markSeen: SeenResult;
  /** Mute (or unmute) a table's "new message" notifications (seated players). */
  readonly muteChat: ChatMuteResult;
  /**
   * Offer a rematch of a finished game you played in: same engine, options, time control and
   * people under the newest rules, the seats rotated by one. Refusals: NOT_A_PLAYER,
   * GAME_NOT_FINISHED, REMATCH_ALREADY_OFFERED.
   */
  readonly offerRematch: Rematch;
  /**
   * Write in a table's chat: plain text, 1–500 characters. CHAT_FORBIDDEN for a channel that is
   * not yours, CHAT_CLOSED for the spectators' chat of a finished game, CHAT_RATE_LIMITED past 5
   * messages in 10 s or 100 in an hour per game.
   */
  readonly postChatMessage: ChatPostResult;
  /**
   * Take your seat back from the bot that took it over after your timeouts (bot_takes_seat policy).
   * SEAT_NOT_YOURS without a seat in the game, SEAT_NOT_TAKEN_OVER when no bot holds it,
   * SEAT_FORFEITED after a forfeit.
   */
  readonly reclaimSeat: SubmitResult;
  /** Send a delivery again: the same message and webhook-id, a new round of attempts. */
  readonly redeliverWebhook: WebhookDelivery;
  /**
   * Make a new secret URL for your calendar feed (a session only); the old URL stops working. The
   * secret is in this result only.
   */
  readonly regenerateCalendarFeed: CreatedCalendarFeed;
  /** Remove one of your push subscriptions (PUSH_SUBSCRIPTION_NOT_FOUND when it is not yours). */
  readonly removePushSubscription: Scalars['Boolean']['output'];
  /** Report a player to the administrators (reason: plain text, 1–1000 characters). */
  readonly reportPlayer: ReportCreated;
  /** Mail the verification link again (a session only; at most once a minute). */
  readonly resendEmailVerification: EmailStatus;
  /** Revoke one of your API tokens (a session only). */
  readonly revokeToken: Scalars['Boolean']['output'];
  /** A new secret (in this answer only); the old one signs beside it for a while. */
  readonly rotateWebhookSecret: WebhookWithSecret;
  /**
   * Seat a server bot (the game's creator): `bot` is one of the engine's bots (Engine.bots, else
   * UNKNOWN_BOT), the random one when omitted.
   */
  readonly seatBot: Game;
  /** Send a test event; the delivery as the log shows it. */
  readonly sendWebhookTest: WebhookDelivery;
  /**
   * Set or change your e-mail address (a session only): unverified until the link mailed to it, in
   * `locale`, is opened. EMAIL_INVALID for a malformed address, changing nothing.
   */
  readonly setEmailAddress: EmailStatus;
  /**
   * Set your reminder ladder: seconds before a deadline, 60 s to 30 days, at most 8, no duplicates;
   * [] turns reminders off.
   */
  readonly setReminderSettings: ReminderSettings;
  /** Set your time zone (an IANA name; its weekends pause your clocks in games started later). */
  readonly setTimeZone: AwayStatus;
  /** Start a full game (the game's creator); seeds committed at join are revealed here. */
  readonly startGame: Game;
  /**
   * Start a vacation: your clocks stop in every game that allows vacations, until `until` or until
   * the bank runs out. Refused: VACATION_TOO_LONG, VACATION_BANK_EMPTY, ALREADY_ON_VACATION.
   */
  readonly startVacation: AwayStatus;
  /**
   * Send a command for your seat. expectedVersion is the version you chose at (else
   * VERSION_CONFLICT with extensions.currentVersion); a retry with the same commandId returns the
   * original result.
   */
  readonly submitCommand: SubmitResult;
  /**
   * Subscribe a browser to your notifications, with its PushSubscription's endpoint and keys
   * (base64url). PUSH_SUBSCRIPTION_INVALID for malformed keys, PUSH_ENDPOINT_NOT_ALLOWED for an
   * endpoint that is not an https URL of a public host. The same endpoint again replaces its keys.
   */
  readonly subscribePush: PushSubscription;
  /** Unblock a player; answers whom you block. */
  readonly unblockPlayer: ReadonlyArray<PlayerCard>;
  /** Stop following a player; answers whom you follow. */
  readonly unfollowPlayer: ReadonlyArray<PlayerCard>;
  /** Turn e-mail off for the kinds an unsubscribe link names (the token is the credential). */
  readonly unsubscribeEmail: EmailUnsubscribed;
  /** Unsubscribe a browser by its endpoint; whether you had it (not an error if not). */
  readonly unsubscribePush: Scalars['Boolean']['output'];
  /** Change your delivery preferences: only what the input names changes. */
  readonly updateDeliveryPreferences: DeliveryPreferences;
  /** Change a webhook; enabled: true turns a disabled one on again. */
  readonly updateWebhook: Webhook;
  /** Verify an address with its link's token: EMAIL_TOKEN_INVALID, or EMAIL_TOKEN_EXPIRED after 24 h. */
  readonly verifyEmail: EmailStatus;
  /** Write your private note at a version of a game; an empty text removes it. */
  readonly writeNote: GameNotes;
};

export type MutationAcceptRematchArgs = {
  gameId: Scalars['ID']['input'];
};

export type MutationBlockPlayerArgs = {
  username: Scalars['String']['input'];
};

export type MutationCreateGameArgs = {
  input: CreateGameInput;
};

export type MutationCreateTableChannelArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  eventTypes: ReadonlyArray<Scalars['String']['input']>;
  gameId: Scalars['ID']['input'];
  url: Scalars['String']['input'];
};

export type MutationCreateTokenArgs = {
  name: Scalars['String']['input'];
  scopes: ReadonlyArray<TokenScope>;
};

export type MutationCreateWebhookArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  eventTypes: ReadonlyArray<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type MutationDeclineRematchArgs = {
  gameId: Scalars['ID']['input'];
};

export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};

export type MutationEditMyProfileArgs = {
  bio?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type MutationFollowPlayerArgs = {
  username: Scalars['String']['input'];
};

export type MutationInvitePlayerArgs = {
  gameId: Scalars['ID']['input'];
  username: Scalars['String']['input'];
};

export type MutationJoinGameArgs = {
  gameId: Scalars['ID']['input'];
  inviteCode?: InputMaybe<Scalars['String']['input']>;
  seat: Scalars['Int']['input'];
  seedCommitment?: InputMaybe<Scalars['String']['input']>;
};

export type MutationLeaveSeatArgs = {
  gameId: Scalars['ID']['input'];
  seat: Scalars['Int']['input'];
};

export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
};

export type MutationMarkSeenArgs = {
  gameId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

export type MutationMuteChatArgs = {
  gameId: Scalars['ID']['input'];
  muted: Scalars['Boolean']['input'];
};

export type MutationOfferRematchArgs = {
  gameId: Scalars['ID']['input'];
};

export type MutationPostChatMessageArgs = {
  body: Scalars['String']['input'];
  channel: ChatChannel;
  gameId: Scalars['ID']['input'];
};

export type MutationReclaimSeatArgs = {
  gameId: Scalars['ID']['input'];
};

export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};

export type MutationRemovePushSubscriptionArgs = {
  id: Scalars['ID']['input'];
};

export type MutationReportPlayerArgs = {
  gameId?: InputMaybe<Scalars['ID']['input']>;
  reason: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type MutationResendEmailVerificationArgs = {
  locale?: InputMaybe<Locale>;
};

export type MutationRevokeTokenArgs = {
  id: Scalars['ID']['input'];
};

export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSeatBotArgs = {
  bot?: InputMaybe<Scalars['String']['input']>;
  gameId: Scalars['ID']['input'];
  seat: Scalars['Int']['input'];
};

export type MutationSendWebhookTestArgs = {
  id: Scalars['ID']['input'];
};

export type MutationSetEmailAddressArgs = {
  address: Scalars['String']['input'];
  locale?: InputMaybe<Locale>;
};

export type MutationSetReminderSettingsArgs = {
  offsetsSeconds: ReadonlyArray<Scalars['Int']['input']>;
};

export type MutationSetTimeZoneArgs = {
  timeZone: Scalars['String']['input'];
};

export type MutationStartGameArgs = {
  gameId: Scalars['ID']['input'];
  seeds?: InputMaybe<ReadonlyArray<SeedReveal>>;
};

export type MutationStartVacationArgs = {
  until?: InputMaybe<Scalars['DateTime']['input']>;
};

export type MutationSubmitCommandArgs = {
  command: Scalars['JSON']['input'];
  commandId: Scalars['String']['input'];
  expectedVersion: Scalars['Int']['input'];
  gameId: Scalars['ID']['input'];
};

export type MutationSubscribePushArgs = {
  auth: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type MutationUnblockPlayerArgs = {
  username: Scalars['String']['input'];
};

export type MutationUnfollowPlayerArgs = {
  username: Scalars['String']['input'];
};

export type MutationUnsubscribeEmailArgs = {
  token: Scalars['String']['input'];
};

export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};

export type MutationUpdateDeliveryPreferencesArgs = {
  input: DeliveryPreferencesInput;
};

export type MutationUpdateWebhookArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  eventTypes?: InputMaybe<ReadonlyArray<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  url?: InputMaybe<Scalars['String']['input']>;
};

export type MutationVerifyEmailArgs = {
  token: Scalars['String']['input'];
};

export type MutationWriteNoteArgs = {
  body: Scalars['String']['input'];
  gameId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};

/** Your own profile's words and time zone. */
export type MyProfile = {
  readonly __typename?: 'MyProfile';
  readonly bio: Scalars['String']['output'];
  readonly country?: Maybe<Scalars['String']['output']>;
  readonly countryFlag?: Maybe<Scalars['String']['output']>;
  readonly timeZone: Scalars['String']['output'];
};

/** A notification of your inbox: only what you may see (ids, seats, names, public results). */
export type Notification = {
  readonly __typename?: 'Notification';
  readonly createdAt: Scalars['DateTime']['output'];
  /** The kind's fields, e.g. { engine, seat, deadline, beforeSeconds } for a reminder. */
  readonly data: Scalars['JSON']['output'];
  readonly gameId?: Maybe<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly kind: NotificationKind;
  readonly readAt?: Maybe<Scalars['DateTime']['output']>;
  /** One line in English. */
  readonly text: Scalars['String']['output'];
};

/** What a notification is about; `data` holds the fields of its kind (see the REST schema). */
export type NotificationKind =
  | 'chat_message'
  | 'game_cleaned_up'
  | 'game_finished'
  | 'game_started'
  | 'invited'
  | 'rematch_declined'
  | 'rematch_offered'
  | 'reminder'
  | 'seat_timed_out'
  | 'vacation_ending'
  | 'webhook_disabled'
  | 'your_turn';

export type NotificationPage = {
  readonly __typename?: 'NotificationPage';
  /** Pass as `before` for the next, older page; null on the last page. */
  readonly nextBefore?: Maybe<Scalars['Int']['output']>;
  readonly notifications: ReadonlyArray<Notification>;
};

export type OutboxMessage = {
  readonly __typename?: 'OutboxMessage';
  readonly createdAt: Scalars['DateTime']['output'];
  /** Header name → value. */
  readonly headers: Scalars['JSON']['output'];
  /** Untrusted HTML: render it sandboxed (iframe srcdoc) or as text. */
  readonly html: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
  readonly messageId: Scalars['String']['output'];
  /** The message as RFC 822 text. */
  readonly raw: Scalars['String']['output'];
  readonly seq: Scalars['Int']['output'];
  readonly subject: Scalars['String']['output'];
  readonly text: Scalars['String']['output'];
  readonly to: Scalars['String']['output'];
};

export type OutboxPage = {
  readonly __typename?: 'OutboxPage';
  readonly messages: ReadonlyArray<OutboxSummary>;
  /** Send as `before` for the next, older page; null on the last page. */
  readonly nextBefore?: Maybe<Scalars['Int']['output']>;
};

export type OutboxSummary = {
  readonly __typename?: 'OutboxSummary';
  readonly createdAt: Scalars['DateTime']['output'];
  readonly id: Scalars['ID']['output'];
  readonly seq: Scalars['Int']['output'];
  readonly subject: Scalars['String']['output'];
  readonly to: Scalars['String']['output'];
};

export type OverallStats = {
  readonly __typename?: 'OverallStats';
  readonly averageMoveSeconds?: Maybe<Scalars['Float']['output']>;
  readonly gamesPlayed: Scalars['Int']['output'];
  readonly timeoutRate?: Maybe<Scalars['Float']['output']>;
  readonly wins: Scalars['Int']['output'];
};

/** A player as lists name them. */
export type PlayerCard = {
  readonly __typename?: 'PlayerCard';
  readonly displayName: Scalars['String']['output'];
  readonly username: Scalars['String']['output'];
};

/** A person's ratings, one per title they played rated. */
export type PlayerRatings = {
  readonly __typename?: 'PlayerRatings';
  readonly displayName: Scalars['String']['output'];
  readonly playerId: Scalars['ID']['output'];
  readonly ratings: ReadonlyArray<TitleRating>;
  readonly username: Scalars['String']['output'];
};

/** A report of a player, for the administrators. */
export type PlayerReport = {
  readonly __typename?: 'PlayerReport';
  /** The reported player's last messages at the reported game's table (null without a game or messages). */
  readonly chatExcerpt?: Maybe<Scalars['String']['output']>;
  readonly createdAt: Scalars['DateTime']['output'];
  readonly gameId?: Maybe<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  readonly reason: Scalars['String']['output'];
  readonly reported: PlayerCard;
  readonly reporter: PlayerCard;
};

export type ProfileStats = {
  readonly __typename?: 'ProfileStats';
  readonly overall: OverallStats;
  readonly titles: ReadonlyArray<TitleStats>;
};

/** A player's public profile. */
export type PublicProfile = {
  readonly __typename?: 'PublicProfile';
  readonly bio: Scalars['String']['output'];
  readonly blockedByYou: Scalars['Boolean']['output'];
  /** ISO 3166-1 alpha-2. */
  readonly country?: Maybe<Scalars['String']['output']>;
  /** The country's flag emoji. */
  readonly countryFlag?: Maybe<Scalars['String']['output']>;
  readonly displayName: Scalars['String']['output'];
  readonly followedByYou: Scalars['Boolean']['output'];
  /** Public games in play. */
  readonly gamesInPlay: ReadonlyArray<GameSummary>;
  readonly memberSince: Scalars['DateTime']['output'];
  /** Finished games, the most recent first. */
  readonly recentGames: ReadonlyArray<GameSummary>;
  readonly stats: ProfileStats;
  readonly timeZone: Scalars['String']['output'];
  readonly username: Scalars['String']['output'];
};

export type PushSubscription = {
  readonly __typename?: 'PushSubscription';
  readonly createdAt: Scalars['DateTime']['output'];
  /** The push service's origin, e.g. https://fcm.googleapis.com. */
  readonly endpointOrigin: Scalars['String']['output'];
  readonly id: Scalars['ID']['output'];
};

export type Query = {
  readonly __typename?: 'Query';
  /** The local outbox, newest first (administrators named in TAVOLO_ADMINS; FORBIDDEN otherwise). */
  readonly adminMail?: Maybe<OutboxPage>;
  /** One message of the local outbox (administrators only). */
  readonly adminMailMessage?: Maybe<OutboxMessage>;
  /** Your time zone, vacation bank and running vacation. */
  readonly awayStatus?: Maybe<AwayStatus>;
  /** Whom you block, the newest first. */
  readonly blockedPlayers?: Maybe<ReadonlyArray<PlayerCard>>;
  /** Your calendar feed, never its secret (a session only); null until you make one. */
  readonly calendarFeed?: Maybe<CalendarFeed>;
  /**
   * A table's chat as you may read it: seated players read the players' channel, other signed-in
   * accounts the spectators'; once the game is over everyone reads both. Messages after `after`.
   */
  readonly chat: ChatPage;
  /** Where your notifications go besides the inbox, and when. */
  readonly deliveryPreferences?: Maybe<DeliveryPreferences>;
  /** Your e-mail address and whether it is verified. */
  readonly emailStatus?: Maybe<EmailStatus>;
  /** The games this server plays. */
  readonly engines: ReadonlyArray<Engine>;
  /** Who follows you, the newest first. */
  readonly followers?: Maybe<ReadonlyArray<PlayerCard>>;
  /** Whom you follow, the newest first. */
  readonly following?: Maybe<ReadonlyArray<PlayerCard>>;
  /** Friends' games in play: public games in play of the players you follow. */
  readonly followingGames?: Maybe<ReadonlyArray<GameSummary>>;
  /** A game: metadata, seats, progress (the invite code for its creator and seated players). */
  readonly game?: Maybe<Game>;
  /** The game an invite code opens. */
  readonly gameByInvite?: Maybe<Game>;
  /**
   * The log after a version (from the start without afterVersion), as you may see it; everything
   * once the game is finished. More entries exist while the last one is below headVersion.
   */
  readonly gameEvents?: Maybe<EventsPage>;
  /**
   * A finished game as one verifiable tavolo-game-export/v1 document (GAME_NOT_FINISHED before).
   * Reads and sends the whole log, so it costs 400: a request holds only a few.
   */
  readonly gameExport?: Maybe<Scalars['JSON']['output']>;
  /**
   * Your view of a started game, your legal commands, its version and whose turn it is: as your seat
   * when you hold one, else (or with asSpectator) as a spectator.
   */
  readonly gameState?: Maybe<GameState>;
  /**
   * A replay step of a finished game: what a seat (or, without seat, a spectator) saw at a version
   * (GAME_NOT_FINISHED before the end). Replays the log up to that version, so it costs 400
   * plus its selection: a request holds only a few.
   */
  readonly gameStateAt?: Maybe<GameState>;
  /** Public games in play, that anyone may watch: the most recently moved first. */
  readonly gamesInPlay?: Maybe<ReadonlyArray<GameSummary>>;
  /** Your unread count and the cursor of your newest notification. */
  readonly inbox?: Maybe<InboxStatus>;
  /**
   * A game title's leaderboard: players with at least minGames rated games of it (default 5) and
   * one in the last activeDays days (default 90), best first (UNKNOWN_ENGINE for no such title).
   */
  readonly leaderboard?: Maybe<Leaderboard>;
  /** Your games: those waiting for your move first, the nearest deadline first, then the rest. */
  readonly myGames?: Maybe<ReadonlyArray<GameSummary>>;
  /** Your bio, country and time zone. */
  readonly myProfile?: Maybe<MyProfile>;
  /** Your private notes on a game, by version (nobody else ever reads them). */
  readonly notes: GameNotes;
  /** Your notifications, newest first; `before` is the previous page's nextBefore. */
  readonly notifications?: Maybe<NotificationPage>;
  /** Public games waiting for players, newest first. */
  readonly openGames?: Maybe<ReadonlyArray<GameSummary>>;
  /** A player's public profile (USERNAME_NOT_FOUND when no account has that name). */
  readonly player?: Maybe<PublicProfile>;
  /** A person's rating in each title, with its history (USERNAME_NOT_FOUND for nobody). */
  readonly playerRatings?: Maybe<PlayerRatings>;
  /** Reports of players, newest first (administrators named in TAVOLO_ADMINS; FORBIDDEN otherwise). */
  readonly playerReports?: Maybe<ReadonlyArray<PlayerReport>>;
  /** Your browsers' push subscriptions: the push service's origin and when, never the keys. */
  readonly pushSubscriptions?: Maybe<ReadonlyArray<PushSubscription>>;
  /** A finished game's rematch offer (null while nobody has offered one). */
  readonly rematch?: Maybe<Rematch>;
  /** Your reminder ladder (default: 24 h, 4 h and 1 h before a deadline). */
  readonly reminderSettings?: Maybe<ReminderSettings>;
  /** The signed-in account and a CSRF token for the session (UNAUTHENTICATED without a session). */
  readonly session?: Maybe<Session>;
  /** A game's table channels (NOT_SEATED unless you hold a seat in it). */
  readonly tableChannels?: Maybe<ReadonlyArray<Webhook>>;
  /** Your API tokens, never their secrets (a session only). */
  readonly tokens?: Maybe<ReadonlyArray<ApiToken>>;
  /** The server's VAPID public key (base64url), to subscribe a browser with; no sign-in needed. */
  readonly vapidPublicKey: Scalars['String']['output'];
  /** One webhook you may manage (WEBHOOK_NOT_FOUND otherwise). */
  readonly webhook?: Maybe<Webhook>;
  /** A webhook's delivery log, newest first. */
  readonly webhookDeliveries?: Maybe<ReadonlyArray<WebhookDelivery>>;
  /** Your account webhooks (all your games), never their secrets. */
  readonly webhooks?: Maybe<ReadonlyArray<Webhook>>;
};

export type QueryAdminMailArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  limit?: Scalars['Int']['input'];
};

export type QueryAdminMailMessageArgs = {
  id: Scalars['ID']['input'];
};

export type QueryChatArgs = {
  after?: Scalars['Int']['input'];
  gameId: Scalars['ID']['input'];
};

export type QueryGameArgs = {
  id: Scalars['ID']['input'];
};

export type QueryGameByInviteArgs = {
  code: Scalars['String']['input'];
};

export type QueryGameEventsArgs = {
  afterVersion?: InputMaybe<Scalars['Int']['input']>;
  asSpectator?: Scalars['Boolean']['input'];
  gameId: Scalars['ID']['input'];
  limit?: Scalars['Int']['input'];
};

export type QueryGameExportArgs = {
  gameId: Scalars['ID']['input'];
};

export type QueryGameStateArgs = {
  asSpectator?: Scalars['Boolean']['input'];
  gameId: Scalars['ID']['input'];
};

export type QueryGameStateAtArgs = {
  events?: InputMaybe<Scalars['Int']['input']>;
  gameId: Scalars['ID']['input'];
  seat?: InputMaybe<Scalars['Int']['input']>;
  version: Scalars['Int']['input'];
};

export type QueryGamesInPlayArgs = {
  limit?: Scalars['Int']['input'];
};

export type QueryLeaderboardArgs = {
  activeDays?: InputMaybe<Scalars['Int']['input']>;
  engine: Scalars['String']['input'];
  limit?: Scalars['Int']['input'];
  minGames?: InputMaybe<Scalars['Int']['input']>;
};

export type QueryMyGamesArgs = {
  limit?: Scalars['Int']['input'];
};

export type QueryNotesArgs = {
  gameId: Scalars['ID']['input'];
};

export type QueryNotificationsArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  limit?: Scalars['Int']['input'];
  unreadOnly?: Scalars['Boolean']['input'];
};

export type QueryOpenGamesArgs = {
  limit?: Scalars['Int']['input'];
};

export type QueryPlayerArgs = {
  username: Scalars['String']['input'];
};

export type QueryPlayerRatingsArgs = {
  username: Scalars['String']['input'];
};

export type QueryPlayerReportsArgs = {
  limit?: Scalars['Int']['input'];
};

export type QueryRematchArgs = {
  gameId: Scalars['ID']['input'];
};

export type QueryTableChannelsArgs = {
  gameId: Scalars['ID']['input'];
};

export type QueryWebhookArgs = {
  id: Scalars['ID']['input'];
};

export type QueryWebhookDeliveriesArgs = {
  limit?: Scalars['Int']['input'];
  webhookId: Scalars['ID']['input'];
};

/** A window of local time (HH:MM) with no e-mail or push. */
export type QuietHours = {
  readonly __typename?: 'QuietHours';
  readonly end: Scalars['String']['output'];
  readonly start: Scalars['String']['output'];
};

export type QuietHoursInput = {
  readonly end: Scalars['String']['input'];
  readonly start: Scalars['String']['input'];
};

export type RatingPoint = {
  readonly __typename?: 'RatingPoint';
  readonly at: Scalars['DateTime']['output'];
  readonly gameId: Scalars['ID']['output'];
  /** 1 the best; ties share it. */
  readonly place: Scalars['Int']['output'];
  /** The rating after this game. */
  readonly rating: Scalars['Int']['output'];
};

/** A rematch offer of a finished game. */
export type Rematch = {
  readonly __typename?: 'Rematch';
  /** The finished game. */
  readonly gameId: Scalars['ID']['output'];
  /** The new game once started. */
  readonly newGameId?: Maybe<Scalars['ID']['output']>;
  readonly offeredAt: Scalars['DateTime']['output'];
  readonly offeredBy: Scalars['ID']['output'];
  /** The people of the finished game, in seat order (bots need no answer). */
  readonly players: ReadonlyArray<RematchPlayer>;
  readonly status: RematchStatus;
};

export type RematchAnswer = 'accepted' | 'declined' | 'waiting';

export type RematchPlayer = {
  readonly __typename?: 'RematchPlayer';
  readonly answer: RematchAnswer;
  readonly displayName: Scalars['String']['output'];
  readonly playerId: Scalars['ID']['output'];
  /** Their seat in the finished game. */
  readonly seat: Scalars['Int']['output'];
};

/** open, declined, starting (everybody accepted, the game is being set up) or started. */
export type RematchStatus = 'declined' | 'open' | 'started' | 'starting';

export type ReminderSettings = {
  readonly __typename?: 'ReminderSettings';
  /** Seconds before a deadline of each reminder, largest first; empty: reminders off. */
  readonly offsetsSeconds: ReadonlyArray<Scalars['Int']['output']>;
};

export type ReportCreated = {
  readonly __typename?: 'ReportCreated';
  readonly id: Scalars['ID']['output'];
};

/** One seat's clock. */
export type SeatClock = {
  readonly __typename?: 'SeatClock';
  /** When its time runs out, if its clock is running (it is to move). */
  readonly deadline?: Maybe<Scalars['DateTime']['output']>;
  /** What the seat had left at the clocks' asOf, in milliseconds. */
  readonly remainingMs: Scalars['Float']['output'];
  readonly seat: Scalars['Int']['output'];
};

export type SeatKind = 'bot' | 'human';

/** A seat's timeouts and who plays it. */
export type SeatStanding = {
  readonly __typename?: 'SeatStanding';
  readonly seat: Scalars['Int']['output'];
  readonly standing: SeatStandingKind;
  /** Timeouts since the seat's last own move or reclaim. */
  readonly timeoutsInARow: Scalars['Int']['output'];
};

export type SeatStandingKind = 'forfeited' | 'playing' | 'taken_over';

export type SeatSummary = {
  readonly __typename?: 'SeatSummary';
  /** The server bot's name (bot seats). */
  readonly botName?: Maybe<Scalars['String']['output']>;
  readonly displayName?: Maybe<Scalars['String']['output']>;
  readonly kind: SeatKind;
  /** The person's id and name (human seats). */
  readonly playerId?: Maybe<Scalars['ID']['output']>;
  readonly seat: Scalars['Int']['output'];
  /** The player's seed, public once revealed at the start. */
  readonly seed?: Maybe<Scalars['String']['output']>;
  /** sha256 (hex) of the player's own seed, committed at join. */
  readonly seedCommitment?: Maybe<Scalars['String']['output']>;
  /** The seat's IANA time zone, fixed at the start (its weekends). */
  readonly timeZone?: Maybe<Scalars['String']['output']>;
  /** The person's username: their profile's address (/players/{username}). */
  readonly username?: Maybe<Scalars['String']['output']>;
  /** On vacation until then at the latest, in a game that allows vacations (the clock stands still). */
  readonly vacationUntil?: Maybe<Scalars['DateTime']['output']>;
};

export type SeedReveal = {
  readonly seat: Scalars['Int']['input'];
  readonly seed: Scalars['String']['input'];
};

export type SeenResult = {
  readonly __typename?: 'SeenResult';
  readonly gameId: Scalars['ID']['output'];
  /** Your seat's last seen version: it never goes back. */
  readonly lastSeenVersion: Scalars['Int']['output'];
  readonly seat: Scalars['Int']['output'];
};

export type Session = {
  readonly __typename?: 'Session';
  readonly account: Account;
  /** Send as the x-csrf-token header on POST requests the session cookie authenticates. */
  readonly csrfToken: Scalars['String']['output'];
  readonly expiresAt: Scalars['DateTime']['output'];
};

export type SubmitResult = {
  readonly __typename?: 'SubmitResult';
  readonly commandId: Scalars['String']['output'];
  /** True when this commandId had been accepted before: nothing was applied this time. */
  readonly duplicate: Scalars['Boolean']['output'];
  /** The events as your seat may see them. */
  readonly events: ReadonlyArray<Scalars['JSON']['output']>;
  readonly gameId: Scalars['ID']['output'];
  /** Your seat's state after this entry (the current one for a duplicate): no read needed. */
  readonly state: GameState;
  readonly version: Scalars['Int']['output'];
};

export type Subscription = {
  readonly __typename?: 'Subscription';
  /** A table's chat as you may read it: everything now, then each new message (never a move). */
  readonly chat: ChatPage;
  /**
   * Your view of a game (as gameState): once now, then at every new version, until the game is
   * over. A game not started yet is sent from its start.
   */
  readonly gameState: GameState;
  /** Your inbox's status: once now, then at every change (a new notification, one marked read). */
  readonly inbox: InboxStatus;
  /**
   * The lobby's public lists (as openGames and gamesInPlay): once now, then whenever a game is
   * created, joined, left, started, finished or removed, in any API process. Anyone may subscribe.
   */
  readonly lobby: Lobby;
};

export type SubscriptionChatArgs = {
  gameId: Scalars['ID']['input'];
};

export type SubscriptionGameStateArgs = {
  asSpectator?: Scalars['Boolean']['input'];
  gameId: Scalars['ID']['input'];
};

export type SubscriptionLobbyArgs = {
  limit?: Scalars['Int']['input'];
};

/**
 * A game's time control, chosen at creation: per_move gives each move moveSeconds; bank starts each
 * seat with initialSeconds and adds incrementSeconds after each of its moves, up to maxSeconds.
 */
export type TimeControl = {
  readonly __typename?: 'TimeControl';
  readonly incrementSeconds?: Maybe<Scalars['Int']['output']>;
  readonly initialSeconds?: Maybe<Scalars['Int']['output']>;
  readonly kind: TimeControlKind;
  readonly maxSeconds?: Maybe<Scalars['Int']['output']>;
  readonly moveSeconds?: Maybe<Scalars['Int']['output']>;
};

/**
 * per_move: moveSeconds (60 s to 30 days); bank: initialSeconds (60 s to 30 days), incrementSeconds
 * (0 to 30 days) and maxSeconds (initialSeconds to 60 days). Out of range: TIME_CONTROL_OUT_OF_RANGE.
 */
export type TimeControlInput = {
  readonly incrementSeconds?: InputMaybe<Scalars['Int']['input']>;
  readonly initialSeconds?: InputMaybe<Scalars['Int']['input']>;
  readonly kind: TimeControlKind;
  readonly maxSeconds?: InputMaybe<Scalars['Int']['input']>;
  readonly moveSeconds?: InputMaybe<Scalars['Int']['input']>;
};

export type TimeControlKind = 'bank' | 'none' | 'per_move';

/** Which seat ran out of time, and what the server did. */
export type Timeout = {
  readonly __typename?: 'Timeout';
  readonly action: TimeoutAction;
  readonly seat: Scalars['Int']['output'];
};

export type TimeoutAction = 'bot_move' | 'bot_took_seat' | 'forfeit';

/**
 * What happens when a seat runs out of time: bot_moves (the server bot plays that move),
 * bot_takes_seat (after afterTimeouts timeouts in a row the bot plays the seat until its player
 * reclaims it), forfeit (the seat is out; the last seat left wins).
 */
export type TimeoutPolicy = {
  readonly __typename?: 'TimeoutPolicy';
  /** bot_takes_seat: consecutive timeouts (1 to 10) after which the bot holds the seat. */
  readonly afterTimeouts?: Maybe<Scalars['Int']['output']>;
  readonly kind: TimeoutPolicyKind;
};

export type TimeoutPolicyInput = {
  /** bot_takes_seat only: 1 to 10. */
  readonly afterTimeouts?: InputMaybe<Scalars['Int']['input']>;
  readonly kind: TimeoutPolicyKind;
};

export type TimeoutPolicyKind = 'bot_moves' | 'bot_takes_seat' | 'forfeit';

export type TitleRating = {
  readonly __typename?: 'TitleRating';
  readonly engine: Scalars['String']['output'];
  readonly games: Scalars['Int']['output'];
  /** The rating after each game, oldest first. */
  readonly history: ReadonlyArray<RatingPoint>;
  readonly lastPlayedAt: Scalars['DateTime']['output'];
  readonly mu: Scalars['Float']['output'];
  /** Fewer rated games of the title than it takes (5). */
  readonly provisional: Scalars['Boolean']['output'];
  readonly rating: Scalars['Int']['output'];
  readonly sigma: Scalars['Float']['output'];
};

/** A player's figures in one title (or all together), from finished games and the log. */
export type TitleStats = {
  readonly __typename?: 'TitleStats';
  /** Mean seconds from the entry before to each move the person sent (server times of the log). */
  readonly averageMoveSeconds?: Maybe<Scalars['Float']['output']>;
  readonly engine: Scalars['String']['output'];
  /** Finished games with a seat of the player. */
  readonly gamesPlayed: Scalars['Int']['output'];
  /** The seat's timeout, takeover and forfeit entries over those plus the person's moves (0–1). */
  readonly timeoutRate?: Maybe<Scalars['Float']['output']>;
  /** Of those, games where the seat is among the winners. */
  readonly wins: Scalars['Int']['output'];
};

export type TokenScope =
  /** A bot's needs: take or leave a seat and move. */
  | 'bot'
  /** Everything a person does: create games, seat bots, start, join, leave and move. */
  | 'play'
  /** Your games and your seats' views. */
  | 'read';

/** A running vacation. */
export type Vacation = {
  readonly __typename?: 'Vacation';
  /** When it ends at the latest. */
  readonly endsBy: Scalars['DateTime']['output'];
  readonly startedAt: Scalars['DateTime']['output'];
  /** The end you chose, if any. */
  readonly until?: Maybe<Scalars['DateTime']['output']>;
};

export type VacationPolicy = 'allowed' | 'none';

export type Viewer = {
  readonly __typename?: 'Viewer';
  readonly kind: ViewerKind;
  /** The seat (kind seat). */
  readonly seat?: Maybe<Scalars['Int']['output']>;
};

export type ViewerKind = 'seat' | 'spectator';

/** Public games are listed in the lobby; private ones are joined with their invite code. */
export type Visibility = 'private' | 'public';

/** A webhook: an account's (gameId null) or a game's table channel. */
export type Webhook = {
  readonly __typename?: 'Webhook';
  readonly consecutiveFailures: Scalars['Int']['output'];
  readonly createdAt: Scalars['DateTime']['output'];
  readonly description: Scalars['String']['output'];
  /** gone (it answered 410) or failures (too many in a row); null otherwise. */
  readonly disabledReason?: Maybe<Scalars['String']['output']>;
  readonly enabled: Scalars['Boolean']['output'];
  readonly eventTypes: ReadonlyArray<Scalars['String']['output']>;
  readonly gameId?: Maybe<Scalars['ID']['output']>;
  readonly id: Scalars['ID']['output'];
  /** After a rotation: until when the old secret still signs beside the new one. */
  readonly previousSecretUntil?: Maybe<Scalars['DateTime']['output']>;
  readonly updatedAt: Scalars['DateTime']['output'];
  readonly url: Scalars['String']['output'];
};

export type WebhookDelivery = {
  readonly __typename?: 'WebhookDelivery';
  readonly attempts: Scalars['Int']['output'];
  readonly createdAt: Scalars['DateTime']['output'];
  readonly eventType: Scalars['String']['output'];
  /** Also the webhook-id header: the receiver's idempotency key. */
  readonly id: Scalars['ID']['output'];
  readonly lastAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  readonly lastError?: Maybe<Scalars['String']['output']>;
  readonly lastResponseCode?: Maybe<Scalars['Int']['output']>;
  readonly nextRetryAt?: Maybe<Scalars['DateTime']['output']>;
  readonly status: WebhookDeliveryStatus;
  readonly webhookId: Scalars['ID']['output'];
};

export type WebhookDeliveryStatus = 'dead' | 'failed' | 'pending' | 'retrying' | 'succeeded';

export type WebhookWithSecret = {
  readonly __typename?: 'WebhookWithSecret';
  /** whsec_…: shown once. */
  readonly secret: Scalars['String']['output'];
  readonly webhook: Webhook;
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ResolverFn<TResult, TParent, TContext, TArgs>
  | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<
  TResult,
  TKey extends string,
  TParent,
  TContext,
  TArgs,
> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<
  TTypes,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<
  T = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<AccountModel>;
  ApiToken: ResolverTypeWrapper<ApiTokenModel>;
  AwayStatus: ResolverTypeWrapper<AwayStatusModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CalendarFeed: ResolverTypeWrapper<CalendarFeedModel>;
  ChatChannel: ChatChannel;
  ChatMessage: ResolverTypeWrapper<ChatMessageModel>;
  ChatMuteResult: ResolverTypeWrapper<ChatMuteResultModel>;
  ChatPage: ResolverTypeWrapper<ChatPageModel>;
  ChatPostResult: ResolverTypeWrapper<ChatPostResultModel>;
  Clocks: ResolverTypeWrapper<ClocksModel>;
  CreateGameInput: CreateGameInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiTokenModel>;
  CreatedCalendarFeed: ResolverTypeWrapper<CreatedCalendarFeedModel>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryPreferences: ResolverTypeWrapper<DeliveryPreferencesModel>;
  DeliveryPreferencesInput: DeliveryPreferencesInput;
  EmailMode: EmailMode;
  EmailStatus: ResolverTypeWrapper<EmailStatusModel>;
  EmailUnsubscribed: ResolverTypeWrapper<EmailUnsubscribedModel>;
  Engine: ResolverTypeWrapper<EngineModel>;
  EngineBot: ResolverTypeWrapper<EngineBotModel>;
  EventsPage: ResolverTypeWrapper<EventsPageModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Game: ResolverTypeWrapper<GameModel>;
  GameCreator: ResolverTypeWrapper<GameCreatorModel>;
  GameNote: ResolverTypeWrapper<GameNoteModel>;
  GameNotes: ResolverTypeWrapper<GameNotesModel>;
  GameState: ResolverTypeWrapper<GameStateModel>;
  GameStatus: GameStatus;
  GameSummary: ResolverTypeWrapper<GameSummaryModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxStatus: ResolverTypeWrapper<InboxStatusModel>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<InvitationModel>;
  Invitee: ResolverTypeWrapper<InviteeModel>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KindPreference: ResolverTypeWrapper<KindPreferenceModel>;
  KindPreferenceInput: KindPreferenceInput;
  Leaderboard: ResolverTypeWrapper<LeaderboardModel>;
  LeaderboardPlayer: ResolverTypeWrapper<LeaderboardPlayerModel>;
  Lobby: ResolverTypeWrapper<LobbyModel>;
  Locale: Locale;
  LogEntry: ResolverTypeWrapper<LogEntryModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyProfile: ResolverTypeWrapper<MyProfileModel>;
  Notification: ResolverTypeWrapper<NotificationModel>;
  NotificationKind: NotificationKind;
  NotificationPage: ResolverTypeWrapper<NotificationPageModel>;
  OutboxMessage: ResolverTypeWrapper<OutboxMessageModel>;
  OutboxPage: ResolverTypeWrapper<OutboxPageModel>;
  OutboxSummary: ResolverTypeWrapper<OutboxSummaryModel>;
  OverallStats: ResolverTypeWrapper<OverallStatsModel>;
  PlayerCard: ResolverTypeWrapper<PlayerCardModel>;
  PlayerRatings: ResolverTypeWrapper<PlayerRatingsModel>;
  PlayerReport: ResolverTypeWrapper<PlayerReportModel>;
  ProfileStats: ResolverTypeWrapper<ProfileStatsModel>;
  PublicProfile: ResolverTypeWrapper<PublicProfileModel>;
  PushSubscription: ResolverTypeWrapper<PushSubscriptionModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuietHours: ResolverTypeWrapper<QuietHoursModel>;
  QuietHoursInput: QuietHoursInput;
  RatingPoint: ResolverTypeWrapper<RatingPointModel>;
  Rematch: ResolverTypeWrapper<RematchModel>;
  RematchAnswer: RematchAnswer;
  RematchPlayer: ResolverTypeWrapper<RematchPlayerModel>;
  RematchStatus: RematchStatus;
  ReminderSettings: ResolverTypeWrapper<ReminderSettingsModel>;
  ReportCreated: ResolverTypeWrapper<ReportCreatedModel>;
  SeatClock: ResolverTypeWrapper<SeatClockModel>;
  SeatKind: SeatKind;
  SeatStanding: ResolverTypeWrapper<SeatStandingModel>;
  SeatStandingKind: SeatStandingKind;
  SeatSummary: ResolverTypeWrapper<SeatSummaryModel>;
  SeedReveal: SeedReveal;
  SeenResult: ResolverTypeWrapper<SeenResultModel>;
  Session: ResolverTypeWrapper<SessionModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitResult: ResolverTypeWrapper<SubmitResultModel>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TimeControl: ResolverTypeWrapper<TimeControlModel>;
  TimeControlInput: TimeControlInput;
  TimeControlKind: TimeControlKind;
  Timeout: ResolverTypeWrapper<TimeoutModel>;
  TimeoutAction: TimeoutAction;
  TimeoutPolicy: ResolverTypeWrapper<TimeoutPolicyModel>;
  TimeoutPolicyInput: TimeoutPolicyInput;
  TimeoutPolicyKind: TimeoutPolicyKind;
  TitleRating: ResolverTypeWrapper<TitleRatingModel>;
  TitleStats: ResolverTypeWrapper<TitleStatsModel>;
  TokenScope: TokenScope;
  Vacation: ResolverTypeWrapper<VacationModel>;
  VacationPolicy: VacationPolicy;
  Viewer: ResolverTypeWrapper<ViewerModel>;
  ViewerKind: ViewerKind;
  Visibility: Visibility;
  Webhook: ResolverTypeWrapper<WebhookModel>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryModel>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookWithSecret: ResolverTypeWrapper<WebhookWithSecretModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: AccountModel;
  ApiToken: ApiTokenModel;
  AwayStatus: AwayStatusModel;
  Boolean: Scalars['Boolean']['output'];
  CalendarFeed: CalendarFeedModel;
  ChatMessage: ChatMessageModel;
  ChatMuteResult: ChatMuteResultModel;
  ChatPage: ChatPageModel;
  ChatPostResult: ChatPostResultModel;
  Clocks: ClocksModel;
  CreateGameInput: CreateGameInput;
  CreatedApiToken: CreatedApiTokenModel;
  CreatedCalendarFeed: CreatedCalendarFeedModel;
  DateTime: Scalars['DateTime']['output'];
  DeliveryPreferences: DeliveryPreferencesModel;
  DeliveryPreferencesInput: DeliveryPreferencesInput;
  EmailStatus: EmailStatusModel;
  EmailUnsubscribed: EmailUnsubscribedModel;
  Engine: EngineModel;
  EngineBot: EngineBotModel;
  EventsPage: EventsPageModel;
  Float: Scalars['Float']['output'];
  Game: GameModel;
  GameCreator: GameCreatorModel;
  GameNote: GameNoteModel;
  GameNotes: GameNotesModel;
  GameState: GameStateModel;
  GameSummary: GameSummaryModel;
  ID: Scalars['ID']['output'];
  InboxStatus: InboxStatusModel;
  Int: Scalars['Int']['output'];
  Invitation: InvitationModel;
  Invitee: InviteeModel;
  JSON: Scalars['JSON']['output'];
  KindPreference: KindPreferenceModel;
  KindPreferenceInput: KindPreferenceInput;
  Leaderboard: LeaderboardModel;
  LeaderboardPlayer: LeaderboardPlayerModel;
  Lobby: LobbyModel;
  LogEntry: LogEntryModel;
  Mutation: Record<PropertyKey, never>;
  MyProfile: MyProfileModel;
  Notification: NotificationModel;
  NotificationPage: NotificationPageModel;
  OutboxMessage: OutboxMessageModel;
  OutboxPage: OutboxPageModel;
  OutboxSummary: OutboxSummaryModel;
  OverallStats: OverallStatsModel;
  PlayerCard: PlayerCardModel;
  PlayerRatings: PlayerRatingsModel;
  PlayerReport: PlayerReportModel;
  ProfileStats: ProfileStatsModel;
  PublicProfile: PublicProfileModel;
  PushSubscription: PushSubscriptionModel;
  Query: Record<PropertyKey, never>;
  QuietHours: QuietHoursModel;
  QuietHoursInput: QuietHoursInput;
  RatingPoint: RatingPointModel;
  Rematch: RematchModel;
  RematchPlayer: RematchPlayerModel;
  ReminderSettings: ReminderSettingsModel;
  ReportCreated: ReportCreatedModel;
  SeatClock: SeatClockModel;
  SeatStanding: SeatStandingModel;
  SeatSummary: SeatSummaryModel;
  SeedReveal: SeedReveal;
  SeenResult: SeenResultModel;
  Session: SessionModel;
  String: Scalars['String']['output'];
  SubmitResult: SubmitResultModel;
  Subscription: Record<PropertyKey, never>;
  TimeControl: TimeControlModel;
  TimeControlInput: TimeControlInput;
  Timeout: TimeoutModel;
  TimeoutPolicy: TimeoutPolicyModel;
  TimeoutPolicyInput: TimeoutPolicyInput;
  TitleRating: TitleRatingModel;
  TitleStats: TitleStatsModel;
  Vacation: VacationModel;
  Viewer: ViewerModel;
  Webhook: WebhookModel;
  WebhookDelivery: WebhookDeliveryModel;
  WebhookWithSecret: WebhookWithSecretModel;
};

export type CostDirectiveArgs = {
  perItem?: Maybe<Scalars['String']['input']>;
  value: Scalars['Int']['input'];
};

export type CostDirectiveResolver<
  Result,
  Parent,
  ContextType = MercuriusContext,
  Args = CostDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiTokenResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<ReadonlyArray<ResolversTypes['TokenScope']>, ParentType, ContextType>;
};

export type AwayStatusResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['AwayStatus'] = ResolversParentTypes['AwayStatus'],
> = {
  bankSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  capSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  perYearSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacation?: Resolver<Maybe<ResolversTypes['Vacation']>, ParentType, ContextType>;
};

export type CalendarFeedResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['CalendarFeed'] = ResolversParentTypes['CalendarFeed'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatMessageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage'],
> = {
  authorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['ChatChannel'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seat?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChatMuteResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ChatMuteResult'] =
    ResolversParentTypes['ChatMuteResult'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ChatPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ChatPage'] = ResolversParentTypes['ChatPage'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<ReadonlyArray<ResolversTypes['ChatMessage']>, ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readable?: Resolver<ReadonlyArray<ResolversTypes['ChatChannel']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  writable?: Resolver<Maybe<ResolversTypes['ChatChannel']>, ParentType, ContextType>;
};

export type ChatPostResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ChatPostResult'] =
    ResolversParentTypes['ChatPostResult'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClocksResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Clocks'] = ResolversParentTypes['Clocks'],
> = {
  asOf?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  seats?: Resolver<ReadonlyArray<ResolversTypes['SeatClock']>, ParentType, ContextType>;
};

export type CreatedApiTokenResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['CreatedApiToken'] =
    ResolversParentTypes['CreatedApiToken'],
> = {
  info?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreatedCalendarFeedResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['CreatedCalendarFeed'] =
    ResolversParentTypes['CreatedCalendarFeed'],
> = {
  info?: Resolver<ResolversTypes['CalendarFeed'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<
  ResolversTypes['DateTime'],
  any
> {
  name: 'DateTime';
}

export type DeliveryPreferencesResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['DeliveryPreferences'] =
    ResolversParentTypes['DeliveryPreferences'],
> = {
  digestHour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kinds?: Resolver<ReadonlyArray<ResolversTypes['KindPreference']>, ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['Locale'], ParentType, ContextType>;
  quietHours?: Resolver<Maybe<ResolversTypes['QuietHours']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmailStatusResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['EmailStatus'] = ResolversParentTypes['EmailStatus'],
> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verificationSentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EmailUnsubscribedResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['EmailUnsubscribed'] =
    ResolversParentTypes['EmailUnsubscribed'],
> = {
  kinds?: Resolver<ReadonlyArray<ResolversTypes['NotificationKind']>, ParentType, ContextType>;
};

export type EngineResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Engine'] = ResolversParentTypes['Engine'],
> = {
  bots?: Resolver<ReadonlyArray<ResolversTypes['EngineBot']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionsSchema?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  rulesVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EngineBotResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['EngineBot'] = ResolversParentTypes['EngineBot'],
> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EventsPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['EventsPage'] = ResolversParentTypes['EventsPage'],
> = {
  entries?: Resolver<ReadonlyArray<ResolversTypes['LogEntry']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  headVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
};

export type GameResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game'],
> = {
  activeSeats?: Resolver<ReadonlyArray<ResolversTypes['Int']>, ParentType, ContextType>;
  clocks?: Resolver<Maybe<ResolversTypes['Clocks']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['GameCreator']>, ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  genesisHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inviteCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  moveTimeLimitSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  options?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  playerSeedsDigest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rngAlgorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rulesVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ReadonlyArray<ResolversTypes['SeatSummary']>, ParentType, ContextType>;
  serverSeedCommitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  timeControl?: Resolver<ResolversTypes['TimeControl'], ParentType, ContextType>;
  timeoutPolicy?: Resolver<ResolversTypes['TimeoutPolicy'], ParentType, ContextType>;
  turnDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vacation?: Resolver<ResolversTypes['VacationPolicy'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  weekendPause?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GameCreatorResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['GameCreator'] = ResolversParentTypes['GameCreator'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GameNoteResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['GameNote'] = ResolversParentTypes['GameNote'],
> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameNotesResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['GameNotes'] = ResolversParentTypes['GameNotes'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ReadonlyArray<ResolversTypes['GameNote']>, ParentType, ContextType>;
};

export type GameStateResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['GameState'] = ResolversParentTypes['GameState'],
> = {
  activeSeats?: Resolver<ReadonlyArray<ResolversTypes['Int']>, ParentType, ContextType>;
  clocks?: Resolver<Maybe<ResolversTypes['Clocks']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  legalCommands?: Resolver<ReadonlyArray<ResolversTypes['JSON']>, ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  seats?: Resolver<ReadonlyArray<ResolversTypes['SeatStanding']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  turnDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType>;
};

export type GameSummaryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['GameSummary'] = ResolversParentTypes['GameSummary'],
> = {
  activeSeats?: Resolver<ReadonlyArray<ResolversTypes['Int']>, ParentType, ContextType>;
  clocks?: Resolver<Maybe<ResolversTypes['Clocks']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['GameCreator']>, ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  genesisHash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moveTimeLimitSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  options?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  playerSeedsDigest?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rngAlgorithm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rulesVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seats?: Resolver<ReadonlyArray<ResolversTypes['SeatSummary']>, ParentType, ContextType>;
  serverSeedCommitment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GameStatus'], ParentType, ContextType>;
  timeControl?: Resolver<ResolversTypes['TimeControl'], ParentType, ContextType>;
  timeoutPolicy?: Resolver<ResolversTypes['TimeoutPolicy'], ParentType, ContextType>;
  turnDeadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  vacation?: Resolver<ResolversTypes['VacationPolicy'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Visibility'], ParentType, ContextType>;
  weekendPause?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type InboxStatusResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['InboxStatus'] = ResolversParentTypes['InboxStatus'],
> = {
  newest?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  invitee?: Resolver<ResolversTypes['Invitee'], ParentType, ContextType>;
};

export type InviteeResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Invitee'] = ResolversParentTypes['Invitee'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KindPreferenceResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['KindPreference'] =
    ResolversParentTypes['KindPreference'],
> = {
  email?: Resolver<ResolversTypes['EmailMode'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  push?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LeaderboardResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Leaderboard'] = ResolversParentTypes['Leaderboard'],
> = {
  activeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minGames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  players?: Resolver<ReadonlyArray<ResolversTypes['LeaderboardPlayer']>, ParentType, ContextType>;
};

export type LeaderboardPlayerResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['LeaderboardPlayer'] =
    ResolversParentTypes['LeaderboardPlayer'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  games?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPlayedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LobbyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Lobby'] = ResolversParentTypes['Lobby'],
> = {
  gamesInPlay?: Resolver<ReadonlyArray<ResolversTypes['GameSummary']>, ParentType, ContextType>;
  openGames?: Resolver<ReadonlyArray<ResolversTypes['GameSummary']>, ParentType, ContextType>;
};

export type LogEntryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['LogEntry'] = ResolversParentTypes['LogEntry'],
> = {
  actor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  command?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  commandId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<ReadonlyArray<ResolversTypes['JSON']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reclaim?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  standIn?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  timedOut?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  timeout?: Resolver<Maybe<ResolversTypes['Timeout']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  acceptRematch?: Resolver<
    ResolversTypes['Rematch'],
    ParentType,
    ContextType,
    RequireFields<MutationAcceptRematchArgs, 'gameId'>
  >;
  blockPlayer?: Resolver<
    ReadonlyArray<ResolversTypes['PlayerCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationBlockPlayerArgs, 'username'>
  >;
  createGame?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateGameArgs, 'input'>
  >;
  createTableChannel?: Resolver<
    ResolversTypes['WebhookWithSecret'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateTableChannelArgs, 'eventTypes' | 'gameId' | 'url'>
  >;
  createToken?: Resolver<
    ResolversTypes['CreatedApiToken'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateTokenArgs, 'name' | 'scopes'>
  >;
  createWebhook?: Resolver<
    ResolversTypes['WebhookWithSecret'],
    ParentType,
    ContextType,
    RequireFields<MutationCreateWebhookArgs, 'eventTypes' | 'url'>
  >;
  declineRematch?: Resolver<
    ResolversTypes['Rematch'],
    ParentType,
    ContextType,
    RequireFields<MutationDeclineRematchArgs, 'gameId'>
  >;
  deleteWebhook?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationDeleteWebhookArgs, 'id'>
  >;
  editMyProfile?: Resolver<
    ResolversTypes['MyProfile'],
    ParentType,
    ContextType,
    Partial<MutationEditMyProfileArgs>
  >;
  endVacation?: Resolver<ResolversTypes['AwayStatus'], ParentType, ContextType>;
  followPlayer?: Resolver<
    ReadonlyArray<ResolversTypes['PlayerCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationFollowPlayerArgs, 'username'>
  >;
  invitePlayer?: Resolver<
    ResolversTypes['Invitation'],
    ParentType,
    ContextType,
    RequireFields<MutationInvitePlayerArgs, 'gameId' | 'username'>
  >;
  joinGame?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationJoinGameArgs, 'gameId' | 'seat'>
  >;
  leaveSeat?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationLeaveSeatArgs, 'gameId' | 'seat'>
  >;
  markAllNotificationsRead?: Resolver<ResolversTypes['InboxStatus'], ParentType, ContextType>;
  markNotificationRead?: Resolver<
    ResolversTypes['InboxStatus'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkNotificationReadArgs, 'id'>
  >;
  markSeen?: Resolver<
    ResolversTypes['SeenResult'],
    ParentType,
    ContextType,
    RequireFields<MutationMarkSeenArgs, 'gameId' | 'version'>
  >;
  muteChat?: Resolver<
    ResolversTypes['ChatMuteResult'],
    ParentType,
    ContextType,
    RequireFields<MutationMuteChatArgs, 'gameId' | 'muted'>
  >;
  offerRematch?: Resolver<
    ResolversTypes['Rematch'],
    ParentType,
    ContextType,
    RequireFields<MutationOfferRematchArgs, 'gameId'>
  >;
  postChatMessage?: Resolver<
    ResolversTypes['ChatPostResult'],
    ParentType,
    ContextType,
    RequireFields<MutationPostChatMessageArgs, 'body' | 'channel' | 'gameId'>
  >;
  reclaimSeat?: Resolver<
    ResolversTypes['SubmitResult'],
    ParentType,
    ContextType,
    RequireFields<MutationReclaimSeatArgs, 'gameId'>
  >;
  redeliverWebhook?: Resolver<
    ResolversTypes['WebhookDelivery'],
    ParentType,
    ContextType,
    RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>
  >;
  regenerateCalendarFeed?: Resolver<ResolversTypes['CreatedCalendarFeed'], ParentType, ContextType>;
  removePushSubscription?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRemovePushSubscriptionArgs, 'id'>
  >;
  reportPlayer?: Resolver<
    ResolversTypes['ReportCreated'],
    ParentType,
    ContextType,
    RequireFields<MutationReportPlayerArgs, 'reason' | 'username'>
  >;
  resendEmailVerification?: Resolver<
    ResolversTypes['EmailStatus'],
    ParentType,
    ContextType,
    Partial<MutationResendEmailVerificationArgs>
  >;
  revokeToken?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationRevokeTokenArgs, 'id'>
  >;
  rotateWebhookSecret?: Resolver<
    ResolversTypes['WebhookWithSecret'],
    ParentType,
    ContextType,
    RequireFields<MutationRotateWebhookSecretArgs, 'id'>
  >;
  seatBot?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationSeatBotArgs, 'gameId' | 'seat'>
  >;
  sendWebhookTest?: Resolver<
    ResolversTypes['WebhookDelivery'],
    ParentType,
    ContextType,
    RequireFields<MutationSendWebhookTestArgs, 'id'>
  >;
  setEmailAddress?: Resolver<
    ResolversTypes['EmailStatus'],
    ParentType,
    ContextType,
    RequireFields<MutationSetEmailAddressArgs, 'address'>
  >;
  setReminderSettings?: Resolver<
    ResolversTypes['ReminderSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationSetReminderSettingsArgs, 'offsetsSeconds'>
  >;
  setTimeZone?: Resolver<
    ResolversTypes['AwayStatus'],
    ParentType,
    ContextType,
    RequireFields<MutationSetTimeZoneArgs, 'timeZone'>
  >;
  startGame?: Resolver<
    ResolversTypes['Game'],
    ParentType,
    ContextType,
    RequireFields<MutationStartGameArgs, 'gameId'>
  >;
  startVacation?: Resolver<
    ResolversTypes['AwayStatus'],
    ParentType,
    ContextType,
    Partial<MutationStartVacationArgs>
  >;
  submitCommand?: Resolver<
    ResolversTypes['SubmitResult'],
    ParentType,
    ContextType,
    RequireFields<MutationSubmitCommandArgs, 'command' | 'commandId' | 'expectedVersion' | 'gameId'>
  >;
  subscribePush?: Resolver<
    ResolversTypes['PushSubscription'],
    ParentType,
    ContextType,
    RequireFields<MutationSubscribePushArgs, 'auth' | 'endpoint' | 'p256dh'>
  >;
  unblockPlayer?: Resolver<
    ReadonlyArray<ResolversTypes['PlayerCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationUnblockPlayerArgs, 'username'>
  >;
  unfollowPlayer?: Resolver<
    ReadonlyArray<ResolversTypes['PlayerCard']>,
    ParentType,
    ContextType,
    RequireFields<MutationUnfollowPlayerArgs, 'username'>
  >;
  unsubscribeEmail?: Resolver<
    ResolversTypes['EmailUnsubscribed'],
    ParentType,
    ContextType,
    RequireFields<MutationUnsubscribeEmailArgs, 'token'>
  >;
  unsubscribePush?: Resolver<
    ResolversTypes['Boolean'],
    ParentType,
    ContextType,
    RequireFields<MutationUnsubscribePushArgs, 'endpoint'>
  >;
  updateDeliveryPreferences?: Resolver<
    ResolversTypes['DeliveryPreferences'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateDeliveryPreferencesArgs, 'input'>
  >;
  updateWebhook?: Resolver<
    ResolversTypes['Webhook'],
    ParentType,
    ContextType,
    RequireFields<MutationUpdateWebhookArgs, 'id'>
  >;
  verifyEmail?: Resolver<
    ResolversTypes['EmailStatus'],
    ParentType,
    ContextType,
    RequireFields<MutationVerifyEmailArgs, 'token'>
  >;
  writeNote?: Resolver<
    ResolversTypes['GameNotes'],
    ParentType,
    ContextType,
    RequireFields<MutationWriteNoteArgs, 'body' | 'gameId' | 'version'>
  >;
};

export type MyProfileResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['MyProfile'] = ResolversParentTypes['MyProfile'],
> = {
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryFlag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  data?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  gameId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['NotificationPage'] =
    ResolversParentTypes['NotificationPage'],
> = {
  nextBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  notifications?: Resolver<ReadonlyArray<ResolversTypes['Notification']>, ParentType, ContextType>;
};

export type OutboxMessageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['OutboxMessage'] = ResolversParentTypes['OutboxMessage'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  headers?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  raw?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OutboxPageResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['OutboxPage'] = ResolversParentTypes['OutboxPage'],
> = {
  messages?: Resolver<ReadonlyArray<ResolversTypes['OutboxSummary']>, ParentType, ContextType>;
  nextBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type OutboxSummaryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['OutboxSummary'] = ResolversParentTypes['OutboxSummary'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OverallStatsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['OverallStats'] = ResolversParentTypes['OverallStats'],
> = {
  averageMoveSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeoutRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlayerCardResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['PlayerCard'] = ResolversParentTypes['PlayerCard'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayerRatingsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['PlayerRatings'] = ResolversParentTypes['PlayerRatings'],
> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ratings?: Resolver<ReadonlyArray<ResolversTypes['TitleRating']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayerReportResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['PlayerReport'] = ResolversParentTypes['PlayerReport'],
> = {
  chatExcerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reported?: Resolver<ResolversTypes['PlayerCard'], ParentType, ContextType>;
  reporter?: Resolver<ResolversTypes['PlayerCard'], ParentType, ContextType>;
};

export type ProfileStatsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ProfileStats'] = ResolversParentTypes['ProfileStats'],
> = {
  overall?: Resolver<ResolversTypes['OverallStats'], ParentType, ContextType>;
  titles?: Resolver<ReadonlyArray<ResolversTypes['TitleStats']>, ParentType, ContextType>;
};

export type PublicProfileResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['PublicProfile'] = ResolversParentTypes['PublicProfile'],
> = {
  bio?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  blockedByYou?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryFlag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followedByYou?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gamesInPlay?: Resolver<ReadonlyArray<ResolversTypes['GameSummary']>, ParentType, ContextType>;
  memberSince?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recentGames?: Resolver<ReadonlyArray<ResolversTypes['GameSummary']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['ProfileStats'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PushSubscriptionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['PushSubscription'] =
    ResolversParentTypes['PushSubscription'],
> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endpointOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  adminMail?: Resolver<
    Maybe<ResolversTypes['OutboxPage']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminMailArgs, 'limit'>
  >;
  adminMailMessage?: Resolver<
    Maybe<ResolversTypes['OutboxMessage']>,
    ParentType,
    ContextType,
    RequireFields<QueryAdminMailMessageArgs, 'id'>
  >;
  awayStatus?: Resolver<Maybe<ResolversTypes['AwayStatus']>, ParentType, ContextType>;
  blockedPlayers?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['PlayerCard']>>,
    ParentType,
    ContextType
  >;
  calendarFeed?: Resolver<Maybe<ResolversTypes['CalendarFeed']>, ParentType, ContextType>;
  chat?: Resolver<
    ResolversTypes['ChatPage'],
    ParentType,
    ContextType,
    RequireFields<QueryChatArgs, 'after' | 'gameId'>
  >;
  deliveryPreferences?: Resolver<
    Maybe<ResolversTypes['DeliveryPreferences']>,
    ParentType,
    ContextType
  >;
  emailStatus?: Resolver<Maybe<ResolversTypes['EmailStatus']>, ParentType, ContextType>;
  engines?: Resolver<ReadonlyArray<ResolversTypes['Engine']>, ParentType, ContextType>;
  followers?: Resolver<Maybe<ReadonlyArray<ResolversTypes['PlayerCard']>>, ParentType, ContextType>;
  following?: Resolver<Maybe<ReadonlyArray<ResolversTypes['PlayerCard']>>, ParentType, ContextType>;
  followingGames?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['GameSummary']>>,
    ParentType,
    ContextType
  >;
  game?: Resolver<
    Maybe<ResolversTypes['Game']>,
    ParentType,
    ContextType,
    RequireFields<QueryGameArgs, 'id'>
  >;
  gameByInvite?: Resolver<
    Maybe<ResolversTypes['Game']>,
    ParentType,
    ContextType,
    RequireFields<QueryGameByInviteArgs, 'code'>
  >;
  gameEvents?: Resolver<
    Maybe<ResolversTypes['EventsPage']>,
    ParentType,
    ContextType,
    RequireFields<QueryGameEventsArgs, 'asSpectator' | 'gameId' | 'limit'>
  >;
  gameExport?: Resolver<
    Maybe<ResolversTypes['JSON']>,
    ParentType,
    ContextType,
    RequireFields<QueryGameExportArgs, 'gameId'>
  >;
  gameState?: Resolver<
    Maybe<ResolversTypes['GameState']>,
    ParentType,
    ContextType,
    RequireFields<QueryGameStateArgs, 'asSpectator' | 'gameId'>
  >;
  gameStateAt?: Resolver<
    Maybe<ResolversTypes['GameState']>,
    ParentType,
    ContextType,
    RequireFields<QueryGameStateAtArgs, 'gameId' | 'version'>
  >;
  gamesInPlay?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['GameSummary']>>,
    ParentType,
    ContextType,
    RequireFields<QueryGamesInPlayArgs, 'limit'>
  >;
  inbox?: Resolver<Maybe<ResolversTypes['InboxStatus']>, ParentType, ContextType>;
  leaderboard?: Resolver<
    Maybe<ResolversTypes['Leaderboard']>,
    ParentType,
    ContextType,
    RequireFields<QueryLeaderboardArgs, 'engine' | 'limit'>
  >;
  myGames?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['GameSummary']>>,
    ParentType,
    ContextType,
    RequireFields<QueryMyGamesArgs, 'limit'>
  >;
  myProfile?: Resolver<Maybe<ResolversTypes['MyProfile']>, ParentType, ContextType>;
  notes?: Resolver<
    ResolversTypes['GameNotes'],
    ParentType,
    ContextType,
    RequireFields<QueryNotesArgs, 'gameId'>
  >;
  notifications?: Resolver<
    Maybe<ResolversTypes['NotificationPage']>,
    ParentType,
    ContextType,
    RequireFields<QueryNotificationsArgs, 'limit' | 'unreadOnly'>
  >;
  openGames?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['GameSummary']>>,
    ParentType,
    ContextType,
    RequireFields<QueryOpenGamesArgs, 'limit'>
  >;
  player?: Resolver<
    Maybe<ResolversTypes['PublicProfile']>,
    ParentType,
    ContextType,
    RequireFields<QueryPlayerArgs, 'username'>
  >;
  playerRatings?: Resolver<
    Maybe<ResolversTypes['PlayerRatings']>,
    ParentType,
    ContextType,
    RequireFields<QueryPlayerRatingsArgs, 'username'>
  >;
  playerReports?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['PlayerReport']>>,
    ParentType,
    ContextType,
    RequireFields<QueryPlayerReportsArgs, 'limit'>
  >;
  pushSubscriptions?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['PushSubscription']>>,
    ParentType,
    ContextType
  >;
  rematch?: Resolver<
    Maybe<ResolversTypes['Rematch']>,
    ParentType,
    ContextType,
    RequireFields<QueryRematchArgs, 'gameId'>
  >;
  reminderSettings?: Resolver<Maybe<ResolversTypes['ReminderSettings']>, ParentType, ContextType>;
  session?: Resolver<Maybe<ResolversTypes['Session']>, ParentType, ContextType>;
  tableChannels?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['Webhook']>>,
    ParentType,
    ContextType,
    RequireFields<QueryTableChannelsArgs, 'gameId'>
  >;
  tokens?: Resolver<Maybe<ReadonlyArray<ResolversTypes['ApiToken']>>, ParentType, ContextType>;
  vapidPublicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<
    Maybe<ResolversTypes['Webhook']>,
    ParentType,
    ContextType,
    RequireFields<QueryWebhookArgs, 'id'>
  >;
  webhookDeliveries?: Resolver<
    Maybe<ReadonlyArray<ResolversTypes['WebhookDelivery']>>,
    ParentType,
    ContextType,
    RequireFields<QueryWebhookDeliveriesArgs, 'limit' | 'webhookId'>
  >;
  webhooks?: Resolver<Maybe<ReadonlyArray<ResolversTypes['Webhook']>>, ParentType, ContextType>;
};

export type QuietHoursResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['QuietHours'] = ResolversParentTypes['QuietHours'],
> = {
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RatingPointResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['RatingPoint'] = ResolversParentTypes['RatingPoint'],
> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RematchResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Rematch'] = ResolversParentTypes['Rematch'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newGameId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  offeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  offeredBy?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  players?: Resolver<ReadonlyArray<ResolversTypes['RematchPlayer']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RematchStatus'], ParentType, ContextType>;
};

export type RematchPlayerResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['RematchPlayer'] = ResolversParentTypes['RematchPlayer'],
> = {
  answer?: Resolver<ResolversTypes['RematchAnswer'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReminderSettingsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ReminderSettings'] =
    ResolversParentTypes['ReminderSettings'],
> = {
  offsetsSeconds?: Resolver<ReadonlyArray<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ReportCreatedResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['ReportCreated'] = ResolversParentTypes['ReportCreated'],
> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SeatClockResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['SeatClock'] = ResolversParentTypes['SeatClock'],
> = {
  deadline?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  remainingMs?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeatStandingResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['SeatStanding'] = ResolversParentTypes['SeatStanding'],
> = {
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  standing?: Resolver<ResolversTypes['SeatStandingKind'], ParentType, ContextType>;
  timeoutsInARow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeatSummaryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['SeatSummary'] = ResolversParentTypes['SeatSummary'],
> = {
  botName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SeatKind'], ParentType, ContextType>;
  playerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seedCommitment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vacationUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SeenResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['SeenResult'] = ResolversParentTypes['SeenResult'],
> = {
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SessionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session'],
> = {
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  csrfToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SubmitResultResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['SubmitResult'] = ResolversParentTypes['SubmitResult'],
> = {
  commandId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<ReadonlyArray<ResolversTypes['JSON']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['GameState'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubscriptionResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription'],
> = {
  chat?: SubscriptionResolver<
    ResolversTypes['ChatPage'],
    'chat',
    ParentType,
    ContextType,
    RequireFields<SubscriptionChatArgs, 'gameId'>
  >;
  gameState?: SubscriptionResolver<
    ResolversTypes['GameState'],
    'gameState',
    ParentType,
    ContextType,
    RequireFields<SubscriptionGameStateArgs, 'asSpectator' | 'gameId'>
  >;
  inbox?: SubscriptionResolver<ResolversTypes['InboxStatus'], 'inbox', ParentType, ContextType>;
  lobby?: SubscriptionResolver<
    ResolversTypes['Lobby'],
    'lobby',
    ParentType,
    ContextType,
    RequireFields<SubscriptionLobbyArgs, 'limit'>
  >;
};

export type TimeControlResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['TimeControl'] = ResolversParentTypes['TimeControl'],
> = {
  incrementSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  initialSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TimeControlKind'], ParentType, ContextType>;
  maxSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moveSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TimeoutResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Timeout'] = ResolversParentTypes['Timeout'],
> = {
  action?: Resolver<ResolversTypes['TimeoutAction'], ParentType, ContextType>;
  seat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TimeoutPolicyResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['TimeoutPolicy'] = ResolversParentTypes['TimeoutPolicy'],
> = {
  afterTimeouts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TimeoutPolicyKind'], ParentType, ContextType>;
};

export type TitleRatingResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['TitleRating'] = ResolversParentTypes['TitleRating'],
> = {
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  games?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  history?: Resolver<ReadonlyArray<ResolversTypes['RatingPoint']>, ParentType, ContextType>;
  lastPlayedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mu?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  provisional?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sigma?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TitleStatsResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['TitleStats'] = ResolversParentTypes['TitleStats'],
> = {
  averageMoveSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeoutRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VacationResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Vacation'] = ResolversParentTypes['Vacation'],
> = {
  endsBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ViewerResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer'],
> = {
  kind?: Resolver<ResolversTypes['ViewerKind'], ParentType, ContextType>;
  seat?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WebhookResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook'],
> = {
  consecutiveFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventTypes?: Resolver<ReadonlyArray<ResolversTypes['String']>, ParentType, ContextType>;
  gameId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  previousSecretUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['WebhookDelivery'] =
    ResolversParentTypes['WebhookDelivery'],
> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastResponseCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextRetryAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookWithSecretResolvers<
  ContextType = MercuriusContext,
  ParentType extends ResolversParentTypes['WebhookWithSecret'] =
    ResolversParentTypes['WebhookWithSecret'],
> = {
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType>;
};

export type Resolvers<ContextType = MercuriusContext> = {
  Account?: AccountResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  AwayStatus?: AwayStatusResolvers<ContextType>;
  CalendarFeed?: CalendarFeedResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatMuteResult?: ChatMuteResultResolvers<ContextType>;
  ChatPage?: ChatPageResolvers<ContextType>;
  ChatPostResult?: ChatPostResultResolvers<ContextType>;
  Clocks?: ClocksResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CreatedCalendarFeed?: CreatedCalendarFeedResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeliveryPreferences?: DeliveryPreferencesResolvers<ContextType>;
  EmailStatus?: EmailStatusResolvers<ContextType>;
  EmailUnsubscribed?: EmailUnsubscribedResolvers<ContextType>;
  Engine?: EngineResolvers<ContextType>;
  EngineBot?: EngineBotResolvers<ContextType>;
  EventsPage?: EventsPageResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameCreator?: GameCreatorResolvers<ContextType>;
  GameNote?: GameNoteResolvers<ContextType>;
  GameNotes?: GameNotesResolvers<ContextType>;
  GameState?: GameStateResolvers<ContextType>;
  GameSummary?: GameSummaryResolvers<ContextType>;
  InboxStatus?: InboxStatusResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  Invitee?: InviteeResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KindPreference?: KindPreferenceResolvers<ContextType>;
  Leaderboard?: LeaderboardResolvers<ContextType>;
  LeaderboardPlayer?: LeaderboardPlayerResolvers<ContextType>;
  Lobby?: LobbyResolvers<ContextType>;
  LogEntry?: LogEntryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyProfile?: MyProfileResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationPage?: NotificationPageResolvers<ContextType>;
  OutboxMessage?: OutboxMessageResolvers<ContextType>;
  OutboxPage?: OutboxPageResolvers<ContextType>;
  OutboxSummary?: OutboxSummaryResolvers<ContextType>;
  OverallStats?: OverallStatsResolvers<ContextType>;
  PlayerCard?: PlayerCardResolvers<ContextType>;
  PlayerRatings?: PlayerRatingsResolvers<ContextType>;
  PlayerReport?: PlayerReportResolvers<ContextType>;
  ProfileStats?: ProfileStatsResolvers<ContextType>;
  PublicProfile?: PublicProfileResolvers<ContextType>;
  PushSubscription?: PushSubscriptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuietHours?: QuietHoursResolvers<ContextType>;
  RatingPoint?: RatingPointResolvers<ContextType>;
  Rematch?: RematchResolvers<ContextType>;
  RematchPlayer?: RematchPlayerResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  ReportCreated?: ReportCreatedResolvers<ContextType>;
  SeatClock?: SeatClockResolvers<ContextType>;
  SeatStanding?: SeatStandingResolvers<ContextType>;
  SeatSummary?: SeatSummaryResolvers<ContextType>;
  SeenResult?: SeenResultResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  SubmitResult?: SubmitResultResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  TimeControl?: TimeControlResolvers<ContextType>;
  Timeout?: TimeoutResolvers<ContextType>;
  TimeoutPolicy?: TimeoutPolicyResolvers<ContextType>;
  TitleRating?: TitleRatingResolvers<ContextType>;
  TitleStats?: TitleStatsResolvers<ContextType>;
  Vacation?: VacationResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookWithSecret?: WebhookWithSecretResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = MercuriusContext> = {
  cost?: CostDirectiveResolver<any, any, ContextType>;
};

/** The fields of `Shape` in no variant of `Model` (GraphQL would answer them null, always). */
export type Unserved<Model, Shape> = Exclude<
  keyof Shape,
  (Model extends unknown ? keyof Model : never) | '__typename'
>;

/**
 * `Model`, once the typecheck has found that it has each of `Shape`'s fields: the non-null ones
 * in every variant, of their SDL type, and none `Unserved`.
 */
export type Checked<Shape, Model extends Shape, _Unserved extends never> = Model;

/** Every model checked against the SDL (see src/http/graphql/models.ts). */
export type CheckedModels = [
  Checked<Account, AccountModel, Unserved<AccountModel, Account>>,
  Checked<ApiToken, ApiTokenModel, Unserved<ApiTokenModel, ApiToken>>,
  Checked<AwayStatus, AwayStatusModel, Unserved<AwayStatusModel, AwayStatus>>,
  Checked<CalendarFeed, CalendarFeedModel, Unserved<CalendarFeedModel, CalendarFeed>>,
  Checked<ChatMessage, ChatMessageModel, Unserved<ChatMessageModel, ChatMessage>>,
  Checked<ChatMuteResult, ChatMuteResultModel, Unserved<ChatMuteResultModel, ChatMuteResult>>,
  Checked<ChatPage, ChatPageModel, Unserved<ChatPageModel, ChatPage>>,
  Checked<ChatPostResult, ChatPostResultModel, Unserved<ChatPostResultModel, ChatPostResult>>,
  Checked<Clocks, ClocksModel, Unserved<ClocksModel, Clocks>>,
  Checked<CreatedApiToken, CreatedApiTokenModel, Unserved<CreatedApiTokenModel, CreatedApiToken>>,
  Checked<
    CreatedCalendarFeed,
    CreatedCalendarFeedModel,
    Unserved<CreatedCalendarFeedModel, CreatedCalendarFeed>
  >,
  Checked<
    DeliveryPreferences,
    DeliveryPreferencesModel,
    Unserved<DeliveryPreferencesModel, DeliveryPreferences>
  >,
  Checked<EmailStatus, EmailStatusModel, Unserved<EmailStatusModel, EmailStatus>>,
  Checked<
    EmailUnsubscribed,
    EmailUnsubscribedModel,
    Unserved<EmailUnsubscribedModel, EmailUnsubscribed>
  >,
  Checked<Engine, EngineModel, Unserved<EngineModel, Engine>>,
  Checked<EngineBot, EngineBotModel, Unserved<EngineBotModel, EngineBot>>,
  Checked<EventsPage, EventsPageModel, Unserved<EventsPageModel, EventsPage>>,
  Checked<Game, GameModel, Unserved<GameModel, Game>>,
  Checked<GameCreator, GameCreatorModel, Unserved<GameCreatorModel, GameCreator>>,
  Checked<GameNote, GameNoteModel, Unserved<GameNoteModel, GameNote>>,
  Checked<GameNotes, GameNotesModel, Unserved<GameNotesModel, GameNotes>>,
  Checked<GameState, GameStateModel, Unserved<GameStateModel, GameState>>,
  Checked<GameSummary, GameSummaryModel, Unserved<GameSummaryModel, GameSummary>>,
  Checked<InboxStatus, InboxStatusModel, Unserved<InboxStatusModel, InboxStatus>>,
  Checked<Invitation, InvitationModel, Unserved<InvitationModel, Invitation>>,
  Checked<Invitee, InviteeModel, Unserved<InviteeModel, Invitee>>,
  Checked<KindPreference, KindPreferenceModel, Unserved<KindPreferenceModel, KindPreference>>,
  Checked<Leaderboard, LeaderboardModel, Unserved<LeaderboardModel, Leaderboard>>,
  Checked<
    LeaderboardPlayer,
    LeaderboardPlayerModel,
    Unserved<LeaderboardPlayerModel, LeaderboardPlayer>
  >,
  Checked<Lobby, LobbyModel, Unserved<LobbyModel, Lobby>>,
  Checked<LogEntry, LogEntryModel, Unserved<LogEntryModel, LogEntry>>,
  Checked<MyProfile, MyProfileModel, Unserved<MyProfileModel, MyProfile>>,
  Checked<Notification, NotificationModel, Unserved<NotificationModel, Notification>>,
  Checked<
    NotificationPage,
    NotificationPageModel,
    Unserved<NotificationPageModel, NotificationPage>
  >,
  Checked<OutboxMessage, OutboxMessageModel, Unserved<OutboxMessageModel, OutboxMessage>>,
  Checked<OutboxPage, OutboxPageModel, Unserved<OutboxPageModel, OutboxPage>>,
  Checked<OutboxSummary, OutboxSummaryModel, Unserved<OutboxSummaryModel, OutboxSummary>>,
  Checked<OverallStats, OverallStatsModel, Unserved<OverallStatsModel, OverallStats>>,
  Checked<PlayerCard, PlayerCardModel, Unserved<PlayerCardModel, PlayerCard>>,
  Checked<PlayerRatings, PlayerRatingsModel, Unserved<PlayerRatingsModel, PlayerRatings>>,
  Checked<PlayerReport, PlayerReportModel, Unserved<PlayerReportModel, PlayerReport>>,
  Checked<ProfileStats, ProfileStatsModel, Unserved<ProfileStatsModel, ProfileStats>>,
  Checked<PublicProfile, PublicProfileModel, Unserved<PublicProfileModel, PublicProfile>>,
  Checked<
    PushSubscription,
    PushSubscriptionModel,
    Unserved<PushSubscriptionModel, PushSubscription>
  >,
  Checked<QuietHours, QuietHoursModel, Unserved<QuietHoursModel, QuietHours>>,
  Checked<RatingPoint, RatingPointModel, Unserved<RatingPointModel, RatingPoint>>,
  Checked<Rematch, RematchModel, Unserved<RematchModel, Rematch>>,
  Checked<RematchPlayer, RematchPlayerModel, Unserved<RematchPlayerModel, RematchPlayer>>,
  Checked<
    ReminderSettings,
    ReminderSettingsModel,
    Unserved<ReminderSettingsModel, ReminderSettings>
  >,
  Checked<ReportCreated, ReportCreatedModel, Unserved<ReportCreatedModel, ReportCreated>>,
  Checked<SeatClock, SeatClockModel, Unserved<SeatClockModel, SeatClock>>,
  Checked<SeatStanding, SeatStandingModel, Unserved<SeatStandingModel, SeatStanding>>,
  Checked<SeatSummary, SeatSummaryModel, Unserved<SeatSummaryModel, SeatSummary>>,
  Checked<SeenResult, SeenResultModel, Unserved<SeenResultModel, SeenResult>>,
  Checked<Session, SessionModel, Unserved<SessionModel, Session>>,
  Checked<SubmitResult, SubmitResultModel, Unserved<SubmitResultModel, SubmitResult>>,
  Checked<TimeControl, TimeControlModel, Unserved<TimeControlModel, TimeControl>>,
  Checked<Timeout, TimeoutModel, Unserved<TimeoutModel, Timeout>>,
  Checked<TimeoutPolicy, TimeoutPolicyModel, Unserved<TimeoutPolicyModel, TimeoutPolicy>>,
  Checked<TitleRating, TitleRatingModel, Unserved<TitleRatingModel, TitleRating>>,
  Checked<TitleStats, TitleStatsModel, Unserved<TitleStatsModel, TitleStats>>,
  Checked<Vacation, VacationModel, Unserved<VacationModel, Vacation>>,
  Checked<Viewer, ViewerModel, Unserved<ViewerModel, Viewer>>,
  Checked<Webhook, WebhookModel, Unserved<WebhookModel, Webhook>>,
  Checked<WebhookDelivery, WebhookDeliveryModel, Unserved<WebhookDeliveryModel, WebhookDelivery>>,
  Checked<
    WebhookWithSecret,
    WebhookWithSecretModel,
    Unserved<WebhookWithSecretModel, WebhookWithSecret>
  >,
];
