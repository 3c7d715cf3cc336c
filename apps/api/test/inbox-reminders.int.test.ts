/**
 * The inbox and the reminder ladder through the services (issue 17 items 8, 9 and 13), on a fake
 * clock, with two "processes" (two GameServices and InboxServices; on Postgres each with its own
 * connection pool): "your turn" when a turn begins, once; each rung of the ladder exactly once
 * even with both processes sweeping at the same moment; none while the player watches the game;
 * an edited or switched-off ladder; a game's result; another account's notification refused.
 */
import { seatViewer } from '@tavolo/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { InboxService } from '../src/service/inbox/inbox-service.ts';
import { createTestDatabase, describeOnDatabases } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { playPeopleToEnd, startHumanGame, testRandom } from './play.ts';

const HOUR = 3_600_000;
const MOVE_SECONDS = 48 * 3600;

interface Process {
  readonly service: GameService;
  readonly inbox: InboxService;
}

interface Fixture {
  readonly clock: FakeClock;
  readonly processes: readonly [Process, Process];
}

function useTwoProcesses(driver: Driver): () => Fixture {
  let testDatabase: TestDatabase | undefined;
  const databases: Database[] = [];
  let fixture: Fixture | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const first = await testDatabase.open();
    const second = driver === 'postgres' ? await testDatabase.open() : first;
    databases.push(...new Set([first, second]));
    const clock = new FakeClock('2030-05-01T10:00:00.000Z');
    const fail = (error: unknown) => {
      throw error;
    };
    const processes = [first, second].map((database) => {
      const service = new GameService(database.db, { clock });
      const inbox = new InboxService(database.db, { clock, onError: fail });
      inbox.attach(service);
      return { service, inbox };
    }) as [Process, Process];
    fixture = { clock, processes };
  });
  afterAll(async () => {
    for (const { service } of fixture?.processes ?? []) await service.stop();
    for (const database of databases) await database.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the fixture is not open yet');
    return fixture;
  };
}

