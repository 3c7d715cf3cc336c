/**
 * The server's Prometheus metrics (prom-client), one registry per running server so that several
 * servers in one process (tests, benchmarks) never count into each other. The HTTP plugin
 * (http/plugins/metrics.ts) times requests; everything else is fed by subscription — the
 * service's move outcomes — or read at scrape time (subscribers, database), never called from
 * inside the service.
 */
import { KernelCode } from '@tavolo/engine';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { MoveOutcome } from '../service/move-outcomes.ts';

/** Request durations, from a fast state read to a long-poll held for its whole wait. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const KERNEL_CODES: ReadonlySet<string> = new Set<string>(Object.values(KernelCode));
const CONFLICT_CODES: ReadonlySet<string> = new Set(['VERSION_CONFLICT', 'COMMAND_ID_REUSED']);

/**
 * A refusal's class, a label of few values: `conflict` (stale version or reused commandId: the
 * client re-reads), `kernel` (turn, seat, game over, unparseable command: every game's checks),
 * `rule` (the game's own rules), `game` (no such game, or not started).
 */
export function refusalClass(code: string): 'conflict' | 'kernel' | 'rule' | 'game' {
  if (CONFLICT_CODES.has(code)) return 'conflict';
  if (KERNEL_CODES.has(code)) return 'kernel';
  if (code === 'GAME_NOT_FOUND' || code === 'GAME_NOT_STARTED') return 'game';
  return 'rule';
}

/** What the metrics read at scrape time. */
export interface MetricSources {
  readonly database: Pick<Database, 'db' | 'driver' | 'statements' | 'pool'>;
  /** Live-feed subscriptions in place: websocket subscriptions and long-polls waiting. */
  readonly liveSubscribers: () => number;
  /** Websockets open (graphql-ws connections, with or without a subscription). */
  readonly openWebsockets: () => number;
  /** Subscribes to the service's move outcomes; returns the unsubscribe function. */
  readonly onMoveOutcome: (listener: (outcome: MoveOutcome) => void) => () => void;
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Histogram<'method' | 'route' | 'status_class'>;
  readonly #accepted: Counter<'engine' | 'player'>;
  readonly #refused: Counter<'engine' | 'player' | 'refusal_class'>;
  readonly #stopObserving: () => void;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Histogram({
      name: 'tavolo_http_request_duration_seconds',
      help: 'HTTP requests by route pattern (never the raw URL), method and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.#accepted = new Counter({
      name: 'tavolo_moves_accepted_total',
      help: 'Moves committed, by engine and player (client, or server_bot).',
      labelNames: ['engine', 'player'],
      registers,
    });
    this.#refused = new Counter({
      name: 'tavolo_moves_refused_total',
      help: 'Moves refused, by engine, player and refusal_class (conflict, kernel, rule, game).',
      labelNames: ['engine', 'player', 'refusal_class'],
      registers,
    });
    liveGauges(sources, registers);
    databaseGauges(sources.database, registers);
    this.#stopObserving = sources.onMoveOutcome((outcome) => {
      this.#count(outcome);
    });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ readonly contentType: string; readonly body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** Stops counting moves (the service outlives nothing after this). */
  close(): void {
    this.#stopObserving();
  }

  #count(outcome: MoveOutcome): void {
    const labels = {
      engine: outcome.engine ?? 'none',
      player: outcome.byServerBot ? 'server_bot' : 'client',
    };
    if (outcome.kind === 'accepted') this.#accepted.inc(labels);
    else this.#refused.inc({ ...labels, refusal_class: refusalClass(outcome.code) });
  }
}

function liveGauges(sources: MetricSources, registers: Registry[]): void {
  new Gauge({
    name: 'tavolo_live_subscribers',
    help: 'Live-feed subscriptions open now: GraphQL subscriptions and long-polls waiting.',
    registers,
    collect() {
      this.set(sources.liveSubscribers());
    },
  });
  new Gauge({
    name: 'tavolo_websockets_open',
    help: 'GraphQL websockets open now.',
    registers,
    collect() {
      this.set(sources.openWebsockets());
    },
  });
}

function databaseGauges(database: MetricSources['database'], registers: Registry[]): void {
  const driver = database.driver;
  new Counter({
    name: 'tavolo_db_statements_total',
    help: 'Statements run through the query builder since the server started.',
    labelNames: ['driver'],
    registers,
    collect() {
      // The count lives in the database handle; the counter mirrors it at each scrape.
      this.reset();
      this.inc({ driver }, database.statements.count);
    },
  });
  new Gauge({
    name: 'tavolo_db_ping_seconds',
    help: 'Round trip of SELECT 1, measured at each scrape (PGlite: the embedded engine).',
    labelNames: ['driver'],
    registers,
    async collect() {
      const started = process.hrtime.bigint();
      await database.db.execute(sql`select 1`);
      this.set({ driver }, Number(process.hrtime.bigint() - started) / 1e9);
    },
  });
  const pool = database.pool;
  if (pool !== undefined) {
    new Gauge({
      name: 'tavolo_db_pool_max_connections',
      help: 'Size of the postgres.js connection pool.',
      registers,
      collect() {
        this.set(pool.maxConnections);
      },
    });
  }
}
