/**
 * Timeout policies (issue 17 item 5, ADR 0027) in all four games on a fake clock, through the
 * service and the deadline sweeper: bot moves, the bot takes the seat after N timeouts and the
 * player reclaims it, forfeit in a 2-player game (the other wins) and in a 4-player game (a bot
 * finishes the seat's game, the result records the forfeit); every export verifies.
 */
import { seatViewer, spectator } from '@tavolo/engine';
import type { Seat } from '@tavolo/engine';
import { verifyExport } from '@tavolo/sdk/audit';
import type { GameExport } from '@tavolo/sdk/audit';
import { rechain } from '@tavolo/sdk/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { VersionConflictError } from '../src/index.ts';
import type { CreateGameInput, GameService } from '../src/index.ts';
import { DeadlineSweeper } from '../src/service/deadline-sweeper.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import type { GameFact } from '../src/service/game-facts.ts';
import { describeOnDatabases, useService } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { startHumanGame, testRandom } from './play.ts';
import { WHOLE_GAME } from './timeouts.ts';

const MOVE_MS = 60_000;
const PER_MOVE = { kind: 'per_move', moveSeconds: 60 } as const;
const SETTINGS = { intervalMs: 1000, batchSize: 1000, leaseMs: 30_000 };
/** Two-seat games, and Big Cheese at its smallest (3). */
const ENGINES = [
  { engine: 'big-cheese', fewest: 3 },
  { engine: 'big-shot', fewest: 2 },
  { engine: 'bon-appetit', fewest: 2 },
  { engine: 'cheesonomics', fewest: 2 },
] as const;

type Settings = Omit<CreateGameInput, 'engine' | 'seatCount'>;

const problemCode = (document: GameExport): string => {
  const report = verifyExport(document);
  return report.ok ? 'OK' : report.problem.code;
};

/** A forger who edits the forfeit and recomputes every hash is caught by the replay. */
function expectTamperedForfeitsRefused(exported: GameExport): void {
  const last = exported.log.at(-1);
  if (last?.actor === null || last === undefined) throw new Error('no forfeit entry');
  const withLast = (entry: Partial<typeof last>) =>
    rechain({ ...exported, log: [...exported.log.slice(0, -1), { ...last, ...entry }] });
  const winners = (exported.outcome as { winners: number[] }).winners;
  // Another winner than the forfeit makes.
  const otherWinner = { ...(exported.outcome as object), winners: [last.actor] };
  expect(problemCode({ ...exported, outcome: otherWinner })).toBe('OUTCOME_MISMATCH');
  // The forfeit put on the winner instead.
  const [winner] = winners;
  if (winner === undefined) throw new Error('no winner');
  expect(['SEAT_ENTRY_REFUSED', 'OUTCOME_MISMATCH']).toContain(
    problemCode(withLast({ actor: winner, commandId: `forfeit:${winner}:${last.version}` })),
  );
  // A forfeit that carries events, or names another version, is no seat entry.
  expect(problemCode(withLast({ events: [{ type: 'x' }] }))).toBe('COMMAND_ENTRY_INVALID');
  expect(problemCode(withLast({ commandId: `forfeit:${last.actor}:${last.version + 1}` }))).toBe(
    'COMMAND_ENTRY_INVALID',
  );
  // The forfeit dropped: the game is not over.
  expect(problemCode(rechain({ ...exported, log: exported.log.slice(0, -1) }))).toBe(
    'GAME_NOT_OVER',
  );
}

