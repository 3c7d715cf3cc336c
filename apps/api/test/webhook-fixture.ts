/**
 * A server for the webhook suites: the driver's test database, a clock that starts at the real
 * time (receivers verify timestamps against the real time) and moves by hand, a scripted
 * resolver, the allowlist `127.0.0.1` and `receiver.test`, and an `enqueue` that runs the attempt
 * at once and keeps each outcome (the error the queue would get, or null) by delivery id.
 */
import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/delivery/webhooks/webhook-config.ts';
import type { WebhookSettings } from '../src/delivery/webhooks/webhook-config.ts';
import type { GameDetails } from '../src/http/operations.ts';
import { startServer } from '../src/server.ts';
import type { RunningServer } from '../src/server.ts';
import { createTestDatabase } from './databases.ts';
import type { Driver, TestDatabase } from './databases.ts';
import { FakeClock } from './fake-clock.ts';
import { RestClient, TEST_APP_SETTINGS, TEST_HASHING, TEST_HTTP_CONFIG } from './http.ts';
import { ScriptedResolver, WebhookReceiver } from './webhook-receiver.ts';

export const TEST_WEBHOOK_SETTINGS: WebhookSettings = {
  ...DEFAULT_WEBHOOK_SETTINGS,
  allowHosts: ['127.0.0.1', 'receiver.test'],
  timeoutMs: 500,
  maxAttempts: 3,
  disableAfterFailures: 2,
  rotationOverlapMs: 60_000,
  publicUrl: 'https://tavolo.example',
};

export interface WebhookFixture {
  readonly server: RunningServer;
  readonly clock: FakeClock;
  readonly resolver: ScriptedResolver;
  readonly receiver: WebhookReceiver;
  /** What each attempt ended with: the error thrown to the queue, or null for success. */
  readonly outcomes: Map<string, unknown>;
  signUp(): Promise<RestClient>;
  /** A started game of `engine` with the given people seated in order. */
  startGame(people: readonly RestClient[], engine?: string, options?: unknown): Promise<string>;
}

export function useWebhookServer(
  driver: Driver,
  settings: Partial<WebhookSettings> = {},
): () => WebhookFixture {
  let fixture: WebhookFixture | undefined;
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver);
    const clock = new FakeClock(new Date());
    const resolver = new ScriptedResolver();
    const receiver = await WebhookReceiver.start();
    const outcomes = new Map<string, unknown>();
    const server = await startServer(
      { database: testDatabase.config, http: TEST_HTTP_CONFIG },
      {
        app: TEST_APP_SETTINGS,
        accounts: { hashing: TEST_HASHING },
        webhooks: {
          settings: { ...TEST_WEBHOOK_SETTINGS, ...settings },
          resolver,
          clock,
          enqueue: (attempts) => async (deliveryId) => {
            try {
              await attempts.attempt(deliveryId);
              outcomes.set(deliveryId, null);
            } catch (error) {
              outcomes.set(deliveryId, error);
            }
          },
        },
      },
    );
    const signUp = () => new RestClient(server.url).signUp();
    const startGame = async (
      people: readonly RestClient[],
      engine = 'big-cheese',
      options?: unknown,
    ) => {
      const [host] = people;
      if (host === undefined) throw new Error('nobody to host');
      const created = await host.post<GameDetails>('/games', {
        engine,
        seatCount: people.length,
        ...(options === undefined ? {} : { options }),
      });
      if (created.status !== 201 && created.status !== 200) {
        throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
      }
      const { gameId } = created.body;
      for (const [seat, person] of people.entries()) {
        const joined = await person.put(`/games/${gameId}/seats/${seat}`);
        if (joined.status !== 200) throw new Error(`join: ${joined.status}`);
      }
      const started = await host.post(`/games/${gameId}/start`);
      if (started.status !== 200) throw new Error(`start: ${started.status}`);
      await server.inbox.idle();
      return gameId;
    };
    fixture = { server, clock, resolver, receiver, outcomes, signUp, startGame };
  });
  afterAll(async () => {
    await fixture?.server.close();
    await fixture?.receiver.close();
    await testDatabase?.dispose();
  });
  return () => {
    if (fixture === undefined) throw new Error('the webhook fixture is not running yet');
    return fixture;
  };
}
