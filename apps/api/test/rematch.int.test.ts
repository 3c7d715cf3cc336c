/**
 * Rematches (issue 21 item 8, ADR 0040) over REST, on PGlite and Postgres: a person of a finished
 * game offers one, the others accept or decline (with inbox notifications both ways), and the
 * last accept starts one new game with the same engine, options, time control and people, the
 * seats rotated by one. Every refusal has its stable code and writes nothing. Two accepts at once,
 * through two API processes on one database, start exactly one game.
 */
import { describe, expect, it } from 'vitest';
import type { GameDetails } from '../src/http/operations.ts';
import type { InboxPage } from '../src/service/inbox/inbox-service.ts';
import type { Rematch } from '../src/service/rematch/rematch-schema.ts';
import type { GameSummary } from '../src/service/views.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, useServer } from './http.ts';
import { useTwoProcesses } from './two-apps.ts';

interface Failure {
  readonly code: string;
}

const TIME_CONTROL = { kind: 'per_move', moveSeconds: 7200 } as const;

/** A Bon Appétit! game of `players` (in seat order) that is over at its start (auto_reveal). */
async function finishedGame(players: readonly RestClient[], visibility = 'public') {
  const [host] = players;
  if (host === undefined) throw new Error('a game needs a host');
  const seats = [...players.keys()];
  const created = await host.post<GameDetails>('/games', {
    engine: 'bon-appetit',
    seatCount: players.length,
    options: { auto_reveal: seats },
    timeControl: TIME_CONTROL,
    visibility,
    // Casual, unlike the default: the rematch must carry it over.
    rated: false,
  });
  expect(created.status).toBe(201);
  const { gameId, inviteCode } = created.body;
  for (const [seat, player] of players.entries()) {
    const joined = await player.put(`/games/${gameId}/seats/${seat}`, { inviteCode });
    expect(joined.status).toBe(200);
  }
  const started = await host.post<GameDetails>(`/games/${gameId}/start`);
  expect(started.body.status).toBe('finished');
  return started.body;
}

const kindsOf = async (client: RestClient, kind: string) => {
  const page = await client.get<InboxPage>('/me/notifications?limit=50');
  return page.body.notifications.filter((note) => note.kind === kind);
};

