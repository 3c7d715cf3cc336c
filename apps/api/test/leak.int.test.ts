/**
 * No leak through the API: random games of every engine are played by people over REST while
 * every seat and a spectator read their state and the log after each move, and some seats send
 * refused moves. Once the game is over its export is replayed through the engine, and everything
 * each viewer was sent during play must be exactly what the engine's view and redaction give that
 * viewer at that version — nothing more — with no server seed, chain hash or other seat's command
 * anywhere in any response, errors included. The finished game's export, read over HTTP, passes
 * the offline verifier, and its whole log can be read. Each seat's calendar feed is read during
 * play too: it parses, holds an event exactly when the seat is to move, at the deadline its state
 * shows, and joins the secret search.
 *
 * Every seat's inbox (issue 17 item 8), read over REST and GraphQL once the game is over, holds
 * only what public facts give, and no secret (notification-leaks.ts).
 *
 * These are the whole games over REST (one per engine; every other variant is played below HTTP
 * in variants.int.test.ts). Each move here costs nine or ten requests: see timeouts.ts.
 */
import { randomUUID } from 'node:crypto';
import { findGame } from '@tavolo/engine';
import type { AnyGameModule, Viewer } from '@tavolo/engine';
import { verifyExport } from '@tavolo/sdk/audit';
import ICAL from 'ical.js';
import type { GameExport } from '@tavolo/sdk/audit';
import { expect, it } from 'vitest';
import type { EventsPage, GameState, ViewerEntry } from '../src/index.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { describeOnDatabases } from './databases.ts';
import { RestClient, useServer } from './http.ts';
import { checkNotifications } from './notification-leaks.ts';
import { testRandom } from './play.ts';
import { READ_EVERYTHING_GAME } from './timeouts.ts';

const TABLES = [
  { engine: 'big-cheese', seatCount: 3, options: {} },
  { engine: 'big-shot', seatCount: 3, options: { hidden_money: true } },
  { engine: 'bon-appetit', seatCount: 3, options: {} },
  { engine: 'cheesonomics', seatCount: 3, options: { flavour: 'sharp' } },
] as const;

/** A week per move: clocks run (so calendar feeds have events) and no deadline passes. */
const WEEK_PER_MOVE = { kind: 'per_move', moveSeconds: 7 * 86_400 } as const;
/** Calendar feeds are read at every few turns: they cost a request per seat. */
const FEED_EVERY_TURNS = 3;

