/**
 * `tavolo ratings <export…>`: every player's rating per title, recomputed offline from finished
 * games' exports with the server's own code (`@tavolo/sdk/ratings`, ADR 0037). The same exports
 * give the numbers the server shows.
 */
import { parseArgs } from 'node:util';
import {
  computeRatings,
  displayRating,
  isProvisional,
  ratingGameOfExport,
} from '../ratings/index.ts';
import type { PlayerRating, RatingGame } from '../ratings/index.ts';
import { ExitCode, usageError } from './cli.ts';
import type { CliCommand, CliIo } from './cli.ts';

const USAGE = `Usage: tavolo ratings [options] <export>…      (- reads standard input)

Recomputes every player's rating per game title from finished games' exports (OpenSkill,
Plackett–Luce), in order of finish. Only rated games with a person in every seat count; exports
made before ratings existed count as casual. The files are read, not audited: use tavolo verify.
Exit 0 with the ratings, 2 on a usage error or an unreadable export.

Options:
  --json        print the ratings as JSON (mu, sigma, games, rating, provisional)
  -h, --help    show this help`;

type Parsed =
  | { readonly kind: 'help' }
  | { readonly kind: 'ratings'; readonly files: readonly string[]; readonly json: boolean }
  | { readonly kind: 'usage-error'; readonly message: string };

export const ratingsCommand: CliCommand = {
  name: 'ratings',
  summary: 'recompute ratings offline from finished games’ exports',
  usage: USAGE,
  async run(args, io) {
    const parsed = parseRatingsArgs(args);
    if (parsed.kind === 'help') {
      io.out(USAGE);
      return ExitCode.Ok;
    }
    if (parsed.kind === 'usage-error') return usageError(ratingsCommand, io, parsed.message);
    const games = await readGames(parsed.files, io);
    if (games === undefined) return ExitCode.Usage;
    const { ratings } = computeRatings(games);
    if (parsed.json) io.out(JSON.stringify({ ratings: ratings.map(shown) }, null, 2));
    else for (const line of table(ratings)) io.out(line);
    return ExitCode.Ok;
  },
};

function parseRatingsArgs(args: readonly string[]): Parsed {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) return { kind: 'help' };
    if (positionals.length === 0) return { kind: 'usage-error', message: 'no export given' };
    return { kind: 'ratings', files: positionals, json: values.json };
  } catch (error) {
    return { kind: 'usage-error', message: error instanceof Error ? error.message : String(error) };
  }
}

/** The games of `files`, each once; undefined (reported) when one cannot be read. */
async function readGames(files: readonly string[], io: CliIo): Promise<RatingGame[] | undefined> {
  const games = new Map<string, RatingGame>();
  for (const file of files) {
    let document: unknown;
    try {
      document = JSON.parse(await io.readText(file));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      io.err(`tavolo ratings: cannot read ${file}: ${reason}`);
      return undefined;
    }
    const game = ratingGameOfExport(document);
    if (!game.ok) {
      io.err(`tavolo ratings: ${file}: ${game.error}`);
      return undefined;
    }
    // The same game given twice (two copies of one export) counts once.
    games.set(game.value.gameId, game.value);
  }
  return [...games.values()];
}

function shown(rating: PlayerRating) {
  return {
    ...rating,
    rating: displayRating(rating),
    provisional: isProvisional(rating),
  };
}

function table(ratings: readonly PlayerRating[]): string[] {
  if (ratings.length === 0) return ['No rated games among these exports.'];
  const rows = ratings.map((r) => [
    r.engine,
    r.playerId,
    `${displayRating(r)}${isProvisional(r) ? '?' : ''}`,
    String(r.games),
    r.mu.toFixed(3),
    r.sigma.toFixed(3),
  ]);
  const header = ['title', 'player', 'rating', 'games', 'mu', 'sigma'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line), '', '? provisional: fewer than the games it takes'];
}
