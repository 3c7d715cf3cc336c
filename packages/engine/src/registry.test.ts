import { describe, expect, it } from 'vitest';
import { isRecord, jsonEqual } from './kernel/index.ts';
import { games } from './registry.ts';

describe.each(games.map((game) => [game.id, game] as const))('%s options schema', (_, game) => {
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
});
