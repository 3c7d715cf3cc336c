/**
 * A kill -9 between a game's start committing and the inbox's handler loses no notification
 * (issue 18 item 1, issue 17 item 8), with a real second process on Postgres: the process that
 * started the game dies before its inbox wrote anything; the survivor's catch-up round, once the
 * grace period is over, tells every player the game started and the seat to move its turn, once.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { CATCH_UP_GRACE_MS, InboxService } from '../src/service/inbox/inbox-service.ts';
import { TEST_DATABASE_URL, createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { Peer } from './peer-process.ts';

const PEER = fileURLToPath(new URL('fixtures/inbox-peer.ts', import.meta.url));
const messageSchema = z.object({ op: z.string() }).loose();

describe.skipIf(TEST_DATABASE_URL === undefined)('inbox after a kill -9 [Postgres]', () => {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  let service: GameService | undefined;
  let url = '';

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    if (testDatabase.config.driver !== 'postgres') throw new Error('a Postgres test');
    url = testDatabase.config.url;
    database = await testDatabase.open();
    service = new GameService(database.db);
  });
  afterAll(async () => {
    await service?.stop();
    await database?.close();
    await testDatabase?.dispose();
  });

  it('tells everyone of a start whose process died before its inbox handled it', async () => {
    if (service === undefined || database === undefined) throw new Error('no service');
    const { gameId } = await service.lobby.createGame({ engine: 'big-cheese', seatCount: 3 });
    const playerIds: string[] = [];
    for (let seat = 0; seat < 3; seat += 1) {
      const player = await service.lobby.registerPlayer(`Crash ${seat}`);
      await service.lobby.join(gameId, { seat, playerId: player.id });
      playerIds.push(player.id);
    }
    const peer = new Peer(PEER, [url], messageSchema);
    await peer.next('ready');
    peer.send({ op: 'start', gameId });
    await peer.next('started');
    await peer.kill();

    // The survivor, its clock past the grace period (the start was stamped with the real time).
    const clock = new FakeClock(new Date(Date.now() + CATCH_UP_GRACE_MS + 1000));
    const errors: unknown[] = [];
    const survivor = new InboxService(database.db, {
      clock,
      onError: (error) => errors.push(error),
    });
    const game = await service.lobby.getGame(gameId);
    expect(game.status).toBe('started');
    const kindsOf = async (playerId: string) =>
      (await survivor.page(playerId, { limit: 100 })).notifications.map((note) => note.kind);
    for (const playerId of playerIds) expect(await kindsOf(playerId)).toEqual([]);

    expect(await survivor.catchUp(10)).toBe(1);
    expect(errors).toEqual([]);
    for (const [seat, playerId] of playerIds.entries()) {
      const toMove = game.activeSeats.includes(seat);
      expect((await kindsOf(playerId)).sort()).toEqual(
        toMove ? ['game_started', 'your_turn'] : ['game_started'],
      );
    }
    expect(await survivor.catchUp(10)).toBe(0);
  });
});
