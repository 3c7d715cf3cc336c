import { describe, expect, it } from 'vitest';
import { refusedAddressClass } from './address-policy.ts';
import { formatBody, messageFormatOf } from './formatters.ts';
import type { WebhookPayload } from './payload.ts';
import { parseWebhookEnv } from './webhook-config.ts';

const url = (text: string) => new URL(text);

describe('the formatter of a webhook URL', () => {
  it('knows real Discord and Slack incoming-webhook URLs', () => {
    expect(messageFormatOf(url('https://discord.com/api/webhooks/123456/AbC-dEf'))).toBe('discord');
    expect(messageFormatOf(url('https://discordapp.com/api/webhooks/1/x'))).toBe('discord');
    expect(messageFormatOf(url('https://hooks.slack.com/services/T0/B0/XyZ'))).toBe('slack');
    expect(messageFormatOf(url('https://example.com/api/webhooks/1/x'))).toBe('standard');
    expect(messageFormatOf(url('https://discord.com/channels/1/2'))).toBe('standard');
    expect(messageFormatOf(url('https://hooks.slack.com.evil.example/services/T0'))).toBe(
      'standard',
    );
  });

  it('lets allowlisted hosts stand in for them by path only', () => {
    const local = url('http://127.0.0.1:9000/api/webhooks/1/x');
    expect(messageFormatOf(local, ['127.0.0.1'])).toBe('discord');
    expect(messageFormatOf(local)).toBe('standard');
  });

  it('writes a readable message with the table link', () => {
    const payload: WebhookPayload = {
      type: 'game.finished',
      timestamp: '2030-01-01T00:00:00.000Z',
      data: {
        title: 'Big Shot',
        result: { placings: [{ seat: 1, displayName: 'Ada', rank: 1, winner: true }] },
        links: { table: 'https://tavolo.example/games/g1' },
      },
    };
    const discord = JSON.parse(formatBody(payload, 'discord')) as { content: string };
    expect(discord.content).toBe(
      'The game of Big Shot is over: won by Ada.\nhttps://tavolo.example/games/g1',
    );
    const slack = JSON.parse(formatBody(payload, 'slack')) as { text: string };
    expect(slack.text).toContain('<https://tavolo.example/games/g1|Open the table>');
    expect(JSON.parse(formatBody(payload, 'standard'))).toEqual(payload);
  });
});

describe('refused addresses', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.127.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd12::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:a9fe:a9fe',
    'ff02::1',
  ])('%s is refused', (address) => {
    expect(refusedAddressClass(address)).not.toBeNull();
  });

  it.each(['93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(refusedAddressClass(address)).toBeNull();
    },
  );
});

describe('the webhook environment', () => {
  it('has defaults and reads the allowlist', () => {
    const settings = parseWebhookEnv({ TAVOLO_WEBHOOK_ALLOW: '127.0.0.1, LocalHost,[::1]' });
    expect(settings.allowHosts).toEqual(['127.0.0.1', 'localhost', '::1']);
    expect(settings.timeoutMs).toBe(10_000);
    expect(settings.rotationOverlapMs).toBe(24 * 3_600_000);
    expect(() => parseWebhookEnv({ TAVOLO_WEBHOOK_TIMEOUT_MS: 'soon' })).toThrow(
      /TAVOLO_WEBHOOK_TIMEOUT_MS/,
    );
  });
});