describeOnDatabases('rematches', (driver) => {
  const fixture = useServer(driver);
  const client = () => new RestClient(fixture().url).signUp();

  it('offers, notifies, and starts the same game with the seats rotated once all accept', async () => {
    const [ann, bob] = [await client(), await client()];
    const game = await finishedGame([ann, bob], 'private');
    const path = `/games/${game.gameId}/rematch`;
    expect((await ann.get<Failure>(path)).body.code).toBe('REMATCH_NOT_OFFERED');

    const offered = await ann.post<Rematch>(path);
    expect(offered.status).toBe(201);
    expect(offered.body).toMatchObject({
      gameId: game.gameId,
      status: 'open',
      offeredBy: ann.playerId,
      newGameId: null,
    });
    expect(offered.body.players.map((player) => [player.playerId, player.answer])).toEqual([
      [ann.playerId, 'accepted'],
      [bob.playerId, 'waiting'],
    ]);
    const [note, ...more] = await kindsOf(bob, 'rematch_offered');
    expect(more).toEqual([]);
    expect(note).toMatchObject({ gameId: game.gameId, data: { engine: 'bon-appetit' } });
    expect(await kindsOf(ann, 'rematch_offered')).toEqual([]);

    const again = await bob.post<Failure>(path);
    expect([again.status, again.body.code]).toEqual([409, 'REMATCH_ALREADY_OFFERED']);

    const accepted = await bob.post<Rematch>(`${path}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('started');
    const newGameId = accepted.body.newGameId;
    if (newGameId === null) throw new Error('no new game');
    expect((await ann.get<Rematch>(path)).body).toEqual(accepted.body);

    const rematch = (await ann.get<GameSummary>(`/games/${newGameId}`)).body;
    expect(rematch).toMatchObject({
      engine: 'bon-appetit',
      options: game.options,
      seatCount: 2,
      timeControl: TIME_CONTROL,
      timeoutPolicy: game.timeoutPolicy,
      visibility: 'private',
      rated: false,
      createdBy: ann.playerId,
    });
    expect(rematch.status).not.toBe('created');
    // Rotated by one: whoever sat at seat 1 now sits at seat 0.
    expect(rematch.seats.map((seat) => seat.playerId)).toEqual([bob.playerId, ann.playerId]);
    expect(await kindsOf(bob, 'game_started')).toContainEqual(
      expect.objectContaining({ gameId: newGameId }),
    );

    // A second accept changes nothing; a decline now is too late.
    expect((await bob.post<Rematch>(`${path}/accept`)).body).toEqual(accepted.body);
    const late = await bob.post<Failure>(`${path}/decline`);
    expect([late.status, late.body.code]).toEqual([409, 'REMATCH_CLOSED']);
  });

  it('closes the offer on a decline and tells the offerer', async () => {
    const [ann, bob, cat] = [await client(), await client(), await client()];
    const game = await finishedGame([ann, bob, cat]);
    const path = `/games/${game.gameId}/rematch`;
    expect((await bob.post<Rematch>(path)).status).toBe(201);
    expect((await cat.post<Rematch>(`${path}/accept`)).body.status).toBe('open');

    const declined = await ann.post<Rematch>(`${path}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('declined');
    expect(declined.body.players.map((player) => player.answer)).toEqual([
      'declined',
      'accepted',
      'accepted',
    ]);
    const [note] = await kindsOf(bob, 'rematch_declined');
    expect(note).toMatchObject({ gameId: game.gameId, data: { engine: 'bon-appetit' } });
    expect(await kindsOf(cat, 'rematch_declined')).toEqual([]);

    const after = await cat.post<Failure>(`${path}/accept`);
    expect([after.status, after.body.code]).toEqual([409, 'REMATCH_CLOSED']);
    expect((await cat.get<Rematch>(path)).body).toEqual(declined.body);
  });

  it('refuses strangers, games in play, and answers to no offer, writing nothing', async () => {
    const [ann, bob, eve] = [await client(), await client(), await client()];
    const game = await finishedGame([ann, bob]);
    const path = `/games/${game.gameId}/rematch`;
    for (const action of ['', '/accept', '/decline']) {
      const refused = await eve.post<Failure>(`${path}${action}`);
      expect(refused.status).toBe(action === '' ? 403 : 404);
      expect(refused.body.code).toBe(action === '' ? 'NOT_A_PLAYER' : 'REMATCH_NOT_OFFERED');
    }
    expect((await eve.get<Failure>(path)).body.code).toBe('REMATCH_NOT_OFFERED');
    expect((await ann.post(path)).status).toBe(201);
    for (const action of ['/accept', '/decline']) {
      const refused = await eve.post<Failure>(`${path}${action}`);
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_A_PLAYER']);
    }
    expect((await eve.get<Rematch>(path)).body.status).toBe('open');

    // A game still in play.
    const playing = await ann.post<GameDetails>('/games', { engine: 'bon-appetit', seatCount: 2 });
    await ann.put(`/games/${playing.body.gameId}/seats/0`);
    await bob.put(`/games/${playing.body.gameId}/seats/1`);
    await ann.post(`/games/${playing.body.gameId}/start`);
    const early = await ann.post<Failure>(`/games/${playing.body.gameId}/rematch`);
    expect([early.status, early.body.code]).toEqual([409, 'GAME_NOT_FINISHED']);
    expect((await ann.get(`/games/${playing.body.gameId}/rematch`)).status).toBe(404);

    const anonymous = await new RestClient(fixture().url).post<Failure>(path);
    expect(anonymous.status).toBe(401);
    const unknown = await ann.post<Failure>('/games/3f1c1a56-0000-4000-8000-000000000000/rematch');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
  });

  it('starts a game against bots at once, with the same bots', async () => {
    const ann = await client();
    const created = await ann.post<GameDetails>('/games', {
      engine: 'bon-appetit',
      seatCount: 3,
      options: { auto_reveal: [0, 1, 2] },
    });
    const { gameId } = created.body;
    await ann.put(`/games/${gameId}/seats/0`);
    for (const seat of [1, 2]) await ann.put(`/games/${gameId}/seats/${seat}/bot`, {});
    expect((await ann.post<GameDetails>(`/games/${gameId}/start`)).body.status).toBe('finished');
    const old = (await ann.get<GameSummary>(`/games/${gameId}`)).body;

    const offered = await ann.post<Rematch>(`/games/${gameId}/rematch`);
    expect(offered.body.status).toBe('started');
    const rematch = (await ann.get<GameSummary>(`/games/${offered.body.newGameId ?? ''}`)).body;
    expect(rematch.seats.map((seat) => [seat.kind, seat.playerId, seat.botName])).toEqual([
      ['bot', null, old.seats[1]?.botName],
      ['bot', null, old.seats[2]?.botName],
      ['human', ann.playerId, null],
    ]);
  });

  it('works the same over GraphQL', async () => {
    const url = fixture().url;
    const [ann, bob, eve] = [
      await new GraphqlClient(url).signUp(),
      await new GraphqlClient(url).signUp(),
      await new GraphqlClient(url).signUp(),
    ];
    const created = await ann.ok<{ createGame: { gameId: string } }>(
      `mutation { createGame(input: {
        engine: "bon-appetit", seatCount: 2, options: { auto_reveal: [0, 1] }
      }) { gameId } }`,
    );
    const { gameId } = created.createGame;
    const join =
      'mutation ($gameId: ID!, $seat: Int!) { joinGame(gameId: $gameId, seat: $seat) { gameId } }';
    await ann.ok(join, { gameId, seat: 0 });
    await bob.ok(join, { gameId, seat: 1 });
    await ann.ok('mutation ($gameId: ID!) { startGame(gameId: $gameId) { gameId } }', { gameId });
    const fields = 'gameId status newGameId players { seat displayName answer }';
    const read = await eve.ok<{ rematch: Rematch | null }>(
      `query ($gameId: ID!) { rematch(gameId: $gameId) { ${fields} } }`,
      { gameId },
    );
    expect(read.rematch).toBeNull();
    const answer = (client: GraphqlClient, field: string) =>
      client.send<Record<string, Rematch>>(
        `mutation ($gameId: ID!) { ${field}(gameId: $gameId) { ${fields} } }`,
        { gameId },
      );
    const stranger = await answer(eve, 'offerRematch');
    expect(stranger.errors?.map((error) => error.extensions.code)).toEqual(['NOT_A_PLAYER']);
    expect((await answer(ann, 'offerRematch')).data?.['offerRematch']?.status).toBe('open');
    const accepted = (await answer(bob, 'acceptRematch')).data?.['acceptRematch'];
    expect(accepted?.status).toBe('started');
    expect(accepted?.players.map((player) => player.answer)).toEqual(['accepted', 'accepted']);
    expect(accepted?.newGameId).toEqual(expect.any(String));
  });
});

describeOnDatabases('rematch accepts at once, through two processes', (driver) => {
  const processes = useTwoProcesses(driver);

  it('start exactly one game', async () => {
    const [first, second] = processes();
    const people = [
      await new RestClient(first.url).signUp(),
      await new RestClient(first.url).signUp(),
      await new RestClient(first.url).signUp(),
    ];
    const [ann, bob, cat] = people;
    if (ann === undefined || bob === undefined || cat === undefined) throw new Error('people');
    const game = await finishedGame(people);
    const path = `/games/${game.gameId}/rematch`;
    expect((await ann.post(path)).status).toBe(201);

    // Bob and Cat accept at the same moment, each twice, through both processes.
    const answers = await Promise.all([
      bob.post<Rematch>(`${path}/accept`),
      cat.withBaseUrl(second.url).post<Rematch>(`${path}/accept`),
      cat.post<Rematch>(`${path}/accept`),
      bob.withBaseUrl(second.url).post<Rematch>(`${path}/accept`),
    ]);
    for (const answer of answers) expect(answer.status).toBe(200);
    const final = (await ann.get<Rematch>(path)).body;
    expect(final.status).toBe('started');
    const started = answers.filter((answer) => answer.body.status === 'started');
    expect(started.length).toBeGreaterThan(0);
    for (const answer of started) expect(answer.body.newGameId).toBe(final.newGameId);
    for (const person of people) {
      const mine = await person.get<{ games: GameSummary[] }>('/me/games');
      expect(mine.body.games.map((row) => row.gameId).sort()).toEqual(
        [game.gameId, final.newGameId].sort(),
      );
    }
  });
});

describe('the rotated seat', () => {
  it('moves every seat one to the left', async () => {
    const { rotatedSeat } = await import('../src/service/rematch/rematch-service.ts');
    expect([0, 1, 2, 3].map((seat) => rotatedSeat(seat, 4))).toEqual([3, 0, 1, 2]);
  });
});
