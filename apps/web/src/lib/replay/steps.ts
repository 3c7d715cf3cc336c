/** Replay steps from the API, each read once: a finished game's past never changes. */
import type { GameState } from '@tavolo/sdk/client';
import { api, unwrap } from '../api/client.ts';

export type StepReader = (version: number, seat: number | null) => Promise<GameState>;

export function stepReader(gameId: string): StepReader {
  const cache = new Map<string, Promise<GameState>>();
  return (version, seat) => {
    const key = `${version}:${seat ?? 'spectator'}`;
    let state = cache.get(key);
    if (state === undefined) {
      const query = seat === null ? { atVersion: version } : { atVersion: version, seat };
      state = unwrap(
        api().GET('/api/v1/games/{gameId}/state', { params: { path: { gameId }, query } }),
      );
      state.catch(() => cache.delete(key)); // read again next time
      cache.set(key, state);
    }
    return state;
  };
}
