/**
 * `tavolo bot --strategy <id>`: how the bot chooses among the server's legal commands. Every
 * strategy is a bot of the engine's own registry (GameModule.bots) — the same bots the server
 * seats — run here on the seat's view and legal commands as the server sends them; so the CLI
 * never re-implements a rule, and a strategy plays every rules version its game publishes.
 */
import {
  RANDOM_BOT_ID,
  botById,
  findGameVersion,
  games,
  randomBot,
  rngFromInt,
} from '@tavolo/engine';
import type { Bot, Rng } from '@tavolo/engine';
import type { Random } from './random.ts';

export const DEFAULT_STRATEGY = RANDOM_BOT_ID;

/** Each strategy any game offers, with the titles of the games that offer it, in registry order. */
function strategyGames(): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const game of games) {
    for (const bot of game.bots) byId.set(bot.id, [...(byId.get(bot.id) ?? []), game.title]);
  }
  return byId;
}

const gamesText = (titles: readonly string[]): string =>
  titles.length === games.length ? 'every game' : titles.join(', ');

/** "random (every game), careful (The Big Cheese, Big Shot), …": for help and usage errors. */
export function strategiesText(): string {
  return [...strategyGames()].map(([id, titles]) => `${id} (${gamesText(titles)})`).join(', ');
}

/** One line per strategy, for the help: its id, then the games that offer it. */
export function strategiesHelp(indent: string): string {
  return [...strategyGames()]
    .map(([id, titles]) => `${indent}${id.padEnd(10)}${gamesText(titles)}`)
    .join('\n');
}

/** Whether some game offers the strategy `id`. */
export function isKnownStrategy(id: string): boolean {
  return strategyGames().has(id);
}

export type SeatBot =
  | { readonly kind: 'bot'; readonly bot: Bot<unknown, unknown> }
  /** The game cannot be played with this strategy: why, for standard error. */
  | { readonly kind: 'unavailable'; readonly reason: string };

/**
 * The strategy's bot when it needs no engine to play, else undefined: the random player only
 * picks among the legal commands, so it plays any game, even of an engine this CLI does not know.
 */
export function engineFreeBot(strategy: string): Bot<unknown, unknown> | undefined {
  return strategy === RANDOM_BOT_ID ? randomBot() : undefined;
}

/** The bot that plays `strategy` in a game of `engine` under `rulesVersion`, from its registry. */
export function seatBot(strategy: string, engine: string, rulesVersion: string): SeatBot {
  const game = findGameVersion(engine, rulesVersion);
  if (game === undefined) {
    return {
      kind: 'unavailable',
      reason:
        `this tavolo does not know ${engine} under rules ${rulesVersion}: ` +
        `update it, or play with --strategy ${RANDOM_BOT_ID}`,
    };
  }
  const bot = botById(game.bots, strategy);
  if (bot !== undefined) return { kind: 'bot', bot };
  const offered = game.bots.map((known) => known.id).join(', ');
  return {
    kind: 'unavailable',
    reason: `${game.title} has no strategy "${strategy}" (its strategies: ${offered})`,
  };
}

/** The bots' random source, from the CLI's uniform integers (crypto, or seeded with --seed). */
export function rngOf(random: Random): Rng {
  return rngFromInt(random);
}
