/**
 * Where a GameFeed learns of changes besides the other processes' NOTIFYs: the commits of its own
 * process (announced as facts after each commit, service/game-facts.ts) and a poll of the heads
 * of the games it watches, which cannot miss a version another process committed even when its
 * notice was lost (that process died before sending it, or this one's LISTEN was down).
 */
import type { Db } from '../db/database.ts';
import type { GameFact } from '../service/game-facts.ts';
import { readVersions } from '../store/game-rows.ts';
import type { GameChange } from './game-change.ts';

/** The commits of this process, as the game service announces them. */
export interface CommitSource {
  onFact(listener: (fact: GameFact) => void): () => void;
}

/** The change a fact announces, if it is a commit to a game's log. */
export function changeOfFact(fact: GameFact): GameChange | undefined {
  switch (fact.kind) {
    case 'game_started':
      return { gameId: fact.gameId, version: 0, status: fact.status };
    case 'entry_committed':
      return {
        gameId: fact.gameId,
        version: fact.version,
        status: fact.outcome === null ? 'started' : 'finished',
      };
    default:
      return undefined;
  }
}

/** Games per poll statement: the ids travel as parameters. */
const POLL_CHUNK = 1000;

/** The committed head of each started game of `gameIds`, as changes. */
export async function committedHeads(db: Db, gameIds: readonly string[]): Promise<GameChange[]> {
  const changes: GameChange[] = [];
  for (let start = 0; start < gameIds.length; start += POLL_CHUNK) {
    const rows = await readVersions(db, gameIds.slice(start, start + POLL_CHUNK));
    for (const { id, version, status } of rows) {
      if (version === null) continue;
      changes.push({ gameId: id, version, status: status === 'finished' ? 'finished' : 'started' });
    }
  }
  return changes;
}
