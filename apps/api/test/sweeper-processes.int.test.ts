/**
 * The deadline sweeper across two real processes on Postgres (issue 17 item 4, ADR 0025): this
 * process and a child process (fixtures/sweeper-peer.ts), each with its own GameService,
 * connection pool, sweeper and fake clock set to the same time. Two processes sweeping one due
 * game act once; a move made here racing the other process's sweep lands alone or loses to the
 * timeout, never both; a process killed right after its claim leaves the game to the other once
 * the lease has run out.
 */
import { fileURLToPath } from 'node:url';
import { spectator } from '@tavolo/engine';
import { seatViewer } from '@tavolo/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import { DeadlineSweeper } from '../src/service/deadline-sweeper.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import { TEST_DATABASE_URL, createTestDatabase } from './databases.ts';
import type { TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { Peer } from './peer-process.ts';
import { startHumanGame } from './play.ts';

const PEER = fileURLToPath(new URL('fixtures/sweeper-peer.ts', import.meta.url));
const START = '2030-06-01T10:00:00.000Z';
const MOVE_MS = 60_000;
const LEASE_MS = 30_000;

const actionSchema = z.object({
  gameId: z.string(),
  kind: z.enum(['timed_out', 'moved_on', 'bot_due', 'not_due']),
});
const messageSchema = z.object({
  op: z.string(),
  actions: z.array(actionSchema).optional(),
  gameIds: z.array(z.string()).optional(),
  message: z.string().optional(),
});
type Message = z.infer<typeof messageSchema>;

describe.skipIf(TEST_DATABASE_URL === undefined)(
  'deadline sweeper across two processes [Postgres]',
  () => {
    let testDatabase: TestDatabase | undefined;
    let database: Database | undefined;
    let url = '';
    const clock = new FakeClock(START);
    let service: GameService | undefined;
    let sweeper: DeadlineSweeper | undefined;
    const peers: Peer<Message>[] = [];
    const killed = new Set<Peer<Message>>();

    beforeAll(async () => {
      testDatabase = await createTestDatabase('postgres');
      if (testDatabase.config.driver !== 'postgres') throw new Error('a Postgres test');
      url = testDatabase.config.url;
      database = await testDatabase.open();
      service = new GameService(database.db, { clock });
      sweeper = new DeadlineSweeper(
        service,
        { intervalMs: 1000, batchSize: 1000, leaseMs: LEASE_MS },
        {
          onError: (error) => {
            throw error;
          },
        },
      );
    });

    afterAll(async () => {
      for (const peer of peers) if (!killed.has(peer)) await peer.close();
      await service?.stop();
      await database?.close();
      await testDatabase?.dispose();
    });

    function setUp() {
      if (service === undefined || sweeper === undefined) throw new Error('setup');
      return { service, sweeper };
    }

    /**
     * A peer process, its clock set to this one's now: the one still running, else a new one (a
     * peer starts slowly on a loaded machine, so the tests share it until one kills it).
     */
    async function peerNow(): Promise<Peer<Message>> {
      const running = peers.at(-1);
      if (running !== undefined && !killed.has(running)) {
        await setPeerClock(running);
        return running;
      }
      const peer = new Peer(PEER, [url, clock.now().toISOString()], messageSchema);
      peers.push(peer);
      await peer.next('ready');
      return peer;
    }

    async function setPeerClock(peer: Peer<Message>): Promise<void> {
      peer.send({ op: 'clock', at: clock.now().toISOString() });
      await peer.next('clock');
    }

    async function timedGame() {
      const { service } = setUp();
      const timeControl = { kind: 'per_move', moveSeconds: MOVE_MS / 1000 } as const;
      const { gameId } = await startHumanGame(service, 'big-cheese', 3, { timeControl });
      const game = await service.lobby.getGame(gameId);
      const seat = game.activeSeats[0];
      if (seat === undefined || game.version === null) throw new Error('nobody to move');
      return { gameId, seat, version: game.version };
    }

    async function timeoutEntries(gameId: string) {
      const page = await setUp().service.play.eventsSince(gameId, spectator, { limit: 1000 });
      return page.entries.filter((entry) => entry.timedOut === true);
    }

    const timedOutHere = (gameId: string, actions: readonly DeadlineAction[]) =>
      actions.filter((action) => action.gameId === gameId && action.kind === 'timed_out');
    const timedOutThere = (gameId: string, message: Message) =>
      (message.actions ?? []).filter(
        (action) => action.gameId === gameId && action.kind === 'timed_out',
      );

    it('acts once when both processes sweep the same due game', async () => {
      const { service, sweeper } = setUp();
      const peer = await peerNow();
      const { gameId, version } = await timedGame();
      clock.advance(MOVE_MS);
      await setPeerClock(peer);
      peer.send({ op: 'sweep' });
      const here = await sweeper.sweepOnce();
      const there = await peer.next('swept');
      expect(timedOutHere(gameId, here).length + timedOutThere(gameId, there).length).toBe(1);
      expect(await timeoutEntries(gameId)).toHaveLength(1);
      expect((await service.lobby.getGame(gameId)).version).toBe(version + 1);
    });

    it('lets a move here race the other process’s sweep: one of the two lands', async () => {
      const { service } = setUp();
      const peer = await peerNow();
      const { gameId, seat, version } = await timedGame();
      clock.advance(MOVE_MS);
      await setPeerClock(peer);
      const state = await service.play.state(gameId, seatViewer(seat));
      peer.send({ op: 'sweep' });
      const moved = await service.play
        .submit(gameId, seat, {
          expectedVersion: version,
          commandId: 'racing-move',
          command: state.legalCommands[0],
        })
        .then(
          () => 'moved' as const,
          (error: unknown) => error,
        );
      const there = await peer.next('swept');
      const landedTimeouts = (await timeoutEntries(gameId)).length;
      expect((await service.lobby.getGame(gameId)).version).toBe(version + 1);
      if (moved === 'moved') {
        expect(landedTimeouts).toBe(0);
        expect(timedOutThere(gameId, there)).toEqual([]);
      } else {
        expect(moved).toMatchObject({ code: 'VERSION_CONFLICT' });
        expect(landedTimeouts).toBe(1);
      }
    });

    it('finishes a game another process claimed before it was killed, once the lease ran out', async () => {
      const { service, sweeper } = setUp();
      const peer = await peerNow();
      const { gameId, version } = await timedGame();
      clock.advance(MOVE_MS);
      await setPeerClock(peer);
      peer.send({ op: 'claim', limit: 1000, leaseMs: LEASE_MS });
      expect((await peer.next('claimed')).gameIds).toContain(gameId);
      await peer.kill();
      killed.add(peer);
      // The claim holds: this process leaves the game alone until the lease runs out…
      expect(timedOutHere(gameId, await sweeper.sweepOnce())).toEqual([]);
      expect((await service.lobby.getGame(gameId)).version).toBe(version);
      clock.advance(LEASE_MS);
      // …then acts on it, once.
      expect(timedOutHere(gameId, await sweeper.sweepOnce())).toHaveLength(1);
      expect(timedOutHere(gameId, await sweeper.sweepOnce())).toEqual([]);
      expect(await timeoutEntries(gameId)).toHaveLength(1);
      expect((await service.lobby.getGame(gameId)).version).toBe(version + 1);
    });
  },
);
