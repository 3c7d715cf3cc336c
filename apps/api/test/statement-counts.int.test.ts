/**
 * The SQL each request of the move path sends, counted (issue 19): a join, a start, a game read,
 * a state read and a move, each in the steady state (caches warm) and with nothing else running
 * in its name. The counts are drizzle's statements (BEGIN and COMMIT come on top of a
 * transaction's). A change that adds a statement to one of these requests fails here: lower a
 * budget when the path gets cheaper, and raise one only with a reason.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '../src/db/schema.ts';
import type { GameDetails } from '../src/http/operations.ts';
import type { GameState } from '../src/index.ts';
import type { RunningServer } from '../src/server.ts';
import { DEFAULT_SWEEPER } from '../src/service/deadline-sweeper.ts';
import { DEFAULT_CLEANUP } from '../src/service/unplayed-games.ts';
import { DEFAULT_REMINDER_SWEEPER } from '../src/service/inbox/reminder-sweeper.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { RestClient, startTestServer } from './http.ts';

/**
 * Statements per request today: what this test holds the path to. The caller's API token comes
 * from the token cache (accounts/token-cache.ts) once it was resolved. A steady move is one
 * statement: the head row's UPDATE with the entry's INSERT, over the head this process holds at
 * the expected version (no read of it first, no transaction around: BEGIN and COMMIT are not
 * sent), returning the seat's last-seen version for the answer (its state comes from what the
 * append left in memory); a state read the head with the
 * entries the cache lacks and the seat's last-seen version, in one statement (the seat map of a
 * started game comes from the cache). Join and start still read the game's row
 * twice after their transaction (the summary, then its invite code: issue 19 note).
 */
// A join also asks, in one statement, whether a block stands between the joiner and the table (ADR 0039).
const BUDGET = { join: 12, start: 11, game: 2, state: 1, move: 1 };

/** Transactions (a BEGIN and a COMMIT each, on top of the statements) per request. */
const TRANSACTIONS = { join: 1, start: 1, game: 0, state: 0, move: 0 };

/**
 * Statements a steady move sets going after its commit, outside the request (the facts'
 * listeners), when no notice is due: the game's snapshot (its row and seat holders), the turns'
 * reconcile with the inbox mark's move, the game's table webhooks, and the NOTIFY that tells the
 * other processes (batched: under load one for many moves). A move that writes notices (a "your
 * turn" when the turn passes to another person) adds their write with their accounts' NOTIFY.
 * Before issue 19's after-commit work: 8 without a notice, 11 with one.
 */
const AFTER_COMMIT_BUDGET = { withoutNotice: 4, notices: 1 };

/** The sweepers' rounds far apart: nothing but the move's own work runs while it is counted. */
const NO_ROUNDS = 3_600_000;

