/**
 * Fixtures of the delivery suites (issue 18): a test database with people who signed up, a game
 * they sit at, pg-boss on the same database (retries at once, so a test drains them without
 * waiting), the delivery engine with channels that post to a real local HTTP receiver, and
 * notifications written through the inbox's own write path.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { AccountService, GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema.ts';
import type { NotificationKind } from '../src/db/schema.ts';
import { DeliveryEngine } from '../src/delivery/delivery-engine.ts';
import type { DeliveryChannels } from '../src/delivery/delivery-engine.ts';
import { DeliveryQueue, queuesWith } from '../src/delivery/queue.ts';
import { TEST_RETRY } from './delivery-retry.ts';
import { InboxStore } from '../src/store/inbox-store.ts';
import type { JsonValue } from '@tavolo/engine';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { startReceiver } from './http-receiver.ts';
import type { HttpReceiver } from './http-receiver.ts';
import { ReceiverChannel } from './receiver-channel.ts';

const FAST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface DeliveryFixture {
  readonly clock: FakeClock;
  readonly database: Database;
  readonly service: GameService;
  readonly engine: DeliveryEngine;
  readonly queue: DeliveryQueue;
  readonly receiver: HttpReceiver;
  /** Signs up a person; their player id. */
  readonly person: (timeZone?: string) => Promise<string>;
  /** A started two-seat game of theirs; its id. */
  readonly gameOf: (players: readonly [string, string]) => Promise<string>;
  /** Writes one notification as the inbox does; its id. */
  readonly notify: (
    playerId: string,
    kind: NotificationKind,
    gameId: string | null,
    data?: JsonValue,
  ) => Promise<string>;
  /** Relays, routes and sends until nothing is left to do now; the channel posts received. */
  readonly deliverAll: () => Promise<void>;
}

export function useDelivery(driver: Driver, start: string): () => DeliveryFixture {
  let testDatabase: TestDatabase | undefined;
  let fixture: DeliveryFixture | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const database = await testDatabase.open();
    const clock = new FakeClock(start);
    const service = new GameService(database.db, { clock });
    const accounts = new AccountService(database.db, { clock, hashing: FAST_HASHING });
    const receiver = await startReceiver();
    const queue = await DeliveryQueue.open(
      database.queueConnection,
      queuesWith(DeliveryEngine.QUEUES, TEST_RETRY),
      (error) => {
        throw error;
      },
    );
    const channels: DeliveryChannels = {
      email: new ReceiverChannel('email', receiver.url),
      push: new ReceiverChannel('push', receiver.url),
      webhook: new ReceiverChannel('webhook', receiver.url),
    };
    const engine = new DeliveryEngine(database.db, queue, channels, { clock });
    const inbox = new InboxStore(database.db);
    let people = 0;
    fixture = {
      clock,
      database,
      service,
      engine,
      queue,
      receiver,
      async person(timeZone) {
        people += 1;
        const account = await accounts.signUp({
          username: `reader${people}`,
          password: 'correct horse battery',
        });
        if (timeZone !== undefined) await service.vacations.setTimeZone(account.playerId, timeZone);
        return account.playerId;
      },
      async gameOf(players) {
        const game = await service.lobby.createGame({ engine: 'big-shot', seatCount: 2 });
        for (const [seat, playerId] of players.entries()) {
          await service.lobby.join(game.gameId, { seat, playerId });
        }
        await service.lobby.start(game.gameId);
        return game.gameId;
      },
      async notify(playerId, kind, gameId, data = { engine: 'big-cheese', seat: 0, version: 1 }) {
        const dedupeKey = randomUUID();
        await inbox.write([{ playerId, kind, gameId, data, dedupeKey }], clock.now());
        const [row] = await database.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.dedupeKey, dedupeKey));
        if (row === undefined) throw new Error('the notification was not written');
        return row.id;
      },
      async deliverAll() {
        for (let round = 0; round < 10; round += 1) {
          const relayed = await engine.relay();
          let ran = 0;
          for (const name of DeliveryEngine.QUEUES) ran += (await queue.drain(name)).length;
          if (relayed === 0 && ran === 0) return;
        }
      },
    };
  });
  afterAll(async () => {
    await fixture?.queue.close();
    await fixture?.receiver.close();
    await fixture?.service.stop();
    await fixture?.database.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the fixture is not open yet');
    return fixture;
  };
}
