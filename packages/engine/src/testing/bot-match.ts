import { handle, seatViewer, startGame } from '../kernel/index.ts';
import type { Bot, GameConfig, GameModule, Outcome } from '../kernel/index.ts';
import { seededRng, testSeed } from './rngs.ts';

/** Plays one game with a bot in every seat (bots see only their seat's view). */
export function playBotGame<S, C, E, O, V>(
  game: GameModule<S, C, E, O, V>,
  config: GameConfig<O>,
  bots: readonly Bot<V, C>[],
  seed: string,
  maxSteps = 50_000,
): Outcome {
  let state = startGame(game, config, seededRng(seed, 0)).state;
  const botRng = seededRng(seed, 0, 'bot-choices');
  for (let step = 1; step <= maxSteps; step += 1) {
    const outcome = game.outcome(state);
    if (outcome !== null) return outcome;
    const seat = game.activeSeats(state)[0];
    const bot = seat === undefined ? undefined : bots[seat];
    if (seat === undefined || bot === undefined)
      throw new Error('no seat may act in a running game');
    const command = bot.choose({
      seat,
      view: game.view(state, seatViewer(seat)),
      legal: game.legalCommands(state, seat),
      rng: botRng,
    });
    const result = handle(game, state, seat, command, seededRng(seed, step));
    if (!result.ok)
      throw new Error(`bot ${bot.id} sent a refused command: ${result.error.message}`);
    state = result.value.state;
  }
  throw new Error(`no outcome after ${maxSteps} commands`);
}

export interface WinRate {
  readonly games: number;
  /** Wins of the candidate, a shared win counting 1/k. */
  readonly wins: number;
  readonly winRate: number;
  /** What an average seat wins: 1 / seatCount. */
  readonly fairShare: number;
}

/** The candidate bot against `opponent` bots, rotating the candidate through every seat. */
export function measureWinRate<S, C, E, O, V>(
  game: GameModule<S, C, E, O, V>,
  config: GameConfig<O>,
  candidate: Bot<V, C>,
  opponent: Bot<V, C>,
  games: number,
): WinRate {
  let wins = 0;
  for (let i = 0; i < games; i += 1) {
    const seat = i % config.seatCount;
    const bots = Array.from({ length: config.seatCount }, (_, s) =>
      s === seat ? candidate : opponent,
    );
    const outcome = playBotGame(game, config, bots, testSeed(1_000_000 + i));
    if (outcome.winners.includes(seat)) wins += 1 / outcome.winners.length;
  }
  return { games, wins, winRate: wins / games, fairShare: 1 / config.seatCount };
}
