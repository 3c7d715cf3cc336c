import { describe, expect, it } from 'vitest';
import { TIME_CONTROL_LIMITS, checkTimeControl, requestedTimeControl } from './time-control.ts';

const code = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('time controls', () => {
  it('accepts the ends of every range', () => {
    const { moveSeconds, initialSeconds, incrementSeconds, maxSeconds } = TIME_CONTROL_LIMITS;
    for (const seconds of [moveSeconds.min, moveSeconds.max]) {
      expect(checkTimeControl({ kind: 'per_move', moveSeconds: seconds })).toBeTruthy();
    }
    expect(
      checkTimeControl({
        kind: 'bank',
        initialSeconds: initialSeconds.min,
        incrementSeconds: incrementSeconds.min,
        maxSeconds: initialSeconds.min,
      }),
    ).toBeTruthy();
    expect(
      checkTimeControl({
        kind: 'bank',
        initialSeconds: initialSeconds.max,
        incrementSeconds: incrementSeconds.max,
        maxSeconds: maxSeconds.max,
      }),
    ).toBeTruthy();
  });

  it('refuses durations out of range with TIME_CONTROL_OUT_OF_RANGE', () => {
    const bank = {
      kind: 'bank',
      initialSeconds: 3600,
      incrementSeconds: 600,
      maxSeconds: 7200,
    } as const;
    for (const control of [
      { kind: 'per_move', moveSeconds: 59 } as const,
      { kind: 'per_move', moveSeconds: 30 * 86_400 + 1 } as const,
      { ...bank, initialSeconds: 30 },
      { ...bank, incrementSeconds: -1 },
      { ...bank, maxSeconds: 3599 },
      { ...bank, maxSeconds: 61 * 86_400 },
    ]) {
      expect(code(() => checkTimeControl(control))).toBe('TIME_CONTROL_OUT_OF_RANGE');
    }
  });

  it('reads the deprecated moveTimeLimitSeconds as a per-move control', () => {
    expect(requestedTimeControl({ moveTimeLimitSeconds: 3600 })).toEqual({
      kind: 'per_move',
      moveSeconds: 3600,
    });
    expect(requestedTimeControl({})).toEqual({ kind: 'none' });
    expect(code(() => requestedTimeControl({ moveTimeLimitSeconds: 5 }))).toBe(
      'TIME_CONTROL_OUT_OF_RANGE',
    );
    expect(
      code(() => requestedTimeControl({ moveTimeLimitSeconds: 60, timeControl: { kind: 'none' } })),
    ).toBe('INVALID_INPUT');
  });
});
