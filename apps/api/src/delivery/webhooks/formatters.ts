/**
 * Discord and Slack incoming webhooks (issue 18 item 8) want a message, not our payload: a
 * readable line with the table's link. Which formatter a URL gets is a pure function of the URL,
 * tested on real Discord and Slack URLs; a host on the allowlist (a local receiver in tests and
 * development) stands in for them by the same paths (`/api/webhooks/…`, `/services/…`).
 */
import { isRecord } from '@tavolo/engine';
import type { JsonValue } from '@tavolo/engine';
import type { WebhookPayload } from './payload.ts';

export type MessageFormat = 'standard' | 'discord' | 'slack';

const DISCORD_HOSTS = new Set([
  'discord.com',
  'discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
]);
const SLACK_HOSTS = new Set(['hooks.slack.com']);

const isDiscordPath = (path: string) => path.startsWith('/api/webhooks/');
const isSlackPath = (path: string) =>
  path.startsWith('/services/') || path.startsWith('/triggers/');

export function messageFormatOf(url: URL, allowHosts: readonly string[] = []): MessageFormat {
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  const standIn = allowHosts.includes(host.replace(/^\[|\]$/g, ''));
  if ((DISCORD_HOSTS.has(host) || standIn) && isDiscordPath(path)) return 'discord';
  if ((SLACK_HOSTS.has(host) || standIn) && isSlackPath(path)) return 'slack';
  return 'standard';
}

const text = (value: JsonValue | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The field `key` of `value` when it is an object. */
const field = (value: JsonValue | undefined, key: string): JsonValue | undefined =>
  isRecord(value) ? value[key] : undefined;

const entries = (value: JsonValue | undefined): readonly JsonValue[] =>
  Array.isArray(value) ? (value as readonly JsonValue[]) : [];

const names = (value: JsonValue | undefined): string =>
  entries(value)
    .map((entry) => text(field(entry, 'displayName')))
    .filter((name) => name !== '')
    .join(', ');

const winners = (data: WebhookPayload['data']): string =>
  names(
    entries(field(data['result'], 'placings')).filter((entry) => field(entry, 'winner') === true),
  );

const linkOf = (data: WebhookPayload['data']): string =>
  text(field(data['links'], 'table')) || text(field(data['links'], 'site'));

const reminderDeadline = (data: WebhookPayload['data']): string =>
  text(field(data['notification'], 'deadline'));

/** One readable line (in English) of what a payload says. */
export function summaryLine(payload: WebhookPayload): string {
  const { data } = payload;
  const title = text(data['title']) || 'a game';
  const toAct = names(data['toAct']);
  switch (payload.type) {
    case 'turn.changed':
      return toAct === ''
        ? `${title}: the turn has passed.`
        : `${title}: ${toAct} to move (move ${text(data['version'])}).`;
    case 'game.started':
      return `A game of ${title} has started: ${names(data['seats'])}.${toAct === '' ? '' : ` ${toAct} to move.`}`;
    case 'game.finished': {
      const won = winners(data);
      return won === ''
        ? `The game of ${title} is over.`
        : `The game of ${title} is over: won by ${won}.`;
    }
    case 'reminder': {
      const deadline = reminderDeadline(data);
      return `Reminder: ${toAct === '' ? 'a move' : `${toAct}'s move`} in ${title} is due${deadline === '' ? ' soon' : ` by ${deadline}`}.`;
    }
    case 'test':
      return 'Test delivery from Tavolo: this webhook works.';
  }
}

/** The body sent for a payload in a format: our JSON, or a Discord/Slack message. */
export function formatBody(payload: WebhookPayload, format: MessageFormat): string {
  if (format === 'standard') return JSON.stringify(payload);
  const link = linkOf(payload.data);
  const line = summaryLine(payload);
  if (format === 'discord') {
    const content = link === '' ? line : `${line}\n${link}`;
    return JSON.stringify({ username: 'Tavolo', content: content.slice(0, 2000) });
  }
  return JSON.stringify({ text: link === '' ? line : `${line} <${link}|Open the table>` });
}
