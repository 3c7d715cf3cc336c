/**
 * The public API's operations, once, for REST and GraphQL alike: each takes the caller, checks
 * what the caller may do (caller.ts), and calls the game service. Handlers only translate.
 */
import { games } from '@tavolo/engine';
import type { JsonValue, Seat, Viewer } from '@tavolo/engine';
import type { GameExport } from '@tavolo/sdk/audit';
import type { GameService } from '../service/game-service.ts';
import type { InboxService } from '../service/inbox/inbox-service.ts';
import type { InboxFeedPort } from '../live/inbox-feed.ts';
import { HeldStateOperations } from './operations/held-state.ts';
import type { ChatFeedPort } from '../chat/chat-feed.ts';
import type { CreateGameInput, EventsQuery, StartInput } from '../service/inputs.ts';
import type { EventsPage, GameState, GameSummary, SubmitResult } from '../service/views.ts';
import { readerOf, requireCapability } from './caller.ts';
import type { Caller, CallerAccount } from './caller.ts';
import { parseId } from './edge-inputs.ts';
import { stateEtag } from './state-etag.ts';
import { SharedReads } from '../live/shared-reads.ts';
import { reclaimSeat } from './operations/seats.ts';
import { ApiError } from './error-table.ts';
import { ServiceError } from '../errors.ts';
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

/** A server bot a game offers: what `seatBot` takes, with how it plays. */
export interface EngineBot {
  readonly id: string;
  readonly description: string;
}

export interface EngineInfo {
  readonly id: string;
  readonly title: string;
  readonly rulesVersion: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** JSON Schema of the options a game is created with (defaults stated). */
  readonly optionsSchema: JsonValue;
  /** The server bots the game offers (GameModule.bots), the random player first. */
  readonly bots: readonly EngineBot[];
}

/** A game as its caller may see it: the invite code only for its creator and seated players. */
export interface GameDetails extends GameSummary {
  readonly inviteCode: string | null;
}

export interface NewGameRequest extends Omit<CreateGameInput, 'createdBy'> {
  readonly visibility?: 'public' | 'private' | undefined;
}

export interface JoinRequest {
  readonly seedCommitment?: string | undefined;
  readonly inviteCode?: string | undefined;
}

export interface SubmitRequest {
  readonly expectedVersion: number;
  readonly commandId: string;
  readonly command?: unknown;
}

export type ViewerChoice = 'auto' | 'spectator';

/** A state as the API answers it: with the seat's own last seen version (null otherwise). */
export interface ViewerState extends GameState {
  readonly lastSeenVersion: number | null;
}

/**
 * A submit's answer: the entry as the seat may see it, and the seat's state after it, so that a
 * client needs one request per move (and `stateEtag` to long-poll from that state on).
 */
export interface SubmitAnswer extends SubmitResult {
  readonly state: ViewerState;
  readonly stateEtag: string;
}

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

/** A game id from a caller: a UUID, else INVALID_INPUT (edge-inputs.ts). */
const gameOf = (gameId: string): string => parseId(gameId, 'game id');

/** A replay step: a version, and optionally how many events of that entry (steps inside it). */
export interface ReplayStep {
  readonly version: number;
  readonly events?: number | undefined;
}

