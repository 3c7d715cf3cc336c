import { describe, expect, it } from 'vitest';
import { cheesonomics } from '@tavolo/engine';
import { describeEvent } from './describe.ts';
import { EVENT_TYPES } from './events.ts';
import { messages } from './messages/index.ts';
import { tableChooser } from './testing/drive.ts';
import type { CheesonomicsEvent } from './testing/kit.ts';
import { fixtureEvents, lcg, loadFixtures, playout, translator, viewers } from './testing/kit.ts';
import { MANY_RENDERS } from '../testing/timeouts.ts';

const LOCALES = ['en', 'it', 'fr'] as const;
const names = ['Ada', 'Bea', 'Cy', 'Di', 'Ed'];

interface Log {
  readonly where: string;
  readonly seatCount: number;
  readonly events: readonly CheesonomicsEvent[];
}

const fixtureLogs: Log[] = loadFixtures().map((f) => ({
  where: f.name,
  seatCount: f.seatCount,
  events: fixtureEvents(f),
}));
const playedLogs: Log[] = [2, 3, 4, 5].flatMap((n) =>
  (['mild', 'sharp'] as const).map((flavour) => ({
    where: `${n} players ${flavour}`,
    seatCount: n,
    events: playout(n, flavour, 7 * n, tableChooser(lcg(7 * n), []), 2000).events,
  })),
);
/** An opponent with an empty hand during a churn: the rules make it unreachable in play (A-CH-8). */
const synthetic: Log = {
  where: 'synthetic',
  seatCount: 2,
  events: [{ type: 'churn_skipped', seat: 1 }],
};

/** Every event as each viewer receives it during play, and whole (as once the game is over). */
function forms(log: Log): { viewer: string; event: unknown }[] {
  return log.events.flatMap((event) => [
    { viewer: 'whole', event },
    ...viewers(log.seatCount).map((viewer) => ({
      viewer: viewer.kind === 'seat' ? `seat ${viewer.seat}` : 'spectator',
      event: cheesonomics.redactEvent(event, viewer),
    })),
  ]);
}

function expectSentence(text: string, locale: string): void {
  expect(text.length).toBeGreaterThan(3);
  expect(text).not.toMatch(/cheesonomics\.|\{|\}|\bundefined\b|\bnull\b|\bNaN\b|\[object/);
  expect(text).not.toBe(messages.en['cheesonomics.ev.unknown']);
  expect(text, text).toMatch(/^\P{Ll}/u); // a sentence: a capital (or a digit) first
  if (locale !== 'en')
    expect(text).not.toBe(messages[locale as 'it' | 'fr']['cheesonomics.ev.unknown']);
}

describe('describeEvent', () => {
  it('the logs cover every event type of the game', () => {
    const seen = new Set(
      [...fixtureLogs, ...playedLogs, synthetic].flatMap((l) => l.events.map((e) => e.type)),
    );
    expect([...seen].sort()).toEqual([...EVENT_TYPES].sort());
    const inFixtures = new Set(fixtureLogs.flatMap((l) => l.events.map((e) => e.type)));
    expect(inFixtures.size).toBeGreaterThan(20);
  });

  it.each([...fixtureLogs, ...playedLogs, synthetic])(
    '$where: one sentence per event, whole and redacted, in every language',
    MANY_RENDERS,
    (log) => {
      for (const locale of LOCALES) {
        const t = translator(locale);
        for (const { event } of forms(log)) expectSentence(describeEvent(event, t, names), locale);
      }
    },
  );

  it('never names a wedge the viewer did not see', () => {
    const t = translator('en');
    const given = { type: 'wedge_given', from: 1, to: 0, wedge: 'blue-goat' } as const;
    const hidden = cheesonomics.redactEvent(given, { kind: 'seat', seat: 2 });
    expect(describeEvent(hidden, t, names)).toBe('Bea gives Ada a wedge.');
    expect(describeEvent(given, t, names)).toBe('Bea gives Ada a wedge: blue goat.');
  });

  it('falls back on seat numbers and never throws on what it cannot read', () => {
    const t = translator('it');
    expect(describeEvent({ type: 'turn_started', seat: 3 }, t, [])).toBe('Tocca a Giocatore 4.');
    for (const odd of [
      null,
      42,
      'sold',
      { type: 'unknown_thing' },
      { type: 'sold' },
      { type: 'knives_dealt' },
    ]) {
      expect(() => describeEvent(odd, t, names)).not.toThrow();
    }
  });
});
