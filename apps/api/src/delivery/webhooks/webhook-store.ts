/**
 * The webhook tables (db/tables/webhooks.ts): endpoints and their delivery log. Creating a
 * delivery is idempotent by (endpoint, event key); the attempt's bookkeeping is in attempts.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { slot, transactionQuery } from '../../db/transaction-query.ts';
import { games, seats, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type {
  GameStatus,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEventType,
} from '../../db/schema.ts';
import { payloadJson } from './payload.ts';
import type { WebhookPayload } from './payload.ts';

export type NewEndpoint = Omit<
  WebhookEndpointRow,
  | 'id'
  | 'previousSecret'
  | 'previousSecretUntil'
  | 'disabledReason'
  | 'consecutiveFailures'
  | 'lastTurn'
  | 'updatedAt'
>;

export type EndpointPatch = Partial<
  Pick<
    WebhookEndpointRow,
    | 'url'
    | 'description'
    | 'eventTypes'
    | 'enabled'
    | 'disabledReason'
    | 'consecutiveFailures'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretUntil'
  >
>;

export interface NewDelivery {
  readonly endpointId: string;
  readonly eventType: WebhookEventType;
  readonly eventKey: string;
  readonly payload: WebhookPayload;
}

/**
 * The table channels of a list of games, each game's oldest first: read after every batch of
 * moves (webhook-service.ts tableEvents), so its text is built once and the same for any number
 * of games (an array parameter).
 */
const gamesEndpointsQuery = transactionQuery(
  { gameIds: webhookEndpoints.gameId },
  { endpoint: getTableColumns(webhookEndpoints) },
  (db) =>
    db
      .select()
      .from(webhookEndpoints)
      .where(sql`${webhookEndpoints.gameId} = any(${slot('gameIds')}::text[])`)
      .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id),
);