export class Operations {
  readonly #service: GameService;
  readonly #accounts: AccountsPort;
  /** Sign-up, sign-in and out, the session, API tokens (operations/accounts.ts). */
  readonly account: AccountOperations;
  readonly #pushes = new SharedReads<ViewerState>();
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
  readonly #blocks: SocialService['blocks'];

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
    this.#service = service;
    this.#accounts = accounts;
    this.account = new AccountOperations(accounts);
    this.away = new AwayOperations(service);
    this.calendar = new CalendarOperations(features.calendar);
    this.seen = new SeenOperations(service, features.seen);
    this.lobby = new LobbyOperations(
      (caller, list, limit) =>
        list === 'open' ? this.openGames(caller, limit) : this.gamesInPlay(limit),
      features.lobbyFeed,
    );
    this.inbox = new InboxOperations(features.inbox, features.inboxFeed);
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
    this.#blocks = features.social.blocks;
    this.heldState = new HeldStateOperations(this, features.feed);
  }

  /** Where credentials are resolved (auth plugin, sockets, long-poll rechecks); not an operation. */
  get accounts(): AccountsPort {
    return this.#accounts;
  }

  engines(): EngineInfo[] {
    return games.map((module) => ({
      id: module.id,
      title: module.title,
      rulesVersion: module.rulesVersion,
      minSeats: module.seatLimits.min,
      maxSeats: module.seatLimits.max,
      optionsSchema: module.optionsSchema,
      bots: module.bots.map(({ id, description }) => ({ id, description })),
    }));
  }

  // ── Lobby ──────────────────────────────────────────────────────────────────────────────────

  async createGame(caller: Caller, request: NewGameRequest): Promise<GameDetails> {
    const account = requireCapability(caller, 'lobby');
    const summary = await this.#service.lobby.createGame({
      ...request,
      createdBy: account.playerId,
    });
    return this.#details(summary, account);
  }

  async game(caller: Caller, gameId: string): Promise<GameDetails> {
    return this.#details(await this.#service.lobby.getGame(gameOf(gameId)), readerOf(caller));
  }

  async gameByInvite(caller: Caller, inviteCode: string): Promise<GameDetails> {
    const summary = await this.#service.lobby.gameByInviteCode(inviteCode);
    return { ...summary, inviteCode: readerOf(caller) === undefined ? null : inviteCode };
  }

  /**
   * Open games; a signed-in caller does not see those created by a player they block or who
   * blocks them (ADR 0039), so a page may hold fewer than `limit`.
   */
  async openGames(caller: Caller, limit?: number): Promise<GameSummary[]> {
    const open = await this.#service.lobby.openGames(limit);
    const reader = readerOf(caller);
    if (reader === undefined) return open;
    const creators = open.flatMap((game) => (game.createdBy === null ? [] : [game.createdBy]));
    const blocked = await this.#blocks.blockedAmong(reader.playerId, [...new Set(creators)]);
    return open.filter((game) => game.createdBy === null || !blocked.has(game.createdBy));
  }

  gamesInPlay(limit?: number): Promise<GameSummary[]> {
    return this.#service.lobby.gamesInPlay(limit);
  }

  myGames(caller: Caller, limit?: number): Promise<GameSummary[]> {
    return this.#service.lobby.playerGames(requireCapability(caller, 'read').playerId, limit);
  }

  async join(caller: Caller, gameId: string, seat: Seat, request: JoinRequest) {
    const account = requireCapability(caller, 'seat');
    await this.#requireNoBlock(gameOf(gameId), account);
    const summary = await this.#service.lobby.join(gameOf(gameId), {
      seat,
      playerId: account.playerId,
      ...request,
    });
    return this.#details(summary, account);
  }

  /** A person leaves their own seat; the creator may also remove a server bot. */
  async leave(caller: Caller, gameId: string, seat: Seat): Promise<GameDetails> {
    const account = requireCapability(caller, 'seat');
    const summary = await this.#service.lobby.getGame(gameOf(gameId));
    const occupant = summary.seats.find((entry) => entry.seat === seat);
    const own = occupant?.playerId === account.playerId;
    const creatorRemovesBot = occupant?.kind === 'bot' && summary.createdBy === account.playerId;
    if (occupant !== undefined && !own && !creatorRemovesBot) {
      throw new ApiError('FORBIDDEN', `Seat ${seat} is not yours to free.`);
    }
    return this.#details(await this.#service.lobby.leave(gameId, seat), account);
  }

  async seatBot(caller: Caller, gameId: string, seat: Seat, bot?: string): Promise<GameDetails> {
    const account = requireCapability(caller, 'lobby');
    await this.#requireCreator(gameOf(gameId), account, 'seat a server bot');
    return this.#details(await this.#service.lobby.seatBot(gameId, seat, bot), account);
  }

  async start(caller: Caller, gameId: string, request: StartInput): Promise<GameDetails> {
    const account = requireCapability(caller, 'lobby');
    await this.#requireCreator(gameOf(gameId), account, 'start the game');
    return this.#details(await this.#service.lobby.start(gameId, request), account);
  }

  // ── Play ───────────────────────────────────────────────────────────────────────────────────

  /** The viewer a caller reads a game as: their seat when seated, a spectator otherwise. */
  async viewerOf(caller: Caller, gameId: string, choice: ViewerChoice = 'auto'): Promise<Viewer> {
    const id = gameOf(gameId);
    const reader = readerOf(caller);
    if (reader === undefined || choice === 'spectator') return { kind: 'spectator' };
    const seat = await this.#service.lobby.seatOf(id, reader.playerId);
    if (seat === undefined) return { kind: 'spectator' };
    // A seated account reading its game has the table open: no reminders meanwhile.
    await this.inbox.watching(id, reader.playerId);
    return { kind: 'seat', seat };
  }

  async state(caller: Caller, gameId: string, choice?: ViewerChoice): Promise<ViewerState> {
    return this.stateAs(gameId, await this.viewerOf(caller, gameId, choice));
  }

  /** The state for a viewer already resolved by {@link viewerOf}. */
  async stateAs(gameId: string, viewer: Viewer): Promise<ViewerState> {
    const state = await this.#service.play.state(gameOf(gameId), viewer);
    return { ...state, lastSeenVersion: await this.seen.lastSeenVersion(state.gameId, viewer) };
  }

  /**
   * The state a live change to `version` makes `viewer` re-read (subscriptions, long-polls):
   * one read per viewer and change, shared by every subscriber with that viewer.
   */
  stateAfterChange(gameId: string, viewer: Viewer, version: number): Promise<ViewerState> {
    const key = `${gameId} ${viewer.kind === 'seat' ? `seat ${viewer.seat}` : viewer.kind}`;
    return this.#pushes.read(key, version, () => this.stateAs(gameId, viewer));
  }

  /** What a seat (or a spectator, without `seat`) saw at a version of a finished game. */
  async stateAt(gameId: string, at: ReplayStep, seat?: Seat): Promise<ViewerState> {
    const viewer: Viewer = seat === undefined ? { kind: 'spectator' } : { kind: 'seat', seat };
    const state = await this.#service.play.stateAt(gameOf(gameId), at.version, viewer, at.events);
    return { ...state, lastSeenVersion: null };
  }

  async events(
    caller: Caller,
    gameId: string,
    query: EventsQuery,
    choice?: ViewerChoice,
  ): Promise<EventsPage> {
    const viewer = await this.viewerOf(caller, gameId, choice);
    return this.#service.play.eventsSince(gameOf(gameId), viewer, query);
  }

  async submit(caller: Caller, gameId: string, request: SubmitRequest): Promise<SubmitAnswer> {
    const account = requireCapability(caller, 'move');
    const seat = await this.#service.lobby.seatOf(gameOf(gameId), account.playerId);
    if (seat === undefined) {
      throw new ApiError('NOT_SEATED', 'You hold no seat in this game, so you cannot move in it.');
    }
    const { expectedVersion, commandId, command } = request;
    const result = await this.#service.play.submit(gameOf(gameId), seat, {
      expectedVersion,
      commandId,
      command,
    });
    return this.#answer(result, seat);
  }

  /** Takes the caller's seat back from the bot that took it over (operations/seats.ts). */
  async reclaimSeat(caller: Caller, gameId: string): Promise<SubmitAnswer> {
    const { seat, result } = await reclaimSeat(this.#service, caller, gameOf(gameId));
    return this.#answer(result, seat);
  }

  /** Finished games are public in full; before the end this is GAME_NOT_FINISHED for anyone. */
  exportGame(gameId: string): Promise<GameExport> {
    return this.#service.play.exportGame(gameOf(gameId));
  }

  // ── Internals ──────────────────────────────────────────────────────────────────────────────

  /** `result` with the seat's state after it (read as a live push would: shared, 2 statements). */
  async #answer(result: SubmitResult, seat: Seat): Promise<SubmitAnswer> {
    const state = await this.stateAfterChange(
      result.gameId,
      { kind: 'seat', seat },
      result.version,
    );
    return { ...result, state, stateEtag: stateEtag(state) };
  }

  /** PLAYER_BLOCKED when the joiner and the creator or a seated player block each other. */
  async #requireNoBlock(gameId: string, account: CallerAccount): Promise<void> {
    if (await this.#blocks.blockedAtTable(account.playerId, gameId)) {
      throw new ServiceError(
        'PLAYER_BLOCKED',
        'You cannot join this game: you and a player in it have blocked one another.',
      );
    }
  }

  async #requireCreator(gameId: string, account: CallerAccount, action: string): Promise<void> {
    const summary = await this.#service.lobby.getGame(gameId);
    if (summary.createdBy !== account.playerId) {
      throw new ApiError('FORBIDDEN', `Only the game's creator may ${action}.`);
    }
  }

  async #details(summary: GameSummary, reader: CallerAccount | undefined): Promise<GameDetails> {
    const insider =
      reader !== undefined &&
      (summary.createdBy === reader.playerId ||
        summary.seats.some((seat) => seat.playerId === reader.playerId));
    const inviteCode = insider ? await this.#service.lobby.inviteCode(summary.gameId) : null;
    return { ...summary, inviteCode };
  }
}
