/**
 * Which subscriptions share their pushes' execution (the `sharedExecutionKey` option of our
 * mercurius patch, patches/mercurius@16.10.1.patch; ADR 0048): a `gameState` push is the same
 * state object for every subscriber with the same viewer and version (live/shared-reads.ts), so
 * subscribers that also sent the same document and variables get the same result — executed
 * and serialised once, then only written to each socket.
 *
 * Safe because every field under `gameState` is a property of the state object (no resolver
 * reads the context), and the key only joins subscriptions that received the very same object:
 * a seat's state object is never handed to another viewer, so neither is its frame.
 */
import { Kind, OperationTypeNode, getOperationAST, print } from 'graphql';
import type { DocumentNode } from 'graphql';

export interface SubscriptionOperation {
  readonly document: DocumentNode;
  readonly query: string | undefined;
  readonly variables: Record<string, unknown> | undefined;
  readonly operationName: string | undefined;
}

/** The field whose pushes are shared. */
const SHARED_FIELD = 'gameState';

/** The sharing key of a subscription that selects `gameState` alone at its root, else none. */
export function sharedExecutionKey(operation: SubscriptionOperation): string | undefined {
  const { document, query, variables, operationName } = operation;
  const definition = getOperationAST(document, operationName);
  if (definition?.operation !== OperationTypeNode.SUBSCRIPTION) return undefined;
  const onlyGameState = definition.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === SHARED_FIELD,
  );
  if (!onlyGameState) return undefined;
  // The document's text (as sent, else printed) with the operation and variables: the same key
  // means the same execution of the same event.
  return JSON.stringify([query ?? print(document), operationName ?? null, variables ?? null]);
}
