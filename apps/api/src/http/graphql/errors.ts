/**
 * GraphQL errors through the one error table: every error leaves with `extensions.code` (and
 * `extensions.currentVersion` for VERSION_CONFLICT), worded as REST words it. Documents that do
 * not parse or validate are MALFORMED_REQUEST (QUERY_TOO_COMPLEX beyond the limits); anything
 * the table does not know is a server fault, logged in full and described only as INTERNAL.
 *
 * HTTP status: an executed operation answers 200 even when a field failed (the error is in
 * `errors` beside `data`, as GraphQL over HTTP does); a request refused before execution
 * answers with its code's status from the table (400 for malformed documents and limits).
 */
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import type { ExecutionResult, GraphQLFormattedError } from 'graphql';
import { errorResponse } from '../error-response.ts';
import { statusOf } from '../error-table.ts';

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';
const MALFORMED_REQUEST = 'MALFORMED_REQUEST';
/** Mercurius' code for a mutation sent with GET. */
const METHOD_NOT_ALLOWED = 'MER_ERR_METHOD_NOT_ALLOWED';
/** Mercurius' own depth limit (unused here, but its errors would still mean the limit). */
const MERCURIUS_DEPTH = 'MER_ERR_GQL_QUERY_DEPTH';

interface Classified {
  readonly error: GraphQLError;
  readonly status: number;
}

function codeOf(error: unknown): unknown {
  if (error instanceof GraphQLError) return error.extensions['code'];
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/** Mercurius wraps parse, validation and variable errors in one error with an `errors` list. */
function wrapped(error: unknown): readonly unknown[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? (inner as unknown[]) : undefined;
}

/** An error for the client, located like `at` (its locations and path, if any). */
export function clientError(
  code: string,
  message: string,
  at?: GraphQLError,
  extra: Readonly<Record<string, unknown>> = {},
): GraphQLError {
  return new GraphQLError(message, {
    nodes: at?.nodes ?? null,
    source: at?.source ?? null,
    positions: at?.positions ?? null,
    path: at?.path ?? null,
    extensions: { code, ...extra },
  });
}

/**
 * graphql's own limits, known only by their messages (mercurius matches the first the same way):
 * the parser stopping at `maxTokens` ("more that" in graphql 16, "more than" after), and the
 * budget of comparisons OverlappingFieldsCanBeMerged spends before it gives up.
 */
const GRAPHQL_LIMITS = [
  /^Syntax Error: Document contains more tha[nt] \d+ tokens/,
  /^Validation aborted\.$/,
];

function tooComplex(error: unknown): boolean {
  const code = codeOf(error);
  if (code === QUERY_TOO_COMPLEX || code === MERCURIUS_DEPTH) return true;
  return (
    error instanceof GraphQLError && GRAPHQL_LIMITS.some((pattern) => pattern.test(error.message))
  );
}

/** One of the errors of a document refused before execution. */
function invalid(error: unknown): Classified {
  const code = tooComplex(error) ? QUERY_TOO_COMPLEX : MALFORMED_REQUEST;
  const message = error instanceof Error ? error.message : 'The GraphQL request is malformed.';
  const at = error instanceof GraphQLError ? error : undefined;
  return { error: clientError(code, message, at), status: statusOf(code) };
}

/** What the table says about a thrown error; a server fault is logged and told as INTERNAL. */
function fromTable(cause: unknown, at: GraphQLError, log: FastifyBaseLogger): Classified {
  const { status, body, serverFault } = errorResponse(cause);
  if (serverFault) log.error({ err: cause }, 'GraphQL operation failed');
  const extra = body.currentVersion === undefined ? {} : { currentVersion: body.currentVersion };
  return { error: clientError(body.code, body.message, at, extra), status };
}

function classify(error: GraphQLError, executed: boolean, log: FastifyBaseLogger): Classified[] {
  const cause = error.originalError;
  if (codeOf(cause) === METHOD_NOT_ALLOWED) {
    const message = 'Only queries may be sent with GET: send mutations with POST.';
    return [{ error: clientError(MALFORMED_REQUEST, message, error), status: 405 }];
  }
  const inner = wrapped(cause);
  if (inner !== undefined) return inner.map(invalid);
  if (cause instanceof GraphQLError) {
    // Already ours (e.g. a subscription's), or graphql-js' own: classify what is underneath.
    if (typeof cause.extensions['code'] === 'string') {
      const code = cause.extensions['code'];
      return [{ error: clientError(code, cause.message, error, cause.extensions), status: 200 }];
    }
    return classify(cause, executed, log);
  }
  if (cause === undefined) {
    // graphql-js' own errors: a document or its variables before execution; during
    // execution (a null for a non-null field, …) the fault is ours.
    if (!executed || tooComplex(error)) return [invalid(error)];
    return [fromTable(error, error, log)];
  }
  return [fromTable(cause, error, log)];
}

/** Every error of `errors` as the client sees it, and the status of the first one. */
export function clientErrors(
  errors: readonly GraphQLError[],
  executed: boolean,
  log: FastifyBaseLogger,
): { readonly errors: GraphQLError[]; readonly status: number } {
  const classified = errors.flatMap((error) => classify(error, executed, log));
  const status = classified.some((entry) => entry.status >= 500)
    ? 500
    : (classified[0]?.status ?? 400);
  return { errors: classified.map((entry) => entry.error), status };
}

/**
 * One thrown error as the client sees it (subscriptions report errors one at a time); `executed`
 * false for an error of the document itself (parse, validation).
 */
export function clientErrorOf(
  error: unknown,
  log: FastifyBaseLogger,
  executed = true,
): GraphQLError {
  const located =
    error instanceof GraphQLError
      ? error
      : new GraphQLError(error instanceof Error ? error.message : String(error), {
          originalError: error instanceof Error ? error : null,
        });
  const [first] = clientErrors([located], executed, log).errors;
  return first ?? clientError('INTERNAL', 'Something went wrong on the server.');
}

type FormatterInput = ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>;

/** Mercurius `errorFormatter`: `data` is present once the operation executed. */
export function createErrorFormatter(log: FastifyBaseLogger) {
  return (execution: FormatterInput) => {
    const executed = Object.hasOwn(execution, 'data');
    const { errors, status } = clientErrors(execution.errors, executed, log);
    const formatted: GraphQLFormattedError[] = errors.map((error) => error.toJSON());
    return {
      statusCode: executed ? 200 : status,
      response: executed
        ? { data: execution.data ?? null, errors: formatted }
        : { errors: formatted },
    };
  };
}
