/**
 * Which channels carry a notification, and from when (issue 18 item 2): a pure decision from the
 * account's preference for the kind and its quiet hours. E-mail by digest is not routed here:
 * the digest gathers it later. Webhooks serve machines and ignore quiet hours.
 */
import type { ChannelName } from './contract.ts';
import type { KindPreference } from './preferences.ts';
import { quietUntil } from './quiet-hours.ts';
import type { QuietHours } from './quiet-hours.ts';

export interface Route {
  readonly channel: ChannelName;
  /** Not before this (the end of quiet hours); undefined: now. */
  readonly startAfter: Date | undefined;
}

export function routesOf(
  preference: KindPreference,
  quiet: QuietHours,
  timeZone: string,
  nowMs: number,
): Route[] {
  const until = quietUntil(quiet, timeZone, nowMs);
  const personal = until === null ? undefined : new Date(until);
  const routes: Route[] = [];
  if (preference.email === 'immediate') routes.push({ channel: 'email', startAfter: personal });
  if (preference.push) routes.push({ channel: 'push', startAfter: personal });
  if (preference.webhook) routes.push({ channel: 'webhook', startAfter: undefined });
  return routes;
}
