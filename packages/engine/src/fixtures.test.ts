import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGameVersion } from './registry.ts';
import { checkFixture } from './testing/index.ts';
import type { GoldenFixture } from './testing/index.ts';

const gamesDir = join(import.meta.dirname, 'games');

/** Every golden fixture of every game, replayed through the registered engine. */
function fixtureFiles(): string[] {
  return readdirSync(gamesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => jsonFilesIn(join(gamesDir, d.name, 'fixtures')));
}

/**
 * The JSON files in `dir` and in its version folders (`fixtures/1.0.0/`): the fixtures of earlier
 * rules versions are kept frozen, and replayed by the engine of their own version (ADR 0024).
 */
function jsonFilesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return jsonFilesIn(path);
      return entry.name.endsWith('.json') ? [path] : [];
    });
  } catch {
    return [];
  }
}

describe('golden replay fixtures', () => {
  const files = fixtureFiles();
  it('exist, for every published rules version', () => {
    const versions = new Set(
      files.map((file) => (JSON.parse(readFileSync(file, 'utf8')) as GoldenFixture).rulesVersion),
    );
    expect([...versions].sort()).toEqual(['1.0.0', '2.0.0']);
  });
  for (const file of files) {
    it(file.slice(gamesDir.length + 1), () => {
      const fixture = JSON.parse(readFileSync(file, 'utf8')) as GoldenFixture;
      const game = findGameVersion(fixture.game, fixture.rulesVersion);
      expect(game, `game ${fixture.game} ${fixture.rulesVersion} is registered`).toBeDefined();
      if (game === undefined) return;
      expect(fixture.steps.length).toBeGreaterThan(0);
      expect(checkFixture(game, fixture)).toBeNull();
    });
  }
});
