/**
 * Calendar feeds (issue 17 item 10) over real HTTP on a fake clock: an account makes a secret
 * feed URL (REST or GraphQL, a session only), the feed parses as iCalendar (ical.js) with one
 * event per game where that account is to move, at its deadline, and follows the games as they
 * move (same UID through a turn, a new one for the next, SEQUENCE and DTSTAMP moving on); a new
 * URL ends the old one, and any other address is 404 CALENDAR_FEED_NOT_FOUND.
 */
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import type { GameState, GameSummary } from '../src/index.ts';
import { useClockedServer, startRestGame } from './clocked-server.ts';
import { describeOnDatabases } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient } from './http.ts';

const DAY_SECONDS = 86_400;
const perDay = { kind: 'per_move', moveSeconds: DAY_SECONDS } as const;

interface FeedEvent {
  readonly uid: string;
  readonly start: string;
  readonly sequence: number;
  readonly stamp: string;
  readonly summary: string;
  readonly url: string;
}

interface CreatedFeed {
  readonly token: string;
  readonly path: string;
  readonly info: { readonly prefix: string; readonly createdAt: string };
}

function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const stamp = component.getFirstPropertyValue('dtstamp');
    if (!(stamp instanceof ICAL.Time)) throw new Error('an event without DTSTAMP');
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      sequence: event.sequence,
      stamp: stamp.toJSDate().toISOString(),
      summary: event.summary,
      url: String(component.getFirstPropertyValue('url')),
    };
  });
}

