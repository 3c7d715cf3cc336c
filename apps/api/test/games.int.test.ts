/**
 * Every registered game, with its default options at its smallest table, played from start to
 * finish by server bots; the stored game exports, verifies and replays to the stored outcome.
 */
import { games, jsonEqual, replay } from '@tavolo/engine';
import { gameExportSchema } from '@tavolo/sdk/audit';
import { expect, it } from 'vitest';
import { describeOnDatabases, useService } from './databases.ts';
import { chainBreaks, startBotGame } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

describeOnDatabases('full games by server bots', (driver) => {
  const fixture = useService(driver);

  it.each(games.map((game) => [game.id, game] as const))(
    '%s is played to the end',
    WHOLE_GAME,
    async (_, game) => {
      const { service } = fixture();
      const seatCount = game.seatLimits.min;
      const started = await startBotGame(service, game.id, seatCount);
      await service.botsIdle();

      const summary = await service.lobby.getGame(started.gameId);
      expect(summary.status).toBe('finished');
      expect(summary.activeSeats).toEqual([]);
      expect(summary.outcome).not.toBeNull();
      const state = await service.play.state(started.gameId, { kind: 'spectator' });
      expect(state.status).toBe('finished');
      expect(state.version).toBe(summary.version);

      const exported = gameExportSchema.parse(await service.play.exportGame(started.gameId));
      expect(exported.log).toHaveLength((summary.version ?? 0) + 1);
      expect(chainBreaks(exported)).toEqual([]);
      const options = game.parseOptions({}, seatCount);
      if (!options.ok) throw new Error(options.error.message);
      const final = replay(
        game,
        { seatCount, options: options.value },
        exported.log.flatMap((entry) => entry.events),
      );
      expect(jsonEqual(game.outcome(final), exported.outcome)).toBe(true);
    },
  );
});
