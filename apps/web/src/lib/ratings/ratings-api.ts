/** Ratings from the public API (issue 21): a title's leaderboard and a player's ratings. */
import type { components } from '@tavolo/sdk/client';
import { api, unwrap } from '../api/client.ts';

export type Leaderboard = components['schemas']['Leaderboard'];
export type PlayerRatings = components['schemas']['PlayerRatings'];
export type TitleRating = components['schemas']['TitleRating'];

export function loadLeaderboard(engine: string): Promise<Leaderboard> {
  return unwrap(api().GET('/api/v1/leaderboards/{engine}', { params: { path: { engine } } }));
}

export function loadPlayerRatings(username: string): Promise<PlayerRatings> {
  return unwrap(
    api().GET('/api/v1/players/{username}/ratings', { params: { path: { username } } }),
  );
}