describeOnDatabases('timeout policies', (driver) => {
  const clock = new FakeClock('2030-06-01T09:00:00.000Z');
  const fixture = useService(driver, { clock });
  let sweeper: DeadlineSweeper;
  const facts: GameFact[] = [];
  beforeAll(() => {
    const { service } = fixture();
    sweeper = new DeadlineSweeper(service, SETTINGS, {
      onError: (error) => {
        throw error;
      },
    });
    service.onFact((fact) => facts.push(fact));
  });

  /** Lets every deadline of `gameId` pass once and sweeps: the game's timeouts. */
  async function timeOut(gameId: string): Promise<DeadlineAction[]> {
    const { service } = fixture();
    await service.botsIdle();
    clock.advance(MOVE_MS);
    const actions = await sweeper.sweepOnce();
    await service.botsIdle();
    return actions.filter((action) => action.gameId === gameId && action.kind === 'timed_out');
  }

  async function start(engine: string, seatCount: number, settings: Settings) {
    const { service } = fixture();
    return startHumanGame(service, engine, seatCount, { timeControl: PER_MOVE, ...settings });
  }

  async function entries(gameId: string) {
    return (await fixture().service.play.eventsSince(gameId, spectator, { limit: 1000 })).entries;
  }

  /** The people still in play move at random until the game is over (bots stand in for others). */
  async function playToEnd(service: GameService, gameId: string): Promise<void> {
    const random = testRandom(17);
    for (let step = 0; step < 20_000; step += 1) {
      await service.botsIdle();
      const { status, activeSeats, seats } = await service.play.state(gameId, spectator);
      if (status === 'finished') return;
      const movers = activeSeats.filter((seat) => seats[seat]?.standing === 'playing');
      const seat = movers[random(movers.length)];
      if (seat === undefined) continue;
      const { version, legalCommands } = await service.play.state(gameId, seatViewer(seat));
      try {
        await service.play.submit(gameId, seat, {
          expectedVersion: version,
          commandId: `m${step}`,
          command: legalCommands[random(legalCommands.length)],
        });
      } catch (error) {
        if (!(error instanceof VersionConflictError)) throw error;
      }
    }
    throw new Error(`game ${gameId} did not finish`);
  }

  describe.each(ENGINES)('$engine', ({ engine, fewest }) => {
    it("bot_moves: one server move per timeout, the seat stays the player's", async () => {
      const { service } = fixture();
      const { gameId, playerIds } = await start(engine, fewest, {});
      expect((await service.lobby.getGame(gameId)).timeoutPolicy).toEqual({ kind: 'bot_moves' });
      const [action] = await timeOut(gameId);
      expect(action).toMatchObject({ kind: 'timed_out', action: 'bot_move' });
      if (action?.kind !== 'timed_out') throw new Error('no timeout');
      const entry = (await entries(gameId)).find((e) => e.version === action.version);
      expect(entry).toMatchObject({
        actor: action.seat,
        timedOut: true,
        timeout: { seat: action.seat, action: 'bot_move' },
      });
      const state = await service.play.state(gameId, seatViewer(action.seat));
      expect(state.seats[action.seat]).toEqual({
        seat: action.seat,
        timeoutsInARow: 1,
        standing: 'playing',
      });
      expect(facts).toContainEqual(
        expect.objectContaining({
          kind: 'seat_timed_out',
          gameId,
          seat: action.seat,
          playerId: playerIds[action.seat],
          action: 'bot_move',
          version: action.version,
        }),
      );
    });

    it('bot_takes_seat: the bot holds the seat after N timeouts in a row until reclaimed', async () => {
      const { service } = fixture();
      const policy = { kind: 'bot_takes_seat', afterTimeouts: 2 } as const;
      const { gameId } = await start(engine, fewest, { timeoutPolicy: policy });
      let takenOver: Seat | undefined;
      for (let round = 0; round < 40 && takenOver === undefined; round += 1) {
        for (const action of await timeOut(gameId)) {
          if (action.kind === 'timed_out' && action.action === 'bot_took_seat') {
            takenOver = action.seat;
          }
        }
      }
      if (takenOver === undefined) throw new Error('no seat was taken over');
      const seat = takenOver;
      const held = await service.play.state(gameId, seatViewer(seat));
      expect(held.seats[seat]).toMatchObject({ standing: 'taken_over', timeoutsInARow: 2 });
      expect(held.legalCommands).toEqual([]);
      const log = await entries(gameId);
      const takeover = log.find((e) => e.timeout?.action === 'bot_took_seat');
      expect(takeover).toMatchObject({ actor: seat, timeout: { seat, action: 'bot_took_seat' } });
      // The seat's earlier timeout in the row was a plain bot move.
      const ownTimeouts = log.filter((e) => e.timeout?.seat === seat);
      expect(ownTimeouts.map((e) => e.timeout?.action).slice(-2)).toEqual([
        'bot_move',
        'bot_took_seat',
      ]);
      // While the bot holds it, the player's own move is refused until they reclaim.
      await expect(
        service.play.submit(gameId, seat, {
          expectedVersion: held.version,
          commandId: 'x',
          command: 1,
        }),
      ).rejects.toMatchObject({ code: 'SEAT_TAKEN_OVER' });

      await service.botsIdle();
      const reclaimed = await service.play.reclaimSeat(gameId, seat);
      expect(reclaimed.commandId).toBe(`reclaim:${seat}:${reclaimed.version}`);
      const back = await service.play.state(gameId, seatViewer(seat));
      expect(back.seats[seat]).toEqual({ seat, timeoutsInARow: 0, standing: 'playing' });
      expect((await entries(gameId)).at(-1)).toMatchObject({
        version: reclaimed.version,
        actor: seat,
        reclaim: true,
        events: [],
      });
      await expect(service.play.reclaimSeat(gameId, seat)).rejects.toMatchObject({
        code: 'SEAT_NOT_TAKEN_OVER',
      });
    });

    it('forfeit with two seats left: the other wins, the export verifies', async () => {
      const { service } = fixture();
      // Big Cheese has three seats at least: one forfeit leaves two, a second ends the game.
      const { gameId } = await start(engine, fewest, { timeoutPolicy: { kind: 'forfeit' } });
      const forfeits: Seat[] = [];
      for (let round = 0; round < 10 && forfeits.length < fewest - 1; round += 1) {
        for (const action of await timeOut(gameId)) {
          expect(action).toMatchObject({ action: 'forfeit' });
          if (action.kind === 'timed_out') forfeits.push(action.seat);
        }
      }
      expect(forfeits).toHaveLength(fewest - 1);
      await service.botsIdle();
      const game = await service.lobby.getGame(gameId);
      const winner = [...Array(fewest).keys()].find((seat) => !forfeits.includes(seat));
      expect(game.status).toBe('finished');
      expect(game.outcome).toMatchObject({
        winners: [winner],
        reason: 'FORFEIT',
        forfeits: [...forfeits].sort((a, b) => a - b),
      });
      const state = await service.play.state(gameId, spectator);
      expect(state).toMatchObject({ status: 'finished', activeSeats: [] });
      const last = (await entries(gameId)).at(-1);
      expect(last).toMatchObject({ command: null, events: [], timeout: { action: 'forfeit' } });
      const exported = await service.play.exportGame(gameId);
      const report = verifyExport(exported);
      expect(report).toMatchObject({ ok: true, summary: { outcome: game.outcome } });
      expectTamperedForfeitsRefused(exported);
    });

    it(
      'forfeit in a 4-player game: a bot finishes the seat, the result records it',
      WHOLE_GAME,
      async () => {
        const { service } = fixture();
        const { gameId } = await start(engine, 4, { timeoutPolicy: { kind: 'forfeit' } });
        const [action] = await timeOut(gameId);
        if (action?.kind !== 'timed_out') throw new Error('no timeout');
        expect(action.action).toBe('forfeit');
        const seat = action.seat;
        const { version } = await service.play.state(gameId, spectator);
        await expect(
          service.play.submit(gameId, seat, {
            expectedVersion: version,
            commandId: 'late',
            command: 1,
          }),
        ).rejects.toMatchObject({ code: 'SEAT_FORFEITED' });
        await playToEnd(service, gameId);
        const game = await service.lobby.getGame(gameId);
        expect(game.outcome).toMatchObject({ forfeits: [seat] });
        const afterForfeit = (await entries(gameId)).filter(
          (e) => e.actor === seat && e.version > action.version,
        );
        expect(afterForfeit.every((e) => e.standIn === true)).toBe(true);
        expect(verifyExport(await service.play.exportGame(gameId))).toMatchObject({ ok: true });
      },
    );
  });

  it('refuses a policy other than bot_moves without a time control, and bad afterTimeouts', async () => {
    const { service } = fixture();
    const input = { engine: 'big-shot', seatCount: 2 };
    await expect(
      service.lobby.createGame({ ...input, timeoutPolicy: { kind: 'forfeit' } }),
    ).rejects.toMatchObject({ code: 'TIMEOUT_POLICY_NEEDS_CLOCK' });
    for (const afterTimeouts of [0, 11, 1.5]) {
      await expect(
        service.lobby.createGame({
          ...input,
          timeControl: PER_MOVE,
          timeoutPolicy: { kind: 'bot_takes_seat', afterTimeouts },
        }),
      ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    }
    await expect(
      service.play.submit('00000000-0000-4000-8000-000000000000', 0, {
        expectedVersion: 0,
        commandId: 'forfeit:0:1',
        command: 1,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
