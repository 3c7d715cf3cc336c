import type { GameState } from '@tavolo/sdk/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** The server: the state at `head`, and what a submitted command gets. */
function server(head: { version: number }, onSubmit: () => Response) {
  const submitted: unknown[] = [];
  const fetch = vi.fn((request: Request) => {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.endsWith('/commands')) {
      return request.json().then((body: unknown) => {
        submitted.push(body);
        return onSubmit();
      });
    }
    if (url.pathname.endsWith('/state')) return Promise.resolve(json(200, state(head.version)));
    if (url.pathname.endsWith('/events')) {
      return Promise.resolve(
        json(200, { gameId: 'g', status: 'started', headVersion: head.version, entries: [] }),
      );
    }
    return Promise.resolve(json(404, { code: 'NOT_FOUND', message: url.pathname }));
  });
  return { fetch, submitted };
}

/** A server at `version` that accepts the next command, moving to the version after it. */
function acceptingServer(version: number) {
  const head = { version };
  return server(head, () => {
    head.version = version + 1;
    return json(200, {
      gameId: 'g',
      version: head.version,
      commandId: 'c',
      events: [],
      duplicate: false,
      state: state(head.version),
      stateEtag: `"v${head.version}-seat0"`,
    });
  });
}

/** The paths a mocked fetch was asked for, in order. */
function pathsOf(fetch: { mock: { calls: [Request][] } }): string[] {
  return fetch.mock.calls.map(([request]) => new URL(request.url).pathname);
}

describe('TableController.send', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { origin: 'http://tavolo.test' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the command at the shown version, says so and shows the state it answers', async () => {
    const { fetch, submitted } = acceptingServer(5);
    vi.stubGlobal('fetch', fetch);
    const table = new TableController('g', quiet);
    table.apply(state(5));
    await table.send({ type: 'pass' });
    expect(submitted).toMatchObject([{ expectedVersion: 5, command: { type: 'pass' } }]);
    // One request per move: the answer carries the new state, nothing reads it again.
    expect(pathsOf(fetch).filter((path) => path.endsWith('/state'))).toEqual([]);
    expect(table.notice).toBe('table.sent');
    expect(table.error).toBeNull();
    expect(table.state?.version).toBe(6);
    expect(table.busy).toBe(false);
  });

  it('ends the "move sent" notice once a later move arrives', async () => {
    const { fetch } = acceptingServer(5);
    vi.stubGlobal('fetch', fetch);
    const table = new TableController('g', quiet);
    table.apply(state(5));
    await table.send({ type: 'pass' });
    table.apply(state(6)); // the same state again (a late live update): still the news
    expect(table.notice).toBe('table.sent');
    table.apply(state(7)); // someone moved since
    expect(table.notice).toBeNull();
  });

  it('meets a stale move with "the table changed" and the fresh state', async () => {
    const head = { version: 9 };
    const { fetch } = server(head, () =>
      json(409, { code: 'VERSION_CONFLICT', message: 'moved on', currentVersion: 9 }),
    );
    vi.stubGlobal('fetch', fetch);
    const table = new TableController('g', quiet);
    table.apply(state(7));
    await table.send({ type: 'pass' });
    expect(table.notice).toBe('table.changed');
    expect(table.error).toBeNull();
    expect(table.state?.version).toBe(9);
  });

  it('shows other refusals as errors, with their code', async () => {
    const { fetch } = server({ version: 3 }, () =>
      json(422, { code: 'INVALID_COMMAND', message: 'no such move' }),
    );
    vi.stubGlobal('fetch', fetch);
    const table = new TableController('g', quiet);
    table.apply(state(3));
    await table.send({ type: 'fly' });
    expect(table.notice).toBeNull();
    expect(table.error?.code).toBe('INVALID_COMMAND');
  });

  it('never goes back to an older state', () => {
    vi.stubGlobal('fetch', server({ version: 4 }, () => json(500, {})).fetch);
    const table = new TableController('g', quiet);
    table.apply(state(4));
    table.apply(state(2));
    expect(table.state?.version).toBe(4);
  });
});
