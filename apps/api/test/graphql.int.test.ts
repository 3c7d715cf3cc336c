/**
 * GraphQL over HTTP on both drivers: a whole game played by GraphQL mutations, each viewer's data,
 * the error table's codes in `extensions.code`, CSRF for cookie-authenticated POSTs, and the
 * depth and cost limits. (Subscriptions: graphql-subscriptions.int.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEFAULT_APP_SETTINGS } from '../src/http/app.ts';
import type { GameState } from '../src/index.ts';
import { graphqlSchemaText } from '../src/http/graphql/plugin.ts';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import type { GraphqlReply } from './graphql-client.ts';
import {
  GAME_STATE_FIELDS,
  SUBMIT,
  asServiceState,
  humanGame,
  submitVariables,
  useGraphqlServer,
} from './graphql-fixture.ts';
import { testRandom } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

const STATE = `query ($gameId: ID!, $asSpectator: Boolean! = false) {
  gameState(gameId: $gameId, asSpectator: $asSpectator) { ${GAME_STATE_FIELDS} }
}`;

const codes = (reply: GraphqlReply<unknown>) => reply.errors?.map((error) => error.extensions.code);

describeOnDatabases('GraphQL over HTTP', (driver) => {
  const fixture = useGraphqlServer(driver);
  const anonymous = () => new GraphqlClient(fixture().url);
  const person = () => new GraphqlClient(fixture().url).signUp();

  it('serves the committed SDL with every operation, introspection and GraphiQL', async () => {
    const sdl = graphqlSchemaText();
    const reply = await anonymous().ok<{
      __schema: Record<
        'queryType' | 'mutationType' | 'subscriptionType',
        { fields: { name: string }[] }
      >;
    }>(`{ __schema {
      queryType { fields { name } } mutationType { fields { name } } subscriptionType { fields { name } }
    } }`);
    const names = (type: 'queryType' | 'mutationType' | 'subscriptionType') =>
      reply.__schema[type].fields.map((field) => field.name).sort();
    expect(names('queryType')).toEqual([
      'adminMail',
      'adminMailMessage',
      'awayStatus',
      'blockedPlayers',
      'calendarFeed',
      'chat',
      'deliveryPreferences',
      'emailStatus',
      'engines',
      'followers',
      'following',
      'followingGames',
      'game',
      'gameByInvite',
      'gameEvents',
      'gameExport',
      'gameState',
      'gameStateAt',
      'gamesInPlay',
      'inbox',
      'leaderboard',
      'myGames',
      'myProfile',
      'notes',
      'notifications',
      'openGames',
      'player',
      'playerRatings',
      'playerReports',
      'pushSubscriptions',
      'rematch',
      'reminderSettings',
      'session',
      'tableChannels',
      'tokens',
      'vapidPublicKey',
      'webhook',
      'webhookDeliveries',
      'webhooks',
    ]);
    expect(names('mutationType')).toEqual([
      'acceptRematch',
      'blockPlayer',
      'createGame',
      'createTableChannel',
      'createToken',
      'createWebhook',
      'declineRematch',
      'deleteWebhook',
      'editMyProfile',
      'endVacation',
      'followPlayer',
      'invitePlayer',
      'joinGame',
      'leaveSeat',
      'markAllNotificationsRead',
      'markNotificationRead',
      'markSeen',
      'muteChat',
      'offerRematch',
      'postChatMessage',
      'reclaimSeat',
      'redeliverWebhook',
      'regenerateCalendarFeed',
      'removePushSubscription',
      'reportPlayer',
      'resendEmailVerification',
      'revokeToken',
      'rotateWebhookSecret',
      'seatBot',
      'sendWebhookTest',
      'setEmailAddress',
      'setReminderSettings',
      'setTimeZone',
      'startGame',
      'startVacation',
      'submitCommand',
      'subscribePush',
      'unblockPlayer',
      'unfollowPlayer',
      'unsubscribeEmail',
      'unsubscribePush',
      'updateDeliveryPreferences',
      'updateWebhook',
      'verifyEmail',
      'writeNote',
    ]);
    expect(names('subscriptionType')).toEqual(['chat', 'gameState', 'inbox', 'lobby']);
    for (const name of [...names('queryType'), ...names('mutationType')])
      expect(sdl).toContain(`  ${name}`);
    expect(sdl).toContain('enum TokenScope');
    const ide = await fetch(`${fixture().url}/graphiql`);
    expect(ide.status).toBe(200);
    expect(ide.headers.get('content-type')).toContain('text/html');
  });

  it(
    'plays a whole game of The Big Cheese by mutations against server bots',
    WHOLE_GAME,
    async () => {
      const { service } = fixture();
      const ann = await person();
      const player = await ann.tokenClient(['play']);
      const { createGame } = await player.ok<{
        createGame: { gameId: string; inviteCode: string };
      }>(
        'mutation { createGame(input: { engine: "big-cheese", seatCount: 3 }) { gameId inviteCode } }',
      );
      const { gameId } = createGame;
      const seat =
        'mutation ($gameId: ID!, $seat: Int!) { joinGame(gameId: $gameId, seat: $seat) { gameId } }';
      await player.ok(seat, { gameId, seat: 0 });
      for (const bot of [1, 2]) {
        await player.ok(
          'mutation ($gameId: ID!, $seat: Int!) { seatBot(gameId: $gameId, seat: $seat) { gameId } }',
          { gameId, seat: bot },
        );
      }
      const started = await player.ok<{ startGame: { status: string; seats: { kind: string }[] } }>(
        'mutation ($gameId: ID!) { startGame(gameId: $gameId) { status seats { kind } } }',
        { gameId },
      );
      expect(started.startGame).toEqual({
        status: 'started',
        seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }],
      });
      const byInvite = await anonymous().ok<{
        gameByInvite: { gameId: string; inviteCode: string | null };
      }>('query ($code: String!) { gameByInvite(code: $code) { gameId inviteCode } }', {
        code: createGame.inviteCode,
      });
      expect(byInvite.gameByInvite).toEqual({ gameId, inviteCode: null });

      // Each viewer's data, as the service gives it to that viewer.
      await service.botsIdle();
      const own = await player.ok<{ gameState: GameState }>(STATE, { gameId });
      expect(asServiceState(own.gameState)).toEqual(
        await service.play.state(gameId, { kind: 'seat', seat: 0 }),
      );
      const spectator = await service.play.state(gameId, { kind: 'spectator' });
      const asked = await player.ok<{ gameState: GameState }>(STATE, { gameId, asSpectator: true });
      expect(asServiceState(asked.gameState)).toEqual(spectator);
      const nobody = await anonymous().ok<{ gameState: GameState }>(STATE, { gameId });
      expect(asServiceState(nobody.gameState)).toEqual(spectator);
      expect(nobody.gameState.legalCommands).toEqual([]);

      const random = testRandom(7);
      let moves = 0;
      for (let step = 0; step < 5_000; step += 1) {
        const { gameState: state } = await player.ok<{ gameState: GameState }>(STATE, { gameId });
        if (state.status === 'finished') break;
        if (state.legalCommands.length === 0) {
          await service.botsIdle();
          continue;
        }
        const command = state.legalCommands[random(state.legalCommands.length)];
        const sent = await player.send(SUBMIT, submitVariables(gameId, state.version, command));
        expect(sent.errors).toBeUndefined();
        moves += 1;
      }
      const { gameState: final } = await player.ok<{ gameState: GameState }>(STATE, { gameId });
      expect(final.status).toBe('finished');
      expect(final.outcome).not.toBeNull();
      expect(moves).toBeGreaterThan(0);

      // The whole log in pages, then the export and the player's list.
      const versions: number[] = [];
      let ownCommands = 0;
      interface EventsPage {
        readonly headVersion: number;
        readonly entries: { version: number; actor: number | null; commandId: string | null }[];
      }
      const eventsAfter = async (after: number | null): Promise<EventsPage> =>
        (
          await player.ok<{ gameEvents: EventsPage }>(
            'query ($gameId: ID!, $after: Int) { gameEvents(gameId: $gameId, afterVersion: $after) { headVersion entries { version actor commandId } } }',
            { gameId, after },
          )
        ).gameEvents;
      for (let after: number | null = null; ;) {
        const page: EventsPage = await eventsAfter(after);
        versions.push(...page.entries.map((entry) => entry.version));
        ownCommands += page.entries.filter(
          (entry) => entry.actor === 0 && entry.commandId !== null,
        ).length;
        const last: number | undefined = page.entries.at(-1)?.version;
        if (last === undefined || last >= page.headVersion) break;
        after = last;
      }
      expect(versions).toEqual(Array.from({ length: final.version + 1 }, (_, version) => version));
      expect(ownCommands).toBe(moves);
      const exported = await anonymous().ok<{ gameExport: { log: unknown[] } }>(
        'query ($gameId: ID!) { gameExport(gameId: $gameId) }',
        { gameId },
      );
      expect(exported.gameExport.log).toHaveLength(final.version + 1);
      const mine = await player.ok<{ myGames: { gameId: string; status: string }[] }>(
        '{ myGames { gameId status } }',
      );
      expect(mine.myGames).toContainEqual({ gameId, status: 'finished' });
    },
  );

  it("answers refusals with the error table's codes", async () => {
    const [ann, bob, carol] = await Promise.all([person(), person(), person()]);
    const [annPlay, bobPlay, annRead, carolPlay] = await Promise.all([
      ann.tokenClient(['play']),
      bob.tokenClient(['play']),
      ann.tokenClient(['read']),
      carol.tokenClient(['play']),
    ]);
    const gameId = await humanGame('cheesonomics', [annPlay, bobPlay]);
    const { activeSeats } = await fixture().service.play.state(gameId, { kind: 'spectator' });
    expect(activeSeats).toHaveLength(1);
    const [mover, waiter] = activeSeats[0] === 0 ? [annPlay, bobPlay] : [bobPlay, annPlay];
    const { gameState: state } = await mover.ok<{ gameState: GameState }>(STATE, { gameId });
    const command = state.legalCommands[0];

    const notYourTurn = await waiter.send(SUBMIT, submitVariables(gameId, state.version, command));
    expect([notYourTurn.status, codes(notYourTurn)]).toEqual([200, ['NOT_YOUR_TURN']]);
    const stale = await mover.send(SUBMIT, submitVariables(gameId, state.version + 3, command));
    expect(codes(stale)).toEqual(['VERSION_CONFLICT']);
    expect(stale.errors?.[0]?.extensions.currentVersion).toBe(state.version);
    expect(stale.errors?.[0]?.path).toEqual(['submitCommand']);
    expect(stale.data).toBeNull();
    expect(
      codes(await annRead.send(SUBMIT, submitVariables(gameId, state.version, command))),
    ).toEqual(['INSUFFICIENT_SCOPE']);
    expect(
      codes(await anonymous().send(SUBMIT, submitVariables(gameId, state.version, command))),
    ).toEqual(['UNAUTHENTICATED']);
    expect(
      codes(await carolPlay.send(SUBMIT, submitVariables(gameId, state.version, command))),
    ).toEqual(['NOT_SEATED']);
    expect(codes(await annPlay.send('{ tokens { id } }'))).toEqual(['SESSION_REQUIRED']);
    expect(codes(await annPlay.send(`{ game(id: "${randomUUID()}") { gameId } }`))).toEqual([
      'GAME_NOT_FOUND',
    ]);
    expect(codes(await annPlay.send('{ game(id: "no-such-game") { gameId } }'))).toEqual([
      'INVALID_INPUT',
    ]);
    expect(codes(await anonymous().send('{ openGames(limit: 0) { gameId } }'))).toEqual([
      'INVALID_INPUT',
    ]);
    const invalidCommand = await mover.send(
      SUBMIT,
      submitVariables(gameId, state.version, { type: 'nonsense' }),
    );
    expect(codes(invalidCommand)).toEqual(['INVALID_COMMAND']);

    // Refused before execution: the status of the table, no data.
    const badToken = await annPlay.withToken('tvl_not_a_token').send('{ engines { id } }');
    expect([badToken.status, codes(badToken), badToken.data]).toEqual([
      401,
      ['UNAUTHENTICATED'],
      undefined,
    ]);
    const syntax = await anonymous().send('{ engines { id }');
    expect([syntax.status, codes(syntax)]).toEqual([400, ['MALFORMED_REQUEST']]);
    const jsonTree = await anonymous().send('{"kind":"Document"}');
    expect([jsonTree.status, codes(jsonTree)]).toEqual([400, ['MALFORMED_REQUEST']]);
    const unknown = await anonymous().send('{ engines { colour } }');
    expect([unknown.status, codes(unknown)]).toEqual([400, ['MALFORMED_REQUEST']]);
    const badVariable = await anonymous().send(
      'query ($n: Int!) { openGames(limit: $n) { gameId } }',
      { n: 'many' },
    );
    expect([badVariable.status, codes(badVariable)]).toEqual([400, ['MALFORMED_REQUEST']]);
    const batch = await fetch(`${fixture().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ engines { id } }' }, { query: '{ engines { title } }' }]),
    });
    expect(batch.status).toBe(400);

    // GET runs queries, never mutations.
    const viaGet = await annPlay.send('{ engines { id } }', {}, { method: 'GET' });
    expect(viaGet.status).toBe(200);
    const mutationViaGet = await annPlay.send(
      SUBMIT,
      submitVariables(gameId, state.version, command),
      { method: 'GET' },
    );
    expect([mutationViaGet.status, codes(mutationViaGet)]).toEqual([405, ['MALFORMED_REQUEST']]);
    expect((await fixture().service.play.state(gameId, { kind: 'spectator' })).version).toBe(
      state.version,
    );
  });

  it('needs the CSRF token for POSTs the session cookie authenticates', async () => {
    const ann = await person();
    const create =
      'mutation { createGame(input: { engine: "big-shot", seatCount: 2 }) { gameId createdBy } }';
    const forged = await ann.send(create, {}, { omitCsrf: true });
    expect([forged.status, codes(forged)]).toEqual([403, ['CSRF_INVALID']]);
    const wrong = await ann.send(
      create,
      {},
      { omitCsrf: true, headers: { 'x-csrf-token': 'forged' } },
    );
    expect(codes(wrong)).toEqual(['CSRF_INVALID']);
    const made = await ann.ok<{ createGame: { createdBy: string } }>(create);
    expect(made.createGame.createdBy).toBe(ann.playerId);
    // Reading with GET needs no token (and gives one).
    const session = await ann.send<{
      session: { csrfToken: string; account: { playerId: string } };
    }>('{ session { csrfToken account { playerId } } }', {}, { method: 'GET', omitCsrf: true });
    expect(session.data?.session.account.playerId).toBe(ann.playerId);
    expect(session.data?.session.csrfToken).toEqual(expect.any(String));
    expect(codes(await anonymous().send('{ session { csrfToken } }'))).toEqual(['UNAUTHENTICATED']);
    // A token needs no CSRF token, and cannot manage tokens.
    const player = await ann.tokenClient(['play']);
    expect((await player.send(create)).errors).toBeUndefined();
    const tokens = await ann.ok<{ tokens: { id: string; scopes: string[] }[] }>(
      '{ tokens { id scopes } }',
    );
    expect(tokens.tokens).toContainEqual({ id: expect.any(String) as unknown, scopes: ['play'] });
    const [first] = tokens.tokens;
    expect(
      (
        await ann.ok<{ revokeToken: boolean }>('mutation ($id: ID!) { revokeToken(id: $id) }', {
          id: first?.id,
        })
      ).revokeToken,
    ).toBe(true);
  });

  it('refuses documents beyond the depth and cost limits', async () => {
    const tooCostly = `{ ${Array.from({ length: 5 }, (_, i) => `g${i}: openGames(limit: 500) { gameId status }`).join(' ')} }`;
    const costly = await anonymous().send(tooCostly);
    expect([costly.status, codes(costly)]).toEqual([400, ['QUERY_TOO_COMPLEX']]);
    const aliases = `{ ${Array.from({ length: 1100 }, (_, i) => `e${i}: engines { id }`).join(' ')} }`;
    expect(codes(await anonymous().send(aliases))).toEqual(['QUERY_TOO_COMPLEX']);

    const shallow = await fixture().appWith({
      graphql: { ...DEFAULT_APP_SETTINGS.graphql, maxDepth: 2 },
    });
    const ask = async (query: string) => {
      const reply = await shallow.inject({ method: 'POST', url: '/graphql', payload: { query } });
      return {
        status: reply.statusCode,
        ...reply.json<{ errors?: { extensions: { code: string } }[] }>(),
      };
    };
    expect((await ask('{ engines { id } }')).status).toBe(200);
    const deep = await ask('{ game(id: "x") { seats { seat } } }');
    expect([deep.status, deep.errors?.map((error) => error.extensions.code)]).toEqual([
      400,
      ['QUERY_TOO_COMPLEX'],
    ]);
    const viaFragment = await ask(
      '{ ...F } fragment F on Query { game(id: "x") { seats { seat } } }',
    );
    expect(viaFragment.errors?.map((error) => error.extensions.code)).toEqual([
      'QUERY_TOO_COMPLEX',
    ]);
    // Introspection (GraphiQL's schema query is 15 deep) is not held to the depth limit.
    const introspection = await ask(
      '{ __schema { types { fields { type { ofType { ofType { name } } } } } } }',
    );
    expect([introspection.status, introspection.errors]).toEqual([200, undefined]);
  });
});
