/**
 * From the game service's facts to table-channel events (issue 18 item 7): a start is
 * `game.started`, an entry that ends the game `game.finished`, any other entry `turn.changed`
 * (WebhookService.tableEvent sends it only when the seats to act really changed).
 */
import type { GameFact } from '../../service/game-facts.ts';
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
 * Sends each fact's table event through `tableEvent`, off the commit path; a failure is
 * reported, never thrown into the service. Returns the unsubscribe.
 */
export function attachTableEvents(
  service: { onFact(listener: (fact: GameFact) => void): () => void },
  tableEvent: (event: TableEvent) => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  return service.onFact((fact) => {
    const event = tableEventOfFact(fact);
    if (event !== null) tableEvent(event).catch(onError);
  });
}