describeOnDatabases('calendar feed', (driver) => {
  const clock = new FakeClock('2030-05-06T08:00:00.000Z');
  const fixture = useClockedServer(driver, clock);

  const feedOf = async (path: string) => {
    const response = await fetch(`${fixture().url}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    };
  };

  const newFeed = async (client: RestClient): Promise<CreatedFeed> => {
    const reply = await client.post<CreatedFeed>('/calendar/regenerate');
    expect(reply.status).toBe(201);
    return reply.body;
  };

  const stateOf = async (client: RestClient, gameId: string) =>
    (await client.get<GameState>(`/games/${gameId}/state`)).body;

  /** The clocks every summary shows: when they were taken, and a seat's deadline. */
  const clocksOf = async (client: RestClient, gameId: string, seat: number) => {
    const { clocks } = (await client.get<GameSummary>(`/games/${gameId}`)).body;
    const deadline = clocks?.seats.find((clockOfSeat) => clockOfSeat.seat === seat)?.deadline;
    return { asOf: clocks?.asOf, deadline };
  };

  it('makes a secret URL for a session, shows only its prefix after, and ends the old one', async () => {
    const alice = await new RestClient(fixture().url).signUp();
    expect((await alice.get('/calendar')).body).toEqual({ feed: null });
    const first = await newFeed(alice);
    expect(first.path).toBe(`/calendar/${first.token}.ics`);
    expect(first.token.startsWith(first.info.prefix)).toBe(true);
    expect((await alice.get('/calendar')).body).toEqual({ feed: first.info });
    expect((await feedOf(first.path)).status).toBe(200);

    clock.advance(1000);
    const second = await newFeed(alice);
    expect(second.token).not.toBe(first.token);
    const old = await feedOf(first.path);
    expect(old.status).toBe(404);
    expect(JSON.parse(old.text)).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    expect((await feedOf(second.path)).status).toBe(200);
    expect((await alice.get('/calendar')).body).toEqual({ feed: second.info });

    // An API token may not read or make it: the secret URL is as good as a read credential.
    const token = await alice.tokenClient(['read', 'play']);
    expect((await token.get('/calendar')).status).toBe(403);
    expect((await token.post('/calendar/regenerate')).status).toBe(403);
    expect((await new RestClient(fixture().url).get('/calendar')).status).toBe(401);
  });

  it('answers 404 CALENDAR_FEED_NOT_FOUND for any address that is not a feed', async () => {
    const made = `/calendar/cal_${'A'.repeat(43)}.ics`;
    for (const path of [
      made,
      '/calendar/nothing.ics',
      '/calendar/cal_x',
      `/calendar/${randomUUID()}`,
    ]) {
      const reply = await feedOf(path);
      expect([path, reply.status]).toEqual([path, 404]);
      expect(JSON.parse(reply.text)).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    }
  });

  it('lists the games where the owner is to move, at the deadline, and follows the moves', async () => {
    const people = [
      await new RestClient(fixture().url).signUp(),
      await new RestClient(fixture().url).signUp(),
    ];
    const [host] = people;
    if (host === undefined) throw new Error('no host');
    const feeds = await Promise.all(people.map(newFeed));
    const timed = await startRestGame(people, { engine: 'bon-appetit', timeControl: perDay });
    // A game without a time control has no deadline: no event.
    await startRestGame(people, { engine: 'bon-appetit' });

    const first = await stateOf(host, timed);
    const [mover] = first.activeSeats;
    if (mover === undefined || first.activeSeats.length !== 1) throw new Error('one seat to move');
    const waiter = 1 - mover;
    const feedText = async (seat: number) => (await feedOf(feeds[seat]?.path ?? '')).text;

    const before = await feedOf(feeds[mover]?.path ?? '');
    expect(before.type).toMatch(/^text\/calendar/);
    const [event, ...others] = eventsOf(before.text);
    expect(others).toEqual([]);
    const started = await clocksOf(host, timed, mover);
    expect(event).toEqual({
      uid: `${timed}-seat${mover}-move1@tavolo`,
      start: started.deadline,
      sequence: 0,
      stamp: started.asOf,
      summary: 'Your move: Bon Appétit!',
      url: `${fixture().url}/games/${timed}`,
    });
    expect(Date.parse(event?.start ?? '') - Date.parse(started.asOf ?? '')).toBe(
      DAY_SECONDS * 1000,
    );
    expect(eventsOf(await feedText(waiter))).toEqual([]);
    // Reading a feed changes nothing: the same text again.
    expect(await feedText(mover)).toBe(before.text);

    clock.advance(3 * 3600_000);
    const moverClient = people[mover];
    if (moverClient === undefined) throw new Error('no mover');
    const state = await stateOf(moverClient, timed);
    const sent = await moverClient.post(`/games/${timed}/commands`, {
      expectedVersion: state.version,
      commandId: randomUUID(),
      command: state.legalCommands[0],
    });
    expect(sent.status).toBe(200);

    const after = await stateOf(moverClient, timed);
    const next = after.activeSeats;
    expect(next.length).toBeGreaterThan(0);
    for (const seat of [0, 1]) {
      const events = eventsOf(await feedText(seat));
      if (!next.includes(seat)) {
        expect(events).toEqual([]);
        continue;
      }
      // The mover moving again is its second move; the other seat's first.
      const moveNumber = seat === mover ? 2 : 1;
      const now = await clocksOf(moverClient, timed, seat);
      expect(now.asOf).toBe(new Date(Date.parse(started.asOf ?? '') + 3 * 3600_000).toISOString());
      expect(events).toEqual([
        expect.objectContaining({
          uid: `${timed}-seat${seat}-move${moveNumber}@tavolo`,
          start: now.deadline,
          sequence: 1,
          stamp: now.asOf,
        }),
      ]);
    }
  });

  it('is read and made over GraphQL as over REST', async () => {
    const client = await new GraphqlClient(fixture().url).signUp();
    expect(await client.ok('{ calendarFeed { prefix } }')).toEqual({ calendarFeed: null });
    const made = await client.ok<{ regenerateCalendarFeed: CreatedFeed }>(
      'mutation { regenerateCalendarFeed { token path info { prefix createdAt } } }',
    );
    const { token, path, info } = made.regenerateCalendarFeed;
    expect(path).toBe(`/calendar/${token}.ics`);
    expect(await client.ok('{ calendarFeed { prefix createdAt } }')).toEqual({
      calendarFeed: info,
    });
    expect(eventsOf((await feedOf(path)).text)).toEqual([]);
    const withToken = await client.tokenClient(['read']);
    const refused = await withToken.send('{ calendarFeed { prefix } }');
    expect(refused.errors?.[0]?.extensions.code).toBe('SESSION_REQUIRED');
  });
});
