// @tavolo/api: the storage layer and the game service (issue 6). The HTTP layers build on these.
export { systemClock } from './clock.ts';
export type { Clock } from './clock.ts';
export { DEFAULT_DATA_DIR, parseConfig } from './config.ts';
export type { Config, DatabaseConfig } from './config.ts';
export { openDatabase } from './db/open.ts';
export { closeOnSignals } from './shutdown.ts';
export type { CloseStep } from './shutdown.ts';
export type { Database, Db, ListenOptions, StopListening } from './db/database.ts';
export type { OpenNotices } from './db/pglite.ts';
export { LOCK_FILE_NAME } from './db/data-dir-lock.ts';
export { GAME_STATUSES, SEAT_KINDS, schema } from './db/schema.ts';
export type { GameStatus, SeatKind } from './db/schema.ts';
export { GAME_VISIBILITIES } from './db/schema.ts';
export type { GameVisibility } from './db/schema.ts';
export {
  RuleRefusedError,
  SERVICE_ERROR_CODES,
  ServiceError,
  SignInThrottledError,
  VersionConflictError,
  isServiceError,
} from './errors.ts';
export type { ServiceErrorCode } from './errors.ts';
export { EventStore } from './store/event-store.ts';
export type { AppendRequest, AppendResult, StartedHead } from './store/event-store.ts';
export { LobbyStore } from './store/lobby-store.ts';
export type { GameRecord, NewGame, NewSeat, SeatRecord } from './store/lobby-store.ts';
export type { StoredEntry, StreamHead } from './store/types.ts';
export { GameService } from './service/game-service.ts';
export type { GameServiceOptions, PlayerSummary } from './service/game-service.ts';
export type { MoveOutcome, MoveOutcomeBase, MoveOutcomeListener } from './service/move-outcomes.ts';
export { DEFAULT_BOT, botOf } from './service/bots.ts';
export {
  BOT_COMMAND_ID_PREFIX,
  createGameSchema,
  eventsQuerySchema,
  joinSchema,
  startSchema,
  submitSchema,
  viewerSchema,
} from './service/inputs.ts';
export type {
  CreateGameInput,
  EventsQuery,
  JoinInput,
  StartInput,
  SubmitInput,
} from './service/inputs.ts';
export type {
  EventsPage,
  GameState,
  GameSummary,
  SeatSummary,
  SubmitResult,
  ViewerEntry,
} from './service/views.ts';
export { GameFeed } from './live/game-feed.ts';
export type { ChangesOptions, GameFeedOptions, WaitOptions } from './live/game-feed.ts';
export { GAME_CHANGES_CHANNEL } from './live/game-change.ts';
export type { GameChange } from './live/game-change.ts';
export { AccountService } from './accounts/account-service.ts';
export {
  DEFAULT_PASSWORD_HASHING,
  DEFAULT_SESSION_TTL_MS,
  DEFAULT_SIGN_IN_LIMITS,
  TOKEN_SCOPES,
} from './accounts/types.ts';
export type {
  Account,
  AccountServiceOptions,
  ApiTokenInfo,
  CreatedToken,
  FailureLimit,
  PasswordHashing,
  SessionInfo,
  SignInLimits,
  SignInOrigin,
  SignedIn,
  TokenCaller,
  TokenScope,
} from './accounts/types.ts';
export type { NewTokenInput, SignInInput, SignUpInput } from './accounts/inputs.ts';
export { API_TOKEN_PREFIX } from './accounts/secrets.ts';
