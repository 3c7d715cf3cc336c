/**
 * Server bots (DESIGN §6, issue 6 item 7). A bot sees what a player in its seat sees: its view
 * and its legal commands. Its choices are drawn from the game's secret server seed under a
 * separate stream name, so they are reproducible (two API processes driving the same bot at the
 * same version send the same command with the same commandId, and the second is a harmless
 * retry) and auditable once the seed is revealed.
 */
import { setTimeout as pause } from 'node:timers/promises';
import { RANDOM_BOT_ID, botById, createRng, seatViewer } from '@tavolo/engine';
import type { AnyGameModule, Bot, Seat } from '@tavolo/engine';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ServiceError, VersionConflictError } from '../errors.ts';
import { BOT_COMMAND_ID_PREFIX } from './inputs.ts';
import type { GameFact } from './game-facts.ts';
import type { LiveGame } from './live-game.ts';
import { forfeitWinner, standInSeats } from '../policies/standings.ts';

/** The bot seated when a request names none: every game offers the random player. */
export const DEFAULT_BOT = RANDOM_BOT_ID;

/**
 * The server bot `id` of a game, from the game's own list (GameModule.bots, the one registry of
 * bots), else UNKNOWN_BOT naming the bots the game has.
 */
export function botOf(game: AnyGameModule, id: string): Bot<unknown, unknown> {
  const bot = botById(game.bots, id);
  if (bot === undefined) {
    const ids = game.bots.map((known) => known.id).join(', ');
    throw new ServiceError('UNKNOWN_BOT', `${game.title} has no server bot "${id}" (try: ${ids}).`);
  }
  return bot;
}

export interface BotMove {
  readonly seat: Seat;
  readonly expectedVersion: number;
  readonly commandId: string;
  readonly command: unknown;
}

/** Who chooses a server move, and the names that keep its draws and its commandId its own. */
export interface ServerMoveChooser {
  /** One of the game's bots (GameModule.bots). */
  readonly botId: string;
  /** The server seed's stream the choice draws from, e.g. `bot` or `timeout`. */
  readonly stream: string;
  readonly commandIdPrefix: string;
}

/**
 * `seat`'s next move in `live`, chosen by a bot from what the seat sees, with draws from the
 * game's secret server seed under the chooser's stream: the same at the same version in every
 * process, so a second process sending it is a harmless retry.
 */
export function serverMove(live: LiveGame, seat: Seat, chooser: ServerMoveChooser): BotMove {
  const { meta, state, version } = live;
  const rng = createRng({
    serverSeed: meta.serverSeed,
    playerSeedsDigest: meta.playerSeedsDigest,
    gameId: `${meta.id}/${chooser.stream}/${seat}`,
    commandSeq: version + 1,
  });
  const command = botOf(meta.module, chooser.botId).choose({
    seat,
    view: meta.module.view(state, seatViewer(seat)),
    legal: meta.module.legalCommands(state, seat),
    rng,
  });
  const commandId = `${chooser.commandIdPrefix}${seat}:${version + 1}`;
  return { seat, expectedVersion: version, commandId, command };
}

/**
 * The move of the first server-played seat due to act, if any: a bot seat, or a seat whose player
 * the server's bot stands in for (taken over, or forfeited: policies/standings.ts).
 */
export function nextBotMove(live: LiveGame): BotMove | undefined {
  const { meta, state } = live;
  if (meta.module.outcome(state) !== null || forfeitWinner(live.standings) !== undefined) {
    return undefined;
  }
  const standIns = standInSeats(live.standings);
  const seat = meta.module
    .activeSeats(state)
    .find((s) => meta.botSeats.has(s) || standIns.includes(s));
  if (seat === undefined) return undefined;
  const botId = meta.botSeats.get(seat);
  if (botId === undefined) {
    return serverMove(live, seat, {
      botId: DEFAULT_BOT,
      stream: 'standin',
      commandIdPrefix: 'standin:',
    });
  }
  return serverMove(live, seat, { botId, stream: 'bot', commandIdPrefix: BOT_COMMAND_ID_PREFIX });
}

