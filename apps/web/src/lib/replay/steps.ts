/** Replay steps from the API, each read once: a finished game's past never changes. */
import type { GameState, LogEntry } from '@tavolo/sdk/client';
import { api, unwrap } from '../api/client.ts';

/** A point of the replay: a version, and, for steps inside one entry, how many of its events. */
export interface StepPoint {
  readonly version: number;
  readonly events?: number;
}

export type StepReader = (at: StepPoint, seat: number | null) => Promise<GameState>;

export function stepReader(gameId: string): StepReader {
  const cache = new Map<string, Promise<GameState>>();
  return (at, seat) => {
    const key = `${at.version}:${at.events ?? 'all'}:${seat ?? 'spectator'}`;
    let state = cache.get(key);
    if (state === undefined) {
      const query = {
        atVersion: at.version,
        ...(at.events === undefined ? {} : { atEvents: at.events }),
        ...(seat === null ? {} : { seat }),
      };
      state = unwrap(
        api().GET('/api/v1/games/{gameId}/state', { params: { path: { gameId }, query } }),
      );
      state.catch(() => cache.delete(key)); // read again next time
      cache.set(key, state);
    }
    return state;
  };
}

/**
 * How a replay steps: one step per version, or — in a game over at its setup, where every seat
 * played automatically (head 0) — one step per event of the setup, so that it too can be followed.
 */
export interface Stepping {
  /** The last step (steps run from 0). */
  readonly last: number;
  readonly pointOf: (step: number) => StepPoint;
  /** The log as it stood at a step. */
  readonly entriesAt: (entries: readonly LogEntry[], step: number) => LogEntry[];
}

export function steppingOf(head: number, entries: readonly LogEntry[]): Stepping {
  const setupEvents = entries[0]?.events.length ?? 0;
  if (head > 0 || setupEvents === 0) {
    return {
      last: head,
      pointOf: (step) => ({ version: step }),
      entriesAt: (all, step) => all.filter((entry) => entry.version <= step),
    };
  }
  return {
    last: setupEvents,
    pointOf: (step) => ({ version: 0, events: step }),
    entriesAt: (all, step) =>
      all.slice(0, 1).map((entry) => ({ ...entry, events: entry.events.slice(0, step) })),
  };
}
