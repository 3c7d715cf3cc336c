import { bigCheese } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe.ts';
import { LOCALES, allEvents, loadFixtures, names, translator } from './test-support.ts';

const fixtures = loadFixtures();

/** Every event type the engine declares (types.ts); the fixtures must show them all. */
const EVENT_TYPES = [
  'game_started',
  'deck_reshuffled',
  'auction_started',
  'bid',
  'passed',
  'vetoed',
  'no_bid',
  'auction_won',
  'special_collected',
  'workers_hired',
  'project_rolled',
  'big_cheese_used',
  'project_scored',
  'project_voided',
  'game_ended',
];

/** A log line reads as a sentence: words, no raw key or placeholder, a capital first letter. */
function expectSentence(line: string): void {
  expect(line.trim().length).toBeGreaterThan(0);
  expect(line).not.toMatch(/big-cheese\./);
  expect(line).not.toMatch(/[{}]/);
  expect(line, line).toMatch(/^\P{Ll}/u);
}

describe('describeEvent', () => {
  it('the fixtures contain every event type of the game', () => {
    const seen = new Set(fixtures.flatMap((f) => allEvents(f).map((e) => e.type)));
    expect([...seen].sort()).toEqual([...EVENT_TYPES].sort());
  });

  for (const locale of LOCALES) {
    it(`describes every fixture event, whole and redacted, in ${locale}`, () => {
      const t = translator(locale);
      let count = 0;
      for (const fixture of fixtures) {
        const seatNames = names(fixture.seatCount);
        for (const event of allEvents(fixture)) {
          const forms = [
            event,
            bigCheese.redactEvent(event, { kind: 'seat', seat: 0 }),
            bigCheese.redactEvent(event, { kind: 'spectator' }),
          ];
          for (const form of forms) {
            expectSentence(describeEvent(form, t, seatNames));
            count += 1;
          }
        }
      }
      expect(count).toBeGreaterThan(1000);
    });
  }

  it('says the deck size and the top card, not the hidden order, for a redacted start', () => {
    const t = translator('en');
    const whole = { type: 'game_started', deck: [20, 'veto', 4] };
    const redacted = { type: 'game_started', deckSize: 3, top: 20 };
    expect(describeEvent(redacted, t, ['A', 'B', 'C'])).toBe(
      'The game begins with 3 cards in the deck; the 20 is on top.',
    );
    expect(describeEvent(whole, t, ['A', 'B', 'C'])).toBe(describeEvent(redacted, t, []));
  });

  it('uses seat names, plurals and tie-breaks in each language', () => {
    const seatNames = ['Ada', 'Bruno', 'Chloé'];
    const bid = { type: 'bid', seat: 1, amount: 1 };
    expect(describeEvent(bid, translator('en'), seatNames)).toBe('Bruno bids 1 worker.');
    expect(describeEvent({ ...bid, amount: 3 }, translator('fr'), seatNames)).toBe(
      'Bruno enchérit de 3 sous-fifres.',
    );
    const ended = {
      type: 'game_ended',
      reason: 'TARGET_REACHED',
      winners: [0, 2],
      tieBreak: 'SHARED',
    };
    expect(describeEvent(ended, translator('it'), seatNames)).toBe(
      'Partita finita: è stato raggiunto il punteggio obiettivo. Vincono a pari merito Ada e Chloé. Il pareggio non si può spezzare: la vittoria è condivisa.',
    );
  });

  it('falls back to a seat number and a generic line, never a raw key', () => {
    const t = translator('en');
    expect(describeEvent({ type: 'passed', seat: 4 }, t, ['A'])).toBe('Seat 5 passes.');
    expectSentence(describeEvent({ type: 'mystery' }, t, []));
    expectSentence(describeEvent(null, t, []));
  });
});
