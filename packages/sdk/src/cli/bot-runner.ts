/**
 * `tavolo bot` across games: the given ones, or every game of the account (`/me/games`, looked at
 * again every few seconds for new ones), each played by its own {@link playSeat} loop.
 */
import { createTavoloClient, TavoloApiError, toApiError } from '../client/index.ts';
import type { GameSummary, TavoloClient } from '../client/index.ts';
import { ExitCode } from './cli.ts';
import type { CliIo } from './cli.ts';
import { DEFAULT_TIMING, describeError, isTransient, pause, playSeat } from './bot-seat.ts';
import type { BotTiming, SeatEnd } from './bot-seat.ts';
import { randomFor } from './random.ts';

export interface BotPlan {
  readonly server: string;
  readonly token: string;
  /** The games to play; empty: every game of the account, present and future. */
  readonly games: readonly string[];
  /** Exit once every known game is over (there must have been one), instead of waiting for more. */
  readonly exitWhenDone: boolean;
  /** Seeds the choice among legal commands, for repeatable runs; crypto randomness otherwise. */
  readonly seed: number | undefined;
  /** The id of the game's bot that chooses the moves (strategy.ts); random by default. */
  readonly strategy: string;
}

export interface BotEnvironment {
  readonly io: Pick<CliIo, 'out' | 'err' | 'stopSignal'>;
  readonly timing?: BotTiming;
  /** How often `/me/games` is read again for new games. */
  readonly rescanMs?: number;
  /** A fetch of its own (tests); the global one otherwise. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

const RESCAN_MS = 5000;
/** The most games `/me/games` hands out at once. */
const LIST_LIMIT = 500;

export async function runBot(plan: BotPlan, env: BotEnvironment): Promise<ExitCode> {
  const bot = new Bot(plan, env);
  return bot.run();
}

class Bot {
  readonly #plan: BotPlan;
  readonly #env: BotEnvironment;
  readonly #client: TavoloClient;
  /** Aborted by Ctrl-C, or by a refusal of the token (which every other game would meet too). */
  readonly #halt = new AbortController();
  readonly #signal: AbortSignal;
  readonly #playing = new Map<string, Promise<SeatEnd>>();
  readonly #ends = new Map<string, SeatEnd>();
  /** Games of the account that are not ours to play: over before we came, or without our seat. */
  readonly #passed = new Set<string>();
  #fatal: TavoloApiError | undefined;

  constructor(plan: BotPlan, env: BotEnvironment) {
    this.#plan = plan;
    this.#env = env;
    this.#client = createTavoloClient({
      baseUrl: plan.server,
      token: plan.token,
      fetch: env.fetch,
    });
    this.#signal = AbortSignal.any([env.io.stopSignal(), this.#halt.signal]);
  }

  async run(): Promise<ExitCode> {
    const { games } = this.#plan;
    const { io } = this.#env;
    const what = games.length > 0 ? `game ${games.join(', ')}` : 'the games of this account';
    io.out(`tavolo bot: playing ${what} on ${this.#plan.server} (strategy ${this.#plan.strategy})`);
    if (games.length > 0) {
      // Given games only: when they are over there is nothing left to wait for.
      for (const gameId of games) this.#play(gameId);
      await Promise.all(this.#playing.values());
    } else {
      await this.#playAccountGames();
    }
    return this.#verdict();
  }

  #verdict(): ExitCode {
    const { io } = this.#env;
    if (this.#fatal !== undefined) {
      io.err(`tavolo bot: ${this.#fatal.code}: ${this.#fatal.message}`);
      return ExitCode.Failed;
    }
    const ends = [...this.#ends.values()];
    const failed = ends.filter((end) => end.kind === 'failed').length;
    const finished = ends.filter((end) => end.kind === 'finished').length;
    const stopped = this.#signal.aborted ? 'stopped; ' : '';
    io.out(`tavolo bot: ${stopped}${finished} games finished, ${failed} failed`);
    return failed > 0 ? ExitCode.Failed : ExitCode.Ok;
  }

  #play(gameId: string): void {
    const ended = playSeat(gameId, {
      client: this.#client,
      random: randomFor(this.#plan.seed, gameId),
      strategy: this.#plan.strategy,
      timing: this.#env.timing ?? DEFAULT_TIMING,
      signal: this.#signal,
      out: this.#env.io.out,
      err: this.#env.io.err,
    }).then((end) => this.#ended(gameId, end));
    this.#playing.set(gameId, ended);
  }

  #ended(gameId: string, end: SeatEnd): SeatEnd {
    if (end.kind === 'fatal') this.#stopEverything(end.error);
    if (end.kind === 'not-seated' && this.#plan.games.length === 0) {
      this.#passed.add(gameId); // listed because we created it, say, but not ours to play
      this.#playing.delete(gameId);
      return end;
    }
    if (end.kind === 'not-seated') {
      this.#env.io.err(`tavolo bot: game ${gameId}: this account holds no seat in it`);
      this.#ends.set(gameId, { kind: 'failed' });
      return end;
    }
    this.#ends.set(gameId, end);
    return end;
  }

  #stopEverything(error: TavoloApiError): void {
    this.#fatal ??= error;
    this.#halt.abort();
  }

  /** Plays every game of the account, looking for new ones every few seconds. */
  async #playAccountGames(): Promise<void> {
    while (!this.#signal.aborted) {
      await this.#scan();
      if (this.#plan.exitWhenDone && this.#allDone()) return;
      const playing = [...this.#playing].filter(([gameId]) => !this.#ends.has(gameId));
      const someoneEnds = playing.length === 0 ? [] : [Promise.race(playing.map(([, p]) => p))];
      // Wake early when a game ends, so --exit-when-done does not linger for a rescan.
      await Promise.race([pause(this.#env.rescanMs ?? RESCAN_MS, this.#signal), ...someoneEnds]);
      if (this.#plan.exitWhenDone && this.#allDone()) return;
    }
    await Promise.all(this.#playing.values());
  }

  #allDone(): boolean {
    return this.#playing.size > 0 && this.#ends.size === this.#playing.size;
  }

  async #scan(): Promise<void> {
    let games: readonly GameSummary[];
    try {
      games = await this.#myGames();
    } catch (error) {
      if (this.#signal.aborted) return;
      if (error instanceof TavoloApiError && !isTransient(error)) {
        this.#stopEverything(error); // the token itself is refused: nothing will work
        return;
      }
      this.#env.io.err(`tavolo bot: listing your games: ${describeError(error)}; trying again`);
      return;
    }
    for (const game of games) {
      if (this.#playing.has(game.gameId) || this.#passed.has(game.gameId)) continue;
      if (game.status === 'finished') this.#passed.add(game.gameId);
      else this.#play(game.gameId);
    }
  }

  async #myGames(): Promise<readonly GameSummary[]> {
    const { data, error, response } = await this.#client.GET('/api/v1/me/games', {
      params: { query: { limit: LIST_LIMIT } },
      signal: AbortSignal.any([this.#signal, AbortSignal.timeout(30_000)]),
    });
    if (error !== undefined) throw toApiError(response, error);
    return data.games;
  }
}
