/**
 * One game played by `tavolo bot` through the public REST API: read the state (long-polling with
 * the ETag), send one of the server's legal commands when the seat may act, until the game ends.
 * The bot never re-implements rules: it chooses with its strategy (strategy.ts) from the seat's
 * view and the server's legal list.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { TavoloApiError, toApiError } from '../client/index.ts';
import type { GameState, SubmitResult, TavoloClient } from '../client/index.ts';
import type { Rng } from '@tavolo/engine';
import type { Random } from './random.ts';
import { engineFreeBot, rngOf, seatBot } from './strategy.ts';
import type { SeatBot } from './strategy.ts';

export interface BotTiming {
  /** The `?wait=` of a long-poll, in seconds (the server allows up to 60). */
  readonly waitSeconds: number;
  /** How often a game that has not started yet is looked at again. */
  readonly notStartedMs: number;
  /** Retry delays after network or server errors: doubling from the first to the cap. */
  readonly backoffMs: { readonly first: number; readonly max: number };
}

export const DEFAULT_TIMING: BotTiming = {
  waitSeconds: 25,
  notStartedMs: 2000,
  backoffMs: { first: 250, max: 10_000 },
};

export interface SeatContext {
  readonly client: TavoloClient;
  readonly random: Random;
  /** The id of the engine's bot that chooses the moves (`--strategy`). */
  readonly strategy: string;
  readonly timing: BotTiming;
  /** Aborted on Ctrl-C, or when another game met a refusal that ends the whole bot. */
  readonly signal: AbortSignal;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

export type SeatEnd =
  | { readonly kind: 'finished'; readonly moves: number }
  /** The account holds no seat in this game: there is nothing to play. */
  | { readonly kind: 'not-seated' }
  /** A refusal that concerns this game only (printed already). */
  | { readonly kind: 'failed' }
  /** A refusal of the token itself (revoked, wrong scope): every game would meet it. */
  | { readonly kind: 'fatal'; readonly error: TavoloApiError }
  | { readonly kind: 'stopped' };

/** Codes that say the token cannot do this anywhere, so going on with other games is pointless. */
const TOKEN_REFUSALS = new Set(['UNAUTHENTICATED', 'INSUFFICIENT_SCOPE', 'SESSION_REQUIRED']);

type Next = 'read-now' | 'wait-for-start';

/** Plays the account's seat in `gameId` until the game is over, the bot is stopped, or refused. */
export async function playSeat(gameId: string, ctx: SeatContext): Promise<SeatEnd> {
  const game = new SeatPlayer(gameId, ctx);
  return game.play();
}

class SeatPlayer {
  readonly #gameId: string;
  readonly #ctx: SeatContext;
  #etag: string | undefined;
  /** The state the last submit answered with: the next step starts from it, without a read. */
  #answered: GameState | undefined;
  #moves = 0;
  #failures = 0;
  /** The strategy's bot for this game, found before the first move. */
  #bot: SeatBot | undefined;
  readonly #rng: Rng;

  constructor(gameId: string, ctx: SeatContext) {
    this.#gameId = gameId;
    this.#ctx = ctx;
    this.#rng = rngOf(ctx.random);
  }

  async play(): Promise<SeatEnd> {
    while (!this.#ctx.signal.aborted) {
      try {
        const end = await this.#step();
        this.#failures = 0;
        if (end !== undefined) return end;
      } catch (error) {
        const end = await this.#recover(error);
        if (end !== undefined) return end;
      }
    }
    return { kind: 'stopped' };
  }

  /** One read, and one move if the seat may act; an end when the game has one. */
  async #step(): Promise<SeatEnd | undefined> {
    const state = this.#answered ?? (await this.#read());
    this.#answered = undefined;
    if (state === undefined) return undefined; // 304: nothing moved while we waited
    if (state.viewer.kind !== 'seat') return { kind: 'not-seated' };
    if (state.status === 'finished') {
      this.#ctx.out(
        `game ${this.#gameId} finished: ${describeOutcome(state.outcome)}; ` +
          `seat ${state.viewer.seat} (this bot) made ${this.#moves} moves`,
      );
      return { kind: 'finished', moves: this.#moves };
    }
    const { legalCommands, view, viewer } = state;
    if (legalCommands.length === 0) return undefined; // not our turn: long-poll next
    this.#bot ??= await this.#findBot();
    if (this.#bot.kind === 'unavailable') {
      this.#ctx.err(`tavolo bot: game ${this.#gameId}: ${this.#bot.reason}`);
      return { kind: 'failed' };
    }
    const input = { seat: viewer.seat, view, legal: legalCommands, rng: this.#rng };
    await this.#submit(state, this.#bot.bot.choose(input));
    return undefined;
  }

