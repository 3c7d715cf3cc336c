/**
 * The typed client of the Tavolo REST API: `openapi-fetch` over the paths generated from the
 * server's OpenAPI document, so a renamed field or route fails typecheck here rather than at run
 * time. Browser-safe (only `fetch`, `Request` and `Response`): the web client uses it too.
 *
 * ```ts
 * const api = createTavoloClient({ baseUrl: 'https://tavolo.example', token });
 * const state = await unwrap(
 *   api.GET('/api/v1/games/{gameId}/state', { params: { path: { gameId } } }),
 * );
 * ```
 */
import createClient from 'openapi-fetch';
import type { Client } from 'openapi-fetch';
import type { components, operations, paths } from './openapi.ts';

export type { components, operations, paths };

type Schemas = components['schemas'];
export type ApiErrorBody = Schemas['Error'];
export type GameState = Schemas['GameState'];
export type GameSummary = Schemas['GameSummary'];
export type GameDetails = Schemas['GameDetails'];
export type LogEntry = Schemas['LogEntry'];
export type EventsPage = Schemas['EventsPage'];
export type SubmitResult = Schemas['SubmitResult'];
export type TimeoutPolicy = Schemas['TimeoutPolicy'];
export type SeatStanding = Schemas['SeatStanding'];
export type GameExportDocument = Schemas['GameExport'];
export type Rematch = Schemas['Rematch'];

export type TavoloClient = Client<paths>;

export interface TavoloClientOptions {
  /** The server's origin, e.g. `https://tavolo.example` (the paths carry `/api/v1`). */
  readonly baseUrl: string;
  /** A personal API token (`tvl_…`), sent as `Authorization: Bearer`; omit for a browser session. */
  readonly token?: string | undefined;
  /** Another fetch (tests, instrumentation); the global one by default. */
  readonly fetch?: ((request: Request) => Promise<Response>) | undefined;
}

export function createTavoloClient(options: TavoloClientOptions): TavoloClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    ...(options.token === undefined
      ? {}
      : { headers: { authorization: `Bearer ${options.token}` } }),
    // Looked up at call time, not captured: a test may replace globalThis.fetch after creation.
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
}

/** A refusal from the server, with its stable code from the error table. */
export class TavoloApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** For VERSION_CONFLICT: the version to re-read at. */
  readonly currentVersion: number | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'TavoloApiError';
    this.code = body.code;
    this.status = status;
    this.currentVersion = body.currentVersion;
  }
}

/** What every openapi-fetch call resolves to: data on success, the error body otherwise. */
export type ApiResult<Data, Failure> =
  | { readonly data: Data; readonly error?: never; readonly response: Response }
  | { readonly data?: never; readonly error: Failure; readonly response: Response };

/**
 * The data of a successful call, or a thrown {@link TavoloApiError}. A body that is not the API's
 * error shape (a proxy's HTML page, an empty 502) still becomes one, coded `HTTP_<status>`.
 */
export async function unwrap<Data, Failure>(
  call: ApiResult<Data, Failure> | Promise<ApiResult<Data, Failure>>,
): Promise<Data> {
  const result = await call;
  if (result.error === undefined && result.response.ok) return result.data as Data;
  throw toApiError(result.response, result.error);
}

export function toApiError(response: Response, body: unknown): TavoloApiError {
  if (isErrorBody(body)) return new TavoloApiError(response.status, body);
  const text = typeof body === 'string' ? body.slice(0, 200).trim() : '';
  const reason = text === '' ? response.statusText || 'no explanation' : text;
  return new TavoloApiError(response.status, {
    code: `HTTP_${response.status}`,
    message: `${response.status} ${reason}`,
  });
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string';
}
