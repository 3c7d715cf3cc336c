import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('defaults to PGlite in .tavolo-data at the repository root', () => {
    expect(parseConfig({})).toEqual({ database: { driver: 'pglite', dataDir: DEFAULT_DATA_DIR } });
    expect(path.basename(DEFAULT_DATA_DIR)).toBe('.tavolo-data');
    expect(parseConfig({ DATABASE_URL: '  ' }).database.driver).toBe('pglite');
  });

  it('takes TAVOLO_DATA_DIR, relative to the working directory', () => {
    expect(parseConfig({ TAVOLO_DATA_DIR: 'here' })).toEqual({
      database: { driver: 'pglite', dataDir: path.resolve('here') },
    });
  });

  it('uses Postgres when DATABASE_URL is set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/tavolo';
    expect(parseConfig({ DATABASE_URL: url, TAVOLO_DATA_DIR: '/x' })).toEqual({
      database: { driver: 'postgres', url },
    });
    expect(parseConfig({ DATABASE_URL: 'postgresql://h/db' }).database.driver).toBe('postgres');
  });

  it('refuses a DATABASE_URL that is not a Postgres URL, naming it', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://h/db' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    );
  });
});
