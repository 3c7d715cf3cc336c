/**
 * The public API's operations, once, for REST and GraphQL alike (ADR 0012): each takes the
 * caller, checks what the caller may do (caller.ts), and calls a service. Handlers only translate.
 * The work is done by area in `operations/`; the games of the lobby (games.ts) and play
 * (play.ts) are answered here by name (ops.createGame, ops.submit …), the other areas are fields
 * (ops.inbox, ops.chat …). What they take and answer is named in operations/game-types.ts.
 */
import type { Seat, Viewer } from '@tavolo/engine';
import type { GameExport } from '@tavolo/sdk/audit';
import type { GameService } from '../service/game-service.ts';
import type { InboxService } from '../service/inbox/inbox-service.ts';
import type { InboxFeedPort } from '../live/inbox-feed.ts';
import { HeldStateOperations } from './operations/held-state.ts';
import type { ChatFeedPort } from '../chat/chat-feed.ts';
import type { EventsQuery, StartInput } from '../service/inputs.ts';
import type { EventsPage, GameSummary } from '../service/views.ts';
import type { Caller } from './caller.ts';
import { GameOperations } from './operations/games.ts';
import { PlayOperations } from './operations/play.ts';
import type {
  EngineInfo,
  GameDetails,
  JoinRequest,
  NewGameRequest,
  ReplayStep,
  SubmitAnswer,
  SubmitRequest,
  ViewerChoice,
  ViewerState,
} from './operations/game-types.ts';
import { InboxOperations } from './operations/inbox.ts';
import { LobbyOperations } from './operations/lobby.ts';
import type { LobbyFeedPort } from '../live/lobby-feed.ts';
import type { AccountsPort, FeedPort } from './ports.ts';
import { AccountOperations } from './operations/accounts.ts';
import { AwayOperations } from './operations/away.ts';
import { CalendarOperations } from './operations/calendar.ts';
import { RatingOperations } from './operations/ratings.ts';
import type { RatingReads } from '../ratings/rating-reads.ts';
import { SeenOperations } from './operations/seen.ts';
import { EmailOperations } from './operations/email.ts';
import type { EmailService } from '../delivery/email/email-service.ts';
import { PushOperations } from './operations/push.ts';
import type { PushService } from '../delivery/push/push-service.ts';
import { WebhookOperations } from './operations/webhooks.ts';
import type { WebhookService } from '../delivery/webhooks/webhook-service.ts';
import type { CalendarService } from '../calendar/calendar-service.ts';
import type { SeenService } from '../seen/seen-service.ts';
import type { PreferenceService } from '../delivery/preference-service.ts';
import { DeliveryOperations } from './operations/delivery.ts';
import { InvitationOperations } from './operations/invitations.ts';
import type { InvitationService } from '../service/invitations.ts';
import { RematchOperations } from './operations/rematches.ts';
import { ChatOperations } from './operations/chat.ts';
import type { ChatService } from '../chat/chat-service.ts';
import type { NotesService } from '../chat/notes-service.ts';
import { SocialOperations } from './operations/social.ts';
import type { SocialService } from '../social/social-service.ts';

// The games' and play's request and answer types, where callers have always found them.
export type * from './operations/game-types.ts';

/** The services of the slow-play features, each behind its own operations class. */
export interface FeatureServices {
  readonly calendar: CalendarService;
  readonly seen: SeenService;
  /** Invitations of named accounts to open games (ADR 0035). */
  readonly invitations: InvitationService;
  readonly preferences: PreferenceService;
  /** E-mail addresses, verification, unsubscribe and the local outbox (issue 18). */
  readonly email: EmailService;
  /** Web push subscriptions and the VAPID key (issue 18 item 6). */
  readonly push: PushService;
  /** Game chat and private notes (issue 21 items 5 and 6). */
  readonly chat: ChatService;
  readonly notes: NotesService;
  /** Leaderboards and players' ratings (issue 21, ADR 0037). */
  readonly ratings: RatingReads;
  /** Profiles, following, blocks and reports (issue 21 items 1 and 7, ADR 0039). */
  readonly social: SocialService;
}