describeOnDatabases('inbox and reminders', (driver) => {
  const fixture = useTwoProcesses(driver);

  async function idle(): Promise<void> {
    for (const { inbox } of fixture().processes) await inbox.idle();
  }

  async function kinds(playerId: string, gameId: string): Promise<string[]> {
    const [{ inbox }] = fixture().processes;
    const page = await inbox.page(playerId, { limit: 100 });
    return page.notifications
      .filter((note) => note.gameId === gameId)
      .map((note) => note.kind)
      .reverse();
  }

  async function reminders(playerId: string, gameId: string) {
    const [{ inbox }] = fixture().processes;
    const page = await inbox.page(playerId, { limit: 100 });
    return page.notifications.filter((note) => note.gameId === gameId && note.kind === 'reminder');
  }

  /** Both processes sweep at the same moment; the reminders sent in all. */
  async function sweepBoth(): Promise<number> {
    const [a, b] = fixture().processes;
    const sent = await Promise.all([a.inbox.sweepReminders(100), b.inbox.sweepReminders(100)]);
    return sent[0] + sent[1];
  }

  async function timedGame() {
    const [{ service }] = fixture().processes;
    const timeControl = { kind: 'per_move', moveSeconds: MOVE_SECONDS } as const;
    const game = await startHumanGame(service, 'big-cheese', 3, { timeControl });
    await idle();
    const summary = await service.lobby.getGame(game.gameId);
    const seat = summary.activeSeats[0];
    if (seat === undefined || summary.version === null) throw new Error('nobody to move');
    const playerId = game.playerIds[seat];
    if (playerId === undefined) throw new Error('no player');
    return { ...game, seat, playerId, version: summary.version };
  }

  it('tells everyone the game started and the seat to move that it is their turn', async () => {
    const { gameId, playerIds, seat } = await timedGame();
    for (const [index, playerId] of playerIds.entries()) {
      expect(await kinds(playerId, gameId)).toEqual(
        index === seat ? ['game_started', 'your_turn'] : ['game_started'],
      );
    }
  });

  it('sends "your turn" when a turn begins, from whichever process committed the move', async () => {
    const [first, second] = fixture().processes;
    const { gameId, playerIds, seat, version } = await timedGame();
    const state = await second.service.play.state(gameId, seatViewer(seat));
    await second.service.play.submit(gameId, seat, {
      expectedVersion: version,
      commandId: 'first-move',
      command: state.legalCommands[0],
    });
    await idle();
    const after = await first.service.lobby.getGame(gameId);
    for (const [index, playerId] of playerIds.entries()) {
      const turns = (await kinds(playerId, gameId)).filter((kind) => kind === 'your_turn');
      const began = after.activeSeats.includes(index) && index !== seat ? 1 : 0;
      expect(turns.length).toBe((index === seat ? 1 : 0) + began);
    }
  });

  it('sends each rung of the ladder exactly once, with two processes sweeping', async () => {
    const { clock } = fixture();
    const { gameId, playerId } = await timedGame();
    // Rungs at 24 h, 44 h and 47 h after the start (the deadline is 48 h away).
    clock.advance(24 * HOUR - 1);
    await sweepBoth();
    expect(await reminders(playerId, gameId)).toEqual([]);
    clock.advance(1);
    await sweepBoth();
    await sweepBoth();
    expect((await reminders(playerId, gameId)).map((note) => note.data)).toMatchObject([
      { beforeSeconds: 24 * 3600 },
    ]);
    clock.advance(20 * HOUR);
    await sweepBoth();
    clock.advance(3 * HOUR);
    await sweepBoth();
    await sweepBoth();
    const sent = (await reminders(playerId, gameId)).map((note) => note.data);
    expect(sent).toMatchObject([
      { beforeSeconds: 3600 },
      { beforeSeconds: 4 * 3600 },
      { beforeSeconds: 24 * 3600 },
    ]);
  });

  it('sends no reminder while the player has the game open', async () => {
    const { clock, processes } = fixture();
    const { gameId, playerId } = await timedGame();
    clock.advance(24 * HOUR - 30_000);
    await processes[1].inbox.watching(gameId, playerId);
    clock.advance(30_000);
    await sweepBoth();
    expect(await reminders(playerId, gameId)).toEqual([]);
    // Gone from the table: the next rung comes.
    clock.advance(20 * HOUR);
    await sweepBoth();
    expect((await reminders(playerId, gameId)).map((note) => note.data)).toMatchObject([
      { beforeSeconds: 4 * 3600 },
    ]);
  });

  it('follows an edited ladder, and none when switched off', async () => {
    const { clock, processes } = fixture();
    const [{ inbox }] = processes;
    const { gameId, playerId, playerIds } = await timedGame();
    expect(await inbox.setReminderSettings(playerId, { offsetsSeconds: [600, 7200] })).toEqual({
      offsetsSeconds: [7200, 600],
    });
    for (const other of playerIds) {
      if (other !== playerId) await inbox.setReminderSettings(other, { offsetsSeconds: [] });
    }
    clock.advance(46 * HOUR);
    expect(await sweepBoth()).toBe(1);
    clock.advance(HOUR + 50 * 60_000);
    expect(await sweepBoth()).toBe(1);
    expect((await reminders(playerId, gameId)).map((note) => note.data)).toMatchObject([
      { beforeSeconds: 600 },
      { beforeSeconds: 7200 },
    ]);
    await inbox.setReminderSettings(playerId, { offsetsSeconds: [] });
    expect(await inbox.reminderSettings(playerId)).toEqual({ offsetsSeconds: [] });
  });

  it('refuses a ladder out of range and keeps the old one', async () => {
    const [{ inbox }] = fixture().processes;
    const { playerId } = await timedGame();
    for (const offsetsSeconds of [[59], [3600, 3600], [31 * 24 * 3600], [1.5], 'daily']) {
      await expect(inbox.setReminderSettings(playerId, { offsetsSeconds })).rejects.toMatchObject({
        code: 'INVALID_INPUT',
      });
    }
    expect(await inbox.reminderSettings(playerId)).toEqual({
      offsetsSeconds: [24 * 3600, 4 * 3600, 3600],
    });
  });

  it("refuses to mark another account's notification, and changes nothing", async () => {
    const [{ inbox }] = fixture().processes;
    const { playerIds } = await timedGame();
    const [mine, theirs] = playerIds;
    if (mine === undefined || theirs === undefined) throw new Error('two players');
    const [note] = (await inbox.page(theirs, { limit: 1 })).notifications;
    if (note === undefined) throw new Error('no notification');
    await expect(inbox.markRead(mine, note.id)).rejects.toMatchObject({
      code: 'NOTIFICATION_NOT_FOUND',
    });
    await expect(inbox.markRead(mine, 'not-an-id')).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    });
    const [same] = (await inbox.page(theirs, { limit: 1 })).notifications;
    expect(same?.readAt).toBeNull();
    const unread = await inbox.unreadCount(theirs);
    await inbox.markRead(theirs, note.id);
    expect(await inbox.unreadCount(theirs)).toBe(unread - 1);
    expect(await inbox.markAllRead(theirs)).toBe(unread - 1);
    expect(await inbox.unreadCount(theirs)).toBe(0);
  });

  it('pages newest first, with an unread filter', async () => {
    const [{ inbox }] = fixture().processes;
    const { playerIds, seat } = await timedGame();
    const playerId = playerIds[seat] ?? '';
    const all = await inbox.page(playerId, { limit: 100 });
    const first = await inbox.page(playerId, { limit: 1 });
    expect(first.notifications).toEqual(all.notifications.slice(0, 1));
    const second = await inbox.page(playerId, { limit: 1, before: first.nextBefore ?? 0 });
    expect(second.notifications).toEqual(all.notifications.slice(1, 2));
    const [newest] = all.notifications;
    if (newest === undefined) throw new Error('empty inbox');
    await inbox.markRead(playerId, newest.id);
    const unread = await inbox.page(playerId, { limit: 100, unreadOnly: true });
    expect(unread.notifications.map((note) => note.id)).not.toContain(newest.id);
  });

  it('tells everyone the result when the game is over, once', async () => {
    const [{ service, inbox }] = fixture().processes;
    const game = await startHumanGame(service, 'big-cheese', 3);
    await playPeopleToEnd(service, game.gameId, 3, testRandom(7));
    await idle();
    const outcome = (await service.play.state(game.gameId, { kind: 'spectator' })).outcome;
    for (const playerId of game.playerIds) {
      const page = await inbox.page(playerId, { limit: 100 });
      const finished = page.notifications.filter(
        (note) => note.gameId === game.gameId && note.kind === 'game_finished',
      );
      expect(finished).toHaveLength(1);
      expect(finished[0]?.data).toMatchObject({ engine: 'big-cheese' });
      expect(JSON.stringify(finished[0]?.data)).toContain('Player');
    }
    expect(outcome).not.toBeNull();
  });
});
