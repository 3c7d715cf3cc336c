/**
 * What one push message carries and how the push service should treat it. The payload is the
 * notification's own facts in the recipient's words — {id, kind, gameId, title, body, url} —
 * nothing more (no view, no hidden information). Options: a time to live (a reminder is stale
 * once its deadline has passed), high urgency for "your move" messages, and a Topic per game so
 * a newer message about a game replaces an older one still waiting in the push service.
 */
import { createHash } from 'node:crypto';
import type { Urgency } from 'web-push';
import type { OutboundNotification, Recipient } from '../contract.ts';
import { pushWords } from './push-messages.ts';

export interface PushPayload {
  readonly id: string;
  readonly kind: OutboundNotification['content']['kind'];
  readonly gameId: string | null;
  readonly title: string;
  readonly body: string;
  /** Where a click on the notification goes: the game's table, else the inbox. */
  readonly url: string;
}

export interface PushSendOptions {
  /** Seconds the push service keeps an undelivered message. */
  readonly ttlSeconds: number;
  readonly urgency: Urgency;
  /** RFC 8030 Topic: a newer message with the same topic replaces the queued one. */
  readonly topic?: string;
}

/** How long other messages wait for a device that is offline: three days. */
export const DEFAULT_TTL_SECONDS = 3 * 24 * 3600;

/** Where a click leads: the game's table, or the inbox for a notification without one. */
function linkOf(notification: OutboundNotification, publicUrl: URL): string {
  // Relative to the base: a Tavolo served under a path (https://host/tavolo/) keeps it.
  const base = publicUrl.href.endsWith('/') ? publicUrl : new URL(`${publicUrl.href}/`);
  const { gameId, content } = notification;
  // A cleaned-up game has no table any more.
  const path =
    gameId === null || content.kind === 'game_cleaned_up'
      ? 'inbox'
      : `games/${encodeURIComponent(gameId)}`;
  return new URL(path, base).href;
}

export function pushPayload(
  notification: OutboundNotification,
  recipient: Recipient,
  publicUrl: URL,
): PushPayload {
  const { title, body } = pushWords(notification.content, recipient.locale, recipient.timeZone);
  return {
    id: notification.id,
    kind: notification.content.kind,
    gameId: notification.gameId,
    title,
    body,
    url: linkOf(notification, publicUrl),
  };
}

/** A Topic (at most 32 base64url characters) naming the game, not revealing its id. */
export function gameTopic(gameId: string): string {
  return createHash('sha256').update(`tavolo-game:${gameId}`).digest('base64url').slice(0, 22);
}

export function pushSendOptions(notification: OutboundNotification): PushSendOptions {
  const { content, gameId } = notification;
  const urgent = content.kind === 'your_turn' || content.kind === 'reminder';
  const ttlSeconds = content.kind === 'reminder' ? content.data.beforeSeconds : DEFAULT_TTL_SECONDS;
  return {
    ttlSeconds,
    urgency: urgent ? 'high' : 'normal',
    ...(gameId === null ? {} : { topic: gameTopic(gameId) }),
  };
}