interface Reader {
  readonly viewer: Viewer;
  readonly client: RestClient;
  readonly states: GameState[];
  readonly entries: ViewerEntry[];
  lastVersion: number | undefined;
  /** The seat's calendar feed URL (seats only). */
  readonly feedUrl?: string;
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** Every response body of the game in play, as text, for the secret search. */
const transcripts: string[] = [];

async function read(reader: Reader, gameId: string): Promise<GameState> {
  const state = await reader.client.get<GameState>(`/games/${gameId}/state`);
  const after = reader.lastVersion === undefined ? '' : `&afterVersion=${reader.lastVersion}`;
  const page = await reader.client.get<EventsPage>(`/games/${gameId}/events?limit=1000${after}`);
  if (state.body.status === 'started' && page.body.status === 'started') {
    transcripts.push(JSON.stringify(state.body), JSON.stringify(page.body));
    reader.states.push(state.body);
    reader.entries.push(...page.body.entries);
    reader.lastVersion = page.body.entries.at(-1)?.version ?? reader.lastVersion;
  }
  return state.body;
}

/** The seat's calendar feed: an event exactly when it is to move, at its deadline; nothing else. */
async function readFeed(reader: Reader, state: GameState): Promise<void> {
  if (reader.feedUrl === undefined || reader.viewer.kind !== 'seat') return;
  const { seat } = reader.viewer;
  const text = await (await fetch(reader.feedUrl)).text();
  const events = new ICAL.Component(ICAL.parse(text) as unknown[])
    .getAllSubcomponents('vevent')
    .map((component) => new ICAL.Event(component));
  const deadline = state.clocks?.seats.find((clock) => clock.seat === seat)?.deadline ?? null;
  // iCalendar times are whole seconds.
  const inSeconds = deadline === null ? null : `${deadline.slice(0, 19)}.000Z`;
  const expected =
    state.status === 'started' && state.activeSeats.includes(seat) ? [inSeconds] : [];
  expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(expected);
  transcripts.push(text);
}

async function playToEnd(gameId: string, readers: readonly Reader[], seed: number) {
  const random = testRandom(seed);
  for (let turn = 0; turn < 5000; turn += 1) {
    const states = await Promise.all(readers.map((reader) => read(reader, gameId)));
    if (turn % FEED_EVERY_TURNS === 0) {
      await Promise.all(
        readers.map(async (reader, index) => {
          const state = states[index];
          if (state !== undefined) await readFeed(reader, state);
        }),
      );
    }
    const [first] = states;
    if (first === undefined || first.status === 'finished') return;
    const movers = readers.filter((_, index) => (states[index]?.legalCommands.length ?? 0) > 0);
    const mover = movers[random(movers.length)];
    const moverState = states[readers.indexOf(mover ?? readers[0] ?? ({} as Reader))];
    if (mover === undefined || moverState === undefined) throw new Error('nobody can move');
    const idle = readers.find(
      (reader) => reader.viewer.kind === 'seat' && !movers.includes(reader),
    );
    if (idle !== undefined && turn % 5 === 0) {
      // A seat that may not act tries someone else's move: refused, and the refusal tells nothing.
      const refused = await idle.client.post(`/games/${gameId}/commands`, {
        expectedVersion: moverState.version,
        commandId: randomUUID(),
        command: moverState.legalCommands[0],
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      transcripts.push(JSON.stringify(refused.body));
    }
    const sent = await mover.client.post(`/games/${gameId}/commands`, {
      expectedVersion: moverState.version,
      commandId: randomUUID(),
      command: moverState.legalCommands[random(moverState.legalCommands.length)],
    });
    expect(sent.status).toBe(200);
    transcripts.push(JSON.stringify(sent.body));
  }
  throw new Error('the game did not end');
}

/** The engine's state after each version, rebuilt from the finished game's export. */
function statesByVersion(module: AnyGameModule, exported: GameExport): unknown[] {
  const { seatCount, options } = exported.header;
  let state = module.initialState({ seatCount, options });
  return exported.log.map((entry) => {
    for (const event of entry.events) state = module.evolve(state, event);
    return state;
  });
}

function checkReader(module: AnyGameModule, reader: Reader, exported: GameExport) {
  const states = statesByVersion(module, exported);
  const { viewer } = reader;
  for (const served of reader.states) {
    const truth = states[served.version];
    expect(served.viewer).toEqual(viewer);
    expect(served.view).toEqual(plain(module.view(truth, viewer)));
    const legal = viewer.kind === 'seat' ? module.legalCommands(truth, viewer.seat) : [];
    expect(served.legalCommands).toEqual(plain(legal));
    expect(served.activeSeats).toEqual(module.activeSeats(truth));
  }
  for (const served of reader.entries) {
    const entry = exported.log[served.version];
    if (entry === undefined) throw new Error(`no entry ${served.version}`);
    expect(served.events).toEqual(plain(entry.events.map((e) => module.redactEvent(e, viewer))));
    expect(served.hash).toBeUndefined();
    const own = viewer.kind === 'seat' && entry.actor === viewer.seat;
    expect(served.command).toEqual(own ? entry.command : undefined);
    expect(served.commandId).toEqual(own ? entry.commandId : undefined);
  }
}

describeOnDatabases('no leak through the API', (driver) => {
  const fixture = useServer(driver);

  it.each(TABLES)(
    '$engine: each seat and a spectator get exactly their view, in state, log and errors',
    READ_EVERYTHING_GAME,
    async ({ engine, seatCount, options }) => {
      transcripts.length = 0;
      const module = findGame(engine);
      if (module === undefined) throw new Error(engine);
      const base = fixture().url;
      const people: RestClient[] = [];
      for (let seat = 0; seat < seatCount; seat += 1)
        people.push(await new RestClient(base).signUp());
      const [host] = people;
      if (host === undefined) throw new Error('no host');
      const { body: game } = await host.post<GameDetails>('/games', {
        engine,
        seatCount,
        options,
        timeControl: WEEK_PER_MOVE,
      });
      for (const [seat, person] of people.entries()) {
        expect((await person.put(`/games/${game.gameId}/seats/${seat}`)).status).toBe(200);
      }
      await host.post(`/games/${game.gameId}/start`);
      const fresh = (viewer: Viewer, client: RestClient): Reader => ({
        viewer,
        client,
        states: [],
        entries: [],
        lastVersion: undefined,
      });
      const feedUrls: string[] = [];
      for (const person of people) {
        const made = await person.post<{ path: string }>('/calendar/regenerate');
        feedUrls.push(`${base}${made.body.path}`);
      }
      const readers = [
        ...people.map((client, seat) => ({
          ...fresh({ kind: 'seat', seat }, client),
          feedUrl: feedUrls[seat] ?? '',
        })),
        fresh({ kind: 'spectator' }, new RestClient(base)),
      ];
      await playToEnd(game.gameId, readers, seatCount * 31 + engine.length);

      const exported = (await host.get<GameExport>(`/games/${game.gameId}/export`)).body;
      const report = verifyExport(exported, { serverSeedCommitment: game.serverSeedCommitment });
      expect(report.ok ? 'verified' : report.problem).toBe('verified');
      const whole = await new RestClient(base).get<EventsPage>(
        `/games/${game.gameId}/events?limit=1000`,
      );
      expect(whole.body.entries).toHaveLength(Math.min(1000, exported.log.length));
      for (const reader of readers) checkReader(module, reader, exported);
      await fixture().server.inbox.idle();
      transcripts.push(...(await checkNotifications(module, exported, people, base)));
      const secrets = [exported.serverSeed, ...exported.log.map((entry) => entry.hash)];
      const leaked = secrets.filter((secret) => transcripts.some((text) => text.includes(secret)));
      expect(leaked).toEqual([]);
      expect(readers.every((reader) => reader.states.length > 0)).toBe(true);
    },
  );
});
