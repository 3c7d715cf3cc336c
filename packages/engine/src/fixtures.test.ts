import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGame } from './registry.ts';
import { checkFixture } from './testing/index.ts';
import type { GoldenFixture } from './testing/index.ts';

const gamesDir = join(import.meta.dirname, 'games');

/** Every golden fixture of every game, replayed through the registered engine. */
function fixtureFiles(): string[] {
  return readdirSync(gamesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const dir = join(gamesDir, d.name, 'fixtures');
      try {
        return readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(dir, f));
      } catch {
        return [];
      }
    });
}

describe('golden replay fixtures', () => {
  const files = fixtureFiles();
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(file.slice(gamesDir.length + 1), () => {
      const fixture = JSON.parse(readFileSync(file, 'utf8')) as GoldenFixture;
      const game = findGame(fixture.game);
      expect(game, `game ${fixture.game} is registered`).toBeDefined();
      if (game === undefined) return;
      expect(fixture.steps.length).toBeGreaterThan(0);
      expect(checkFixture(game, fixture)).toBeNull();
    });
  }
});
