import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises socket errors, postgres.js connection codes and outage SQLSTATEs', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'CONNECTION_CLOSED',
      'CONNECTION_ENDED',
      'CONNECT_TIMEOUT',
      '08006',
      '08001',
      '57P01',
      '57P02',
      '57P03',
      '57014',
    ]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('looks through drizzle’s wrapper and an AggregateError of several addresses', () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const aggregate = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it('leaves every other error alone', () => {
    for (const error of [
      withCode('23505'),
      withCode('42P01'),
      withCode('VERSION_CONFLICT'),
      new Error('boom'),
      'ECONNREFUSED',
      undefined,
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
