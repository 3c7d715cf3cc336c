import { describe, expect, it } from 'vitest';
import type { GameUi } from '../games/contract.ts';
import { eventText, fallbackEventText, newCommandId } from './log.ts';

const t = (key: string) => key;

describe('log lines', () => {
  it('words an event without a game UI by its type', () => {
    expect(fallbackEventText({ type: 'bid_made', seat: 1, amount: 3 })).toBe(
      'bid made {"seat":1,"amount":3}',
    );
    expect(fallbackEventText({ type: 'passed' })).toBe('passed');
    expect(fallbackEventText(7)).toBe('7');
    expect(fallbackEventText({ note: 'x'.repeat(400) })).toHaveLength(160);
  });

  it('uses the game’s words, and falls back when they fail or are empty', () => {
    const ui = {
      describeEvent: (event: unknown) => {
        if (event === 'boom') throw new Error('no words');
        return event === 'quiet' ? '' : 'described';
      },
    } as unknown as GameUi;
    expect(eventText({ type: 'x' }, ui, t, [])).toBe('described');
    expect(eventText('boom', ui, t, [])).toBe('"boom"');
    expect(eventText('quiet', ui, t, [])).toBe('"quiet"');
    expect(eventText({ type: 'x' }, undefined, t, [])).toBe('x');
  });

  it('makes fresh command ids', () => {
    const a = newCommandId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newCommandId()).not.toBe(a);
  });
});