export class WebhookStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async insertEndpoint(endpoint: NewEndpoint): Promise<WebhookEndpointRow> {
    const [row] = await this.#db
      .insert(webhookEndpoints)
      .values({
        ...endpoint,
        id: randomUUID(),
        consecutiveFailures: 0,
        updatedAt: endpoint.createdAt,
      })
      .returning();
    if (row === undefined) throw new Error('the endpoint was not written');
    return row;
  }

  async endpoint(id: string): Promise<WebhookEndpointRow | undefined> {
    const [row] = await this.#db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    return row;
  }

  /** The account's own webhooks (all its games), oldest first. */
  accountEndpoints(playerId: string): Promise<WebhookEndpointRow[]> {
    return this.#db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.playerId, playerId), isNull(webhookEndpoints.gameId)))
      .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  }

  /** A game's table channels, oldest first. */
  async gameEndpoints(gameId: string): Promise<WebhookEndpointRow[]> {
    return (await this.gamesEndpoints([gameId])).get(gameId) ?? [];
  }

  /** The table channels of each of `gameIds` that has any, each game's oldest first. */
  async gamesEndpoints(gameIds: readonly string[]): Promise<Map<string, WebhookEndpointRow[]>> {
    const rows = await gamesEndpointsQuery.run(this.#db, { gameIds: [...gameIds] });
    const byGame = new Map<string, WebhookEndpointRow[]>();
    for (const { endpoint } of rows) {
      if (endpoint.gameId === null) continue;
      byGame.set(endpoint.gameId, [...(byGame.get(endpoint.gameId) ?? []), endpoint]);
    }
    return byGame;
  }

  async updateEndpoint(id: string, patch: EndpointPatch, at: Date): Promise<WebhookEndpointRow> {
    const [row] = await this.#db
      .update(webhookEndpoints)
      .set({ ...patch, updatedAt: at })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (row === undefined) throw new Error(`no endpoint ${id}`);
    return row;
  }

  async deleteEndpoint(id: string): Promise<void> {
    await this.#db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  }

  /** Whether the account holds a seat in the game. */
  async isSeated(gameId: string, playerId: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ seat: seats.seat })
      .from(seats)
      .where(and(eq(seats.gameId, gameId), eq(seats.playerId, playerId)))
      .limit(1);
    return row !== undefined;
  }

  /**
   * Sets a table channel's last announced seats to act to `turn`, unless it already was: true
   * when it changed (one `turn.changed` per change, even with two processes racing).
   */
  async claimTurn(endpointId: string, turn: string): Promise<boolean> {
    const changed = await this.#db
      .update(webhookEndpoints)
      .set({ lastTurn: turn })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          sql`${webhookEndpoints.lastTurn} is distinct from ${turn}`,
        ),
      )
      .returning({ id: webhookEndpoints.id });
    return changed.length > 0;
  }

  /** Records that the game's events up to `version` were handled for its table channels. */
  async markAnnounced(gameId: string, version: number): Promise<void> {
    await this.#db
      .update(webhookEndpoints)
      .set({ announcedVersion: version })
      .where(
        and(
          eq(webhookEndpoints.gameId, gameId),
          or(
            isNull(webhookEndpoints.announcedVersion),
            lt(webhookEndpoints.announcedVersion, version),
          ),
        ),
      );
  }

  /**
   * Games with an enabled table channel whose last handled version is behind the game's (an
   * event lost between a move's commit and its facts): at most `limit`, each once.
   */
  async tablesBehind(
    limit: number,
  ): Promise<{ gameId: string; version: number; status: GameStatus; fresh: boolean }[]> {
    const rows = await this.#db
      .selectDistinct({
        gameId: games.id,
        version: games.version,
        status: games.status,
        fresh: sql<boolean>`${webhookEndpoints.announcedVersion} is null`,
      })
      .from(webhookEndpoints)
      .innerJoin(games, eq(games.id, webhookEndpoints.gameId))
      .where(
        and(
          eq(webhookEndpoints.enabled, true),
          inArray(games.status, ['started', 'finished']),
          sql`${games.version} > coalesce(${webhookEndpoints.announcedVersion}, -1)`,
        ),
      )
      .limit(limit);
    return rows.flatMap((row) => (row.version === null ? [] : [{ ...row, version: row.version }]));
  }

  /** Writes the deliveries not made before; the ids of those written now. */
  async createDeliveries(rows: readonly NewDelivery[], at: Date): Promise<string[]> {
    if (rows.length === 0) return [];
    const written = await this.#db
      .insert(webhookDeliveries)
      .values(
        rows.map((row) => ({
          ...row,
          payload: payloadJson(row.payload),
          id: `msg_${randomUUID().replaceAll('-', '')}`,
          status: 'pending' as const,
          attempts: 0,
          roundAttempts: 0,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventKey] })
      .returning({ id: webhookDeliveries.id });
    return written.map((row) => row.id);
  }

  async delivery(id: string): Promise<WebhookDeliveryRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, id));
    return row;
  }

  /** An endpoint's deliveries, newest first. */
  deliveries(endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
    return this.#db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
  }

  async updateDelivery(
    id: string,
    patch: Partial<Omit<WebhookDeliveryRow, 'id' | 'endpointId' | 'createdAt'>>,
  ): Promise<void> {
    await this.#db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
  }

  /** The enabled endpoints among `endpoints` subscribed to `type`. */
  static subscribed(endpoints: readonly WebhookEndpointRow[], type: WebhookEventType) {
    return endpoints.filter((endpoint) => endpoint.enabled && endpoint.eventTypes.includes(type));
  }

  /** Enabled account webhooks of these accounts. */
  enabledAccountEndpoints(playerIds: readonly string[]): Promise<WebhookEndpointRow[]> {
    if (playerIds.length === 0) return Promise.resolve([]);
    return this.#db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          inArray(webhookEndpoints.playerId, [...playerIds]),
          isNull(webhookEndpoints.gameId),
          eq(webhookEndpoints.enabled, true),
        ),
      );
  }
}