export class Operations {
  readonly #accounts: AccountsPort;
  /** The games of the lobby (operations/games.ts), answered by name below. */
  readonly #games: GameOperations;
  /** Play (operations/play.ts), answered by name below. */
  readonly #play: PlayOperations;
  /** Sign-up, sign-in and out, the session, API tokens (operations/accounts.ts). */
  readonly account: AccountOperations;
  /** Time zone and vacations (operations/away.ts). */
  readonly away: AwayOperations;
  readonly calendar: CalendarOperations;
  readonly seen: SeenOperations;
  /** The inbox and reminder ladder (operations/inbox.ts). */
  readonly inbox: InboxOperations;
  /** The lobby's lists with ETags, held until they change, and their stream (operations/lobby.ts). */
  readonly lobby: LobbyOperations;
  /** Where notifications go besides the inbox (operations/delivery.ts). */
  readonly delivery: DeliveryOperations;
  /** E-mail address, verification, unsubscribe, local outbox (operations/email.ts). */
  readonly email: EmailOperations;
  /** Web push subscriptions (operations/push.ts). */
  readonly push: PushOperations;
  /** Signed webhooks: account webhooks and table channels (operations/webhooks.ts). */
  readonly webhooks: WebhookOperations;
  /** Invitations of named accounts (operations/invitations.ts). */
  readonly invitations: InvitationOperations;
  /** Rematch offers of finished games (operations/rematches.ts). */
  readonly rematches: RematchOperations;
  /** Game chat and private notes (operations/chat.ts). */
  readonly chat: ChatOperations;
  /** Leaderboards and players' ratings (operations/ratings.ts). */
  readonly ratings: RatingOperations;
  /** Profiles, following, blocks and reports (operations/social.ts). */
  readonly social: SocialOperations;
  /** A game's state held for a long-poll (operations/held-state.ts). */
  readonly heldState: HeldStateOperations;

  constructor(
    service: GameService,
    accounts: AccountsPort,
    features: FeatureServices & {
      readonly inbox: InboxService;
      readonly webhooks?: WebhookService | undefined;
      /** Lobby changes in any process (live/lobby-feed.ts). */
      readonly lobbyFeed: LobbyFeedPort;
      /** Game changes in any process (live/game-feed.ts), for the state long-poll. */
      readonly feed: FeedPort;
      /** Inbox changes in any process (live/inbox-feed.ts), for the inbox long-poll. */
      readonly inboxFeed: InboxFeedPort;
      /** New chat messages in any process (chat/chat-feed.ts), for the chat long-poll. */
      readonly chatFeed: ChatFeedPort;
    },
  ) {
    this.#accounts = accounts;
    this.account = new AccountOperations(accounts);
    this.away = new AwayOperations(service);
    this.calendar = new CalendarOperations(features.calendar);
    this.seen = new SeenOperations(service, features.seen);
    this.inbox = new InboxOperations(features.inbox, features.inboxFeed);
    this.#games = new GameOperations(service, features.social.blocks);
    this.#play = new PlayOperations(service, this.inbox, this.seen);
    this.lobby = new LobbyOperations(
      (caller, list, limit) =>
        list === 'open' ? this.openGames(caller, limit) : this.gamesInPlay(limit),
      features.lobbyFeed,
    );
    this.delivery = new DeliveryOperations(features.preferences);
    this.email = new EmailOperations(features.email);
    this.push = new PushOperations(features.push);
    this.webhooks = new WebhookOperations(features.webhooks);
    this.rematches = new RematchOperations(service);
    this.chat = new ChatOperations(features.chat, features.notes, features.chatFeed);
    this.ratings = new RatingOperations(features.ratings);
    this.invitations = new InvitationOperations(features.invitations, features.social);
    this.social = new SocialOperations(service, features.social, (username) =>
      features.email.isAdmin(username),
    );
    this.heldState = new HeldStateOperations(this, features.feed);
  }

