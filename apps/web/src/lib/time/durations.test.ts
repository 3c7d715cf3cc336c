import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDuration, formatTimeControl } from './durations.ts';

const t = (key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values ?? {})}`;

describe('durations', () => {
  it('words a duration in its largest unit, in the reader’s language', () => {
    expect(formatDuration(3 * 86_400_000, 'en')).toBe('3 days');
    expect(formatDuration(90 * 60_000, 'en')).toBe('1.5 hours');
    expect(formatDuration(40_000, 'en')).toBe('40 seconds');
    expect(formatDuration(2 * 3_600_000, 'it')).toBe('2 ore');
    expect(formatDuration(60_000, 'fr')).toBe('1 minute');
  });

  it('counts down as a clock', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_725_000)).toBe('01:02:05');
    expect(formatCountdown(90_061_000)).toBe('1 d 01:01:01');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('words each kind of time control', () => {
    expect(formatTimeControl({ kind: 'none' }, t, 'en')).toBe('timeControl.none {}');
    expect(formatTimeControl({ kind: 'per_move', moveSeconds: 86_400 }, t, 'en')).toBe(
      'timeControl.perMove {"time":"1 day"}',
    );
    const bank = { kind: 'bank', initialSeconds: 7200, incrementSeconds: 600, maxSeconds: 10_800 };
    expect(formatTimeControl({ ...bank, kind: 'bank' }, t, 'en')).toBe(
      'timeControl.bank {"initial":"2 hours","increment":"10 minutes","cap":"3 hours"}',
    );
  });
});

describe('time control input', async () => {
  const { defaultDraft, timeControlOf } = await import('./time-control-input.ts');
  it('makes seconds of the amounts and units', () => {
    const draft = defaultDraft();
    expect(timeControlOf(draft)).toEqual({ kind: 'none' });
    expect(
      timeControlOf({ ...draft, kind: 'per_move', moveTime: { amount: 90, unit: 'minutes' } }),
    ).toEqual({ kind: 'per_move', moveSeconds: 5400 });
    expect(timeControlOf({ ...draft, kind: 'bank' })).toEqual({
      kind: 'bank',
      initialSeconds: 3 * 86_400,
      incrementSeconds: 86_400,
      maxSeconds: 5 * 86_400,
    });
  });
});
