/**
 * Issue 22: a read that returns a version with data derived from the log takes both from one
 * snapshot. A writer (its own GameService and, on Postgres, connection pool) appends as fast as it
 * can while a reader server pages through the events and reads the state over
 * REST and GraphQL, thousands of times: a page's head never lags its entries, its entries are
 * contiguous and reach the head when the page is not full, and a state's ETag names its version.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { GraphqlClient } from './graphql-client.ts';
import { RestClient, startTestServer } from './http.ts';
import { playMove } from './live-moves.ts';
import { startHumanGame, testRandom } from './play.ts';

/**
 * Rounds of reads (a REST state, a REST page and a GraphQL page each; a GraphQL state every tenth)
 * while the writer moves. On Postgres the reader and the writer have separate pools, as two
 * processes do; on PGlite (one process per data directory) they share its one connection, where
 * their statements interleave all the same.
 */
const ROUNDS = { postgres: 1000, pglite: 300 } as const;

/** Long enough to cross many pages, short enough to see games start and end. */
const MOVES_PER_GAME = 150;

interface EventsPage {
  readonly status: string;
  readonly headVersion: number;
  readonly entries: readonly { readonly version: number }[];
}

interface StateBody {
  readonly version: number;
  readonly status: string;
  readonly outcome: unknown;
}

const GAME_EVENTS = `query ($gameId: ID!, $after: Int, $limit: Int) {
  gameEvents(gameId: $gameId, afterVersion: $after, limit: $limit) {
    headVersion status entries { version }
  }
}`;
const GAME_STATE = `query ($gameId: ID!) { gameState(gameId: $gameId) { version status outcome } }`;

/** What a page must say of itself, whatever was committed while it was read. */
function pageContradictions(page: EventsPage, after: number, limit: number): string[] {
  const found: string[] = [];
  page.entries.forEach((entry, index) => {
    if (entry.version !== after + 1 + index) found.push(`entry ${index} is v${entry.version}`);
  });
  const last = page.entries.at(-1)?.version ?? after;
  if (last > page.headVersion) found.push(`entry v${last} past head v${page.headVersion}`);
  const full = page.entries.length === limit;
  if (!full && last !== page.headVersion && page.headVersion > after) {
    found.push(`page of ${page.entries.length} ends at v${last}, head is v${page.headVersion}`);
  }
  return found;
}

function stateContradictions(etag: string | null, state: StateBody): string[] {
  const found: string[] = [];
  if (etag !== `"v${state.version}-spectator"`) found.push(`ETag ${etag} for v${state.version}`);
  if ((state.status === 'finished') !== (state.outcome !== null)) {
    found.push(`status ${state.status} with outcome ${JSON.stringify(state.outcome)}`);
  }
  return found;
}

/**
 * Appends as fast as it can through its own GameService: the first legal move of the seat to move,
 * game after game (a game is replaced after MOVES_PER_GAME moves or when it ends).
 */
class Writer {
  readonly #service: GameService;
  #stopped = false;
  #moves = 0;
  #loop: Promise<void> = Promise.resolve();
  gameId = '';

  constructor(service: GameService) {
    this.#service = service;
  }

  /** Starts the first game and the loop; resolves once a game exists. */
  async begin(): Promise<void> {
    this.gameId = await this.#newGame();
    this.#loop = this.#run();
  }

  /** Stops the loop after its current move; resolves with the number of moves made. */
  async end(): Promise<number> {
    this.#stopped = true;
    await this.#loop;
    return this.#moves;
  }

  async #newGame(): Promise<string> {
    return (
      await startHumanGame(this.#service, 'cheesonomics', 4, { options: { flavour: 'sharp' } })
    ).gameId;
  }

  async #run(): Promise<void> {
    let inGame = 0;
    while (!this.#stopped) {
      // PGlite answers from memory without touching the event loop: without this turn the loop
      // would never let the reader's HTTP requests in.
      await new Promise((resolve) => setImmediate(resolve));
      const { status } = await this.#service.play.state(this.gameId, { kind: 'spectator' });
      if (status === 'started') {
        await playMove(this.#service, this.gameId);
        this.#moves += 1;
        inGame += 1;
      }
      if (status === 'finished' || inGame >= MOVES_PER_GAME) {
        this.gameId = await this.#newGame();
        inGame = 0;
      }
    }
  }
}

describeOnDatabases('consistent reads while a writer appends', (driver) => {
  let testDatabase: TestDatabase;
  let writerDatabase: Database;
  let writer: GameService;
  let reader: RunningServer;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    // PGlite allows one process per data directory: there the writer shares the reader's.
    reader = await startTestServer(testDatabase.config);
    writerDatabase = driver === 'postgres' ? await testDatabase.open() : reader.database;
    writer = new GameService(writerDatabase.db);
  });

  afterAll(async () => {
    await reader.close();
    if (driver === 'postgres') await writerDatabase.close();
    await testDatabase.dispose();
  });

  test('no events page or state contradicts itself', { timeout: 600_000 }, async () => {
    const rest = new RestClient(reader.url);
    const graphql = new GraphqlClient(`${reader.url}/graphql`);
    const random = testRandom(22);
    const contradictions: string[] = [];
    const writing = new Writer(writer);
    let movedMeanwhile = 0;
    await writing.begin();
    for (let round = 1; round <= ROUNDS[driver]; round += 1) {
      const { gameId } = writing;
      const state = await rest.get<StateBody>(`/games/${gameId}/state`);
      expect(state.status).toBe(200);
      contradictions.push(...stateContradictions(state.headers.get('etag'), state.body));
      // From the start (no afterVersion) now and then, else from a version up to the head seen.
      const after = random(4) === 0 ? -1 : random(state.body.version + 1);
      const limit = 1 + random(8);
      const query = after < 0 ? `limit=${limit}` : `afterVersion=${after}&limit=${limit}`;
      const page = await rest.get<EventsPage>(`/games/${gameId}/events?${query}`);
      expect(page.status).toBe(200);
      if (page.body.headVersion !== state.body.version) movedMeanwhile += 1;
      contradictions.push(...pageContradictions(page.body, after, limit));
      const variables = { gameId, after: after < 0 ? null : after, limit };
      const gqlPage = await graphql.send<{ gameEvents: EventsPage }>(GAME_EVENTS, variables);
      expect(gqlPage.errors).toBeUndefined();
      contradictions.push(
        ...pageContradictions(gqlPage.data?.gameEvents ?? page.body, after, limit),
      );
      if (round % 10 !== 0) continue;
      const gqlState = await graphql.send<{ gameState: StateBody }>(GAME_STATE, { gameId });
      expect(gqlState.errors).toBeUndefined();
      const view = gqlState.data?.gameState;
      if (view !== undefined) {
        contradictions.push(...stateContradictions(`"v${view.version}-spectator"`, view));
      }
    }
    const moves = await writing.end();
    console.log(JSON.stringify({ driver, rounds: ROUNDS[driver], moves, movedMeanwhile }));
    // The writer really raced the reader: games moved between the reads of one round.
    expect(movedMeanwhile).toBeGreaterThan(0);
    expect(contradictions).toEqual([]);
  });
});
