import type { GameState } from '@tavolo/sdk/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveTransport } from '../live/watch.ts';
import { TableController } from './controller.svelte.ts';

function state(version: number): GameState {
  return {
    gameId: 'g',
    status: 'started',
    version,
    activeSeats: [0],
    viewer: { kind: 'seat', seat: 0 },
    view: { version },
    legalCommands: [{ type: 'pass' }],
    outcome: null,
    turnDeadline: null,
    clocks: null,
    lastSeenVersion: null,
    seats: [],
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const quiet: LiveTransport = {
  subscribe: () => () => undefined,
  poll: () => new Promise(() => undefined),
};

describe('TableController, while you were away', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A server at version 5 whose log has entries 0–5; it records the versions marked seen. */
  function awayServer() {
    const marked: unknown[] = [];
    const entries = [0, 1, 2, 3, 4, 5].map((version) => ({
      version,
      actor: version === 0 ? null : version % 2,
      at: new Date(Date.UTC(2030, 0, 1, version)).toISOString(),
      events: [],
    }));
    const fetch = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/seen')) {
        const body = (await request.json()) as { version: number };
        marked.push(body);
        return json(200, { gameId: 'g', seat: 0, lastSeenVersion: body.version });
      }
      if (url.pathname.endsWith('/events')) {
        return json(200, { gameId: 'g', status: 'started', headVersion: 5, entries });
      }
      return json(404, { code: 'NOT_FOUND', message: url.pathname });
    });
    return { fetch, marked };
  }

  it('keeps the first state’s last seen version, then marks the shown log seen', async () => {
    vi.stubGlobal('location', { origin: 'http://tavolo.test' });
    const { fetch, marked } = awayServer();
    vi.stubGlobal('fetch', fetch);
    const table = new TableController('g', quiet);
    table.apply({ ...state(5), lastSeenVersion: 2 });
    expect(table.awaySince).toBe(2);
    await vi.waitFor(() => {
      expect(marked).toEqual([{ version: 5 }]);
    });
    // A later state (the seat has seen it all now) does not change what was new at the visit.
    table.apply({ ...state(5), lastSeenVersion: 5 });
    expect(table.awaySince).toBe(2);
  });

  it('has nothing to catch up on for a first visit or a spectator, and marks nothing for one', async () => {
    vi.stubGlobal('location', { origin: 'http://tavolo.test' });
    const { fetch, marked } = awayServer();
    vi.stubGlobal('fetch', fetch);
    const first = new TableController('g', quiet);
    first.apply(state(5));
    expect(first.awaySince).toBeNull();
    const spectator = new TableController('g', quiet);
    spectator.apply({ ...state(5), viewer: { kind: 'spectator' }, lastSeenVersion: null });
    expect(spectator.awaySince).toBeNull();
    await vi.waitFor(() => {
      expect(marked).toEqual([{ version: 5 }]);
    });
  });
});
