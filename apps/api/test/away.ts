/**
 * Fixtures of the vacation and weekend-pause suites: a GameService and an AccountService on one
 * test database and one fake clock, people who sign up (vacations belong to accounts), games of
 * theirs played forward at the current instant until a given seat is to move, and the two
 * sweeper loops (deadlines, vacations) run by hand.
 */
import { seatViewer } from '@tavolo/engine';
import { afterAll, beforeAll } from 'vitest';
import { AccountService, GameService } from '../src/index.ts';
import type { Database } from '../src/index.ts';
import type { GameFact } from '../src/service/game-facts.ts';
import { DeadlineSweeper } from '../src/service/deadline-sweeper.ts';
import type { DeadlineAction } from '../src/service/deadlines.ts';
import type { CreateGameInput } from '../src/service/inputs.ts';
import type { VacationSweepAction } from '../src/vacations/vacation-service.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';

const FAST_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const SETTINGS = { intervalMs: 1000, batchSize: 1000, leaseMs: 30_000 };

export interface AwayFixture {
  readonly clock: FakeClock;
  /** The test database, for suites that add services of their own (the inbox). */
  readonly database: Database;
  readonly service: GameService;
  readonly facts: GameFact[];
  /** Signs up a person (a fresh username), in `timeZone` if given; their player id. */
  readonly person: (timeZone?: string) => Promise<string>;
  /** Creates and starts a game with `players` at seats 0, 1, …; its id. */
  readonly game: (
    players: readonly string[],
    settings: Omit<CreateGameInput, 'engine' | 'seatCount'>,
    engine?: string,
  ) => Promise<string>;
  /** Plays the first legal command of whoever is to move until `seat` is; at the clock's now. */
  readonly untilToMove: (gameId: string, seat: number) => Promise<void>;
  /** One round of each sweeper. */
  readonly sweep: () => Promise<{
    deadlines: DeadlineAction[];
    vacations: VacationSweepAction[];
  }>;
}

export function useAway(driver: Driver, start: string): () => AwayFixture {
  let testDatabase: TestDatabase | undefined;
  let database: Database | undefined;
  let fixture: AwayFixture | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    database = await testDatabase.open();
    const clock = new FakeClock(start);
    const service = new GameService(database.db, { clock });
    const accounts = new AccountService(database.db, { clock, hashing: FAST_HASHING });
    const facts: GameFact[] = [];
    service.onFact((fact) => facts.push(fact));
    const fail = (error: unknown) => {
      throw error;
    };
    const deadlines = new DeadlineSweeper(service, SETTINGS, { onError: fail });
    const vacations = new DeadlineSweeper(
      {
        claimDueGames: (limit, leaseMs) => service.vacations.claimDue(limit, leaseMs),
        actOnDeadline: (id) => service.vacations.actOn(id),
      },
      SETTINGS,
      { onError: fail },
    );
    let people = 0;
    fixture = {
      clock,
      database,
      service,
      facts,
      async person(timeZone) {
        people += 1;
        const account = await accounts.signUp({
          username: `away${people}`,
          password: 'correct horse battery',
        });
        if (timeZone !== undefined) await service.vacations.setTimeZone(account.playerId, timeZone);
        return account.playerId;
      },
      async game(players, settings, engine = 'cheesonomics') {
        const { gameId } = await service.lobby.createGame({
          ...settings,
          engine,
          seatCount: players.length,
        });
        for (const [seat, playerId] of players.entries()) {
          await service.lobby.join(gameId, { seat, playerId });
        }
        await service.lobby.start(gameId);
        return gameId;
      },
      async untilToMove(gameId, seat) {
        for (let step = 0; step < 50; step += 1) {
          const game = await service.lobby.getGame(gameId);
          if (game.activeSeats.includes(seat)) return;
          const mover = game.activeSeats[0];
          if (mover === undefined) throw new Error('nobody is to move');
          const { version, legalCommands } = await service.play.state(gameId, seatViewer(mover));
          await service.play.submit(gameId, mover, {
            expectedVersion: version,
            commandId: `to-${seat}-${step}`,
            command: legalCommands[0],
          });
        }
        throw new Error(`seat ${seat} never came to move`);
      },
      async sweep() {
        return { deadlines: await deadlines.sweepOnce(), vacations: await vacations.sweepOnce() };
      },
    };
  });
  afterAll(async () => {
    await fixture?.service.stop();
    await database?.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the fixture is not open yet');
    return fixture;
  };
}
