/**
 * Turns whatever a handler threw into the status and body of the error table. Only errors the
 * table knows are described to the caller; a database that cannot be reached is
 * DATABASE_UNAVAILABLE (503); anything else is a 500 whose details stay in the log.
 */
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import {
  RuleRefusedError,
  ServiceError,
  SignInThrottledError,
  VersionConflictError,
} from '../errors.ts';
import { ApiError, statusOf } from './error-table.ts';
import { MAX_PATH_SEGMENT_LENGTH } from './http-limits.ts';
import type { ErrorBody } from './error-table.ts';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now: try again in a few seconds (see Retry-After). ' +
  'A move sent again with the same commandId is applied at most once.';

export interface ErrorResponse {
  readonly status: number;
  readonly body: ErrorBody;
  /** True when the server, not the caller, is at fault (log it). */
  readonly serverFault: boolean;
}

interface FastifyLikeError {
  readonly code?: unknown;
  readonly statusCode?: unknown;
  readonly validation?: unknown;
  readonly message: string;
}

/** Fastify's own client-error codes, as the table names them. */
const FASTIFY_CODES: Readonly<Record<string, ErrorBody['code']>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_CSRF_MISSING_SECRET: 'CSRF_INVALID',
  FST_CSRF_INVALID_TOKEN: 'CSRF_INVALID',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
};

/** Fastify's own message names the whole path, which may be long: the table's names the limit. */
export const URI_TOO_LONG_MESSAGE = `A path segment is longer than ${String(MAX_PATH_SEGMENT_LENGTH)} characters.`;

function respond(code: string, message: string, extra: Partial<ErrorBody> = {}): ErrorResponse {
  const status = statusOf(code);
  return { status, body: { code, message, ...extra }, serverFault: status >= 500 };
}

function fromFastify(error: FastifyLikeError): ErrorResponse | undefined {
  if (error.validation !== undefined) return respond('INVALID_INPUT', error.message);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return respond('URI_TOO_LONG', URI_TOO_LONG_MESSAGE);
  if (typeof error.code === 'string' && error.code in FASTIFY_CODES) {
    return respond(FASTIFY_CODES[error.code] ?? 'MALFORMED_REQUEST', error.message);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 0;
  if (status === 429) return respond('RATE_LIMITED', error.message);
  if (status >= 400 && status < 500) return respond('MALFORMED_REQUEST', error.message);
  return undefined;
}

function isFastifyLike(error: unknown): error is FastifyLikeError {
  return error instanceof Error;
}

export function errorResponse(error: unknown): ErrorResponse {
  if (error instanceof VersionConflictError) {
    return respond(error.code, error.message, { currentVersion: error.currentVersion });
  }
  if (error instanceof SignInThrottledError) {
    return respond(error.code, error.message, { retryAfterSeconds: error.retryAfterSeconds });
  }
  if (error instanceof ApiError || error instanceof ServiceError) {
    return respond(error.code, error.message);
  }
  if (error instanceof RuleRefusedError) return respond(error.code, error.message);
  if (isDatabaseUnavailable(error)) {
    return respond('DATABASE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
  }
  const fastify = isFastifyLike(error) ? fromFastify(error) : undefined;
  return fastify ?? respond('INTERNAL', 'Something went wrong on the server.');
}