  /** The strategy's bot for this game's engine and rules version (random needs neither). */
  async #findBot(): Promise<SeatBot> {
    const { strategy } = this.#ctx;
    const anyGame = engineFreeBot(strategy);
    if (anyGame !== undefined) return { kind: 'bot', bot: anyGame };
    const { data, error, response } = await this.#ctx.client.GET('/api/v1/games/{gameId}', {
      params: { path: { gameId: this.#gameId } },
      signal: AbortSignal.any([this.#ctx.signal, AbortSignal.timeout(30_000)]),
    });
    if (error !== undefined) throw toApiError(response, error);
    return seatBot(strategy, data.engine, data.rulesVersion);
  }

  /** The state, or undefined when the ETag still holds after the long-poll. */
  async #read(): Promise<GameState | undefined> {
    const etag = this.#etag;
    const wait = this.#ctx.timing.waitSeconds;
    const { data, error, response } = await this.#ctx.client.GET('/api/v1/games/{gameId}/state', {
      params: { path: { gameId: this.#gameId }, query: etag === undefined ? {} : { wait } },
      headers: etag === undefined ? {} : { 'if-none-match': etag },
      // A server that never answers is treated like a dropped connection.
      signal: AbortSignal.any([this.#ctx.signal, AbortSignal.timeout((wait + 15) * 1000)]),
    });
    if (response.status === 304) return undefined;
    if (error !== undefined) throw toApiError(response, error);
    this.#etag = response.headers.get('etag') ?? undefined;
    return data;
  }

  /**
   * Sends `command` at the version it was chosen at. A network failure resends the same
   * commandId: the server applies it once and answers a repeat with the original result.
   */
  async #submit(state: GameState, command: unknown): Promise<void> {
    const body = { expectedVersion: state.version, commandId: randomUUID(), command };
    for (;;) {
      let sent: SubmitResult;
      try {
        sent = await this.#post(body);
      } catch (error) {
        if (this.#ctx.signal.aborted || !isTransient(error)) throw error;
        await this.#backOff(error);
        continue;
      }
      this.#failures = 0;
      // One request per move: the answer is the seat's state after it, and its ETag the one to
      // long-poll with when the others are to move.
      this.#answered = sent.state;
      this.#etag = sent.stateEtag;
      if (sent.duplicate) return;
      this.#moves += 1;
      const seat = state.viewer.kind === 'seat' ? state.viewer.seat : '?';
      this.#ctx.out(
        `game ${this.#gameId} v${sent.version} seat ${seat}: ${JSON.stringify(command)}`,
      );
      return;
    }
  }

  async #post(body: { expectedVersion: number; commandId: string; command: unknown }) {
    const { data, error, response } = await this.#ctx.client.POST(
      '/api/v1/games/{gameId}/commands',
      { params: { path: { gameId: this.#gameId } }, body, signal: this.#ctx.signal },
    );
    if (error !== undefined) throw toApiError(response, error);
    return data;
  }

  /** What to do after a failed request: retry (undefined), or the end of this game. */
  async #recover(error: unknown): Promise<SeatEnd | undefined> {
    if (this.#ctx.signal.aborted) return { kind: 'stopped' };
    this.#etag = undefined;
    if (isTransient(error)) {
      await this.#backOff(error);
      return undefined;
    }
    if (!(error instanceof TavoloApiError)) throw error;
    const next = this.#afterRefusal(error);
    if (next === 'read-now') return undefined;
    if (next === 'wait-for-start') {
      await pause(this.#ctx.timing.notStartedMs, this.#ctx.signal);
      return undefined;
    }
    return next;
  }

  #afterRefusal(error: TavoloApiError): Next | SeatEnd {
    switch (error.code) {
      case 'VERSION_CONFLICT': // another seat moved first (simultaneous phase): choose again
      case 'GAME_OVER': // it ended meanwhile: the next read shows how
        return 'read-now';
      case 'GAME_NOT_STARTED':
        return 'wait-for-start';
      default:
        if (TOKEN_REFUSALS.has(error.code)) return { kind: 'fatal', error };
        this.#ctx.err(`tavolo bot: game ${this.#gameId}: ${error.code}: ${error.message}`);
        return { kind: 'failed' };
    }
  }

  async #backOff(error: unknown): Promise<void> {
    const { first, max } = this.#ctx.timing.backoffMs;
    const delay = Math.min(max, first * 2 ** this.#failures);
    this.#failures += 1;
    this.#ctx.err(
      `tavolo bot: game ${this.#gameId}: ${describeError(error)}; retrying in ${delay} ms`,
    );
    await pause(delay, this.#ctx.signal);
  }
}

/**
 * Worth retrying: rate limits and server errors, and what fetch throws when the network fails
 * (TypeError "fetch failed"), times out (TimeoutError) or delivers a garbled body (SyntaxError).
 * Anything else is a bug of the bot and is not retried forever.
 */
export function isTransient(error: unknown): boolean {
  if (error instanceof TavoloApiError) return error.status === 429 || error.status >= 500;
  if (error instanceof DOMException) return error.name === 'TimeoutError';
  return error instanceof TypeError || error instanceof SyntaxError;
}

export function describeError(error: unknown): string {
  if (error instanceof TavoloApiError) return `${error.code}: ${error.message}`;
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed" and hides the reason (ECONNREFUSED, …) in `cause`.
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/** Resolves after `ms`, or at once when `signal` fires (never rejects). */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch {
    // Aborted: the caller looks at the signal.
  }
}

export function describeOutcome(outcome: unknown): string {
  if (typeof outcome !== 'object' || outcome === null) return 'over';
  const { winners, reason } = outcome as { winners?: unknown; reason?: unknown };
  const seats = Array.isArray(winners) ? winners.map(String) : [];
  const won = seats.length === 0 ? 'no winner' : `won by seat ${seats.join(' and ')}`;
  return typeof reason === 'string' ? `${won} (${reason})` : won;
}
