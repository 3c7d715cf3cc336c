import { bonAppetit, spectator } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { describeEvent } from './describe.ts';
import { LOCALES, allEvents, loadFixtures, translator } from './test-support.ts';

const fixtures = loadFixtures();
const names = ['Giovanni', 'Teresa', 'Antonio', 'Ada', 'Bea', 'Cy'];

/** Every event of every fixture, whole (as after the game) and redacted (as during play). */
const events: { fixture: string; event: unknown }[] = fixtures.flatMap((fixture) =>
  allEvents(fixture).flatMap((event) => [
    { fixture: fixture.name, event },
    { fixture: fixture.name, event: bonAppetit.redactEvent(event, spectator) },
  ]),
);

const typeOf = (event: unknown): unknown =>
  typeof event === 'object' && event !== null && 'type' in event ? event.type : undefined;

describe('describeEvent', () => {
  it('finds every event type of the game in the fixtures', () => {
    const types = new Set(events.map(({ event }) => typeOf(event)));
    expect([...types].sort()).toEqual([
      'card_revealed',
      'cards_dealt',
      'game_ended',
      'hunt_failed',
      'hunt_started',
      'mouse_caught',
      'turn_started',
    ]);
  });

  for (const locale of LOCALES) {
    it(`gives every fixture event one sentence in ${locale}`, () => {
      const t = translator(locale);
      const unknown = t('bon-appetit.event.unknown');
      for (const { fixture, event } of events) {
        const line = describeEvent(event, t, names);
        const where = `${fixture}: ${JSON.stringify(event)} → ${line}`;
        expect(line, where).not.toMatch(/bon-appetit\./);
        expect(line, where).not.toBe(unknown);
        expect(line, where).not.toMatch(/[{}]|undefined|NaN/);
        expect(line.trim().length, where).toBeGreaterThan(5);
        expect(line, where).toMatch(/^\P{Ll}/u); // a sentence: a capital (or a digit) first
      }
    });
  }

  it('names the seats and the cards turned over', () => {
    const t = translator('en');
    expect(describeEvent({ type: 'card_revealed', seat: 1, card: 'mouse_2' }, t, names)).toBe(
      'Teresa turns over a mouse with 2 paw prints.',
    );
    expect(describeEvent({ type: 'mouse_caught', seat: 2, cards: 4 }, t, names)).toBe(
      'Antonio catches the mouse and takes the common pile (4 cards) and a token.',
    );
    const ended = { type: 'game_ended', reason: 'LAST_TOKEN', winners: [0, 2], tieBreak: 'SHARED' };
    expect(describeEvent(ended, t, names)).toBe(
      'Game over (the last token is taken): Giovanni and Antonio share the win.',
    );
    // Rules 2.0.0 end a game the first time a whole state repeats (A-BA-12).
    const repeated = { type: 'game_ended', reason: 'STATE_REPEATED', winners: [0], tieBreak: null };
    expect(describeEvent(repeated, t, names)).toMatch(
      /^Game over \(the same position came round again\): Giovanni/,
    );
  });

  it('never reveals the dealt piles, only their sizes', () => {
    const t = translator('en');
    const whole = {
      type: 'cards_dealt',
      startingSeat: 0,
      piles: [['cat'], ['mouse_3']],
      centre: 'cheese',
    };
    expect(describeEvent(whole, t, names)).toBe(
      'The cards are dealt (1 each), with a cheese face up in the centre; Giovanni starts.',
    );
  });

  it('falls back to "Player n" and survives malformed events', () => {
    const t = translator('it');
    expect(describeEvent({ type: 'turn_started', seat: 4 }, t, ['A'])).toBe(
      'Ora gioca Giocatore 5.',
    );
    const unknown = t('bon-appetit.event.unknown');
    for (const bad of [
      null,
      7,
      'x',
      [],
      {},
      { type: 'nope' },
      { type: 'card_revealed', card: 'dog' },
    ]) {
      expect(describeEvent(bad, t, names)).toBe(unknown);
    }
    expect(describeEvent({ type: 'hunt_started' }, t, names)).not.toMatch(/bon-appetit\./);
  });
});
