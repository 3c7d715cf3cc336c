/**
 * Private notes (issue 21 item 6, ADR 0038): an account's own notes on a game, each at the
 * version (the move) it was written at. Only the author reads them: every query names the
 * author, and nothing else (state, events, exports, notifications) ever joins this table.
 */
import { and, asc, eq } from 'drizzle-orm';
import { systemClock } from '../clock.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { gameNotes, games } from '../db/schema.ts';
import { startedGameVersion } from '../store/started-version.ts';
import { ServiceError } from '../errors.ts';
import { gameIdSchema, parseInput } from '../service/inputs.ts';
import { noteBodySchema, noteVersionSchema } from './chat-inputs.ts';

export interface GameNote {
  /** The game's version the note was written at (the move it sits beside in the replay). */
  readonly version: number;
  readonly body: string;
  readonly updatedAt: string;
}

export class NotesService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock = systemClock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** The author's notes on the game, by version. */
  async notes(gameId: string, authorId: string): Promise<GameNote[]> {
    const id = await this.#existing(gameId);
    const rows = await this.#db
      .select({ version: gameNotes.version, body: gameNotes.body, updatedAt: gameNotes.updatedAt })
      .from(gameNotes)
      .where(and(eq(gameNotes.gameId, id), eq(gameNotes.authorId, authorId)))
      .orderBy(asc(gameNotes.version));
    return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  }

  /**
   * Writes the author's note at `version` (replacing the one there; an empty text removes it)
   * and returns all of the author's notes on the game. NOTE_VERSION_AHEAD past the game's version.
   */
  async write(
    gameId: string,
    authorId: string,
    version: number,
    body: string,
  ): Promise<GameNote[]> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const at = parseInput(noteVersionSchema, version, 'version');
    const text = parseInput(noteBodySchema, body, 'note');
    const reached = await startedGameVersion(this.#db, id, 'no move to note yet');
    if (at > reached) {
      throw new ServiceError(
        'NOTE_VERSION_AHEAD',
        `The game is at version ${reached}: no note at version ${at} yet.`,
      );
    }
    const key = and(
      eq(gameNotes.gameId, id),
      eq(gameNotes.authorId, authorId),
      eq(gameNotes.version, at),
    );
    if (text === '') {
      await this.#db.delete(gameNotes).where(key);
    } else {
      const updatedAt = this.#clock.now();
      await this.#db
        .insert(gameNotes)
        .values({ gameId: id, authorId, version: at, body: text, updatedAt })
        .onConflictDoUpdate({
          target: [gameNotes.gameId, gameNotes.authorId, gameNotes.version],
          set: { body: text, updatedAt },
        });
    }
    return this.notes(id, authorId);
  }

  async #existing(gameId: string): Promise<string> {
    const id = parseInput(gameIdSchema, gameId, 'game id');
    const [game] = await this.#db.select({ id: games.id }).from(games).where(eq(games.id, id));
    if (game === undefined) throw new ServiceError('GAME_NOT_FOUND', `No game ${id}.`);
    return id;
  }
}
