/**
 * OpenSkill ratings (Weng–Lin, Plackett–Luce; the `openskill` package, pinned) per player and
 * title, as a fold over finished games in order of finish (ADR 0037). Deterministic: the same
 * games in the same order give the same numbers to the last bit, so the server's incremental
 * projection, its recompute from scratch and `tavolo ratings` over exports agree exactly.
 */
import { ordinal, rate, rating } from 'openskill';
import { byFinish, countsForRatings, placesOf } from './places.ts';
import type { RatingGame } from './places.ts';

/** A player's rating in one title. */
export interface PlayerRating {
  readonly playerId: string;
  readonly engine: string;
  readonly mu: number;
  readonly sigma: number;
  /** Rated games played in the title. */
  readonly games: number;
}

/** One player's change in one game. */
export interface RatingChange {
  readonly gameId: string;
  readonly engine: string;
  readonly finishedAt: string;
  readonly playerId: string;
  readonly seat: number;
  /** 1 the best; shared by ties. */
  readonly place: number;
  readonly before: PlayerRating;
  readonly after: PlayerRating;
}

/** Games played before a rating stops being provisional. */
export const PROVISIONAL_GAMES = 5;

/**
 * The number shown: 1200 + 20 × (μ − 3σ), rounded. A newcomer (μ 25, σ 25/3) shows 1200; a
 * player of average skill whose σ has settled near 2 shows about 1580 (ADR 0037).
 */
export function displayRating(player: Pick<PlayerRating, 'mu' | 'sigma'>): number {
  return Math.round(1200 + 20 * ordinal({ mu: player.mu, sigma: player.sigma }));
}

export function isProvisional(player: Pick<PlayerRating, 'games'>): boolean {
  return player.games < PROVISIONAL_GAMES;
}

/** A player's rating before their first game in a title. */
export function initialRating(playerId: string, engine: string): PlayerRating {
  const { mu, sigma } = rating();
  return { playerId, engine, mu, sigma, games: 0 };
}

/**
 * The changes one game makes, given each seated player's current rating (`current` returns
 * `initialRating` for a newcomer); none for a game that does not count.
 */
export function rateGame(
  game: RatingGame,
  current: (playerId: string, engine: string) => PlayerRating,
): RatingChange[] {
  if (!countsForRatings(game)) return [];
  const places = placesOf(game);
  const players = game.seats.map((seat) => {
    // countsForRatings checked that every seat has a person.
    const playerId = seat.playerId ?? '';
    return { seat: seat.seat, before: current(playerId, game.engine) };
  });
  const teams = players.map(({ before }) => [{ mu: before.mu, sigma: before.sigma }]);
  const rated = rate(teams, { rank: places });
  return players.map(({ seat, before }, index) => {
    const after = rated[index]?.[0] ?? before;
    return {
      gameId: game.gameId,
      engine: game.engine,
      finishedAt: game.finishedAt,
      playerId: before.playerId,
      seat,
      place: places[index] ?? 0,
      before,
      after: { ...before, mu: after.mu, sigma: after.sigma, games: before.games + 1 },
    };
  });
}

/** Every player's rating per title, and the history, from scratch. */
export interface RatingsResult {
  /** Sorted by title, then by player id. */
  readonly ratings: readonly PlayerRating[];
  /** In order of application. */
  readonly changes: readonly RatingChange[];
}

const keyOf = (playerId: string, engine: string): string => `${engine}\u0000${playerId}`;

/** Folds `games` (any order: they are sorted by finish, then id) into ratings. */
export function computeRatings(games: readonly RatingGame[]): RatingsResult {
  const current = new Map<string, PlayerRating>();
  const changes: RatingChange[] = [];
  for (const game of [...games].sort(byFinish)) {
    const gameChanges = rateGame(
      game,
      (playerId, engine) => current.get(keyOf(playerId, engine)) ?? initialRating(playerId, engine),
    );
    for (const change of gameChanges) {
      current.set(keyOf(change.playerId, change.engine), change.after);
      changes.push(change);
    }
  }
  const ratings = [...current.values()].sort((a, b) =>
    a.engine === b.engine ? (a.playerId < b.playerId ? -1 : 1) : a.engine < b.engine ? -1 : 1,
  );
  return { ratings, changes };
}
