/**
 * The delivery engine at work in a server process (ADR 0031): a round loop that relays new
 * notifications to the queue and enqueues due digests, woken early whenever an inbox anywhere
 * changes (the inbox's NOTIFY), and pg-boss's workers running the jobs. Any number of processes
 * may run it: claims skip what another holds, and job ids make a second enqueue a no-op.
 */
import type { Database } from '../db/database.ts';
import { INBOX_CHANNEL } from '../store/inbox-store.ts';
import { RoundLoop, systemTimers } from '../service/round-loop.ts';
import type { DeliveryConfig } from './delivery-config.ts';
import { DeliveryEngine } from './delivery-engine.ts';
import type { DeliveryChannels, DeliveryEngineOptions } from './delivery-engine.ts';
import { DeliveryQueue, queuesWith } from './queue.ts';
import type { JobHandler, QueueSpec } from './queue.ts';

/** A queue of a channel's own (webhook attempts) with its retries and its worker. */
export interface ExtraQueue extends QueueSpec {
  readonly handler: JobHandler;
}

export interface DeliveryRunnerOptions extends DeliveryEngineOptions {
  readonly onError?: (error: unknown) => void;
  readonly extraQueues?: readonly ExtraQueue[];
  /** More work for each round (the webhooks' catch-up of table events). */
  readonly alsoEachRound?: () => Promise<unknown>;
  /** Called once the runner stopped (a channel's connections to close). */
  readonly onStopped?: () => void;
}

/**
 * A notification was written somewhere: relay soon rather than at the next round (a burst of
 * notices is one relay). A failed early relay is the next round's to repeat: nothing is lost.
 */
function earlyRelay(engine: DeliveryEngine): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      engine.relay().catch(() => undefined);
    });
  };
}

export class DeliveryRunner {
  readonly engine: DeliveryEngine;
  readonly #loop: RoundLoop;
  readonly #stopListening: () => Promise<void>;

  readonly #onStopped: () => void;

  private constructor(
    engine: DeliveryEngine,
    loop: RoundLoop,
    stop: () => Promise<void>,
    onStopped: () => void,
  ) {
    this.engine = engine;
    this.#loop = loop;
    this.#stopListening = stop;
    this.#onStopped = onStopped;
  }

  static async start(
    database: Database,
    config: DeliveryConfig,
    channels: DeliveryChannels,
    options: DeliveryRunnerOptions = {},
  ): Promise<DeliveryRunner> {
    const onError =
      options.onError ??
      ((error: unknown) => {
        console.error('delivery:', error);
      });
    const extra = options.extraQueues ?? [];
    const queue = await DeliveryQueue.open(
      database.queueConnection,
      [...queuesWith(DeliveryEngine.QUEUES, config.retry), ...extra],
      onError,
    );
    for (const { name, handler } of extra) queue.handle(name, handler);
    const engine = new DeliveryEngine(database.db, queue, channels, options);
    const loop = new RoundLoop(
      async () => {
        const relayed = await engine.relay();
        await engine.sweepDigests();
        await options.alsoEachRound?.();
        return relayed > 0;
      },
      { intervalMs: config.intervalMs, timers: systemTimers, onError },
    );
    const stop = await database.listen(INBOX_CHANNEL, earlyRelay(engine));
    loop.start();
    await queue.work(config.pollSeconds);
    return new DeliveryRunner(engine, loop, stop, options.onStopped ?? (() => undefined));
  }

  async stop(): Promise<void> {
    await this.#stopListening();
    await this.#loop.stop();
    await this.engine.queue.close();
    this.#onStopped();
  }
}
