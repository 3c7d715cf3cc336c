/**
 * The requests of the GraphQL fuzz test: each family is malformed or illegal by construction,
 * whoever sends it, so that any answer but a refusal is a defect.
 */
import fc from 'fast-check';
import { controlText } from './fuzz-game.ts';
import type { FuzzGame } from './fuzz-game.ts';
import { SUBMIT } from './graphql-fixture.ts';
import { ENGINES, json, post, transportBadly } from './graphql-fuzz-transport.ts';
import type { Transport } from './graphql-fuzz-transport.ts';

interface Operation {
  readonly kind: string;
  readonly query: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
}

export type GraphqlFuzzRequest = Transport & {
  readonly kind: string;
  readonly authorization: string | undefined;
};

/** The kind of the requests that may be answered (well-formed, at the limits). */
export const BOUNDARY = 'boundary';

const BAD_CALLERS = ['Bearer tvl_nonsense', 'Basic abc', 'Bearer', ''];

const badSeat = fc.oneof(
  fc.integer({ min: -5, max: -1 }),
  fc.integer({ min: 3, max: 1e6 }),
  fc.constantFrom(2 ** 31, 1.5, '0', null, true),
);
const weirdId = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constant('a'.repeat(250)),
  fc.uuid(),
  controlText,
);
/** A value of the wrong type for an Int! variable. */
const notAnInt = fc.oneof(
  fc.constantFrom(null, 2 ** 40, 0.5, -1.25, true, [], {}),
  fc.string(),
  fc.double({ noInteger: true }),
);

const GAME_FIELDS = 'gameId status version seats { seat kind playerId }';
const GAME = `query ($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`;
const VALID_DOCUMENTS = [
  ENGINES,
  GAME,
  'query ($n: Int!) { openGames(limit: $n) { gameId seats { seat } } }',
  'mutation ($id: ID!, $seat: Int!) { joinGame(gameId: $id, seat: $seat) { gameId } }',
];

function submitBadly(world: FuzzGame) {
  const staleVersion = fc.oneof(
    fc.integer({ min: -3, max: world.version - 1 }),
    fc.integer({ min: world.version + 1, max: world.version + 50 }),
  );
  const command = fc.oneof(fc.jsonValue(), fc.constantFrom(...world.someLegal));
  const stale = fc.record({
    gameId: fc.constant(world.live),
    version: staleVersion,
    commandId: fc.oneof(fc.string(), fc.uuid(), controlText),
    command,
  });
  const illegalNow = fc.record({
    gameId: fc.constant(world.live),
    version: fc.constant(world.version),
    commandId: fc.uuid(),
    command: fc.jsonValue().filter((value) => !world.legal.has(json(value))),
  });
  const wrongTypes = fc.record({
    gameId: fc.oneof(fc.constant(world.live), fc.constantFrom(null, 7, [])),
    version: notAnInt,
    commandId: fc.oneof(fc.constantFrom(null, 3, {}), fc.string()),
    command: fc.oneof(fc.constant(null), command),
  });
  const elsewhere = fc.record({
    gameId: weirdId,
    version: fc.constant(world.version),
    commandId: fc.uuid(),
    command: fc.constantFrom(...world.someLegal),
  });
  return fc
    .oneof(stale, illegalNow, wrongTypes, elsewhere)
    .map((variables): Operation => ({ kind: 'submit', query: SUBMIT, variables }));
}

