/**
 * Every failure a caller can cause is a typed error with a stable SCREAMING_SNAKE code and a human
 * message. The service's own codes are a closed list (so the HTTP/GraphQL layer can map each one
 * exhaustively); a game's refusals keep the engine's code in {@link RuleRefusedError}.
 */
import type { RuleViolation } from '@tavolo/engine';

export const SERVICE_ERROR_CODES = [
  /** The environment holds a bad value. */
  'INVALID_CONFIG',
  /** Another process (or another handle in this one) has the PGlite data directory open. */
  'DATA_DIR_LOCKED',
  /** A fully initialised PGlite data directory could not be opened. */
  'DATA_DIR_UNREADABLE',
  /** Postgres cannot be reached or used right now (src/db/unavailable.ts): retry shortly. */
  'DATABASE_UNAVAILABLE',
  /** A malformed argument (not a game rule): bad id, version, seed format, time limit. */
  'INVALID_INPUT',
  'UNKNOWN_ENGINE',
  'UNKNOWN_BOT',
  'GAME_NOT_FOUND',
  'PLAYER_NOT_FOUND',
  'SEAT_OUT_OF_RANGE',
  'SEAT_TAKEN',
  'SEAT_EMPTY',
  'ALREADY_SEATED',
  'SEATS_NOT_FILLED',
  'GAME_ALREADY_STARTED',
  'GAME_NOT_STARTED',
  'GAME_NOT_FINISHED',
  /** A seat committed to a seed at join and has not revealed it at the start. */
  'SEED_NOT_REVEALED',
  /** A revealed seed does not hash to its commitment, or no commitment was made. */
  'SEED_MISMATCH',
  /** expectedVersion is not the game's current version. */
  'VERSION_CONFLICT',
  /** A commandId already accepted in this game for another actor or another command. */
  'COMMAND_ID_REUSED',
  /** Sign-up with a username someone already has (compared without regard to case). */
  'USERNAME_TAKEN',
  /** Sign-in failed: unknown username or wrong password (one message for both). */
  'INVALID_CREDENTIALS',
  /** Too many failed sign-ins for this username or from this address: wait retryAfterSeconds. */
  'SIGN_IN_THROTTLED',
  /** No live API token with that id belongs to the player. */
  'TOKEN_NOT_FOUND',
  /** A private game is joined with its invite code only (missing or wrong). */
  'INVITE_REQUIRED',
  /** An invitation by a username no account has (ADR 0035). */
  'USERNAME_NOT_FOUND',
  /** A join or invitation between two players one of whom blocks the other (ADR 0039). */
  'PLAYER_BLOCKED',
  /** Following, blocking or reporting oneself (ADR 0039). */
  'SELF_RELATION',
  /** An invitation of the inviter's own account. */
  'SELF_INVITATION',
  /** An invitation from someone who neither created the game nor holds a seat in it. */
  'INVITER_NOT_IN_GAME',
  /** An invitation to a game whose every seat is taken. */
  'GAME_FULL',
  /** The same account invited to the same game again: the first invitation stands. */
  'ALREADY_INVITED',
  /** More invitations from one account within the hour than service/invitations.ts allows. */
  'TOO_MANY_INVITATIONS',
  /** A time control whose durations are outside the ranges of service/time-control.ts. */
  'TIME_CONTROL_OUT_OF_RANGE',
  /** A vacation asked to last longer than the vacation bank holds. */
  'VACATION_TOO_LONG',
  /** A vacation asked for with nothing left in the bank. */
  'VACATION_BANK_EMPTY',
  /** A vacation started while one is running. */
  'ALREADY_ON_VACATION',
  /** A vacation ended while none is running. */
  'NOT_ON_VACATION',
  /** No calendar feed has that secret (never made, or regenerated since). */
  'CALENDAR_FEED_NOT_FOUND',
  /** A seat says it has seen a version the game has not reached. */
  'SEEN_VERSION_AHEAD',
  /** A timeout policy other than bot_moves for a game without a time control. */
  'TIMEOUT_POLICY_NEEDS_CLOCK',
  /** The caller holds no seat in the game whose seat they try to reclaim. */
  'SEAT_NOT_YOURS',
  /** A reclaim of a seat that no bot has taken over. */
  'SEAT_NOT_TAKEN_OVER',
  /** The player's own move while the server's bot holds their seat: reclaim it first. */
  'SEAT_TAKEN_OVER',
  /** A move or a reclaim for a seat that forfeited on time. */
  'SEAT_FORFEITED',
  /** No notification with that id belongs to the account (another's is not told apart). */
  'NOTIFICATION_NOT_FOUND',
  /** An e-mail address that is not one (delivery/email/email-address.ts). */
  'EMAIL_INVALID',
  /** A verification asked for an account that has no e-mail address. */
  'EMAIL_NOT_SET',
  /** A verification asked for an address that is already verified. */
  'EMAIL_ALREADY_VERIFIED',
  /** A verification mail asked for too soon after the last one: wait a minute. */
  'EMAIL_RESEND_TOO_SOON',
  /** A verification link that was not made by this server, or for another address. */
  'EMAIL_TOKEN_INVALID',
  /** A verification link past its 24 hours: ask for a new one. */
  'EMAIL_TOKEN_EXPIRED',
  /** An unsubscribe link that was not made by this server. */
  'UNSUBSCRIBE_TOKEN_INVALID',
  /** No message with that id in the local outbox. */
  'OUTBOX_MESSAGE_NOT_FOUND',
  /** A push subscription that is not a browser's PushSubscription (endpoint, p256dh, auth). */
  'PUSH_SUBSCRIPTION_INVALID',
  /** A push endpoint that is not https, or names a loopback/private host the config forbids. */
  'PUSH_ENDPOINT_NOT_ALLOWED',
  /** No push subscription with that id belongs to the account. */
  'PUSH_SUBSCRIPTION_NOT_FOUND',
  /** No webhook with that id that the caller may manage (another's is not told apart). */
  'WEBHOOK_NOT_FOUND',
  /** No delivery with that id of a webhook the caller may manage. */
  'WEBHOOK_DELIVERY_NOT_FOUND',
  /** An event type a webhook cannot subscribe to (not one of WEBHOOK_EVENT_TYPES). */
  'WEBHOOK_EVENT_UNKNOWN',
  /** A webhook URL that is not an absolute http(s) URL, or carries credentials. */
  'WEBHOOK_URL_INVALID',
  /** A webhook URL over plain http to a host outside the allowlist. */
  'WEBHOOK_URL_NOT_HTTPS',
  /** A webhook host that resolves to a loopback, private, link-local or other inner address. */
  'WEBHOOK_TARGET_FORBIDDEN',
  /** A webhook host that has no address. */
  'WEBHOOK_TARGET_UNRESOLVED',
  /** A rematch offered or answered by someone who did not play the game (ADR 0040). */
  'NOT_A_PLAYER',
  /** A second rematch offer for the same game: the first one stands. */
  'REMATCH_ALREADY_OFFERED',
  /** An answer to a rematch nobody offered. */
  'REMATCH_NOT_OFFERED',
  /** An answer to a rematch already declined, or a decline of one everybody accepted. */
  'REMATCH_CLOSED',
  /** A chat channel the caller may not read or write (chat/chat-access.ts). */
  'CHAT_FORBIDDEN',
  /** The spectators' chat of a finished game: read-only. */
  'CHAT_CLOSED',
  /** Too many chat messages in a game in a short time (per account, counted in the database). */
  'CHAT_RATE_LIMITED',
  /** A note at a version the game has not reached. */
  'NOTE_VERSION_AHEAD',
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

export class ServiceError extends Error {
  readonly code: ServiceErrorCode;

  constructor(code: ServiceErrorCode, message: string) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
  }
}

