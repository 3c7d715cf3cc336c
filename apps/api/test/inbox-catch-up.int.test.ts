/**
 * The inbox's notifications are not lost to a crash between a move's commit and its handler
 * (issue 18 item 1, issue 17 item 8; ADR 0029): with the inbox's live handler cut off, as in a
 * process killed right after its commits, a game's start, a timed-out seat, the turn and the end
 * reach the inbox through the catch-up round (InboxService.catchUp) once the grace period has
 * passed — one notification of each, the turn's reminder scheduled from its deadline — also
 * with two processes catching up at the same moment; a second round adds nothing, and a fact
 * lost between two handled ones is not skipped by the live handler's later marks.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { inboxMarks, seatTurns } from '../src/db/schema.ts';
import { CATCH_UP_GRACE_MS, InboxService } from '../src/service/inbox/inbox-service.ts';
import type { Notification } from '../src/service/inbox/notification-data.ts';
import { DEFAULT_LADDER, nextReminderAt } from '../src/service/inbox/reminder-ladder.ts';
import { useAway } from './away.ts';
import { describeOnDatabases } from './databases.ts';
import { playPeopleToEnd, testRandom } from './play.ts';

const H = 3600_000;
const PER_MOVE = { timeControl: { kind: 'per_move', moveSeconds: 3600 } } as const;

describeOnDatabases('inbox catch-up', (driver) => {
  const fixture = useAway(driver, '2030-06-03T09:00:00.000Z');
  const errors: unknown[] = [];
  let processes: [InboxService, InboxService] | undefined;
  beforeAll(() => {
    const { database, clock } = fixture();
    const onError = (error: unknown) => errors.push(error);
    // Two "processes" over one database; neither hears the game service's facts.
    processes = [
      new InboxService(database.db, { clock, onError }),
      new InboxService(database.db, { clock, onError }),
    ];
  });

  function inboxes(): [InboxService, InboxService] {
    if (processes === undefined) throw new Error('no inboxes');
    return processes;
  }

  /** Both processes catch up at the same moment; how many games they caught up in all. */
  async function catchUpBoth(): Promise<number> {
    const [a, b] = inboxes();
    const caught = await Promise.all([a.catchUp(50), b.catchUp(50)]);
    expect(errors).toEqual([]);
    return caught[0] + caught[1];
  }

  /** The kinds of the account's notifications of the game, oldest first. */
  async function kinds(playerId: string, gameId: string): Promise<Notification['kind'][]> {
    const page = await inboxes()[0].page(playerId, { limit: 100 });
    return page.notifications
      .filter((note) => note.gameId === gameId)
      .map((note) => note.kind)
      .reverse();
  }

  async function markOf(gameId: string): Promise<number | null | undefined> {
    const { database } = fixture();
    const [mark] = await database.db
      .select({ handledVersion: inboxMarks.handledVersion })
      .from(inboxMarks)
      .where(eq(inboxMarks.gameId, gameId));
    return mark?.handledVersion;
  }

  it('replays a lost start and timeout once the grace period is over, once', async () => {
    const { clock, service, person, game, sweep } = fixture();
    const [ann, bob] = [await person(), await person()];
    const gameId = await game([ann, bob], PER_MOVE);
    // Within the grace period the game is the live handler's: nothing is replayed.
    expect(await catchUpBoth()).toBe(0);
    const [late] = (await service.lobby.getGame(gameId)).activeSeats;
    if (late === undefined) throw new Error('nobody to move');
    clock.advance(H);
    const { deadlines } = await sweep();
    expect(deadlines).toContainEqual(expect.objectContaining({ gameId, kind: 'timed_out' }));
    clock.advance(CATCH_UP_GRACE_MS);
    expect(await catchUpBoth()).toBe(1);

    const after = await service.lobby.getGame(gameId);
    const [toMove] = after.activeSeats;
    if (toMove === undefined || after.version === null || after.turnDeadline === null) {
      throw new Error('the game is not under way');
    }
    for (const [seat, playerId] of [ann, bob].entries()) {
      expect(await kinds(playerId, gameId)).toEqual([
        'game_started',
        'seat_timed_out',
        ...(seat === toMove ? (['your_turn'] as const) : []),
      ]);
    }
    // The turn's reminder comes from its deadline: the next rung after the catch-up.
    const deadline = new Date(after.turnDeadline);
    expect(
      await fixture().database.db.select().from(seatTurns).where(eq(seatTurns.gameId, gameId)),
    ).toEqual([
      {
        gameId,
        seat: toMove,
        playerId: [ann, bob][toMove],
        sinceVersion: after.version,
        deadline,
        remindAt: nextReminderAt(DEFAULT_LADDER, deadline, clock.now()),
      },
    ]);
    expect(await markOf(gameId)).toBe(after.version);

    // Caught up: a second round finds nothing and writes nothing.
    const before = [await kinds(ann, gameId), await kinds(bob, gameId)];
    expect(await catchUpBoth()).toBe(0);
    expect([await kinds(ann, gameId), await kinds(bob, gameId)]).toEqual(before);
  });

  it('tells everyone the result of a game whose end was lost, once', async () => {
    const { clock, service, person, game } = fixture();
    const [ann, bob] = [await person(), await person()];
    const [live] = inboxes();
    // The start is handled live; then the process "dies" and the game is played to its end.
    const detach = live.attach(service);
    const gameId = await game([ann, bob], {});
    await live.idle();
    detach();
    expect(await markOf(gameId)).toBe(0);
    await playPeopleToEnd(service, gameId, 2, testRandom(7));
    clock.advance(CATCH_UP_GRACE_MS);
    expect(await catchUpBoth()).toBe(1);
    for (const playerId of [ann, bob]) {
      const of = await kinds(playerId, gameId);
      expect(of.filter((kind) => kind === 'game_started')).toHaveLength(1);
      expect(of.filter((kind) => kind === 'game_finished')).toHaveLength(1);
      expect(of.at(-1)).toBe('game_finished');
    }
    expect(
      await fixture().database.db.select().from(seatTurns).where(eq(seatTurns.gameId, gameId)),
    ).toEqual([]);
    expect(await catchUpBoth()).toBe(0);
  });

  it('keeps a lost fact behind when the live handler handles the later ones', async () => {
    const { clock, service, person, game, sweep, untilToMove } = fixture();
    const [ann, bob] = [await person(), await person()];
    const [live] = inboxes();
    let detach = live.attach(service);
    const gameId = await game([ann, bob], PER_MOVE);
    await live.idle();
    // The timeout's facts are lost; the move after it is handled live again.
    detach();
    clock.advance(H);
    await sweep();
    const timedOutAt = (await service.lobby.getGame(gameId)).version;
    detach = live.attach(service);
    const [next] = (await service.lobby.getGame(gameId)).activeSeats;
    if (next === undefined) throw new Error('nobody to move');
    await untilToMove(gameId, 1 - next);
    await live.idle();
    detach();
    expect(await markOf(gameId)).toBe(timedOutAt === null ? null : timedOutAt - 1);
    clock.advance(CATCH_UP_GRACE_MS);
    // This game, and the first test's, whose next seat timed out in the same sweep.
    expect(await catchUpBoth()).toBe(2);
    for (const playerId of [ann, bob]) {
      const of = await kinds(playerId, gameId);
      expect(of.filter((kind) => kind === 'seat_timed_out')).toHaveLength(1);
      expect(of.filter((kind) => kind === 'game_started')).toHaveLength(1);
    }
    expect(await markOf(gameId)).toBe((await service.lobby.getGame(gameId)).version);
    expect(await catchUpBoth()).toBe(0);
  });
});
