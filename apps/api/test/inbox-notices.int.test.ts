/**
 * The slow-play notices in the inbox (issue 17 item 8: "a seat timed out, a vacation ending",
 * and item 6: "with a notice to those seated"), on a fake clock, from the facts the sweepers and
 * the cleanup announce to the notifications people read: everyone seated learns that a seat's
 * time ran out, once per timeout; the player on vacation is told, once, the day before it ends;
 * the people seated at a game removed unplayed are told it was removed. The facts themselves are
 * checked in timeout-policies, vacations and unplayed-games.int.test.ts.
 */
import { seatViewer } from '@tavolo/engine';
import { beforeAll, expect, it } from 'vitest';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import type { Notification } from '../src/service/inbox/notification-data.ts';
import { useAway } from './away.ts';
import { describeOnDatabases } from './databases.ts';

const H = 3600_000;
const DAY = 24 * H;
const CLEANUP_HOURS = 24 * 7;

describeOnDatabases('slow-play notices in the inbox', (driver) => {
  const fixture = useAway(driver, '2030-03-04T09:00:00.000Z');
  const errors: unknown[] = [];
  let inbox: InboxService | undefined;
  beforeAll(() => {
    const { database, service, clock } = fixture();
    inbox = new InboxService(database.db, { clock, onError: (error) => errors.push(error) });
    inbox.attach(service);
  });

  /** The account's notifications of `kind`, oldest first, once every fact has been handled. */
  async function notices(playerId: string, kind: Notification['kind']): Promise<Notification[]> {
    if (inbox === undefined) throw new Error('no inbox');
    await inbox.idle();
    expect(errors).toEqual([]);
    const page = await inbox.page(playerId, { limit: 100 });
    return page.notifications.filter((note) => note.kind === kind).reverse();
  }

  it('tells everyone seated that a seat timed out, once per timeout', async () => {
    const { clock, service, person, game, sweep } = fixture();
    const [ann, bob] = [await person(), await person()];
    const gameId = await game([ann, bob], { timeControl: { kind: 'per_move', moveSeconds: 3600 } });
    const [late] = (await service.lobby.getGame(gameId)).activeSeats;
    if (late === undefined) throw new Error('nobody to move');
    clock.advance(H);
    const { deadlines } = await sweep();
    expect(deadlines.filter((action) => action.gameId === gameId)).toContainEqual(
      expect.objectContaining({ kind: 'timed_out', seat: late }),
    );
    // A second round at the same instant acts on nothing: no second notice.
    await sweep();
    const lateName = (await service.lobby.getGame(gameId)).seats.find(
      (s) => s.seat === late,
    )?.displayName;
    for (const playerId of [ann, bob]) {
      const timedOut = (await notices(playerId, 'seat_timed_out')).filter(
        (note) => note.gameId === gameId,
      );
      expect(timedOut).toHaveLength(1);
      expect(timedOut[0]?.data).toEqual({
        engine: 'cheesonomics',
        seat: late,
        displayName: lateName,
      });
      expect(timedOut[0]?.text).toContain(String(lateName));
    }
  });

  it('tells the player, once, the day before the vacation bank runs out', async () => {
    const { clock, service, person, game, untilToMove, sweep } = fixture();
    const [away, other] = [await person(), await person()];
    const gameId = await game([away, other], {
      timeControl: {
        kind: 'bank',
        initialSeconds: 86_400,
        incrementSeconds: 0,
        maxSeconds: 86_400,
      },
    });
    await untilToMove(gameId, 0);
    const started = await service.vacations.start(away);
    const endsBy = started.vacation?.endsBy ?? '';
    clock.advance(5 * DAY);
    await sweep();
    expect(await notices(away, 'vacation_ending')).toEqual([]);
    clock.advance(DAY + H);
    await sweep();
    await sweep();
    const ending = await notices(away, 'vacation_ending');
    expect(ending).toHaveLength(1);
    expect(ending[0]).toMatchObject({ gameId: null, data: { endsAt: endsBy } });
    expect(await notices(other, 'vacation_ending')).toEqual([]);
    clock.advance(DAY);
    await sweep();
    expect(await notices(away, 'vacation_ending')).toHaveLength(1);
  });

  it('tells the people seated at a game removed unplayed that it was removed', async () => {
    const { clock, service, person, game } = fixture();
    const [ann, bob, cid] = [await person(), await person(), await person()];
    const idle = await game([ann, bob], {});
    const played = await game([cid, bob], {});
    const [mover] = (await service.lobby.getGame(played)).activeSeats;
    if (mover === undefined) throw new Error('nobody to move');
    const { version, legalCommands } = await service.play.state(played, seatViewer(mover));
    await service.play.submit(played, mover, {
      expectedVersion: version,
      commandId: 'a-move',
      command: legalCommands[0],
    });
    clock.advance(CLEANUP_HOURS * H);
    const removed = await service.removeUnplayedGames(CLEANUP_HOURS, 100);
    expect(removed.map((entry) => entry.gameId)).toContain(idle);
    expect(removed.map((entry) => entry.gameId)).not.toContain(played);
    for (const playerId of [ann, bob]) {
      const cleaned = await notices(playerId, 'game_cleaned_up');
      expect(cleaned.map((note) => [note.gameId, note.data])).toEqual([
        [idle, { engine: 'cheesonomics' }],
      ]);
    }
    expect(await notices(cid, 'game_cleaned_up')).toEqual([]);
  });
});
