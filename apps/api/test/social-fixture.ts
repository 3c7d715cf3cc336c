/**
 * A server for the social features' tests (ADR 0039): a fake clock for the service, the sweeper
 * and sign-up; timers fired by hand; `admin…` names in TAVOLO_ADMINS. Plus a helper that plays a
 * game of people to its end through the service, the clock moving a set time before each move.
 */
import { afterAll, beforeAll } from 'vitest';
import { VersionConflictError } from '../src/index.ts';
import { DEFAULT_EMAIL_CONFIG } from '../src/delivery/email/email-config.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import type { FakeClock } from './fake-clock.ts';
import { HandTimers } from './hand-timers.ts';
import { TEST_APP_SETTINGS, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';

const SWEEPER = { intervalMs: 2000, batchSize: 10, leaseMs: 30_000 };

export function useSocialServer(
  driver: Driver,
  clock: FakeClock,
  admins: readonly string[],
): () => RunningServer {
  let testDatabase: TestDatabase | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    server = await startServer(
      {
        database: testDatabase.config,
        http: TEST_HTTP_CONFIG,
        sweeper: SWEEPER,
        email: { ...DEFAULT_EMAIL_CONFIG, admins: [...admins] },
      },
      {
        app: TEST_APP_SETTINGS,
        accounts: { hashing: TEST_HASHING, clock },
        service: { clock },
        sweeper: { timers: new HandTimers() },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (server === undefined) throw new Error('the server is not running');
    return server;
  };
}

/**
 * Plays every seat of a started game of people through the service until it is over, a random
 * legal command at a time, the clock moving `secondsPerMove(step)` seconds before each.
 */
export async function playToEnd(
  server: RunningServer,
  clock: FakeClock,
  gameId: string,
  random: (bound: number) => number,
  secondsPerMove: (step: number) => number,
): Promise<void> {
  const { service } = server;
  for (let step = 0; step < 20_000; step += 1) {
    await service.botsIdle();
    const { status, activeSeats } = await service.play.state(gameId, { kind: 'spectator' });
    if (status === 'finished') return;
    const seat = activeSeats[random(activeSeats.length)];
    if (seat === undefined) continue;
    const { version, legalCommands } = await service.play.state(gameId, { kind: 'seat', seat });
    const command = legalCommands[random(legalCommands.length)];
    clock.advance(secondsPerMove(step) * 1000);
    try {
      await service.play.submit(gameId, seat, {
        expectedVersion: version,
        commandId: `m${step}`,
        command,
      });
    } catch (error) {
      if (!(error instanceof VersionConflictError)) throw error;
    }
  }
  throw new Error(`game ${gameId} did not finish`);
}
