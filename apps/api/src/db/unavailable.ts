/**
 * The one place that knows what "the database cannot be reached" looks like, whichever layer
 * raised it: Node's socket errors, postgres.js' own connection codes, and the SQLSTATEs Postgres
 * sends when it is shutting down, starting up or cancelling a statement that ran too long — each
 * possibly wrapped by drizzle (`cause`). The HTTP edge turns them into DATABASE_UNAVAILABLE (503,
 * Retry-After) instead of INTERNAL: the caller did nothing wrong and may retry.
 */
import { isRecord } from '@tavolo/engine';

/** Node's socket errors while connecting or talking to the server. */
const SOCKET_CODES = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
];

/** postgres.js: the connection closed, was ended or destroyed, or did not open in time. */
const DRIVER_CODES = [
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
];

const SQLSTATES = [
  /** admin_shutdown: the server is stopping (pg_ctl stop -m fast). */
  '57P01',
  /** crash_shutdown. */
  '57P02',
  /** cannot_connect_now: the server is starting or shutting down. */
  '57P03',
  /** query_canceled: statement_timeout ran out (a database too slow to serve is unavailable). */
  '57014',
  /** too_many_connections. */
  '53300',
];

const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  ...SOCKET_CODES,
  ...DRIVER_CODES,
  ...SQLSTATES,
]);

/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;

function unavailableCode(code: unknown): boolean {
  return (
    typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code))
  );
}

/** True when `error`, or an error it wraps, says the database could not be reached or used. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  // Bounded: causes and an AggregateError's errors (several addresses tried) are followed a little.
  for (let seen = 0; seen < 16 && pending.length > 0; seen += 1) {
    const current = pending.shift();
    if (!isRecord(current)) continue;
    if (unavailableCode(current['code'])) return true;
    pending.push(current['cause']);
    const inner = current['errors'];
    if (Array.isArray(inner)) pending.push(...(inner as unknown[]));
  }
  return false;
}