/** Whether the server plays any seat of `live` (a bot seat or a stand-in). */
export function hasServerSeats(live: Pick<LiveGame, 'meta' | 'standings'>): boolean {
  return live.meta.botSeats.size > 0 || standInSeats(live.standings).length > 0;
}

export interface BotDriver {
  /** The game as committed now (re-read: other processes may have moved). */
  latest(gameId: string): Promise<LiveGame>;
  /** The game as this process last saw it (its own commits included), else as committed now. */
  current(gameId: string): Promise<LiveGame>;
  play(gameId: string, move: BotMove): Promise<void>;
  onError(gameId: string, error: unknown): void;
}

/** While the database is away a bot tries again, pausing this long, doubled up to the cap. */
const OUTAGE_FIRST_PAUSE_MS = 200;
const OUTAGE_MAX_PAUSE_MS = 5_000;

/**
 * Runs each game's bots until a person must act or the game ends: one loop per game at a time,
 * re-run when a commit arrives while it is finishing. A loop that meets a database outage waits
 * and goes on once the database is back (nothing else would wake it: the game waits for the bot).
 */
export class BotRunner {
  readonly #driver: BotDriver;
  readonly #running = new Map<string, Promise<void>>();
  readonly #again = new Set<string>();
  readonly #stopping = new AbortController();
  #stopped = false;

  constructor(driver: BotDriver) {
    this.#driver = driver;
  }

  schedule(gameId: string): void {
    if (this.#stopped) return;
    if (this.#running.has(gameId)) {
      this.#again.add(gameId);
      return;
    }
    const run = this.#runRepeatedly(gameId).finally(() => this.#running.delete(gameId));
    this.#running.set(gameId, run);
  }

  /** Resolves once no bot loop is running. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running.values());
  }

  /** Schedules nothing more and waits for the loops to stop after their current move. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopping.abort();
    await this.idle();
  }

  async #runRepeatedly(gameId: string): Promise<void> {
    do {
      this.#again.delete(gameId);
      await this.#run(gameId);
    } while (this.#again.has(gameId) && !this.#stopped);
  }

  async #run(gameId: string): Promise<void> {
    // Re-read the game when the loop starts and after a conflict; in between, this process's
    // own commits keep its cached state current, and a stale one only costs a conflict.
    let reread = true;
    let outagePauseMs = OUTAGE_FIRST_PAUSE_MS;
    while (!this.#stopped) {
      try {
        const live = reread
          ? await this.#driver.latest(gameId)
          : await this.#driver.current(gameId);
        reread = false;
        const move = nextBotMove(live);
        if (move === undefined) return;
        await this.#driver.play(gameId, move);
      } catch (error) {
        if (isDatabaseUnavailable(error)) {
          await pause(outagePauseMs, undefined, { signal: this.#stopping.signal }).catch(
            () => undefined,
          );
          outagePauseMs = Math.min(outagePauseMs * 2, OUTAGE_MAX_PAUSE_MS);
        } else if (!(error instanceof VersionConflictError)) {
          this.#driver.onError(gameId, error);
          return;
        }
        // Someone else moved first, or the database is back: look again at the new state.
        reread = true;
      }
    }
  }
}

/** The commits of this process, as the game service announces them (game-facts.ts). */
export interface CommitFacts {
  onFact(listener: (fact: GameFact) => void): () => void;
}

/**
 * Sets a game's bots moving after each commit of this process that may make one due: a start or
 * an entry (its own moves included: a loop already running just looks once more). The facts are
 * announced after the commit, outside the request that made it, so a bot's moves are never a
 * request's work. `live` is the game as this process keeps it: the committer remembers a commit
 * before announcing it, so only games with server seats cost a bot loop. Returns the unsubscribe
 * function.
 */
export function runBotsOnCommits(
  commits: CommitFacts,
  runner: BotRunner,
  live: (gameId: string) => Pick<LiveGame, 'meta' | 'standings'> | undefined,
): () => void {
  return commits.onFact((fact) => {
    if (fact.kind !== 'game_started' && fact.kind !== 'entry_committed') return;
    const game = live(fact.gameId);
    // A game no longer in this process's cache is looked at by the loop itself.
    if (game === undefined || hasServerSeats(game)) runner.schedule(fact.gameId);
  });
}
