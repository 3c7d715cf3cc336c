/** Shortcuts through the public API in the page's own session (cookie + CSRF token). */
import type { APIRequestContext } from '@playwright/test';

async function csrf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/auth/session');
  const body = (await response.json()) as { csrfToken: string };
  return body.csrfToken;
}

async function call<T>(
  request: APIRequestContext,
  method: 'POST' | 'PUT' | 'DELETE',
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

/** What POST /api/v1/games takes besides the engine and the seat count. */
export interface GameSettings {
  readonly options?: unknown;
  readonly visibility?: 'public' | 'private';
  readonly moveTimeLimitSeconds?: number;
  readonly timeControl?: unknown;
}

export async function createdGame(
  request: APIRequestContext,
  engine: string,
  seatCount: number,
  settings: GameSettings = { visibility: 'private' },
): Promise<CreatedGame> {
  return call<CreatedGame>(request, 'POST', '/api/v1/games', { engine, seatCount, ...settings });
}

/** The caller takes `seat` (the invite code is needed for someone else's private game). */
export async function takeSeat(
  request: APIRequestContext,
  game: CreatedGame,
  seat: number,
): Promise<void> {
  await call(request, 'PUT', `/api/v1/games/${game.gameId}/seats/${String(seat)}`, {
    ...(game.inviteCode === null ? {} : { inviteCode: game.inviteCode }),
  });
}

/** The caller leaves `seat` before the start. */
export async function leaveSeat(
  request: APIRequestContext,
  game: CreatedGame,
  seat: number,
): Promise<void> {
  await call(request, 'DELETE', `/api/v1/games/${game.gameId}/seats/${String(seat)}`, undefined);
}

export async function seatBot(
  request: APIRequestContext,
  gameId: string,
  seat: number,
): Promise<void> {
  await call(request, 'PUT', `/api/v1/games/${gameId}/seats/${String(seat)}/bot`, {});
}

export async function startGame(request: APIRequestContext, gameId: string): Promise<void> {
  await call(request, 'POST', `/api/v1/games/${gameId}/start`, {});
}

/** A game created, seated (the caller at seat 0, server bots elsewhere) and started. */
export async function startedGame(
  request: APIRequestContext,
  engine: string,
  seatCount: number,
  options: unknown = {},
  settings: Omit<GameSettings, 'options'> = {},
): Promise<CreatedGame> {
  const game = await createdGame(request, engine, seatCount, { ...settings, options });
  await takeSeat(request, game, 0);
  for (let seat = 1; seat < seatCount; seat += 1) await seatBot(request, game.gameId, seat);
  await startGame(request, game.gameId);
  return game;
}

interface StateBody {
  readonly status: 'started' | 'finished';
  readonly version: number;
  readonly legalCommands: readonly unknown[];
}

async function stateOf(request: APIRequestContext, gameId: string): Promise<StateBody> {
  return (await (await request.get(`/api/v1/games/${gameId}/state`)).json()) as StateBody;
}

/** Sends `command` at the state's version; a 409 (someone moved first) is fine, not a failure. */
async function submit(
  request: APIRequestContext,
  gameId: string,
  state: StateBody,
  command: unknown,
): Promise<void> {
  const response = await request.post(`/api/v1/games/${gameId}/commands`, {
    data: { expectedVersion: state.version, commandId: crypto.randomUUID(), command },
    headers: { 'x-csrf-token': await csrf(request) },
  });
  if (!response.ok() && response.status() !== 409) {
    throw new Error(`move: ${response.status()} ${await response.text()}`);
  }
}

/** The caller's seat makes its first legal move now (it must have one). */
export async function playFirstLegal(request: APIRequestContext, gameId: string): Promise<void> {
  const state = await stateOf(request, gameId);
  const [command] = state.legalCommands;
  if (command === undefined) throw new Error(`no legal command in ${gameId}`);
  await submit(request, gameId, state, command);
}

/** Plays the caller's seat with its first legal command until the game is over. */
export async function playToTheEnd(request: APIRequestContext, gameId: string): Promise<number> {
  for (let round = 0; round < 2000; round += 1) {
    const state = await stateOf(request, gameId);
    if (state.status === 'finished') return state.version;
    const [command] = state.legalCommands;
    if (command === undefined) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    await submit(request, gameId, state, command);
  }
  throw new Error(`game ${gameId} did not end`);
}