/** A stale `expectedVersion`: the caller re-reads the game at `currentVersion` and retries. */
export class VersionConflictError extends ServiceError {
  readonly currentVersion: number;

  constructor(expectedVersion: number, currentVersion: number) {
    super(
      'VERSION_CONFLICT',
      `The game is at version ${currentVersion}, not ${expectedVersion}: re-read it and retry.`,
    );
    this.name = 'VersionConflictError';
    this.currentVersion = currentVersion;
  }
}

/** Sign-in refused without looking at the password, until the lock on a name or address ends. */
export class SignInThrottledError extends ServiceError {
  /** Whole seconds until the lock ends (at least 1). */
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(
      'SIGN_IN_THROTTLED',
      `Too many failed sign-ins for this username or from this address: try again in ` +
        `${retryAfterSeconds} s.`,
    );
    this.name = 'SignInThrottledError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The game's rules refused the request; `code` is the engine's (e.g. NOT_YOUR_TURN). */
export class RuleRefusedError extends Error {
  readonly code: string;

  constructor(violation: RuleViolation) {
    super(violation.message);
    this.name = 'RuleRefusedError';
    this.code = violation.code;
  }
}

export function isServiceError(error: unknown, code?: ServiceErrorCode): error is ServiceError {
  return error instanceof ServiceError && (code === undefined || error.code === code);
}
