import { describe, expect, it } from 'vitest';
import { isRecord, jsonEqual } from './kernel/index.ts';
import { findGame, findGameVersion, gameVersions, games, rulesVersionsOf } from './registry.ts';

describe.each(gameVersions.map((game) => [`${game.id} ${game.rulesVersion}`, game] as const))(
  '%s options schema',
  (_, game) => {
    const schema = game.optionsSchema;

    it('is a plain-JSON object schema with no other keys allowed', () => {
      expect(jsonEqual(JSON.parse(JSON.stringify(schema)), schema)).toBe(true);
      expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(isRecord(schema) && isRecord(schema['properties'])).toBe(true);
    });

    it('states the defaults parseOptions fills in, and keys parseOptions knows', () => {
      const properties =
        isRecord(schema) && isRecord(schema['properties']) ? schema['properties'] : {};
      const parsed = game.parseOptions({}, game.seatLimits.min);
      expect(parsed.ok).toBe(true);
      const options = parsed.ok ? (parsed.value as Record<string, unknown>) : {};
      for (const [key, property] of Object.entries(properties)) {
        expect(Object.hasOwn(options, key), key).toBe(true);
        if (isRecord(property) && 'default' in property) {
          expect(options[key], key).toEqual(property['default']);
        }
      }
      expect(game.parseOptions({ not_an_option: true }, game.seatLimits.min).ok).toBe(false);
    });
  },
);

describe('rules versions (ADR 0024)', () => {
  it.each(games.map((game) => [game.id, game] as const))(
    '%s: every published version is found by its number, and a new game gets the newest',
    (id, newest) => {
      const versions = rulesVersionsOf(id);
      expect(versions).toEqual(['1.0.0', '2.0.0']);
      expect(findGame(id)).toBe(newest);
      expect(newest.rulesVersion).toBe(versions.at(-1));
      for (const version of versions) {
        expect(findGameVersion(id, version)?.rulesVersion).toBe(version);
      }
      expect(findGameVersion(id, '0.9.0')).toBeUndefined();
    },
  );

  it('knows no versions of an unknown game', () => {
    expect(rulesVersionsOf('chess')).toEqual([]);
    expect(findGameVersion('chess', '1.0.0')).toBeUndefined();
  });
});
