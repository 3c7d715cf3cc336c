import { describe, expect, it } from 'vitest';
import { appMessages } from '../i18n/messages/index.ts';
import { timeoutPolicyText } from '../games/timeout-policy.ts';
import { serverEntryText } from './server-entries.ts';

const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
  `${key}${values === undefined ? '' : JSON.stringify(values)}`;
const names = ['Ada', 'Bea'];

describe('server entries in words', () => {
  it('says which seat timed out and what the server did', () => {
    expect(serverEntryText({ actor: 1, timeout: { seat: 1, action: 'bot_move' } }, t, names)).toBe(
      'timeout.log.bot_move{"seat":"Bea"}',
    );
    expect(
      serverEntryText({ actor: 0, timeout: { seat: 0, action: 'bot_took_seat' } }, t, names),
    ).toBe('timeout.log.bot_took_seat{"seat":"Ada"}');
    expect(serverEntryText({ actor: 0, timeout: { seat: 0, action: 'forfeit' } }, t, names)).toBe(
      'timeout.log.forfeit{"seat":"Ada"}',
    );
    expect(serverEntryText({ actor: 1, standIn: true }, t, names)).toBe(
      'timeout.log.standIn{"seat":"Bea"}',
    );
    expect(serverEntryText({ actor: 0, reclaim: true }, t, names)).toBe(
      'timeout.log.reclaim{"seat":"Ada"}',
    );
    expect(serverEntryText({ actor: 0 }, t, names)).toBeUndefined();
  });

  it('has the words in every language', () => {
    const keys = Object.keys(appMessages.en).filter((key) => key.startsWith('timeout.'));
    expect(keys.length).toBeGreaterThan(10);
    for (const messages of Object.values(appMessages)) {
      for (const key of keys) expect(messages[key], key).toBeTruthy();
    }
  });

  it('words the timeout policy only with a time control', () => {
    const perMove = { kind: 'per_move', moveSeconds: 60 } as const;
    expect(
      timeoutPolicyText(
        { timeControl: perMove, timeoutPolicy: { kind: 'bot_takes_seat', afterTimeouts: 2 } },
        t,
      ),
    ).toBe('timeout.policy.summary.bot_takes_seat{"count":2}');
    expect(
      timeoutPolicyText({ timeControl: { kind: 'none' }, timeoutPolicy: { kind: 'bot_moves' } }, t),
    ).toBeUndefined();
  });
});