  /** Where credentials are resolved (auth plugin, sockets, long-poll rechecks); not an operation. */
  get accounts(): AccountsPort {
    return this.#accounts;
  }

  // ── Lobby (operations/games.ts) ────────────────────────────────────────────────────────────

  engines(): EngineInfo[] {
    return this.#games.engines();
  }

  createGame(caller: Caller, request: NewGameRequest): Promise<GameDetails> {
    return this.#games.createGame(caller, request);
  }

  game(caller: Caller, gameId: string): Promise<GameDetails> {
    return this.#games.game(caller, gameId);
  }

  gameByInvite(caller: Caller, inviteCode: string): Promise<GameDetails> {
    return this.#games.gameByInvite(caller, inviteCode);
  }

  /** Open games, less those of creators the caller blocks or is blocked by (ADR 0039). */
  openGames(caller: Caller, limit?: number): Promise<GameSummary[]> {
    return this.#games.openGames(caller, limit);
  }

  gamesInPlay(limit?: number): Promise<GameSummary[]> {
    return this.#games.gamesInPlay(limit);
  }

  myGames(caller: Caller, limit?: number): Promise<GameSummary[]> {
    return this.#games.myGames(caller, limit);
  }

  join(caller: Caller, gameId: string, seat: Seat, request: JoinRequest): Promise<GameDetails> {
    return this.#games.join(caller, gameId, seat, request);
  }

  /** A person leaves their own seat; the creator may also remove a server bot. */
  leave(caller: Caller, gameId: string, seat: Seat): Promise<GameDetails> {
    return this.#games.leave(caller, gameId, seat);
  }

  seatBot(caller: Caller, gameId: string, seat: Seat, bot?: string): Promise<GameDetails> {
    return this.#games.seatBot(caller, gameId, seat, bot);
  }

  start(caller: Caller, gameId: string, request: StartInput): Promise<GameDetails> {
    return this.#games.start(caller, gameId, request);
  }

  // ── Play (operations/play.ts) ──────────────────────────────────────────────────────────────

  /** The viewer a caller reads a game as: their seat when seated, a spectator otherwise. */
  viewerOf(caller: Caller, gameId: string, choice?: ViewerChoice): Promise<Viewer> {
    return this.#play.viewerOf(caller, gameId, choice);
  }

  state(caller: Caller, gameId: string, choice?: ViewerChoice): Promise<ViewerState> {
    return this.#play.state(caller, gameId, choice);
  }

  /** The state for a viewer already resolved by {@link viewerOf}. */
  stateAs(gameId: string, viewer: Viewer): Promise<ViewerState> {
    return this.#play.stateAs(gameId, viewer);
  }

  /** The state a live change makes `viewer` re-read: one read per viewer and change, shared. */
  stateAfterChange(gameId: string, viewer: Viewer, version: number): Promise<ViewerState> {
    return this.#play.stateAfterChange(gameId, viewer, version);
  }

  /** What a seat (or a spectator, without `seat`) saw at a version of a finished game. */
  stateAt(gameId: string, at: ReplayStep, seat?: Seat): Promise<ViewerState> {
    return this.#play.stateAt(gameId, at, seat);
  }

  events(
    caller: Caller,
    gameId: string,
    query: EventsQuery,
    choice?: ViewerChoice,
  ): Promise<EventsPage> {
    return this.#play.events(caller, gameId, query, choice);
  }

  submit(caller: Caller, gameId: string, request: SubmitRequest): Promise<SubmitAnswer> {
    return this.#play.submit(caller, gameId, request);
  }

  /** Takes the caller's seat back from the bot that took it over (operations/seats.ts). */
  reclaimSeat(caller: Caller, gameId: string): Promise<SubmitAnswer> {
    return this.#play.reclaimSeat(caller, gameId);
  }

  /** Finished games are public in full; before the end this is GAME_NOT_FINISHED for anyone. */
  exportGame(gameId: string): Promise<GameExport> {
    return this.#play.exportGame(gameId);
  }
}
