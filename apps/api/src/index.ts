// @tavolo/api: the storage layer and the game service (issue 6). The HTTP layers build on these.
export { DEFAULT_DATA_DIR, parseConfig } from './config.ts';
export type { Config, DatabaseConfig } from './config.ts';
export { openDatabase } from './db/open.ts';
export { closeOnSignals } from './shutdown.ts';
export type { CloseStep } from './shutdown.ts';
export type { Database, Db } from './db/database.ts';
export type { OpenNotices } from './db/pglite.ts';
export { LOCK_FILE_NAME } from './db/data-dir-lock.ts';
export { GAME_STATUSES, SEAT_KINDS, schema } from './db/schema.ts';
export type { GameStatus, SeatKind } from './db/schema.ts';
export {
  RuleRefusedError,
  SERVICE_ERROR_CODES,
  ServiceError,
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
export { DEFAULT_BOT, botNames } from './service/bots.ts';
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
