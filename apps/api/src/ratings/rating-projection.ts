/**
 * The ratings projection (issue 21 items 2–3, ADR 0037): when a game finishes, its title's games
 * not yet projected are applied, in order of finish, in one transaction holding the title's
 * advisory lock. It subscribes to the service's commit facts (it is never called by the
 * service); a fact heard twice applies nothing the second time, and games a crash kept from the
 * projection are applied by the next finish of their title or by the start-up catch-up.
 */
import type { Db } from '../db/database.ts';
import type { GameFact } from '../service/game-facts.ts';
import { engineOf, titlesWithGames, titlesWithPendingGames } from './rating-games.ts';
import { catchUpTitle, lockTitle, recomputeTitle } from './rating-writes.ts';

export interface FactSource {
  onFact(listener: (fact: GameFact) => void): () => void;
}

export interface RatingProjectionOptions {
  readonly onError?: (error: unknown) => void;
}

/** The game a fact finished, if it finished one. */
function finishedGame(fact: GameFact): string | undefined {
  if (fact.kind === 'entry_committed' && fact.outcome !== null) return fact.gameId;
  if (fact.kind === 'game_started' && fact.status === 'finished') return fact.gameId;
  return undefined;
}

export class RatingProjection {
  readonly #db: Db;
  readonly #onError: (error: unknown) => void;
  #queue: Promise<void> = Promise.resolve();

  constructor(db: Db, options: RatingProjectionOptions = {}) {
    this.#db = db;
    this.#onError =
      options.onError ??
      ((error) => {
        console.error('ratings:', error);
      });
  }

  /** Subscribes to `source`'s facts; returns the unsubscribe function. */
  attach(source: FactSource): () => void {
    return source.onFact((fact) => {
      const gameId = finishedGame(fact);
      if (gameId === undefined) return;
      this.#queue = this.#queue.then(() => this.#onFinished(gameId)).catch(this.#onError);
    });
  }

  /** Resolves once every fact announced so far has been handled. */
  idle(): Promise<void> {
    return this.#queue;
  }

  /** Applies every title's games not projected yet (at start-up); how many were applied. */
  async catchUp(): Promise<number> {
    let applied = 0;
    for (const engine of await titlesWithPendingGames(this.#db)) {
      applied += await this.catchUpTitle(engine);
    }
    return applied;
  }

  /** Applies one title's games not projected yet; how many were applied. */
  catchUpTitle(engine: string): Promise<number> {
    return this.#db.transaction(async (tx) => {
      await lockTitle(tx, engine);
      return catchUpTitle(tx, engine);
    });
  }

  /** Rebuilds every title's ratings and history from the finished games, title by title. */
  async recompute(): Promise<void> {
    for (const engine of await titlesWithGames(this.#db)) {
      await this.#db.transaction(async (tx) => {
        await lockTitle(tx, engine);
        await recomputeTitle(tx, engine);
      });
    }
  }

  async #onFinished(gameId: string): Promise<void> {
    const engine = await engineOf(this.#db, gameId);
    if (engine !== undefined) await this.catchUpTitle(engine);
  }
}
