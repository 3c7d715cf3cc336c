/**
 * A finished game's export as ratings read it (`tavolo ratings`, ADR 0037). Only the format is
 * checked — the hash chain and the replay are `tavolo verify`'s — and only what ratings need is
 * read: the title, the finish, `rated` (absent in older exports: casual), the seats' player ids
 * and the outcome.
 */
import { err, ok } from '@tavolo/engine';
import type { Result } from '@tavolo/engine';
import { gameExportSchema } from '../audit/export-format.ts';
import { ratingOutcomeSchema } from './places.ts';
import type { RatingGame } from './places.ts';

export function ratingGameOfExport(document: unknown): Result<RatingGame, string> {
  const parsed = gameExportSchema.safeParse(document);
  if (!parsed.success) return err(`not a game export: ${parsed.error.issues[0]?.message ?? ''}`);
  const game = parsed.data;
  const outcome = ratingOutcomeSchema.safeParse(game.outcome);
  if (!outcome.success) return err('its outcome has no winners and scores');
  return ok({
    gameId: game.header.gameId,
    engine: game.header.engine,
    finishedAt: game.finishedAt,
    rated: game.rated ?? false,
    seats: game.seats.map((seat) => ({
      seat: seat.seat,
      kind: seat.kind,
      playerId: seat.playerId ?? null,
    })),
    outcome: outcome.data,
  });
}
