/**
 * Time zones and vacations over REST and GraphQL (issue 17 items 1, 7 and 13): the same
 * operations answer alike, refusals are 4xx with stable codes and change nothing, and the game
 * summaries carry the weekend pause, the vacation policy and "on vacation until …".
 */
import { expect, it } from 'vitest';
import type { GameSummary } from '../src/index.ts';
import type { AwayStatus } from '../src/vacations/vacation-service.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { useGraphqlServer } from './graphql-fixture.ts';
import { RestClient, useServer } from './http.ts';

const DAY = 86_400_000;

describeOnDatabases('away over REST', (driver) => {
  const fixture = useServer(driver);

  it('sets the time zone and starts and ends a vacation, refusing bad requests', async () => {
    const anonymous = await new RestClient(fixture().url).get('/me/away');
    expect(anonymous.status).toBe(401);
    const alice = await new RestClient(fixture().url).signUp();
    const initial = await alice.get<AwayStatus>('/me/away');
    expect(initial.body).toMatchObject({
      timeZone: 'UTC',
      bankSeconds: 7 * 86_400,
      vacation: null,
    });

    const badZone = await alice.put('/me/time-zone', { timeZone: 'Mars/Olympus' });
    expect(badZone.status).toBe(400);
    expect(badZone.body).toMatchObject({ code: 'INVALID_INPUT' });
    const zone = await alice.put<AwayStatus>('/me/time-zone', { timeZone: 'Europe/Rome' });
    expect(zone.body.timeZone).toBe('Europe/Rome');

    const tooLong = await alice.post('/me/vacation', {
      until: new Date(Date.now() + 8 * DAY).toISOString(),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'VACATION_TOO_LONG' });
    expect((await alice.get<AwayStatus>('/me/away')).body.vacation).toBeNull();
    const notOn = await alice.delete('/me/vacation');
    expect(notOn.status).toBe(409);
    expect(notOn.body).toMatchObject({ code: 'NOT_ON_VACATION' });

    // A game of Alice's with the pauses chosen: others see her vacation on it.
    const bob = await new RestClient(fixture().url).signUp();
    const created = await alice.post<GameSummary>('/games', {
      engine: 'cheesonomics',
      seatCount: 2,
      timeControl: { kind: 'per_move', moveSeconds: 3600 },
      weekendPause: true,
    });
    expect(created.body).toMatchObject({ weekendPause: true, vacation: 'allowed' });
    const gameId = created.body.gameId;
    expect((await alice.put(`/games/${gameId}/seats/0`)).status).toBe(200);
    expect((await bob.put(`/games/${gameId}/seats/1`)).status).toBe(200);
    expect((await alice.post(`/games/${gameId}/start`)).status).toBe(200);

    const until = new Date(Date.now() + 2 * DAY).toISOString();
    const started = await alice.post<AwayStatus>('/me/vacation', { until });
    expect(started.status).toBe(200);
    expect(started.body.vacation).toMatchObject({ until, endsBy: until });
    const again = await alice.post('/me/vacation', {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_ON_VACATION' });
    const seen = await bob.get<GameSummary>(`/games/${gameId}`);
    expect(seen.body.seats[0]).toMatchObject({ timeZone: 'Europe/Rome', vacationUntil: until });
    expect(seen.body.seats[1]).toMatchObject({ timeZone: 'UTC', vacationUntil: null });

    const ended = await alice.delete<AwayStatus>('/me/vacation');
    expect(ended.status).toBe(200);
    expect(ended.body.vacation).toBeNull();
    expect(
      (await bob.get<GameSummary>(`/games/${gameId}`)).body.seats[0]?.vacationUntil,
    ).toBeNull();
  });
});

describeOnDatabases('away over GraphQL', (driver) => {
  const fixture = useGraphqlServer(driver);
  const fields =
    'timeZone bankSeconds capSeconds perYearSeconds vacation { startedAt until endsBy }';

  it('answers the same operations, with the same codes', async () => {
    const alice = await new GraphqlClient(fixture().url).signUp();
    const status = await alice.ok<{ awayStatus: AwayStatus }>(`{ awayStatus { ${fields} } }`);
    expect(status.awayStatus).toMatchObject({ timeZone: 'UTC', vacation: null });
    const zone = await alice.ok<{ setTimeZone: AwayStatus }>(
      `mutation ($z: String!) { setTimeZone(timeZone: $z) { ${fields} } }`,
      { z: 'America/Los_Angeles' },
    );
    expect(zone.setTimeZone.timeZone).toBe('America/Los_Angeles');
    const started = await alice.ok<{ startVacation: AwayStatus }>(
      `mutation { startVacation { ${fields} } }`,
    );
    expect(started.startVacation.vacation?.until).toBeNull();
    const again = await alice.send(`mutation { startVacation { timeZone } }`);
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'ALREADY_ON_VACATION' });
    const ended = await alice.ok<{ endVacation: AwayStatus }>(
      `mutation { endVacation { ${fields} } }`,
    );
    expect(ended.endVacation.vacation).toBeNull();
    const none = await alice.send(`mutation { endVacation { timeZone } }`);
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_ON_VACATION' });
    const created = await alice.ok<{ createGame: GameSummary }>(
      `mutation ($input: CreateGameInput!) { createGame(input: $input) { weekendPause vacation } }`,
      { input: { engine: 'bon-appetit', seatCount: 2, vacation: 'none' } },
    );
    expect(created.createGame).toEqual({ weekendPause: false, vacation: 'none' });
  });
});
