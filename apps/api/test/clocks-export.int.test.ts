/**
 * The clocks are a projection of the log (issue 17 item 2): a game played on a fake clock with a
 * time bank, some of its moves timeouts played by the sweeper, is exported; the clocks recomputed
 * from the export alone (the entries' `at`, the engine's replay for who was to move, the control
 * from the game's summary) equal those the server showed at every version, and the export still
 * verifies.
 */
import { findGameVersion, seatViewer } from '@tavolo/engine';
import { verifyExport } from '@tavolo/sdk/audit';
import type { GameExport } from '@tavolo/sdk/audit';
import { expect, it } from 'vitest';
import { advanceClocks, clocksView } from '../src/clocks/clocks.ts';
import type { ClocksView, SeatClocks } from '../src/clocks/clocks.ts';
import type { TimeControl } from '../src/clocks/time-control.ts';
import { DeadlineSweeper } from '../src/service/deadline-sweeper.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { startHumanGame, testRandom } from './play.ts';

const BANK: TimeControl = {
  kind: 'bank',
  initialSeconds: 600,
  incrementSeconds: 60,
  maxSeconds: 900,
};

/** The clocks after each entry of `document`, recomputed as an auditor would. */
function clocksFromExport(document: GameExport, control: TimeControl): (ClocksView | null)[] {
  const { header, log } = document;
  const module = findGameVersion(header.engine, header.rulesVersion);
  if (module === undefined) throw new Error(`no engine ${header.engine} ${header.rulesVersion}`);
  let state = module.initialState({ seatCount: header.seatCount, options: header.options });
  let clocks: SeatClocks | undefined;
  return log.map((entry) => {
    for (const event of entry.events) state = module.evolve(state, event);
    const toMove = module.outcome(state) === null ? module.activeSeats(state) : [];
    clocks = advanceClocks(control, header.seatCount, clocks, { ...entry, toMove });
    return clocksView(clocks ?? null);
  });
}

describeOnDatabases('clocks from an export', (driver) => {
  const clock = new FakeClock('2030-07-01T08:00:00.000Z');
  const fixture = useService(driver, { clock });

  it('recomputes every version’s clocks from the export alone', async () => {
    const { service } = fixture();
    const sweeper = new DeadlineSweeper(
      service,
      { intervalMs: 1000, batchSize: 10, leaseMs: 30_000 },
      {
        onError: (error) => {
          throw error;
        },
      },
    );
    const random = testRandom(17);
    const { gameId } = await startHumanGame(service, 'bon-appetit', 2, { timeControl: BANK });
    const shown = new Map<number, ClocksView | null>();
    let timeouts = 0;
    for (let step = 0; step < 5000; step += 1) {
      const game = await service.lobby.getGame(gameId);
      shown.set(game.version ?? -1, game.clocks);
      if (game.status === 'finished') break;
      if (step % 4 === 3) {
        // Nobody moves: every running bank runs out, and the sweeper plays for the late seat.
        clock.advance(BANK.maxSeconds * 1000);
        const actions = await sweeper.sweepOnce();
        timeouts += actions.filter((action) => action.kind === 'timed_out').length;
        continue;
      }
      clock.advance(random(120_000));
      const seat = game.activeSeats[random(game.activeSeats.length)] ?? 0;
      const { version, legalCommands } = await service.play.state(gameId, seatViewer(seat));
      const command = legalCommands[random(legalCommands.length)];
      await service.play.submit(gameId, seat, {
        expectedVersion: version,
        commandId: `m${step}`,
        command,
      });
    }
    const document = await service.play.exportGame(gameId);
    expect(timeouts).toBeGreaterThan(0);
    expect(document.log.filter((entry) => entry.commandId?.startsWith('timeout:'))).toHaveLength(
      timeouts,
    );
    const recomputed = clocksFromExport(document, BANK);
    for (const [version, clocks] of shown)
      expect([version, recomputed[version]]).toEqual([version, clocks]);
    const { serverSeedCommitment } = await service.lobby.getGame(gameId);
    const report = verifyExport(document, { serverSeedCommitment });
    expect(report.ok ? 'verified' : report.problem).toBe('verified');
  });
});
