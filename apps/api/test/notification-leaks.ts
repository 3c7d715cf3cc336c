/**
 * The leak check of notifications (issue 17 item 8: "notifications must pass the same no-leak
 * checks as state"), for leak.int.test.ts: after a whole game over HTTP, every seat's inbox,
 * read over REST and over GraphQL, holds exactly what public facts give — its own seat, versions
 * at which that seat was to move (from the replayed export), the public result with the seated
 * names — field for field, with nothing else in `data` or `text`, and no secret anywhere.
 */
import type { AnyGameModule } from '@tavolo/engine';
import type { GameExport } from '@tavolo/sdk/audit';
import { expect } from 'vitest';
import type { Notification } from '../src/service/inbox/notification-data.ts';
import { notificationText } from '../src/service/inbox/notification-data.ts';
import type { InboxPage } from '../src/service/inbox/inbox-service.ts';
import { GraphqlClient } from './graphql-client.ts';
import type { RestClient } from './http.ts';

const NOTIFICATION_FIELDS = 'id kind gameId data text createdAt readAt';

/** The seats to move after each version of the exported game, by replaying it. */
function activeSeatsByVersion(module: AnyGameModule, exported: GameExport): number[][] {
  const { seatCount, options } = exported.header;
  let state = module.initialState({ seatCount, options });
  return exported.log.map((entry) => {
    for (const event of entry.events) state = module.evolve(state, event);
    return [...module.activeSeats(state)];
  });
}

function finalOutcome(module: AnyGameModule, exported: GameExport) {
  const { seatCount, options } = exported.header;
  let state = module.initialState({ seatCount, options });
  for (const entry of exported.log)
    for (const event of entry.events) state = module.evolve(state, event);
  const outcome = module.outcome(state);
  if (outcome === null) throw new Error('the game is not over');
  return outcome;
}

/** What a seat's notification may say, judged from public facts only. */
function expectPublic(
  note: Notification,
  seat: number,
  context: {
    readonly gameId: string;
    readonly engine: string;
    readonly names: readonly string[];
    readonly active: readonly number[][];
    readonly outcome: { readonly winners: readonly number[]; readonly reason: string };
  },
): void {
  expect(note.gameId).toBe(context.gameId);
  expect(note.text).toBe(notificationText(note));
  switch (note.kind) {
    case 'game_started':
      expect(note.data).toEqual({ engine: context.engine, seat });
      return;
    case 'your_turn':
      expect(note.data).toEqual({ engine: context.engine, seat, version: note.data.version });
      expect(context.active[note.data.version]).toContain(seat);
      return;
    case 'game_finished':
      expect(note.data).toEqual({
        engine: context.engine,
        reason: context.outcome.reason,
        placings: note.data.placings,
      });
      expect(note.data.placings.map((placing) => placing.seat).sort()).toEqual(
        context.names.map((_, index) => index),
      );
      for (const placing of note.data.placings) {
        expect(placing).toEqual({
          seat: placing.seat,
          displayName: context.names[placing.seat],
          rank: placing.rank,
          winner: context.outcome.winners.includes(placing.seat),
        });
        if (placing.winner) expect(placing.rank).toBe(1);
      }
      return;
    default:
      throw new Error(`an untimed game sent a ${note.kind} notification`);
  }
}

/**
 * Reads every seat's inbox over REST and GraphQL and checks each notification; returns the
 * responses as text, for the caller's secret search.
 */
export async function checkNotifications(
  module: AnyGameModule,
  exported: GameExport,
  people: readonly RestClient[],
  baseUrl: string,
): Promise<string[]> {
  const transcripts: string[] = [];
  const names = await Promise.all(
    people.map(async (person) => {
      const reply = await person.get<{ account: { displayName: string } }>('/auth/session');
      return reply.body.account.displayName;
    }),
  );
  const context = {
    gameId: exported.header.gameId,
    engine: module.id,
    names,
    active: activeSeatsByVersion(module, exported),
    outcome: finalOutcome(module, exported),
  };
  for (const [seat, person] of people.entries()) {
    const rest = await person.get<InboxPage>('/me/notifications?limit=100');
    expect(rest.status).toBe(200);
    const token = (
      await person.post<{ token: string }>('/tokens', { name: 'leak', scopes: ['read'] })
    ).body.token;
    const graphql = await new GraphqlClient(baseUrl)
      .withToken(token)
      .ok<{ notifications: { notifications: Notification[] } }>(
        `{ notifications(limit: 100) { notifications { ${NOTIFICATION_FIELDS} } } }`,
      );
    transcripts.push(JSON.stringify(rest.body), JSON.stringify(graphql));
    expect(graphql.notifications.notifications).toEqual(rest.body.notifications);
    const kinds = rest.body.notifications.map((note) => note.kind);
    expect(kinds).toContain('game_started');
    expect(kinds.filter((kind) => kind === 'game_finished')).toHaveLength(1);
    for (const note of rest.body.notifications) expectPublic(note, seat, context);
  }
  return transcripts;
}