function lobbyBadly(world: FuzzGame) {
  const seatAction = (game: string, seat: fc.Arbitrary<unknown>) =>
    fc
      .tuple(
        fc.constantFrom(
          'joinGame(gameId: $id, seat: $seat, seedCommitment: $text, inviteCode: $text)',
          'leaveSeat(gameId: $id, seat: $seat)',
          'seatBot(gameId: $id, seat: $seat, bot: $text)',
        ),
        seat,
        fc.option(fc.string(), { nil: null }),
      )
      .map(([field, value, text]): Operation => {
        const used = field.includes('$text') ? ', $text: String' : '';
        return {
          kind: 'lobby',
          query: `mutation ($id: ID!, $seat: Int!${used}) { ${field} { gameId } }`,
          variables: { id: game, seat: value, ...(used === '' ? {} : { text }) },
        };
      });
  const start = fc
    .tuple(
      fc.constantFrom(world.live, world.lobby),
      fc.option(fc.array(fc.record({ seat: fc.integer(), seed: fc.string() })), { nil: null }),
    )
    .map(([id, seeds]): Operation => ({
      kind: 'lobby',
      query:
        'mutation ($id: ID!, $seeds: [SeedReveal!]) { startGame(gameId: $id, seeds: $seeds) { status } }',
      variables: { id, seeds },
    }));
  const create = fc
    .oneof(
      fc.record({
        engine: fc.constantFrom('big-cheese', 'big-shot'),
        seatCount: fc.constantFrom(0, 1, 7, 99, -3),
        options: fc.jsonValue(),
      }),
      fc.record({
        engine: fc.oneof(fc.constantFrom('chess', '', 'BIG-CHEESE'), fc.string()),
        seatCount: fc.integer({ min: -2, max: 8 }),
        visibility: fc.constantFrom('public', 'private'),
      }),
      fc.record({ engine: fc.constant('bon-appetit'), seatCount: notAnInt }),
      fc.record({
        engine: fc.constant('cheesonomics'),
        seatCount: fc.constant(3),
        visibility: fc.constantFrom('secret', 'PUBLIC', 0),
      }),
    )
    .map((input): Operation => ({
      kind: 'create',
      query: 'mutation ($input: CreateGameInput!) { createGame(input: $input) { gameId } }',
      variables: { input },
    }));
  return fc.oneof(
    seatAction(world.live, fc.oneof(fc.integer({ min: 0, max: 2 }), badSeat)),
    seatAction(world.lobby, badSeat),
    start,
    create,
  );
}

function queryBadly(world: FuzzGame) {
  const badLimit = fc.oneof(fc.integer({ min: -5, max: 0 }), fc.integer({ min: 1001, max: 1e6 }));
  const read = (query: string, variables: unknown): Operation => ({
    kind: 'query',
    query,
    variables,
  });
  return fc.oneof(
    weirdId.map((id) => read(GAME, { id })),
    weirdId.map((code) =>
      read('query ($c: String!) { gameByInvite(code: $c) { gameId } }', { c: code }),
    ),
    weirdId.map((id) =>
      read('query ($id: ID!) { gameState(gameId: $id) { version view } }', { id }),
    ),
    fc
      .record({
        version: fc.integer({ min: -3, max: 500 }),
        seat: fc.option(fc.integer({ min: -2, max: 9 })),
      })
      .map(({ version, seat }) =>
        read(
          'query ($id: ID!, $v: Int!, $s: Int) { gameStateAt(gameId: $id, version: $v, seat: $s) { view } }',
          { id: world.live, v: version, s: seat },
        ),
      ),
    badLimit.map((limit) =>
      read('query ($id: ID!, $n: Int!) { gameEvents(gameId: $id, limit: $n) { headVersion } }', {
        id: world.live,
        n: limit,
      }),
    ),
    // Below 0, or past GraphQL's 32-bit Int.
    fc
      .constantFrom(-1, -(2 ** 31), 2 ** 31, 2 ** 53)
      .map((after) =>
        read(
          'query ($id: ID!, $a: Int) { gameEvents(gameId: $id, afterVersion: $a) { headVersion } }',
          { id: world.live, a: after },
        ),
      ),
    fc.constant(read('query ($id: ID!) { gameExport(gameId: $id) }', { id: world.live })),
    fc
      .tuple(
        fc.constantFrom('openGames', 'myGames'),
        fc.oneof(badLimit, fc.integer({ min: 501, max: 2000 })),
      )
      .map(([field, n]) => read(`query ($n: Int!) { ${field}(limit: $n) { gameId } }`, { n })),
    fc.constant(read('{ tokens { id name } }', {})),
    fc
      .record({
        name: fc.oneof(fc.string(), controlText),
        scopes: fc.array(fc.constantFrom('read', 'play', 'bot', 'admin')),
      })
      .map((variables): Operation => ({
        kind: 'tokens',
        query:
          'mutation ($name: String!, $scopes: [TokenScope!]!) { createToken(name: $name, scopes: $scopes) { token } }',
        variables,
      })),
    weirdId.map((id) => ({
      kind: 'tokens',
      query: 'mutation ($id: ID!) { revokeToken(id: $id) }',
      variables: { id },
    })),
  );
}

