/**
 * What a delivery says (issue 18 item 7): `{ type, timestamp, data }` with only public
 * information — what any spectator of the game may read (its lobby summary: engine, version,
 * seats' names, who is to act, a finished game's result) plus a link to the table. Never a
 * seat's view: nothing here reads one.
 */
import { findGame } from '@tavolo/engine';
import type { JsonValue, Seat } from '@tavolo/engine';
import type { WebhookEventType } from '../../db/schema.ts';
import { placings } from '../../service/inbox/fact-notifications.ts';
import type { GameSummary } from '../../service/views.ts';
import type { OutboundNotification } from '../contract.ts';

/** The spectator's read of a game (LobbyService.getGame). */
export interface PublicGameReads {
  getGame(gameId: string): Promise<GameSummary>;
}

export interface WebhookPayload {
  readonly type: WebhookEventType;
  readonly timestamp: string;
  readonly data: Readonly<Record<string, JsonValue>>;
}

/** A payload as the JSON stored in the delivery log. */
export const payloadJson = (payload: WebhookPayload): JsonValue => ({
  type: payload.type,
  timestamp: payload.timestamp,
  data: payload.data,
});

export const engineTitle = (engine: string): string => findGame(engine)?.title ?? engine;

export const tableLink = (publicUrl: string, gameId: string): string =>
  `${publicUrl}/games/${encodeURIComponent(gameId)}`;

interface SeatName {
  readonly seat: Seat;
  readonly displayName: string;
}

const nameOf = (summary: GameSummary, seat: Seat): string => {
  const holder = summary.seats.find((entry) => entry.seat === seat);
  return holder?.displayName ?? holder?.botName ?? `Seat ${seat + 1}`;
};

/** A game's public facts: identity, version, who sits and who is to act, the result. */
export function publicGame(summary: GameSummary, publicUrl: string): Record<string, JsonValue> {
  const seats: SeatName[] = summary.seats.map((entry) => ({
    seat: entry.seat,
    displayName: nameOf(summary, entry.seat),
  }));
  const toAct: SeatName[] = summary.activeSeats.map((seat) => ({
    seat,
    displayName: nameOf(summary, seat),
  }));
  const result =
    summary.status === 'finished'
      ? placings({
          id: summary.gameId,
          engine: summary.engine,
          status: summary.status,
          version: summary.version ?? 0,
          activeSeats: summary.activeSeats,
          clocks: null,
          outcome: summary.outcome,
          seats: seats.map(({ seat, displayName }) => ({ seat, displayName, playerId: null })),
        })
      : null;
  return {
    gameId: summary.gameId,
    engine: summary.engine,
    title: engineTitle(summary.engine),
    status: summary.status,
    version: summary.version,
    seats: seats.map((seat) => ({ ...seat })),
    toAct: toAct.map((seat) => ({ ...seat })),
    result: result === null ? null : { reason: result.reason, placings: [...result.placings] },
    links: { table: tableLink(publicUrl, summary.gameId) },
  };
}

/** The payload of a table event: the game as a spectator reads it now. */
export function gamePayload(
  type: WebhookEventType,
  summary: GameSummary,
  publicUrl: string,
  at: Date,
): WebhookPayload {
  return { type, timestamp: at.toISOString(), data: publicGame(summary, publicUrl) };
}

/**
 * The payload of an account notification: the notification's own data (public by its schema:
 * ids, seats, names, deadlines, placings) and, for a game, the game's public facts.
 */
export function notificationPayload(
  type: WebhookEventType,
  notification: OutboundNotification,
  summary: GameSummary | null,
  publicUrl: string,
): WebhookPayload {
  const game = summary === null ? {} : publicGame(summary, publicUrl);
  return {
    type,
    timestamp: notification.createdAt,
    data: {
      ...game,
      notificationId: notification.id,
      kind: notification.content.kind,
      notification: { ...notification.content.data },
    },
  };
}

export function testPayload(endpointId: string, publicUrl: string, at: Date): WebhookPayload {
  return {
    type: 'test',
    timestamp: at.toISOString(),
    data: {
      webhookId: endpointId,
      message: 'A test delivery from Tavolo.',
      links: { site: publicUrl },
    },
  };
}
