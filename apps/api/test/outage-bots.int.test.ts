/**
 * Server bots across a database outage (issue 15), on a Postgres of the test's own: a game of
 * bots only is playing when Postgres stops; the bots' loop waits instead of giving up, and the
 * game is played to its end once Postgres is back — nothing else would move it (the game waits
 * for its bots, and only a commit or a restart wakes them).
 */
import { setTimeout as pause } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { GameService, openDatabase } from '../src/index.ts';
import { OWN_POSTGRES_AVAILABLE, startOwnPostgres } from './own-postgres.ts';
import { startBotGame } from './play.ts';

it.skipIf(!OWN_POSTGRES_AVAILABLE)(
  'bots interrupted by an outage finish their game once Postgres is back [own Postgres]',
  async () => {
    const pg = await startOwnPostgres();
    const database = await openDatabase({ driver: 'postgres', url: pg.url });
    const reported: unknown[] = [];
    let outage: Promise<void> | undefined;
    /** Clock reads counted once the game is set up (the set-up itself must not meet the outage). */
    let entries: number | undefined;
    // The clock is read once per change: the outage starts at the tenth bot move after the set-up.
    const now = () => {
      if (entries !== undefined) {
        entries += 1;
        if (entries === 10) outage = pg.stop();
      }
      return new Date();
    };
    const service = new GameService(database.db, {
      clock: { now },
      onBotError: (_gameId, error) => reported.push(error),
    });
    try {
      const { gameId } = await startBotGame(service, 'big-cheese', 3);
      entries = 0;
      while (outage === undefined) await pause(20);
      await outage;
      const idle = service.botsIdle().then(() => 'idle' as const);
      // The bots are still at it while Postgres is down (they would have stopped for good).
      expect(await Promise.race([idle, pause(500, 'playing' as const)])).toBe('playing');
      await pg.start();
      await idle;
      expect(reported).toEqual([]);
      const game = await service.lobby.getGame(gameId);
      expect(game.status).toBe('finished');
      expect(game.version).toBeGreaterThan(10);
    } finally {
      await service.stop();
      await database.close();
      await pg.dispose();
    }
  },
  120_000,
);
