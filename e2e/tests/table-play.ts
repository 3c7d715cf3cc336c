/**
 * A game with a person in every seat, each in their own browser context signed up through the
 * API, played forward through the API: whoever has legal commands moves, choosing among them with
 * a seeded generator (the same choices for the same legal lists). The server's seed is its own,
 * so the deal differs from run to run; who moves is always the state's to say.
 */
import { expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createdGame, startGame, takeSeat } from './api.ts';
import { newUsername, PASSWORD } from './helpers.ts';

export interface Player {
  readonly seat: number;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The session's CSRF token (it lasts as long as the session). */
  readonly csrf: string;
}

interface SeatState {
  readonly status: 'started' | 'finished';
  readonly version: number;
  readonly legalCommands: readonly unknown[];
}

async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/auth/session');
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

async function signedUpPlayer(browser: Browser, seat: number): Promise<Player> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: { username: newUsername('shot'), password: PASSWORD },
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { csrfToken: csrf } = (await response.json()) as { csrfToken: string };
  return { seat, context, page, csrf };
}

/** A started game with a fresh person at each of its seats; seat 0 created it. */
export async function gameOfPeople(
  browser: Browser,
  engine: string,
  seatCount: number,
): Promise<{ gameId: string; players: Player[] }> {
  const players: Player[] = [];
  for (let seat = 0; seat < seatCount; seat += 1) players.push(await signedUpPlayer(browser, seat));
  const [creator] = players;
  if (creator === undefined) throw new Error('a game needs a seat');
  const game = await createdGame(creator.page.request, engine, seatCount);
  for (const player of players) await takeSeat(player.page.request, game, player.seat);
  await startGame(creator.page.request, game.gameId);
  return { gameId: game.gameId, players };
}

async function seatState(player: Player, gameId: string): Promise<SeatState> {
  const response = await player.page.request.get(`/api/v1/games/${gameId}/state`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SeatState;
}

/** mulberry32: a small seeded generator, so a run's choices follow from the legal lists alone. */
export function seededChooser(seed: number): (count: number) => number {
  let a = seed >>> 0;
  return (count) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * count);
  };
}

/** The first player (in seat order) with a move to make, or null once the game is over. */
export async function playerToMove(
  players: readonly Player[],
  gameId: string,
): Promise<{ player: Player; state: SeatState } | null> {
  for (const player of players) {
    const state = await seatState(player, gameId);
    if (state.status === 'finished') return null;
    if (state.legalCommands.length > 0) return { player, state };
  }
  throw new Error(`nobody can move in ${gameId}, yet it is not over`);
}

/**
 * Plays `moves` moves (or up to the end, when `moves` is Infinity); resolves with how many were
 * played. Every move is someone's legal command at the version they read, so none is refused.
 */
export async function playMoves(
  players: readonly Player[],
  gameId: string,
  moves: number,
  choose: (count: number) => number,
): Promise<number> {
  let played = 0;
  while (played < moves) {
    const next = await playerToMove(players, gameId);
    if (next === null) break;
    const { player, state } = next;
    const command = state.legalCommands[choose(state.legalCommands.length)];
    const response = await player.page.request.post(`/api/v1/games/${gameId}/commands`, {
      data: { expectedVersion: state.version, commandId: crypto.randomUUID(), command },
      headers: { 'x-csrf-token': player.csrf },
    });
    expect(response.ok(), await response.text()).toBe(true);
    played += 1;
  }
  return played;
}
