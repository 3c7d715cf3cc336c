/**
 * What the graceful-stop tests share: a game that waits (so long-polls and subscriptions on it
 * stay open), the server's own count of who waits, and what main.ts says about how it stopped.
 */
import { expect } from 'vitest';
import type { GameState } from '../src/index.ts';
import { RestClient } from './http.ts';
import { parseSamples, sampleSum } from './metrics-text.ts';

export const SUBSCRIBE_STATE = `subscription ($gameId: ID!) {
  gameState(gameId: $gameId, asSpectator: true) { version status }
}`;

/** A game of Ann (seat 0) and a server bot, read until it waits for Ann. */
export async function gameWaitingForAnn(url: string): Promise<{ gameId: string; etag: string }> {
  const ann = await new RestClient(url).signUp();
  const created = await ann.post<{ gameId: string }>('/games', {
    engine: 'bon-appetit',
    seatCount: 2,
  });
  expect(created.status).toBe(201);
  const { gameId } = created.body;
  expect((await ann.put(`/games/${gameId}/seats/0`)).status).toBe(200);
  expect((await ann.put(`/games/${gameId}/seats/1/bot`)).status).toBe(200);
  expect((await ann.post(`/games/${gameId}/start`)).status).toBe(200);
  const spectator = new RestClient(url);
  for (;;) {
    const reply = await spectator.get<GameState>(`/games/${gameId}/state?wait=5`);
    const { activeSeats } = reply.body;
    // Only a move by Ann can change the game now, and nobody here makes one.
    if (activeSeats.length > 0 && !activeSeats.includes(1)) {
      return { gameId, etag: reply.headers.get('etag') ?? '' };
    }
  }
}

/**
 * Waits (scraping the server's metrics) until it holds `subscribers` live subscribers (each
 * subscription and each long-poll) on `websockets` open websockets.
 */
export async function liveSubscribers(
  metricsUrl: string,
  subscribers: number,
  websockets: number,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const samples = parseSamples(await (await fetch(metricsUrl)).text());
    if (
      sampleSum(samples, 'tavolo_live_subscribers') === subscribers &&
      sampleSum(samples, 'tavolo_websockets_open') === websockets
    ) {
      return;
    }
    if (Date.now() > deadline) throw new Error(`never ${String(subscribers)} live subscribers`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The grace and the socket timeouts that could otherwise end a stop, all an hour: far beyond a
 * test's own timeout, so that a stop waiting for any of them fails the test. Only the server
 * closing its connections itself ends the stop in time.
 */
export const NOTHING_TIMES_OUT: Readonly<Record<string, string>> = {
  TAVOLO_SHUTDOWN_GRACE_SECONDS: '3600',
  TAVOLO_KEEP_ALIVE_TIMEOUT_MS: '3600000',
  TAVOLO_IDLE_TIMEOUT_MS: '3600000',
};

/** main.ts's last line after a clean stop. */
export const STOPPED_LINE = 'Tavolo stopped.';
/** server.ts's line when the grace ran out and connections were cut. */
export const GRACE_CUT = /Shutdown grace of .* over/;

/**
 * How the process stopped, from its own words: the grace must never have run out (the tests set
 * it far beyond their own timeout, so that a stop waiting for it fails them), and it said it
 * stopped.
 */
export function expectStoppedBeforeTheGrace(output: readonly string[]): void {
  expect(output.filter((line) => GRACE_CUT.test(line))).toEqual([]);
  expect(output).toContain(STOPPED_LINE);
}
