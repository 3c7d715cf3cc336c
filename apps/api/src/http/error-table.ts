/**
 * The one error table (DESIGN §5): every code a caller can meet — the API's own, the service's and
 * the engine's — has one HTTP status here, and the same code is the GraphQL `extensions.code`.
 * A game's own refusal codes (BID_TOO_LOW, LOT_CLOSED, …) are open-ended, so they share one row:
 * `RULE_VIOLATION`'s status, with the game's code kept as the code the caller sees.
 */
import type { KernelCode } from '@tavolo/engine';
import type { ServiceErrorCode } from '../errors.ts';

/** Codes raised by the HTTP/GraphQL layer itself. */
export const API_ERROR_CODES = [
  'UNAUTHENTICATED',
  'SESSION_REQUIRED',
  'INSUFFICIENT_SCOPE',
  'FORBIDDEN',
  'NOT_SEATED',
  'CSRF_INVALID',
  'NOT_FOUND',
  'MALFORMED_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'QUERY_TOO_COMPLEX',
  'URI_TOO_LONG',
  'INTERNAL',
  'SERVER_STOPPING',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

type KernelErrorCode = (typeof KernelCode)[keyof typeof KernelCode];

/** Stand-in row for every game-specific refusal code. */
export const RULE_VIOLATION = 'RULE_VIOLATION';

/** Exhaustive over the API's, the service's and the kernel's codes: a new code fails typecheck. */
export const ERROR_STATUS: Readonly<
  Record<ApiErrorCode | ServiceErrorCode | KernelErrorCode | typeof RULE_VIOLATION, number>
> = {
  // The caller is not known, or not allowed.
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  SESSION_REQUIRED: 403,
  INSUFFICIENT_SCOPE: 403,
  FORBIDDEN: 403,
  NOT_SEATED: 403,
  CSRF_INVALID: 403,
  INVITE_REQUIRED: 403,
  NOT_A_SEAT: 403,
  SEAT_NOT_YOURS: 403,
  INVITER_NOT_IN_GAME: 403,
  NOT_A_PLAYER: 403,
  CHAT_FORBIDDEN: 403,
  PLAYER_BLOCKED: 403,
  // Malformed requests.
  MALFORMED_REQUEST: 400,
  INVALID_INPUT: 400,
  UNKNOWN_ENGINE: 400,
  UNKNOWN_BOT: 400,
  SEAT_OUT_OF_RANGE: 400,
  INVALID_OPTIONS: 400,
  SELF_INVITATION: 400,
  SELF_RELATION: 400,
  INVALID_SEAT_COUNT: 400,
  TIME_CONTROL_OUT_OF_RANGE: 400,
  VACATION_TOO_LONG: 400,
  TIMEOUT_POLICY_NEEDS_CLOCK: 400,
  EMAIL_INVALID: 400,
  EMAIL_TOKEN_INVALID: 400,
  UNSUBSCRIBE_TOKEN_INVALID: 400,
  PUSH_SUBSCRIPTION_INVALID: 400,
  PUSH_ENDPOINT_NOT_ALLOWED: 400,
  WEBHOOK_EVENT_UNKNOWN: 400,
  WEBHOOK_URL_INVALID: 400,
  WEBHOOK_URL_NOT_HTTPS: 400,
  WEBHOOK_TARGET_FORBIDDEN: 400,
  WEBHOOK_TARGET_UNRESOLVED: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  QUERY_TOO_COMPLEX: 400,
  // Things that are not there.
  NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  PLAYER_NOT_FOUND: 404,
  USERNAME_NOT_FOUND: 404,
  TOKEN_NOT_FOUND: 404,
  CALENDAR_FEED_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
  OUTBOX_MESSAGE_NOT_FOUND: 404,
  EMAIL_NOT_SET: 404,
  PUSH_SUBSCRIPTION_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  REMATCH_NOT_OFFERED: 404,
  // The request is fine but the game or lobby is not in a state that allows it.
  VERSION_CONFLICT: 409,
  COMMAND_ID_REUSED: 409,
  USERNAME_TAKEN: 409,
  SEAT_TAKEN: 409,
  SEAT_EMPTY: 409,
  ALREADY_SEATED: 409,
  SEAT_NOT_TAKEN_OVER: 409,
  SEAT_TAKEN_OVER: 409,
  SEAT_FORFEITED: 409,
  SEATS_NOT_FILLED: 409,
  GAME_ALREADY_STARTED: 409,
  GAME_FULL: 409,
  ALREADY_INVITED: 409,
  GAME_NOT_STARTED: 409,
  GAME_NOT_FINISHED: 409,
  GAME_OVER: 409,
  NOT_YOUR_TURN: 409,
  VACATION_BANK_EMPTY: 409,
  ALREADY_ON_VACATION: 409,
  NOT_ON_VACATION: 409,
  SEEN_VERSION_AHEAD: 409,
  CHAT_CLOSED: 409,
  NOTE_VERSION_AHEAD: 409,
  EMAIL_ALREADY_VERIFIED: 409,
  REMATCH_ALREADY_OFFERED: 409,
  REMATCH_CLOSED: 409,
  // A link past its time: gone for good (ask for a new one).
  EMAIL_TOKEN_EXPIRED: 410,
  // Understood, but the rules (of the game or of the seed commitments) refuse it.
  INVALID_COMMAND: 422,
  SEED_NOT_REVEALED: 422,
  SEED_MISMATCH: 422,
  RULE_VIOLATION: 422,
  RATE_LIMITED: 429,
  SIGN_IN_THROTTLED: 429,
  EMAIL_RESEND_TOO_SOON: 429,
  TOO_MANY_INVITATIONS: 429,
  CHAT_RATE_LIMITED: 429,
  // Never the caller's fault: the configuration or the server.
  INVALID_CONFIG: 500,
  DATA_DIR_LOCKED: 500,
  DATA_DIR_UNREADABLE: 500,
  INTERNAL: 500,
  // Not a fault of this request and not a bug: the database is away; retry after Retry-After.
  DATABASE_UNAVAILABLE: 503,
  // Not a fault either: this process is stopping and refused the request before acting on it.
  SERVER_STOPPING: 503,
};

function isTableCode(code: string): code is keyof typeof ERROR_STATUS {
  return Object.hasOwn(ERROR_STATUS, code);
}

/** The HTTP status of a code; any code not in the table is a game's rule refusal. */
export function statusOf(code: string): number {
  return isTableCode(code) ? ERROR_STATUS[code] : ERROR_STATUS[RULE_VIOLATION];
}

/** A refusal raised by the HTTP/GraphQL layer (authentication, authorisation, limits). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;

  constructor(code: ApiErrorCode, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The body of every error response, REST and GraphQL alike. */
export interface ErrorBody {
  readonly code: string;
  readonly message: string;
  /** VERSION_CONFLICT: the version to re-read at. */
  readonly currentVersion?: number;
  /** SIGN_IN_THROTTLED: whole seconds to wait (also the Retry-After header). */
  readonly retryAfterSeconds?: number;
}
