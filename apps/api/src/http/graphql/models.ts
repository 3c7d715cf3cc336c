/**
 * What each GraphQL object type's resolvers return and receive as parent: the service's own
 * types (as `Operations` hands them out), never a copy of the SDL. GraphQL Code Generator maps
 * every object type of the SDL to the type of the same name here (scripts/resolver-types.ts),
 * and the generated file checks each one against the type it makes from the SDL
 * (`CheckedModels`): a model that lacks a field the SDL promises, has it with another type, or
 * has a nullable one in none of its variants fails the typecheck. So does an SDL type with no
 * model here.
 */
import type { Viewer as EngineViewer } from '@tavolo/engine';
import type { ChatPage as ServiceChatPage } from '../../chat/chat-service.ts';
import type { ClocksView } from '../../clocks/clocks.ts';
import type { SeatStanding as ServiceSeatStanding } from '../../policies/standings.ts';
import type {
  EventsPage as ServiceEventsPage,
  GameSummary as ServiceGameSummary,
  SeatSummary as ServiceSeatSummary,
  ViewerEntry,
} from '../../service/views.ts';
import type {
  EngineBot as ServiceEngineBot,
  EngineInfo,
  GameDetails,
  Operations,
  SubmitAnswer,
  ViewerState,
} from '../operations.ts';
import type { LobbyLists } from '../operations/lobby.ts';

/** What an operation resolves to (null aside: the SDL's nullable fields say where it is). */
type Answer<Method> = Method extends (...args: never[]) => infer Result
  ? NonNullable<Awaited<Result>>
  : never;

/** One item of a list. */
type Item<List> = List extends readonly (infer Each)[] ? Each : never;

// ── Games ────────────────────────────────────────────────────────────────────────────────────

export type Engine = EngineInfo;
export type EngineBot = ServiceEngineBot;
export type GameSummary = ServiceGameSummary;
export type Game = GameDetails;
export type GameCreator = NonNullable<ServiceGameSummary['creator']>;
export type SeatSummary = ServiceSeatSummary;
export type TimeControl = ServiceGameSummary['timeControl'];
export type TimeoutPolicy = ServiceGameSummary['timeoutPolicy'];
export type Clocks = ClocksView;
export type SeatClock = Item<ClocksView['seats']>;
export type GameState = ViewerState;
export type Viewer = EngineViewer;
export type SeatStanding = ServiceSeatStanding;
export type EventsPage = ServiceEventsPage;
export type LogEntry = ViewerEntry;
export type Timeout = NonNullable<ViewerEntry['timeout']>;
export type SubmitResult = SubmitAnswer;
export type SeenResult = Answer<Operations['seen']['markSeen']>;
export type Invitation = Answer<Operations['invitations']['invite']>;
export type Invitee = Invitation['invitee'];
export type Lobby = LobbyLists;

// ── Accounts, away, calendar ────────────────────────────────────────────────────────────────

type CurrentSession = Answer<Operations['account']['session']>;
/** The session and the CSRF token the resolver adds. */
export type Session = CurrentSession & { readonly csrfToken: string };
export type Account = CurrentSession['account'];
export type ApiToken = Item<Answer<Operations['account']['listTokens']>>;
export type CreatedApiToken = Answer<Operations['account']['createToken']>;
export type AwayStatus = Answer<Operations['away']['status']>;
export type Vacation = NonNullable<AwayStatus['vacation']>;
export type CalendarFeed = Answer<Operations['calendar']['feed']>;
export type CreatedCalendarFeed = Answer<Operations['calendar']['regenerate']>;

// ── Ratings and profiles ────────────────────────────────────────────────────────────────────

export type Leaderboard = Answer<Operations['ratings']['leaderboard']>;
export type LeaderboardPlayer = Item<Leaderboard['players']>;
export type PlayerRatings = Answer<Operations['ratings']['ofPlayer']>;
export type TitleRating = Item<PlayerRatings['ratings']>;
export type RatingPoint = Item<TitleRating['history']>;
export type PublicProfile = Answer<Operations['social']['profile']>;
export type ProfileStats = PublicProfile['stats'];
export type TitleStats = Item<ProfileStats['titles']>;
export type OverallStats = ProfileStats['overall'];
export type MyProfile = Answer<Operations['social']['myProfile']>;
export type PlayerCard = Item<Answer<Operations['social']['following']>>;
export type PlayerReport = Item<Answer<Operations['social']['reports']>>;
export type ReportCreated = Answer<Operations['social']['report']>;

// ── Inbox, delivery, e-mail, push ───────────────────────────────────────────────────────────

export type NotificationPage = Answer<Operations['inbox']['list']>;
export type Notification = Item<NotificationPage['notifications']>;
export type InboxStatus = Answer<Operations['inbox']['status']>;
export type ReminderSettings = Answer<Operations['inbox']['reminderSettings']>;
type ServicePreferences = Answer<Operations['delivery']['preferences']>;
type ServiceKinds = ServicePreferences['kinds'];
/** One kind's preference, named: the service's per-kind record as GraphQL's list (no maps). */
export type KindPreference = {
  readonly kind: keyof ServiceKinds;
} & ServiceKinds[keyof ServiceKinds];
export type DeliveryPreferences = Omit<ServicePreferences, 'kinds'> & {
  readonly kinds: readonly KindPreference[];
};
export type QuietHours = NonNullable<ServicePreferences['quietHours']>;
export type EmailStatus = Answer<Operations['email']['status']>;
export type EmailUnsubscribed = Answer<Operations['email']['unsubscribe']>;
export type OutboxPage = Answer<Operations['email']['outbox']>;
export type OutboxSummary = Item<OutboxPage['messages']>;
export type OutboxMessage = Answer<Operations['email']['outboxMessage']>;
export type PushSubscription = Answer<Operations['push']['subscribe']>;

// ── Webhooks, rematches, chat ───────────────────────────────────────────────────────────────

export type Webhook = Answer<Operations['webhooks']['get']>;
export type WebhookWithSecret = Answer<Operations['webhooks']['create']>;
export type WebhookDelivery = Answer<Operations['webhooks']['sendTest']>;
export type Rematch = Answer<Operations['rematches']['rematch']>;
export type RematchPlayer = Item<Rematch['players']>;
export type ChatPage = ServiceChatPage;
export type ChatMessage = Item<ServiceChatPage['messages']>;
export type ChatPostResult = Answer<Operations['chat']['post']>;
export type ChatMuteResult = Answer<Operations['chat']['mute']>;
export type GameNotes = Answer<Operations['chat']['notes']>;
export type GameNote = Item<GameNotes['notes']>;
