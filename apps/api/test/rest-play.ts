/** Plays a seat through the public REST API the way a simple client would: long-poll, move, retry. */
import { randomUUID } from 'node:crypto';
import type { GameState, SubmitResult } from '../src/index.ts';
import type { RestClient } from './http.ts';

export interface SeatPlay {
  readonly final: GameState;
  readonly moves: number;
  readonly conflicts: number;
}

/**
 * Moves for the client's seat whenever it may act (a random legal command), waiting with
 * `?wait=` and the ETag otherwise, until the game is over. A 409 (another seat moved first in a
 * simultaneous phase) is re-read and retried.
 */
export async function playSeat(
  client: RestClient,
  gameId: string,
  random: (bound: number) => number,
  options: { readonly maxRequests?: number } = {},
): Promise<SeatPlay> {
  let etag: string | undefined;
  let state: GameState | undefined;
  let moves = 0;
  let conflicts = 0;
  for (let request = 0; request < (options.maxRequests ?? 20_000); request += 1) {
    const headers: Record<string, string> = etag === undefined ? {} : { 'if-none-match': etag };
    const reply = await client.get<GameState>(`/games/${gameId}/state?wait=20`, { headers });
    if (reply.status === 200) {
      state = reply.body;
      etag = reply.headers.get('etag') ?? undefined;
    } else if (reply.status !== 304) {
      throw new Error(`state: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    if (state === undefined) continue;
    if (state.status === 'finished') return { final: state, moves, conflicts };
    const { legalCommands } = state;
    if (legalCommands.length === 0) continue;
    const command = legalCommands[random(legalCommands.length)];
    const sent = await client.post<SubmitResult>(`/games/${gameId}/commands`, {
      expectedVersion: state.version,
      commandId: randomUUID(),
      command,
    });
    if (sent.status === 200) moves += 1;
    else if (sent.status === 409) conflicts += 1;
    else throw new Error(`submit: ${sent.status} ${JSON.stringify(sent.body)}`);
    etag = undefined; // read the new state at once
  }
  throw new Error(`game ${gameId} did not finish`);
}
