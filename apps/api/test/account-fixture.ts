/**
 * An AccountService on a test database of its own, on a test clock that only `advance` moves
 * (nothing sleeps): the fixture of the account suites.
 */
import { afterAll, beforeAll } from 'vitest';
import { AccountService } from '../src/index.ts';
import type { AccountServiceOptions, Database } from '../src/index.ts';
import { createTestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import type { Driver, TestDatabase } from './databases.ts';

export interface AccountFixture {
  readonly database: Database;
  /** The test clock and the options given to useAccounts. */
  readonly accounts: AccountService;
  /** The test clock, otherwise `options` or the defaults. */
  readonly service: (options?: AccountServiceOptions) => AccountService;
  /** Moves the test clock. */
  readonly advance: (ms: number) => void;
  readonly now: () => Date;
}

export function useAccounts(driver: Driver, options: AccountServiceOptions): () => AccountFixture {
  let testDatabase: TestDatabase | undefined;
  let fixture: AccountFixture | undefined;
  const clock = new FakeClock('2030-01-01T12:00:00.000Z');
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const database = await testDatabase.open();
    const service = (serviceOptions: AccountServiceOptions = {}) =>
      new AccountService(database.db, { clock, ...serviceOptions });
    fixture = {
      database,
      accounts: service(options),
      service,
      advance: (ms) => {
        clock.advance(ms);
      },
      now: () => clock.now(),
    };
  });
  afterAll(async () => {
    await fixture?.database.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the database fixture is not open yet');
    return fixture;
  };
}
