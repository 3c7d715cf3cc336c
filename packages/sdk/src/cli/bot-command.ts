/** `tavolo bot`: play the seats of an account with a bot, through the public REST API. */
import { parseArgs } from 'node:util';
import { ExitCode, usageError } from './cli.ts';
import type { CliCommand, CliIo } from './cli.ts';
import { runBot } from './bot-runner.ts';
import type { BotPlan } from './bot-runner.ts';
import { parseArgsMessage, SERVER_HELP, serverFrom } from './server-option.ts';
import { DEFAULT_STRATEGY, isKnownStrategy, strategiesHelp, strategiesText } from './strategy.ts';

const USAGE = `Usage: tavolo bot [--server <url>] [--game <id>]... [--strategy <id>] [--exit-when-done]
                  [--seed <n>]

Plays your account's seats: whenever a seat may act it sends one of the server's legal commands,
chosen by the strategy: one of the game's own bots, the same the server seats (random by default).
Signs in with an API token (scope bot or play) from the TAVOLO_TOKEN environment variable, never
from the command line, where other users could read it (ps).

Without --game it plays every unfinished game of the account and looks for new ones every few
seconds, until Ctrl-C. With --game it plays those games and stops when they are over.
Prints a line per move and per finished game; problems go to standard error.
Exit 0 when done (or stopped), 1 when a game or the token was refused, 2 on a usage error.

Options:
${SERVER_HELP}
  --game <id>        play this game (repeatable); otherwise every game of the account
  --strategy <id>    how to choose moves (a game without that strategy is not played):
${strategiesHelp('                       ')}
  --exit-when-done   exit once every game it knows is over (at least one)
  --seed <n>         choose moves with a seeded generator, for repeatable runs
  -h, --help         show this help

Environment:
  TAVOLO_TOKEN       the API token (required)
  TAVOLO_SERVER      the server, when --server is not given`;

export type BotArgs =
  | { readonly kind: 'help' }
  | ({ readonly kind: 'bot' } & BotPlan)
  | { readonly kind: 'usage-error'; readonly message: string };

export const botCommand: CliCommand = {
  name: 'bot',
  summary: 'play your seats with a bot, signed in with an API token (TAVOLO_TOKEN)',
  usage: USAGE,
  async run(args, io: CliIo) {
    const parsed = parseBotArgs(args, io.env);
    if (parsed.kind === 'help') {
      io.out(USAGE);
      return ExitCode.Ok;
    }
    if (parsed.kind === 'usage-error') return usageError(botCommand, io, parsed.message);
    return runBot(parsed, { io });
  },
};

function readArgs(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    allowPositionals: false,
    strict: true,
    options: {
      server: { type: 'string' },
      game: { type: 'string', multiple: true, default: [] },
      strategy: { type: 'string', default: DEFAULT_STRATEGY },
      'exit-when-done': { type: 'boolean', default: false },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

export function parseBotArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): BotArgs {
  if (args.some((arg) => arg === '--token' || arg.startsWith('--token='))) {
    return {
      kind: 'usage-error',
      message:
        'the token is not taken on the command line, where other users can see it (ps): ' +
        'set the TAVOLO_TOKEN environment variable instead',
    };
  }
  let read: ReturnType<typeof readArgs>;
  try {
    read = readArgs(args);
  } catch (error) {
    return { kind: 'usage-error', message: parseArgsMessage(error) };
  }
  const { values } = read;
  if (values.help) return { kind: 'help' };
  const token = env['TAVOLO_TOKEN']?.trim() ?? '';
  if (token === '') {
    return {
      kind: 'usage-error',
      message:
        'TAVOLO_TOKEN is not set: create an API token with scope bot (your account, API tokens) ' +
        'and run TAVOLO_TOKEN=<token> tavolo bot …',
    };
  }
  const server = serverFrom(values.server, env);
  if (!server.ok) return { kind: 'usage-error', message: server.error };
  const seed = parseSeed(values.seed);
  if (seed === null) return { kind: 'usage-error', message: '--seed must be a whole number ≥ 0' };
  const empty = values.game.find((game) => game.trim() === '');
  if (empty !== undefined) return { kind: 'usage-error', message: '--game needs a game id' };
  const { strategy } = values;
  if (!isKnownStrategy(strategy)) {
    return {
      kind: 'usage-error',
      message: `no strategy "${strategy}": the strategies are ${strategiesText()}`,
    };
  }
  return {
    kind: 'bot',
    server: server.value,
    token,
    games: [...new Set(values.game)],
    exitWhenDone: values['exit-when-done'],
    seed,
    strategy,
  };
}

/** The seed, undefined when not given, null when not a safe non-negative integer. */
function parseSeed(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) return null;
  const seed = Number(text);
  return Number.isSafeInteger(seed) ? seed : null;
}
