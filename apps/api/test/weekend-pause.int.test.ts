/**
 * The weekend pause (issue 17 item 1, optional part): a seat's clock stands still from Saturday
 * 00:00 to Monday 00:00 in that seat's own time zone, fixed when the game starts. A deadline that
 * would fall on a Saturday by a seat's zone moves past the weekend; the sweeper follows it.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import { useAway } from './away.ts';

const H = 3600_000;
// Friday 20:00 UTC: Friday 22:00 in Rome, Friday 13:00 in Los Angeles.
const FRIDAY_EVENING = '2030-07-05T20:00:00.000Z';
const THREE_HOURS = { kind: 'per_move', moveSeconds: 3 * 3600 } as const;

describeOnDatabases('weekend pause', (driver) => {
  const fixture = useAway(driver, FRIDAY_EVENING);

  it('moves a deadline that falls on Saturday to after the weekend, in each seat’s zone', async () => {
    const { service, person, game, untilToMove } = fixture();
    const rome = await person('Europe/Rome');
    const la = await person('America/Los_Angeles');
    const gameId = await game([rome, la], { timeControl: THREE_HOURS, weekendPause: true });
    const summary = await service.lobby.getGame(gameId);
    expect(summary.weekendPause).toBe(true);
    expect(summary.seats.map((seat) => seat.timeZone)).toEqual([
      'Europe/Rome',
      'America/Los_Angeles',
    ]);
    // Three hours from Friday 20:00 UTC: Friday 23:00 UTC is already Saturday 01:00 in Rome, so
    // Rome's clock runs 2 h, stops, and runs its last hour from Monday 00:00 Rome (Sunday 22:00
    // UTC); in Los Angeles it is Friday 16:00, no weekend yet.
    await untilToMove(gameId, 0);
    expect((await service.lobby.getGame(gameId)).clocks?.seats[0]?.deadline).toBe(
      '2030-07-07T23:00:00.000Z',
    );
    await untilToMove(gameId, 1);
    const laTurn = await service.lobby.getGame(gameId);
    expect(laTurn.clocks?.seats[1]?.deadline).toBe('2030-07-05T23:00:00.000Z');
    expect(laTurn.turnDeadline).toBe('2030-07-05T23:00:00.000Z');
  });

  it('has the sweeper time a seat out by its own zone’s weekend', async () => {
    const { clock, service, person, game, untilToMove, sweep } = fixture();
    const rome = await person('Europe/Rome');
    const la = await person('America/Los_Angeles');
    const romeToMove = await game([rome, la], { timeControl: THREE_HOURS, weekendPause: true });
    await untilToMove(romeToMove, 0);
    const laToMove = await game([rome, la], { timeControl: THREE_HOURS, weekendPause: true });
    await untilToMove(laToMove, 1);
    const romeVersion = (await service.lobby.getGame(romeToMove)).version;
    // The suite's other games share the database: only this test's two count here.
    const ours = (actions: readonly DeadlineAction[]) =>
      actions.filter((action) => [romeToMove, laToMove].includes(action.gameId));

    clock.advance(3 * H + 1000);
    // Friday 23:00:01 UTC: Los Angeles's three hours are gone, Rome's clock is paused.
    const first = await sweep();
    expect(ours(first.deadlines)).toEqual([
      expect.objectContaining({ gameId: laToMove, kind: 'timed_out', seat: 1 }),
    ]);
    expect((await service.lobby.getGame(romeToMove)).version).toBe(romeVersion);
    // From here on only Rome's game counts: the bot's move may leave Los Angeles to move again,
    // with a deadline that falls on a Friday evening there and so rightly times out again.
    const romeOnly = (actions: readonly DeadlineAction[]) =>
      actions.filter((action) => action.gameId === romeToMove);

    clock.advance(40 * H);
    // Sunday 15:00 UTC: still the weekend in Rome.
    expect(romeOnly((await sweep()).deadlines)).toEqual([]);
    expect((await service.lobby.getGame(romeToMove)).version).toBe(romeVersion);
    clock.advance(8 * H);
    // Sunday 23:00:01 UTC, Monday 01:00 in Rome: the last hour ran out.
    const late = await sweep();
    expect(romeOnly(late.deadlines)).toEqual([
      expect.objectContaining({ gameId: romeToMove, kind: 'timed_out', seat: 0 }),
    ]);
  });

  it('leaves the clocks of a game without the pause running over the weekend', async () => {
    const { service, person, game, untilToMove } = fixture();
    const now = new Date(fixture().clock.now()).getTime();
    const rome = await person('Europe/Rome');
    const other = await person();
    const gameId = await game([rome, other], { timeControl: THREE_HOURS });
    await untilToMove(gameId, 0);
    const summary = await service.lobby.getGame(gameId);
    expect(summary.weekendPause).toBe(false);
    expect(summary.clocks?.seats[0]?.deadline).toBe(new Date(now + 3 * H).toISOString());
  });
});
