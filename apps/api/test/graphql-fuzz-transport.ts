/**
 * How the GraphQL fuzz test's requests travel: as a JSON POST, and the requests refused for how
 * they travel rather than for what they ask.
 */
import fc from 'fast-check';
import type { FuzzGame } from './fuzz-game.ts';
import { SUBMIT } from './graphql-fixture.ts';

export const ENGINES = '{ engines { id title minSeats } }';
export const json = (value: unknown) => JSON.stringify(value);

export interface Transport {
  readonly method: 'GET' | 'POST';
  /** GET: the query string. */
  readonly search: string;
  /** POST: the body and its content type. */
  readonly payload: string;
  readonly contentType: string;
  readonly describe: string;
}

export const post = (body: unknown, kind = 'POST json'): Transport => {
  const payload = json(body);
  const describe = `${kind} ${payload.slice(0, 200)}`;
  return { method: 'POST', search: '', payload, contentType: 'application/json', describe };
};

/** Operations that are refused for how they travel, not for what they ask. */
export function transportBadly(world: FuzzGame): fc.Arbitrary<Transport> {
  const legalMove = fc.constantFrom(...world.someLegal).map((command) =>
    new URLSearchParams({
      query: SUBMIT,
      variables: json({
        gameId: world.live,
        version: world.version,
        commandId: 'get-move',
        command,
      }),
    }).toString(),
  );
  const viaGet = legalMove.map((search): Transport => ({
    method: 'GET',
    search,
    payload: '',
    contentType: '',
    describe: 'mutation via GET',
  }));
  const batch = fc.integer({ min: 2, max: 5 }).map((count) =>
    post(
      Array.from({ length: count }, () => ({ query: ENGINES })),
      'batch',
    ),
  );
  const subscriptionOverHttp = fc.constant(
    post(
      { query: `subscription { gameState(gameId: "${world.live}") { version } }` },
      'subscription',
    ),
  );
  const rawBody = fc
    .tuple(
      fc.oneof(
        fc.string().map((text) => `{${text}`),
        fc.constant('{"query":'),
        fc.constant(json({ query: `{ engines { id } } # ${'x'.repeat(70_000)}` })),
      ),
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    )
    .map(([payload, contentType]): Transport => ({
      method: 'POST',
      search: '',
      payload,
      contentType,
      describe: `raw ${contentType} ${payload.slice(0, 100)}`,
    }));
  return fc.oneof(viaGet, batch, subscriptionOverHttp, rawBody);
}
