/**
 * Restart recovery (issue 6 item 7): the process stops while server bots have moves to make; a
 * new process on the same database finds those games with resumeBots() and finishes them.
 */
import { expect, it } from 'vitest';
import { GameService } from '../src/index.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import { startBotGame, startHumanGame } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

describeOnDatabases('restart recovery', (driver) => {
  it('resumes the server bots of unfinished games after a restart', WHOLE_GAME, async () => {
    const testDatabase = await createTestDatabase(driver);
    try {
      const before = await testDatabase.open();
      // The process goes down in the middle of the bots' play (the clock is read once per change).
      let entries = 0;
      const now = () => {
        entries += 1;
        if (entries === 10) void first.stop();
        return new Date();
      };
      const first: GameService = new GameService(before.db, { clock: { now } });
      const long = await startBotGame(first, 'big-cheese', 3);
      await first.botsIdle();
      // Another whose start committed after the bots were already stopped (a crash right then).
      const fresh = await startBotGame(first, 'cheesonomics', 2);
      // A game waiting for a person: nothing to resume there.
      const { gameId: human } = await startHumanGame(first, 'bon-appetit', 2);
      const stopped = await first.lobby.getGame(long.gameId);
      expect(stopped.status).toBe('started');
      expect(stopped.version).toBeGreaterThan(0);
      expect((await first.lobby.getGame(fresh.gameId)).version).toBe(0);
      await before.close();

      const after = await testDatabase.open();
      const second = new GameService(after.db);
      expect(await second.resumeBots()).toBe(2);
      await second.botsIdle();
      for (const gameId of [long.gameId, fresh.gameId]) {
        expect((await second.lobby.getGame(gameId)).status).toBe('finished');
      }
      const waiting = await second.lobby.getGame(human);
      expect(waiting).toMatchObject({ status: 'started', version: 0 });
      expect(await second.resumeBots()).toBe(0);
      await second.stop();
      await after.close();
    } finally {
      await testDatabase.dispose();
    }
  });
});
