/** Shortcuts through the public API in the page's own session (cookie + CSRF token). */
import type { APIRequestContext } from '@playwright/test';

async function csrf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/auth/session');
  const body = (await response.json()) as { csrfToken: string };
  return body.csrfToken;
}

async function call<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  url: string,
  data: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: { 'x-csrf-token': await csrf(request) },
  });
  if (!response.ok())
    throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface CreatedGame {
  readonly gameId: string;
  readonly inviteCode: string | null;
}

/** A game created, seated (the caller at seat 0, server bots elsewhere) and started. */
export async function startedGame(
  request: APIRequestContext,
  engine: string,
  seatCount: number,
  options: unknown = {},
): Promise<CreatedGame> {
  const game = await call<CreatedGame>(request, 'POST', '/api/v1/games', {
    engine,
    seatCount,
    options,
  });
  await call(request, 'PUT', `/api/v1/games/${game.gameId}/seats/0`, {});
  for (let seat = 1; seat < seatCount; seat += 1) {
    await call(request, 'PUT', `/api/v1/games/${game.gameId}/seats/${seat}/bot`, {});
  }
  await call(request, 'POST', `/api/v1/games/${game.gameId}/start`, {});
  return game;
}

export async function createdGame(
  request: APIRequestContext,
  engine: string,
  seatCount: number,
  visibility: 'public' | 'private' = 'private',
): Promise<CreatedGame> {
  return call<CreatedGame>(request, 'POST', '/api/v1/games', { engine, seatCount, visibility });
}