describeOnDatabases('statements per request', (driver) => {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startTestServer(testDatabase.config, {
      sweeper: { ...DEFAULT_SWEEPER, intervalMs: NO_ROUNDS },
      reminders: { ...DEFAULT_REMINDER_SWEEPER, intervalMs: NO_ROUNDS },
      cleanup: { ...DEFAULT_CLEANUP, intervalMs: NO_ROUNDS },
    });
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });
  const fixture = (): RunningServer => {
    if (server === undefined) throw new Error('the server is not running yet');
    return server;
  };

  /** How many notifications the inbox holds, all accounts together. */
  async function noticeCount(): Promise<number> {
    const [row] = await fixture().database.db.select({ rows: count() }).from(notifications);
    return row?.rows ?? 0;
  }

  /** Resolves once every listener of the facts announced so far has done its work. */
  async function settled(): Promise<void> {
    const { inbox, ratings, webhooks, feed, service } = fixture();
    await service.botsIdle();
    await inbox.idle();
    await ratings.idle();
    await webhooks.idle();
    await feed.beaconIdle();
  }

  /** Signs up over HTTP and returns the Authorization header of a play token. */
  async function player(): Promise<Record<string, string>> {
    const client = await new RestClient(fixture().url).signUp();
    const reply = await client.post<{ token: string }>('/tokens', {
      name: 'counting',
      scopes: ['play'],
    });
    return { authorization: `Bearer ${reply.body.token}` };
  }

  /** The transactions begun on behalf of the request in whose scope they are counted. */
  const transactionScope = new AsyncLocalStorage<{ begun: number }>();
  beforeAll(() => {
    // Watches `db.transaction` (calls through unchanged): BEGIN and COMMIT are not drizzle's
    // logged statements, so the statement counter cannot see them.
    const { db } = fixture().database;
    const transaction = db.transaction.bind(db);
    db.transaction = (work, config) => {
      const scope = transactionScope.getStore();
      if (scope !== undefined) scope.begun += 1;
      return transaction(work, config);
    };
  });

  /** `request` through the app, with the statements and transactions it sent. */
  async function counted(app: FastifyInstance, request: InjectOptions) {
    const { database } = fixture();
    const scope = { begun: 0 };
    const { value, statements } = await transactionScope.run(scope, () =>
      database.statements.within(() =>
        // inject's answer is a lazy thenable: then() here sends the request inside the scope.
        app.inject(request).then((response) => response),
      ),
    );
    expect(value.statusCode, value.body).toBeLessThan(300);
    return { statements, transactions: scope.begun, body: value.body };
  }

  it('stays within its budget for a join, a start, a game read, a state read and a move', async () => {
    const { app } = fixture();
    const [host, guest] = [await player(), await player()];
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/games',
      headers: host,
      payload: { engine: 'bon-appetit', seatCount: 2 },
    });
    const { gameId } = created.json<GameDetails>();
    await app.inject({
      method: 'PUT',
      url: `/api/v1/games/${gameId}/seats/0`,
      headers: host,
      payload: {},
    });
    const join = await counted(app, {
      method: 'PUT',
      url: `/api/v1/games/${gameId}/seats/1`,
      headers: guest,
      payload: {},
    });
    const start = await counted(app, {
      method: 'POST',
      url: `/api/v1/games/${gameId}/start`,
      headers: host,
      payload: {},
    });
    const read = { method: 'GET', url: `/api/v1/games/${gameId}` } as const;
    await app.inject(read);
    const game = await counted(app, read);

    const seats = [host, guest];
    const stateOf = async (seat: number) =>
      counted(app, {
        method: 'GET',
        url: `/api/v1/games/${gameId}/state`,
        headers: seats[seat] ?? host,
      });
    // The statements of the state reads `move` made, as a client does before moving.
    const reads: string[] = [];
    // A move by a seat that has one (its state read first, as a client does).
    const move = async () => {
      for (const [seat, headers] of seats.entries()) {
        const read = await stateOf(seat);
        reads.push(...read.statements);
        const state = JSON.parse(read.body) as GameState;
        const [command] = state.legalCommands;
        if (command === undefined) continue;
        return counted(app, {
          method: 'POST',
          url: `/api/v1/games/${gameId}/commands`,
          headers,
          payload: {
            expectedVersion: state.version,
            commandId: `count-${seat}-${state.version}`,
            command,
          },
        });
      }
      throw new Error('no seat has a move');
    };
    await move();
    const state = await stateOf(0);
    await settled();
    const { database } = fixture();
    reads.length = 0;
    const noticesBefore = await noticeCount();
    const { value: steadyMove, statements: all } = await database.statements.during(async () => {
      const counted = await move();
      await settled();
      return counted;
    });
    // What the requests sent (the move and the state reads before it) is theirs; the rest came
    // after the commit. Printed so that the figure is at hand when it changes.
    const afterCommit = [...all];
    for (const statement of [...reads, ...steadyMove.statements]) {
      afterCommit.splice(afterCommit.indexOf(statement), 1);
    }
    const noticeDue = (await noticeCount()) > noticesBefore;
    console.log(
      `after-commit statements of a move (${driver}, notice due: ${String(noticeDue)}): ` +
        `${String(afterCommit.length)}\n${afterCommit.join('\n')}`,
    );
    const budget =
      AFTER_COMMIT_BUDGET.withoutNotice + (noticeDue ? AFTER_COMMIT_BUDGET.notices : 0);
    expect(afterCommit.length, afterCommit.join('\n')).toBe(budget);
    const sent = { join, start, game, state, move: steadyMove };
    const counts = Object.fromEntries(
      Object.entries(sent).map(([request, { statements }]) => [request, statements.length]),
    );
    // The statements themselves, when a count is off: what was added, or what went.
    const statements = Object.fromEntries(
      Object.entries(sent).map(([request, { statements }]) => [request, statements]),
    );
    expect(counts, JSON.stringify(statements, null, 1)).toEqual(BUDGET);
    const transactions = Object.fromEntries(
      Object.entries(sent).map(([request, { transactions }]) => [request, transactions]),
    );
    expect(transactions).toEqual(TRANSACTIONS);
  });
});
