/** Private notes (issue 21 item 6): the signed-in account's own notes on a game, by version. */
import type { components } from '@tavolo/sdk/client';
import { api, unwrap } from '../api/client.ts';

export type GameNote = components['schemas']['GameNotes']['notes'][number];

export async function loadNotes(gameId: string): Promise<GameNote[]> {
  const page = await unwrap(
    api().GET('/api/v1/games/{gameId}/notes', { params: { path: { gameId } } }),
  );
  return [...page.notes];
}

/** Writes the note at `version` (an empty text removes it); all the account's notes after. */
export async function writeNote(
  gameId: string,
  version: number,
  body: string,
): Promise<GameNote[]> {
  const page = await unwrap(
    api().PUT('/api/v1/games/{gameId}/notes', {
      params: { path: { gameId } },
      body: { version, body },
    }),
  );
  return [...page.notes];
}
