import { bigShot, seatViewer, spectator } from '@tavolo/engine';
import type { BigShotEvent } from '@tavolo/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { describeEvent } from './describe.ts';
import { EVENT_TYPES } from './model.ts';
import { LOCALES, NAMES, allEvents, loadFixtures, translator } from './test-support.ts';

const fixtures = loadFixtures();

function checkLine(line: string): void {
  expect(line.length).toBeGreaterThan(3);
  expect(line).not.toMatch(/big-shot\./);
  expect(line).not.toMatch(/[{}]|undefined|NaN|\[object/);
  expect(line, line).toMatch(/^\P{Ll}/u); // a sentence: a capital (or a digit) first
}

describe('describeEvent', () => {
  it('the fixtures contain every event type', () => {
    // Compile-time: the list names every type the engine declares (and, by its type, no other).
    expectTypeOf<Exclude<BigShotEvent['type'], (typeof EVENT_TYPES)[number]>>().toBeNever();
    const seen = new Set(fixtures.flatMap(allEvents).map((e) => e.type));
    expect([...seen].sort()).toEqual([...EVENT_TYPES].sort());
  });

  for (const fixture of fixtures) {
    it(`describes every event of ${fixture.name}, whole and as each viewer receives it`, () => {
      const viewers = [
        spectator,
        ...Array.from({ length: fixture.seatCount }, (_, s) => seatViewer(s)),
      ];
      const names = NAMES.slice(0, fixture.seatCount);
      for (const locale of LOCALES) {
        const t = translator(locale);
        for (const event of allEvents(fixture)) {
          checkLine(describeEvent(event, t, names));
          for (const viewer of viewers) {
            checkLine(describeEvent(bigShot.redactEvent(event, viewer), t, names));
          }
        }
      }
    });
  }

  it('names seats without a display name by number, and the dummy by its role', () => {
    const t = translator('en');
    expect(describeEvent({ type: 'passed', seat: 2 }, t, [])).toBe('Seat 3 passes.');
    const started = {
      type: 'game_started',
      colours: [
        { colour: 'red', holder: 0 },
        { colour: 'white', holder: 'dummy' },
      ],
      spaces: [],
      broker: 4,
    };
    expect(describeEvent(started, t, ['Ada'])).toBe(
      'Business cards dealt: Ada red; the dummy white; the broker starts on space 5.',
    );
  });

  it('says something sensible about an event it does not know', () => {
    const t = translator('it');
    checkLine(describeEvent({ type: 'mystery' }, t, NAMES));
    checkLine(describeEvent(null, t, NAMES));
  });

  it('tells the end apart: a win, a shared win, the fallback and no winner', () => {
    const t = translator('en');
    const end = (winners: number[], reason: string): string =>
      describeEvent({ type: 'game_ended', reason, fortunes: [], scores: [40, 40, 3], winners }, t, [
        'Ada',
        'Bo',
        'Cy',
      ]);
    expect(end([0], 'ALL_AUCTIONS_HELD')).toBe('Game over: Ada wins with a fortune of 40\u00a0M.');
    expect(end([0, 1], 'ALL_AUCTIONS_HELD')).toContain('Ada, Bo share the victory');
    expect(end([0], 'NOBODY_ELIGIBLE')).toContain('highest fortune wins');
    expect(end([], 'NOBODY_ELIGIBLE')).toContain('nobody wins');
  });
});
