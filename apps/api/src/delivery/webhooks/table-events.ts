/**
 * From the game service's facts to table-channel events (issue 18 item 7): a start is
 * `game.started`, an entry that ends the game `game.finished`, any other entry `turn.changed`
 * (WebhookService.tableEvent sends it only when the seats to act really changed).
 */
import type { GameFact } from '../../service/game-facts.ts';
import { FactBatches } from '../../service/fact-batches.ts';
import type { TableEvent } from './webhook-service.ts';

export function tableEventOfFact(fact: GameFact): TableEvent | null {
  switch (fact.kind) {
    case 'game_started':
      return { type: 'game.started', gameId: fact.gameId, version: 0 };
    case 'entry_committed':
      return {
        type: fact.outcome === null ? 'turn.changed' : 'game.finished',
        gameId: fact.gameId,
        version: fact.version,
      };
    default:
      return null;
  }
}

/**
 * Sends the facts' table events through `tableEvents`, off the commit path, in the order
 * announced and in batches under load (service/fact-batches.ts); a failure is reported, never
 * thrown into the service. Returns the unsubscribe and what resolves once the events announced
 * so far were handled.
 */
export function attachTableEvents(
  service: { onFact(listener: (fact: GameFact) => void): () => void },
  tableEvents: (events: readonly TableEvent[]) => Promise<void>,
  onError: (error: unknown) => void,
): { readonly detach: () => void; readonly idle: () => Promise<void> } {
  const batches = new FactBatches(tableEvents, onError);
  const detach = service.onFact((fact) => {
    const event = tableEventOfFact(fact);
    if (event !== null) batches.push(event);
  });
  return { detach, idle: () => batches.idle() };
}
