import type { GameState } from '@tavolo/sdk/client';
import { describe, expect, it } from 'vitest';
import { watchGame } from './watch.ts';
import type { LiveMode, LiveTransport, PollResult, SubscriptionHandlers } from './watch.ts';

function state(version: number, status: GameState['status'] = 'started'): GameState {
  return {
    gameId: 'g',
    status,
    version,
    activeSeats: [0],
    viewer: { kind: 'seat', seat: 0 },
    view: {},
    legalCommands: [],
    outcome: null,
    turnDeadline: null,
    clocks: null,
    lastSeenVersion: null,
    seats: [],
  };
}

/** A transport driven by the test: the socket's handlers, and a queue of poll answers. */
function fakeTransport(polls: (PollResult | Error)[] = []) {
  const calls = { subscribed: 0, unsubscribed: 0, etags: [] as (string | null)[] };
  let handlers: SubscriptionHandlers | undefined;
  const transport: LiveTransport = {
    subscribe(_gameId, next) {
      calls.subscribed += 1;
      handlers = next;
      return () => {
        calls.unsubscribed += 1;
      };
    },
    async poll(_gameId, etag, signal) {
      calls.etags.push(etag);
      const answer = polls.shift();
      if (answer === undefined) {
        await new Promise<void>((resolve) => {
          signal.addEventListener('abort', () => {
            resolve();
          });
        });
        return { state: null, etag };
      }
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { transport, calls, socket: () => handlers };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('watchGame', () => {
  it('hands on newer states from the subscription and ends with the final one', () => {
    const { transport, calls, socket } = fakeTransport();
    const seen: number[] = [];
    const modes: LiveMode[] = [];
    watchGame('g', transport, {
      onState: (s) => seen.push(s.version),
      onMode: (m) => modes.push(m),
    });
    socket()?.next(state(3));
    socket()?.next(state(3));
    socket()?.next(state(2));
    socket()?.next(state(5, 'finished'));
    socket()?.next(state(6));
    expect(seen).toEqual([3, 5]);
    expect(modes).toEqual(['connecting', 'socket', 'done']);
    expect(calls.unsubscribed).toBe(1);
  });

  it('falls back to long-polling with the ETag when the socket fails', async () => {
    const { transport, calls, socket } = fakeTransport([
      { state: state(4), etag: '"v4-seat0"' },
      { state: null, etag: '"v4-seat0"' },
      { state: state(7, 'finished'), etag: '"v7-seat0"' },
    ]);
    const seen: number[] = [];
    const modes: LiveMode[] = [];
    watchGame('g', transport, {
      onState: (s) => seen.push(s.version),
      onMode: (m) => modes.push(m),
    });
    socket()?.fail(new Error('socket closed'));
    for (let i = 0; i < 5; i += 1) await tick();
    expect(seen).toEqual([4, 7]);
    expect(calls.etags).toEqual([null, '"v4-seat0"', '"v4-seat0"']);
    expect(modes).toEqual(['connecting', 'polling', 'done']);
    expect(calls.unsubscribed).toBe(1);
  });

  it('backs off after failed polls and recovers', async () => {
    const { transport, socket } = fakeTransport([
      new Error('offline'),
      new Error('offline'),
      { state: state(1), etag: '"v1"' },
    ]);
    const waits: number[] = [];
    const modes: LiveMode[] = [];
    const seen: number[] = [];
    const stop = watchGame('g', transport, {
      onState: (s) => seen.push(s.version),
      onMode: (m) => modes.push(m),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      backoffMs: 100,
    });
    socket()?.complete();
    for (let i = 0; i < 10; i += 1) await tick();
    stop();
    expect(waits).toEqual([100, 200]);
    expect(seen).toEqual([1]);
    expect(modes).toEqual(['connecting', 'offline', 'polling']);
  });

  it('stops on request: nothing is handed on afterwards', () => {
    const { transport, calls, socket } = fakeTransport();
    const seen: number[] = [];
    const stop = watchGame('g', transport, { onState: (s) => seen.push(s.version) });
    stop();
    socket()?.next(state(1));
    expect(seen).toEqual([]);
    expect(calls.unsubscribed).toBe(1);
  });
});
