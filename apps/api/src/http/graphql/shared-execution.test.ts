import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sharedExecutionKey } from './shared-execution.ts';

const keyOf = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  sharedExecutionKey({ document: parse(query), query, variables, operationName });

describe('sharedExecutionKey', () => {
  const STATE = 'subscription S($id: ID!) { gameState(gameId: $id) { version view } }';

  it('keys a subscription that selects gameState alone, by its text and variables', () => {
    const key = keyOf(STATE, { id: 'g1' });
    expect(key).toBeDefined();
    expect(keyOf(STATE, { id: 'g1' })).toBe(key);
    expect(keyOf(STATE, { id: 'g2' })).not.toBe(key);
    expect(keyOf(STATE.replace('version view', 'view version'), { id: 'g1' })).not.toBe(key);
  });

  it('shares nothing else: other root fields, fragments at the root, queries', () => {
    expect(keyOf('subscription { inbox { unread } }')).toBeUndefined();
    expect(
      keyOf('subscription { gameState(gameId: "g") { version } inbox { unread } }'),
    ).toBeUndefined();
    expect(keyOf('subscription { __typename }')).toBeUndefined();
    expect(
      keyOf(
        'subscription { ...F } fragment F on Subscription { gameState(gameId: "g") { version } }',
      ),
    ).toBeUndefined();
    expect(keyOf('query { gameState: game(id: "g") { id } }')).toBeUndefined();
  });

  it('keys the operation named when a document holds several', () => {
    const document = `${STATE} subscription T { inbox { unread } }`;
    expect(keyOf(document, { id: 'g' }, 'S')).toBeDefined();
    expect(keyOf(document, { id: 'g' }, 'T')).toBeUndefined();
  });
});