function malformedDocuments() {
  const truncated = fc
    .tuple(fc.constantFrom(...VALID_DOCUMENTS), fc.double({ min: 0, max: 0.99, noNaN: true }))
    .map(([document, share]) => document.slice(0, Math.floor(document.length * share)));
  const invalid = fc.constantFrom(
    '{ engines { colour } }',
    '{ engines }',
    '{ nothingHere }',
    'query A { engines { id } } query A { engines { title } }',
    '{ engines { id } } { engines { title } }',
    'fragment F on Query { ...F } { ...F }',
    'subscription { gameState(gameId: "x") { version } } subscription { gameState(gameId: "y") { version } }',
    'query ($n: Int!) { openGames { gameId } }',
    '{ game(id: 5) { gameId } }',
    '{ game { gameId } }',
    // JSON, which mercurius would take for a syntax tree.
    '6',
    '{}',
    '{"kind":"Document"}',
    '{"kind":"Document","definitions":[{"kind":"OperationDefinition"}]}',
  );
  const document = fc.oneof(fc.string(), truncated, invalid);
  return fc.oneof(
    document.map((query): Operation => ({ kind: 'document', query })),
    fc.string({ minLength: 1 }).map((operationName): Operation => ({
      kind: 'operation name',
      query: ENGINES,
      operationName,
    })),
    fc
      .oneof(
        fc.constantFrom(null, 7, true, [], {}),
        fc.string().filter((text) => text.trim() !== ''),
      )
      .map((variables): Operation => ({ kind: 'variables', query: GAME, variables })),
    fc
      .oneof(fc.constantFrom(undefined, null, 42, ['{ engines { id } }'], {}))
      .map((query): Operation => ({ kind: 'no document', query })),
  );
}

/** Well-formed at the limits of the integer column: may be answered, never with INTERNAL. */
function atTheLimits(world: FuzzGame) {
  return fc.constantFrom<Operation>(
    {
      kind: BOUNDARY,
      query: `query ($id: ID!) { gameEvents(gameId: $id, afterVersion: ${2 ** 31 - 1}) { headVersion } }`,
      variables: { id: world.live },
    },
    {
      kind: BOUNDARY,
      query: `query ($id: ID!) { gameStateAt(gameId: $id, version: ${2 ** 31 - 1}) { version } }`,
      variables: { id: world.live },
    },
  );
}

/** Documents within the depth limit but beyond the cost limit. */
function tooCostly(world: FuzzGame) {
  return fc.oneof(
    fc.integer({ min: 1100, max: 1500 }).map((count): Operation => ({
      kind: 'cost',
      query: `{ ${Array.from({ length: count }, (_, i) => `e${String(i)}: engines { id }`).join(' ')} }`,
    })),
    fc.integer({ min: 3, max: 20 }).map((count): Operation => ({
      kind: 'cost',
      query: `query ($id: ID!) { ${Array.from({ length: count }, (_, i) => `p${String(i)}: gameEvents(gameId: $id, limit: 1000) { entries { version events } }`).join(' ')} }`,
      variables: { id: world.live },
    })),
  );
}

export function graphqlRequests(world: FuzzGame): fc.Arbitrary<GraphqlFuzzRequest> {
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    { arbitrary: submitBadly(world), weight: 3 },
    { arbitrary: lobbyBadly(world), weight: 3 },
    { arbitrary: queryBadly(world), weight: 3 },
    { arbitrary: malformedDocuments(), weight: 3 },
    { arbitrary: tooCostly(world), weight: 1 },
    { arbitrary: atTheLimits(world), weight: 1 },
  );
  const sent = fc.oneof(
    {
      arbitrary: operation.map(({ kind, query, variables, operationName }) => ({
        kind,
        transport: post({ query, variables, operationName }),
      })),
      weight: 8,
    },
    {
      arbitrary: transportBadly(world).map((transport) => ({ kind: 'transport', transport })),
      weight: 2,
    },
  );
  const caller = fc.option(fc.constantFrom(...world.bearers, ...BAD_CALLERS), { nil: undefined });
  return fc
    .tuple(sent, caller)
    .map(([{ kind, transport }, authorization]) => ({ ...transport, kind, authorization }));
}
