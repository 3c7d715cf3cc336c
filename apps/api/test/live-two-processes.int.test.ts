/**
 * The live feed across processes, on Postgres (PGlite serves one process only): a real second
 * Node process (fixtures/live-peer.ts) with its own GameService, GameFeed and connection pool
 * starts a game and moves in it, and this process's feed receives every version; a move made
 * here reaches the other process's feed.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GameFeed, GameService } from '../src/index.ts';
import type { Database, GameChange } from '../src/index.ts';
import { TEST_DATABASE_URL, createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { playMove } from './live-moves.ts';
import { ANSWER_TIMEOUT_MS, Peer } from './peer-process.ts';

const PEER = fileURLToPath(new URL('fixtures/live-peer.ts', import.meta.url));

const messageSchema = z.object({
  op: z.string(),
  versions: z.array(z.number()).optional(),
  change: z
    .object({
      gameId: z.string(),
      version: z.number(),
      status: z.enum(['started', 'finished']),
    })
    .optional(),
});
type Message = z.infer<typeof messageSchema>;

describe.skipIf(TEST_DATABASE_URL === undefined)(
  'live feed across two processes [Postgres]',
  () => {
    let testDatabase: TestDatabase | undefined;
    let database: Database | undefined;
    let service: GameService | undefined;
    let feed: GameFeed | undefined;
    let peer: Peer<Message> | undefined;

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      if (testDatabase.config.driver !== 'postgres') throw new Error('a Postgres test');
      database = await testDatabase.open();
      service = new GameService(database.db);
      feed = await GameFeed.open(database, { commits: service });
      peer = new Peer(PEER, [testDatabase.config.url], messageSchema);
      await peer.next('ready');
    });

    afterAll(async () => {
      await peer?.close();
      await feed?.close();
      await service?.stop();
      await database?.close();
      await testDatabase?.dispose();
    });

    it("each process's feed sees the other's moves", async () => {
      if (service === undefined || feed === undefined || peer === undefined)
        throw new Error('setup');
      const { gameId } = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
      for (let seat = 0; seat < 3; seat += 1) {
        const player = await service.lobby.registerPlayer(`Player ${seat}`);
        await service.lobby.join(gameId, { seat, playerId: player.id });
      }
      const seen: GameChange[] = [];
      const unsubscribe = feed.subscribe(gameId, (change) => seen.push(change));

      // The other process starts the game and plays three moves: each version arrives here.
      peer.send({ op: 'start', gameId });
      await peer.next('started');
      peer.send({ op: 'play', gameId, moves: 3 });
      expect((await peer.next('played')).versions).toEqual([1, 2, 3]);
      await vi.waitFor(
        () => {
          expect(seen).toHaveLength(4);
        },
        { timeout: ANSWER_TIMEOUT_MS }, // vi.waitFor's default of 1 s is short on a loaded machine
      );
      expect(seen).toEqual(
        [0, 1, 2, 3].map((version) => ({ gameId, version, status: 'started' as const })),
      );

      // A long-poll here is answered by the other process's move.
      const waiting = feed.waitForVersionAbove(gameId, 3, { timeoutMs: ANSWER_TIMEOUT_MS });
      peer.send({ op: 'play', gameId, moves: 1 });
      await expect(waiting).resolves.toEqual({ gameId, version: 4, status: 'started' });

      // And the other way round: a move made here reaches the other process's feed.
      peer.send({ op: 'watch', gameId });
      await peer.next('watching');
      const mine = await playMove(service, gameId);
      expect(mine.version).toBe(5);
      // The peer's own NOTIFY of version 4 may reach its feed after it subscribed: a notice is
      // only "re-read the game", so a late one for an older version is allowed and skipped here.
      let change = (await peer.next('change')).change;
      while (change !== undefined && change.version < 5)
        change = (await peer.next('change')).change;
      expect(change).toEqual({ gameId, version: 5, status: 'started' });

      unsubscribe();
      expect(feed.listenerCount()).toBe(0);
      await expect(peer.close()).resolves.toBe(0);
    });
  },
);
