import { gameVersions, games } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { isSeatChoice } from '../labels.ts';
import { optionFields } from '../schema.ts';
import type { OptionField } from '../schema.ts';
import { optionMessages } from './index.ts';

/** The keys the options form looks up for one field of one engine (see labels.ts). */
function expectedKeys(engine: string, field: OptionField, maxSeats: number): string[] {
  const base = `${engine}.options.${field.name}`;
  if (field.kind !== 'choice' && field.kind !== 'multi') return [`${base}.label`];
  // Seats are shown as "Seat n" by the app, booleans as yes/no: only other values need words.
  const worded = field.choices
    .map((choice) => choice.value)
    .filter((value) => typeof value === 'string' || !isSeatChoice(field, maxSeats));
  return [`${base}.label`, ...worded.map((value) => `${base}.values.${String(value)}`)];
}

describe('options messages', () => {
  const english = Object.keys(optionMessages.en);

  // Every rules version's options (ADR 0024): a game of an older version shows its own values.
  it.each(games.map((game) => [game.id] as const))(
    'name every option of %s, in every rules version, and every value that is not a seat',
    (engine) => {
      const versions = gameVersions.filter((game) => game.id === engine);
      const ownKeys = english.filter((key) => key.startsWith(`${engine}.options.`));
      const required = new Set<string>();
      const hints = new Set<string>();
      for (const game of versions) {
        const fields = optionFields(game.optionsSchema);
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) {
          for (const key of expectedKeys(engine, field, game.seatLimits.max)) required.add(key);
          hints.add(`${engine}.options.${field.name}.hint`);
        }
      }
      for (const key of required) expect(ownKeys, key).toContain(key);
      // Nothing else but hints of fields a schema has: a renamed option leaves no stale words.
      const stale = ownKeys.filter((key) => !required.has(key) && !hints.has(key));
      expect(stale).toEqual([]);
    },
  );

  it('belong to engines the server has', () => {
    const engines = new Set(games.map((game) => game.id));
    for (const key of english) expect(engines.has(key.split('.')[0] ?? ''), key).toBe(true);
  });
});
