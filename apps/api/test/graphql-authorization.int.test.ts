/**
 * The authorisation matrix over GraphQL: the same refusals as over REST (one operations layer
 * decides both), by role, each with the error table's code in `extensions.code`, and none of
 * them changing anything.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { useServer } from './http.ts';

type Role = 'anonymous' | 'stranger' | 'otherSeat' | 'readToken' | 'botToken' | 'playToken';

interface World {
  readonly clients: Readonly<Record<Role | 'creator', GraphqlClient>>;
  readonly lobbyGame: string;
  readonly liveGame: string;
  readonly tokenId: string;
}

interface Case {
  readonly name: string;
  readonly document: string;
  readonly variables: (world: World) => Promise<Record<string, unknown>>;
  readonly refused: Partial<Record<Role, string>>;
}

const gameId = (pick: (world: World) => string) => (world: World) =>
  Promise.resolve({ gameId: pick(world) });

const CASES: readonly Case[] = [
  {
    name: 'myGames',
    document: '{ myGames { gameId } }',
    variables: () => Promise.resolve({}),
    refused: { anonymous: 'UNAUTHENTICATED' },
  },
  {
    name: 'createGame',
    document: 'mutation { createGame(input: { engine: "big-cheese", seatCount: 3 }) { gameId } }',
    variables: () => Promise.resolve({}),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      readToken: 'INSUFFICIENT_SCOPE',
      botToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'joinGame',
    document: 'mutation ($gameId: ID!) { joinGame(gameId: $gameId, seat: 2) { gameId } }',
    variables: gameId((w) => w.lobbyGame),
    refused: { anonymous: 'UNAUTHENTICATED', readToken: 'INSUFFICIENT_SCOPE' },
  },
  {
    name: "leaveSeat (another person's)",
    document: 'mutation ($gameId: ID!) { leaveSeat(gameId: $gameId, seat: 1) { gameId } }',
    variables: gameId((w) => w.lobbyGame),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'FORBIDDEN',
      readToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'seatBot',
    document: 'mutation ($gameId: ID!) { seatBot(gameId: $gameId, seat: 2) { gameId } }',
    variables: gameId((w) => w.lobbyGame),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'FORBIDDEN',
      otherSeat: 'FORBIDDEN',
      readToken: 'INSUFFICIENT_SCOPE',
      botToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'startGame',
    document: 'mutation ($gameId: ID!) { startGame(gameId: $gameId) { status } }',
    variables: gameId((w) => w.lobbyGame),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'FORBIDDEN',
      otherSeat: 'FORBIDDEN',
      readToken: 'INSUFFICIENT_SCOPE',
      botToken: 'INSUFFICIENT_SCOPE',
    },
  },
  {
    name: 'submitCommand',
    document: `mutation ($gameId: ID!, $version: Int!, $commandId: String!, $command: JSON!) {
      submitCommand(gameId: $gameId, expectedVersion: $version, commandId: $commandId, command: $command) { version }
    }`,
    variables: async (w) => {
      const { gameState } = await w.clients.creator.ok<{
        gameState: { version: number; legalCommands: unknown[] };
      }>('query ($gameId: ID!) { gameState(gameId: $gameId) { version legalCommands } }', {
        gameId: w.liveGame,
      });
      return {
        gameId: w.liveGame,
        version: gameState.version,
        commandId: randomUUID(),
        command: gameState.legalCommands[0] ?? { type: 'pass' },
      };
    },
    refused: {
      anonymous: 'UNAUTHENTICATED',
      stranger: 'NOT_SEATED',
      readToken: 'INSUFFICIENT_SCOPE',
      playToken: 'NOT_SEATED',
    },
  },
  {
    name: 'tokens',
    document: '{ tokens { id } }',
    variables: () => Promise.resolve({}),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      readToken: 'SESSION_REQUIRED',
      botToken: 'SESSION_REQUIRED',
      playToken: 'SESSION_REQUIRED',
    },
  },
  {
    name: 'createToken',
    document: 'mutation { createToken(name: "escalate", scopes: [play]) { token } }',
    variables: () => Promise.resolve({}),
    refused: {
      anonymous: 'UNAUTHENTICATED',
      readToken: 'SESSION_REQUIRED',
      botToken: 'SESSION_REQUIRED',
      playToken: 'SESSION_REQUIRED',
    },
  },
  {
    name: "revokeToken (another account's)",
    document: 'mutation ($id: ID!) { revokeToken(id: $id) }',
    variables: (w) => Promise.resolve({ id: w.tokenId }),
    refused: { anonymous: 'UNAUTHENTICATED', stranger: 'TOKEN_NOT_FOUND' },
  },
  {
    name: 'gameExport (in play)',
    document: 'query ($gameId: ID!) { gameExport(gameId: $gameId) }',
    variables: gameId((w) => w.liveGame),
    refused: { anonymous: 'GAME_NOT_FINISHED', otherSeat: 'GAME_NOT_FINISHED' },
  },
];

const JOIN =
  'mutation ($gameId: ID!, $seat: Int!) { joinGame(gameId: $gameId, seat: $seat) { gameId } }';
const CREATE = 'mutation { createGame(input: { engine: "big-cheese", seatCount: 3 }) { gameId } }';

async function snapshot(world: World): Promise<string> {
  const { creator, stranger } = world.clients;
  const parts = await Promise.all([
    creator.ok(
      'query ($id: ID!) { game(id: $id) { status version seats { seat kind playerId } } }',
      {
        id: world.lobbyGame,
      },
    ),
    creator.ok('query ($id: ID!) { gameEvents(gameId: $id) { headVersion } }', {
      id: world.liveGame,
    }),
    creator.ok('{ myGames { gameId status } tokens { id } }'),
    stranger.ok('{ myGames { gameId } tokens { id } }'),
  ]);
  return JSON.stringify(parts);
}

describeOnDatabases('authorisation matrix over GraphQL', (driver) => {
  const fixture = useServer(driver);
  let world: World | undefined;

  beforeAll(async () => {
    const url = fixture().url;
    const creator = await new GraphqlClient(url).signUp();
    const other = await new GraphqlClient(url).signUp();
    const stranger = await new GraphqlClient(url).signUp();
    const created = async () =>
      (await creator.ok<{ createGame: { gameId: string } }>(CREATE)).createGame.gameId;
    const lobbyGame = await created();
    await creator.ok(JOIN, { gameId: lobbyGame, seat: 0 });
    await other.ok(JOIN, { gameId: lobbyGame, seat: 1 });
    const liveGame = await created();
    await creator.ok(JOIN, { gameId: liveGame, seat: 0 });
    await other.ok(JOIN, { gameId: liveGame, seat: 1 });
    await creator.ok('mutation ($gameId: ID!) { seatBot(gameId: $gameId, seat: 2) { gameId } }', {
      gameId: liveGame,
    });
    await creator.ok('mutation ($gameId: ID!) { startGame(gameId: $gameId) { status } }', {
      gameId: liveGame,
    });
    const token = await creator.ok<{ createToken: { info: { id: string } } }>(
      'mutation { createToken(name: "kept", scopes: [read]) { info { id } } }',
    );
    world = {
      clients: {
        creator,
        anonymous: new GraphqlClient(url),
        stranger,
        otherSeat: other,
        readToken: await creator.tokenClient(['read']),
        botToken: await creator.tokenClient(['bot']),
        playToken: await stranger.tokenClient(['play']),
      },
      lobbyGame,
      liveGame,
      tokenId: token.createToken.info.id,
    };
  });

  const rows = CASES.flatMap((row) =>
    Object.entries(row.refused).map(([role, code]) => ({ ...row, role: role as Role, code })),
  );

  it.each(rows)('$name: $role is refused with $code', async (row) => {
    if (world === undefined) throw new Error('no world');
    const before = await snapshot(world);
    const reply = await world.clients[row.role].send(row.document, await row.variables(world));
    expect(reply.status).toBeLessThan(500);
    expect(reply.errors?.map((error) => error.extensions.code)).toEqual([row.code]);
    expect(await snapshot(world)).toBe(before);
  });
});
