import { describe, expect, it } from 'vitest';
import { nextLocalHour, quietUntil } from './quiet-hours.ts';

const at = (iso: string) => new Date(iso).getTime();
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const NIGHT = { startMinute: 22 * 60, endMinute: 7 * 60 };

describe('quiet hours', () => {
  it('hold across midnight in the account’s zone and end at its local end', () => {
    // 23:30 in Rome (winter, UTC+1): quiet until 07:00 Rome the next morning.
    expect(iso(quietUntil(NIGHT, 'Europe/Rome', at('2030-01-10T22:30:00Z')))).toBe(
      '2030-01-11T06:00:00.000Z',
    );
    // 03:00 in Rome: the same night, ending the same morning.
    expect(iso(quietUntil(NIGHT, 'Europe/Rome', at('2030-01-11T02:00:00Z')))).toBe(
      '2030-01-11T06:00:00.000Z',
    );
  });

  it('are not in force outside the window, nor when start equals end', () => {
    expect(quietUntil(NIGHT, 'Europe/Rome', at('2030-01-10T12:00:00Z'))).toBeNull();
    // 22:00 UTC is 14:00 in Los Angeles: not quiet there.
    expect(quietUntil(NIGHT, 'America/Los_Angeles', at('2030-01-10T22:00:00Z'))).toBeNull();
    expect(quietUntil({ startMinute: 0, endMinute: 0 }, 'UTC', at('2030-01-10T03:00:00Z'))).toBe(
      null,
    );
  });

  it('handle a window within one day', () => {
    const lunch = { startMinute: 12 * 60, endMinute: 14 * 60 };
    expect(iso(quietUntil(lunch, 'UTC', at('2030-01-10T13:15:00Z')))).toBe(
      '2030-01-10T14:00:00.000Z',
    );
    expect(quietUntil(lunch, 'UTC', at('2030-01-10T14:00:00Z'))).toBeNull();
  });
});

describe('the digest hour', () => {
  it('is the next local 08:00, today or tomorrow', () => {
    expect(iso(nextLocalHour(8, 'Europe/Rome', at('2030-07-01T05:00:00Z')))).toBe(
      '2030-07-01T06:00:00.000Z',
    );
    expect(iso(nextLocalHour(8, 'Europe/Rome', at('2030-07-01T06:00:00Z')))).toBe(
      '2030-07-02T06:00:00.000Z',
    );
  });
});
