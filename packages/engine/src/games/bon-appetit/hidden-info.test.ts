import { describe, expect, it } from 'vitest';
import { seatViewer, spectator, startGame } from '../../kernel/index.ts';
import { seededRng, testSeed } from '../../testing/index.ts';
import { bonAppetit } from './index.ts';
import {
  ANTONIO,
  GIOVANNI,
  REVEAL,
  TERESA,
  engineOf,
  pileOf,
  reveals,
  table,
} from './scenario-kit.ts';
import { RULES_VERSIONS } from './versions.ts';

function options(input: unknown, seatCount: number) {
  const parsed = bonAppetit.parseOptions(input, seatCount);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** RULES §3.7 and §5: face-down piles, contents and order, are hidden from everyone. */
describe('hidden information (RULES §3.7)', () => {
  it('every viewer, the owner included, sees counts but no face-down card', () => {
    const config = { seatCount: 4, options: options({}, 4) };
    const { state } = startGame(bonAppetit, config, seededRng(testSeed(1), 0));
    const seen = bonAppetit.view(state, spectator);
    for (let seat = 0; seat < 4; seat += 1) {
      expect(bonAppetit.view(state, seatViewer(seat))).toEqual(seen);
    }
    expect(seen.piles).toBeNull();
    expect(seen.players.map((p) => p.cards)).toEqual(state.piles.map((p) => p.length));
    expect(seen.deck).toBe('full');
  });

  it('the deal is redacted to pile sizes and the centre card', () => {
    const config = { seatCount: 3, options: options({}, 3) };
    const { events } = startGame(bonAppetit, config, seededRng(testSeed(3), 0));
    const dealt = events[0];
    if (dealt?.type !== 'cards_dealt') throw new Error('the deal comes first');
    expect(bonAppetit.redactEvent(dealt, seatViewer(0))).toEqual({
      type: 'cards_dealt',
      startingSeat: dealt.startingSeat,
      pileSizes: dealt.piles.map((pile) => pile.length),
      centre: dealt.centre,
    });
  });

  it.each(RULES_VERSIONS)(
    'won cards buried in a pile: once play moves on, the view does not tell their order (rules %s)',
    (rulesVersion) => {
      // Two tables that differ only in the order of the first two cards of the pile Antonio catches:
      // a cheese centre then Giovanni's cat, or a cat centre then Giovanni's cheese.
      const played = (centre: 'cheese' | 'cat', giovanni: 'cheese' | 'cat') => {
        const s = table({
          rulesVersion,
          centre,
          piles: [
            [giovanni, 'cheese', 'cheese'],
            ['mouse_1', 'cheese', 'cheese'],
            ['cat', 'cheese', 'cheese'],
          ],
        });
        s.when(GIOVANNI, REVEAL).when(TERESA, REVEAL).when(ANTONIO, REVEAL);
        // Antonio caught [centre, giovanni, mouse_1, cat]; he opens a new pile, Giovanni plays.
        s.when(ANTONIO, REVEAL).when(GIOVANNI, REVEAL);
        return s.state;
      };
      const a = played('cheese', 'cat');
      const b = played('cat', 'cheese');
      expect(pileOf(a, ANTONIO)).not.toEqual(pileOf(b, ANTONIO));
      for (const viewer of [spectator, seatViewer(GIOVANNI), seatViewer(ANTONIO)]) {
        expect(engineOf(rulesVersion).view(a, viewer)).toEqual(
          engineOf(rulesVersion).view(b, viewer),
        );
      }
    },
  );

  it('A-BA-12: the record of past states, which holds every pile in order, is in no view', () => {
    const s = table({
      piles: [
        ['cheese', 'mouse_1', 'cheese', 'cheese'],
        ['cheese', 'cheese', 'cheese', 'cheese'],
      ],
    });
    reveals(s, [GIOVANNI, TERESA, GIOVANNI]);
    expect(s.state.pastStates).toHaveLength(3);
    const forgotten = { ...s.state, pastStates: [] };
    for (const viewer of [spectator, seatViewer(GIOVANNI), seatViewer(TERESA)]) {
      const seen = bonAppetit.view(s.state, viewer);
      expect(seen).toEqual(bonAppetit.view(forgotten, viewer));
      expect(JSON.stringify(seen)).not.toContain(s.state.pastStates[0]);
      expect(Object.keys(seen)).not.toContain('rules');
    }
  });

  it('the view shows the cards the latest command turned over, also those a catch buried', () => {
    const s = table({
      options: { auto_reveal: [TERESA, ANTONIO] },
      piles: [
        ['mouse_1', 'cheese', 'cheese'],
        ['cat', 'cheese', 'cheese'],
        ['cheese', 'cheese', 'cheese'],
      ],
    });
    // The deal's centre card has no player.
    expect(bonAppetit.view(s.state, spectator).lastPlayed).toEqual([
      { seat: null, card: 'cheese' },
    ]);
    // Teresa catches Giovanni's mouse automatically, opens a new pile, and Antonio plays: the
    // caught cards are buried in the same command, yet every viewer saw them played.
    s.when(GIOVANNI, REVEAL);
    const seen = bonAppetit.view(s.state, spectator);
    expect(seen.common).toEqual(['cheese', 'cheese']);
    expect(seen.lastPlayed).toEqual([
      { seat: GIOVANNI, card: 'mouse_1' },
      { seat: TERESA, card: 'cat' },
      { seat: TERESA, card: 'cheese' },
      { seat: ANTONIO, card: 'cheese' },
    ]);
    // The next card turned over by hand starts a new record.
    s.when(GIOVANNI, REVEAL);
    expect(bonAppetit.view(s.state, spectator).lastPlayed).toEqual([
      { seat: GIOVANNI, card: 'cheese' },
      { seat: TERESA, card: 'cheese' },
      { seat: ANTONIO, card: 'cheese' },
    ]);
  });

  it('everything is revealed once the game is over', () => {
    const s = table({ piles: [['cheese'], ['cat', 'cheese'], ['mouse_1']] });
    s.when(0, REVEAL);
    expect(bonAppetit.view(s.state, seatViewer(1)).piles).toEqual([
      [],
      ['cat', 'cheese'],
      ['mouse_1'],
    ]);
  });
});
