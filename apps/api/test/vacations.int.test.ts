/**
 * Vacations (issue 17 item 7) on a fake clock: the bank accrues monthly up to its cap; while a
 * player is on vacation the clocks of all their seats in games that allow it stand still (others
 * see "on vacation until …") and restart with what was left; the sweeper times out no seat on
 * vacation but does in a "no vacation" game; the vacation ends when the bank runs out, with one
 * `vacation_ending` notice a day before; and bad requests are refused, changing nothing.
 */
import { expect, it } from 'vitest';
import { ServiceError } from '../src/errors.ts';
import type { TimeControl } from '../src/clocks/time-control.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import { describeOnDatabases } from './databases.ts';
import { useAway } from './away.ts';

const H = 3600_000;
const DAY = 24 * H;
const DAY_BANK: TimeControl = {
  kind: 'bank',
  initialSeconds: 86_400,
  incrementSeconds: 0,
  maxSeconds: 86_400,
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describeOnDatabases('vacations', (driver) => {
  const fixture = useAway(driver, '2030-03-04T09:00:00.000Z');

  it('starts with the configured days and accrues a twelfth of a year monthly, up to the cap', async () => {
    const { clock, service, person } = fixture();
    const id = await person();
    expect(await service.vacations.status(id)).toMatchObject({
      timeZone: 'UTC',
      bankSeconds: 7 * 86_400,
      capSeconds: 30 * 86_400,
      perYearSeconds: 30 * 86_400,
      vacation: null,
    });
    clock.advance(31 * DAY);
    expect((await service.vacations.status(id)).bankSeconds).toBe(9.5 * 86_400);
    clock.advance(3 * 365 * DAY);
    expect((await service.vacations.status(id)).bankSeconds).toBe(30 * 86_400);
  });

  it('stops the clocks of all the player’s seats, and they restart with what was left', async () => {
    const { clock, service, person, game, untilToMove, sweep, facts } = fixture();
    const away = await person();
    const other = await person();
    const first = await game([away, other], { timeControl: DAY_BANK });
    const second = await game([other, away], { timeControl: DAY_BANK }, 'big-shot');
    const running = await game([away, other], { timeControl: DAY_BANK, vacation: 'none' });
    await untilToMove(first, 0);
    await untilToMove(second, 1);
    await untilToMove(running, 0);
    const start = clock.now().getTime();
    const ours = (actions: readonly DeadlineAction[]) =>
      actions.filter((action) => [first, second, running].includes(action.gameId));

    clock.advance(2 * H);
    const status = await service.vacations.start(away);
    const endsBy = new Date(clock.now().getTime() + 7 * DAY).toISOString();
    expect(status.vacation).toEqual({
      startedAt: clock.now().toISOString(),
      until: null,
      endsBy,
    });
    expect(facts.at(-1)).toEqual({
      kind: 'vacation_started',
      playerId: away,
      at: clock.now(),
      endsBy: new Date(endsBy),
    });
    // Others see it on the games that allow vacations, not on the one that does not.
    const seatOf = async (gameId: string) =>
      (await service.lobby.getGame(gameId)).seats.find((seat) => seat.playerId === away);
    expect((await seatOf(first))?.vacationUntil).toBe(endsBy);
    expect((await seatOf(second))?.vacationUntil).toBe(endsBy);
    expect((await seatOf(running))?.vacationUntil).toBeNull();

    // The sweeper recomputes the deadlines of the two games that allow vacations (22 h left,
    // from the vacation's latest end); the third is not even looked at.
    const looked = ours((await sweep()).deadlines);
    expect(looked.map((action) => action.gameId).sort()).toEqual([first, second].sort());
    expect(looked.map((action) => action.kind)).toEqual(['not_due', 'not_due']);
    const paused = new Date(new Date(endsBy).getTime() + 22 * H).toISOString();
    expect((await service.lobby.getGame(first)).turnDeadline).toBe(paused);
    expect((await service.lobby.getGame(second)).clocks?.seats[1]?.deadline).toBe(paused);
    expect((await service.lobby.getGame(running)).turnDeadline).toBe(
      new Date(start + DAY).toISOString(),
    );

    // A day later: the "no vacation" game times the player out, the others do not.
    clock.advance(DAY);
    expect(ours((await sweep()).deadlines)).toEqual([
      expect.objectContaining({ gameId: running, kind: 'timed_out', seat: 0 }),
    ]);

    // Three days in, the player comes back: the bank pays for three days.
    clock.advance(2 * DAY);
    const back = await service.vacations.end(away);
    expect(back.vacation).toBeNull();
    expect(back.bankSeconds).toBe(4 * 86_400);
    expect(facts.at(-1)).toMatchObject({ kind: 'vacation_ended', reason: 'ended_by_player' });
    expect((await seatOf(first))?.vacationUntil).toBeNull();
    await sweep();
    const resumed = new Date(clock.now().getTime() + 22 * H).toISOString();
    expect((await service.lobby.getGame(first)).turnDeadline).toBe(resumed);

    // The clock runs again from what was left: 22 h, less the hour before the move.
    clock.advance(H);
    const state = await service.play.state(first, { kind: 'seat', seat: 0 });
    await service.play.submit(first, 0, {
      expectedVersion: state.version,
      commandId: 'back-from-vacation',
      command: state.legalCommands[0],
    });
    expect((await service.lobby.getGame(first)).clocks?.seats[0]?.remainingMs).toBe(21 * H);
  });

  it('ends a vacation when the bank runs out, with one notice a day before', async () => {
    const { clock, service, person, game, untilToMove, sweep, facts } = fixture();
    const away = await person();
    const other = await person();
    const gameId = await game([away, other], { timeControl: DAY_BANK });
    await untilToMove(gameId, 0);
    const started = await service.vacations.start(away);
    const endsBy = started.vacation?.endsBy ?? '';
    const mine = () => facts.filter((fact) => 'playerId' in fact && fact.playerId === away);

    clock.advance(5 * DAY);
    await sweep();
    expect(mine().map((fact) => fact.kind)).toEqual(['vacation_started']);
    clock.advance(DAY + H);
    await sweep();
    await sweep();
    expect(mine().map((fact) => fact.kind)).toEqual(['vacation_started', 'vacation_ending']);
    expect(mine()[1]).toMatchObject({ endsBy: new Date(endsBy) });

    clock.advance(DAY);
    const { vacations } = await sweep();
    expect(vacations).toContainEqual(
      expect.objectContaining({ kind: 'ended', reason: 'bank_empty' }),
    );
    expect(mine().map((fact) => fact.kind)).toEqual([
      'vacation_started',
      'vacation_ending',
      'vacation_ended',
    ]);
    expect(mine()[2]).toMatchObject({ at: new Date(endsBy), reason: 'bank_empty' });
    const status = await service.vacations.status(away);
    expect(status.vacation).toBeNull();
    expect(status.bankSeconds).toBe(0);
    // The clock ran again from the bank's end: 23 h after it, the seat is not yet out.
    await sweep();
    expect((await service.lobby.getGame(gameId)).turnDeadline).toBe(
      new Date(new Date(endsBy).getTime() + DAY).toISOString(),
    );
    expect(await refusal(service.vacations.start(away))).toBe('VACATION_BANK_EMPTY');
  });

  it('refuses a vacation longer than the bank, a second one, ending none, a bad zone', async () => {
    const { clock, service, person, facts } = fixture();
    const id = await person();
    const before = await service.vacations.status(id);
    const count = facts.length;
    const tooFar = new Date(clock.now().getTime() + 8 * DAY).toISOString();
    expect(await refusal(service.vacations.start(id, { until: tooFar }))).toBe('VACATION_TOO_LONG');
    expect(await refusal(service.vacations.end(id))).toBe('NOT_ON_VACATION');
    const past = new Date(clock.now().getTime() - H).toISOString();
    expect(await refusal(service.vacations.start(id, { until: past }))).toBe('INVALID_INPUT');
    expect(await refusal(service.vacations.setTimeZone(id, 'Mars/Olympus'))).toBe('INVALID_INPUT');
    expect(await service.vacations.status(id)).toEqual(before);
    expect(facts.length).toBe(count);

    const until = new Date(clock.now().getTime() + 2 * DAY).toISOString();
    const status = await service.vacations.start(id, { until });
    expect(status.vacation).toMatchObject({ until, endsBy: until });
    expect(await refusal(service.vacations.start(id))).toBe('ALREADY_ON_VACATION');
    expect((await service.vacations.status(id)).vacation).toEqual(status.vacation);
  });
});
