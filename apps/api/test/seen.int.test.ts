/**
 * "While you were away" (issue 17 item 11) over REST and GraphQL: each seat's lastSeenVersion is
 * in its own state only, is set with POST …/seen or markSeen, never moves back, and refuses a
 * version the game has not reached (409 SEEN_VERSION_AHEAD) or a caller without a seat
 * (403 NOT_SEATED), changing nothing.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ViewerState } from '../src/http/operations.ts';
import { startRestGame } from './clocked-server.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';

describeOnDatabases('last seen version', (driver) => {
  const fixture = useServer(driver);

  const state = async (client: RestClient, gameId: string) => {
    const reply = await client.get<ViewerState>(`/games/${gameId}/state`);
    return { ...reply.body, etag: reply.headers.get('etag') };
  };

  /** One move by whoever is to move: who moved (their index in `people`) and the answer. */
  const moveOnce = async (people: readonly RestClient[], gameId: string) => {
    for (const [mover, person] of people.entries()) {
      const current = await state(person, gameId);
      if (current.legalCommands.length === 0) continue;
      const sent = await person.post<{ state: { lastSeenVersion: number | null } }>(
        `/games/${gameId}/commands`,
        {
          expectedVersion: current.version,
          commandId: randomUUID(),
          command: current.legalCommands[0],
        },
      );
      expect(sent.status).toBe(200);
      return { mover, answer: sent.body };
    }
    throw new Error('nobody could move');
  };

  it('keeps each seat its own last seen version, never moving back', async () => {
    const base = fixture().url;
    const people = [await new RestClient(base).signUp(), await new RestClient(base).signUp()];
    const [alice, bob] = people as [RestClient, RestClient];
    const gameId = await startRestGame(people, { engine: 'bon-appetit' });
    const fresh = await state(alice, gameId);
    expect(fresh.lastSeenVersion).toBeNull();
    expect((await state(new RestClient(base), gameId)).lastSeenVersion).toBeNull();

    await moveOnce(people, gameId);
    await moveOnce(people, gameId);
    const marked = await alice.post(`/games/${gameId}/seen`, { version: 2 });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ gameId, seat: 0, lastSeenVersion: 2 });
    const afterMark = await state(alice, gameId);
    expect(afterMark.lastSeenVersion).toBe(2);
    expect(afterMark.etag).not.toBe(fresh.etag);
    // Bob's seat has its own; a spectator never has one.
    expect((await state(bob, gameId)).lastSeenVersion).toBeNull();
    expect((await state(new RestClient(base), gameId)).lastSeenVersion).toBeNull();

    // An older tab saying version 1 does not move it back.
    expect((await alice.post(`/games/${gameId}/seen`, { version: 1 })).body).toMatchObject({
      lastSeenVersion: 2,
    });
    expect((await state(alice, gameId)).lastSeenVersion).toBe(2);
    // A read-scoped API token may mark its account's seat.
    const reader = await bob.tokenClient(['read']);
    expect((await reader.post(`/games/${gameId}/seen`, { version: 1 })).status).toBe(200);
    expect((await state(bob, gameId)).lastSeenVersion).toBe(1);
    // A move's answer carries the mover's own (read with the move's head, not after it).
    for (let moves = 0; moves < 2; moves += 1) {
      const { mover, answer } = await moveOnce(people, gameId);
      expect(answer.state.lastSeenVersion).toBe([2, 1][mover]);
    }
  });

  it('refuses a version ahead of the game, a caller without a seat, and bad input', async () => {
    const base = fixture().url;
    const people = [await new RestClient(base).signUp(), await new RestClient(base).signUp()];
    const [alice] = people as [RestClient, RestClient];
    const gameId = await startRestGame(people, { engine: 'bon-appetit' });
    await alice.post(`/games/${gameId}/seen`, { version: 0 });
    const stranger = await new RestClient(base).signUp();
    const refusals: [RestClient, string, unknown, number, string][] = [
      [alice, gameId, { version: 1 }, 409, 'SEEN_VERSION_AHEAD'],
      [alice, gameId, { version: -1 }, 400, 'INVALID_INPUT'],
      [alice, gameId, { version: 'one' }, 400, 'INVALID_INPUT'],
      [alice, gameId, {}, 400, 'INVALID_INPUT'],
      [stranger, gameId, { version: 0 }, 403, 'NOT_SEATED'],
      [new RestClient(base), gameId, { version: 0 }, 401, 'UNAUTHENTICATED'],
      [alice, randomUUID(), { version: 0 }, 404, 'GAME_NOT_FOUND'],
    ];
    for (const [client, game, body, status, code] of refusals) {
      const reply = await client.post<{ code: string }>(`/games/${game}/seen`, body);
      expect([body, reply.status, reply.body.code]).toEqual([body, status, code]);
    }
    expect((await state(alice, gameId)).lastSeenVersion).toBe(0);
  });

  it('is read in gameState and set with markSeen over GraphQL', async () => {
    const base = fixture().url;
    const rest = [await new RestClient(base).signUp(), await new RestClient(base).signUp()];
    const gameId = await startRestGame(rest, { engine: 'bon-appetit' });
    await moveOnce(rest, gameId);
    const other = await new GraphqlClient(base).signUp();
    const refused = await other.send(
      'mutation ($gameId: ID!) { markSeen(gameId: $gameId, version: 0) { lastSeenVersion } }',
      { gameId },
    );
    expect(refused.errors?.[0]?.extensions.code).toBe('NOT_SEATED');
    const [owner] = rest;
    if (owner === undefined) throw new Error('no owner');
    const token = await owner.post<{ token: string }>('/tokens', {
      name: 'gq',
      scopes: ['read'],
    });
    const alice = new GraphqlClient(base).withToken(token.body.token);
    const seen = '{ gameState(gameId: "ID") { version lastSeenVersion } }'.replace('ID', gameId);
    expect(await alice.ok(seen)).toEqual({ gameState: { version: 1, lastSeenVersion: null } });
    const ahead = await alice.send(
      'mutation ($gameId: ID!) { markSeen(gameId: $gameId, version: 2) { lastSeenVersion } }',
      { gameId },
    );
    expect(ahead.errors?.[0]?.extensions.code).toBe('SEEN_VERSION_AHEAD');
    expect(
      await alice.ok(
        'mutation ($gameId: ID!) { markSeen(gameId: $gameId, version: 1) { seat lastSeenVersion } }',
        { gameId },
      ),
    ).toEqual({ markSeen: { seat: 0, lastSeenVersion: 1 } });
    expect(await alice.ok(seen)).toEqual({ gameState: { version: 1, lastSeenVersion: 1 } });
  });
});
