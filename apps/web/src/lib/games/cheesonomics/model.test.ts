import { describe, expect, it } from 'vitest';
import { cheesonomics } from '@tavolo/engine';
import type { GameEvent } from './events.ts';
import { asEvent, EVENT_TYPES } from './events.ts';
import { sameJson } from '../json.ts';
import { asCommands, asView, faceOf } from './model.ts';
import type { CheesonomicsEvent, EnginePublicEvent } from './testing/kit.ts';
import { fixtureStates, loadFixtures, viewers } from './testing/kit.ts';

// Compile-time: the engine's events, full and redacted, still fit the log's restated union
// (events.ts), and back (svelte-check runs these).
export const eventFits = (e: CheesonomicsEvent | EnginePublicEvent): GameEvent => e;
export const typesBack = (t: GameEvent['type']): CheesonomicsEvent['type'] => t;

describe('the wire model', () => {
  it('reads every view of every fixture state, for every viewer', () => {
    for (const f of loadFixtures()) {
      for (const state of fixtureStates(f)) {
        for (const viewer of viewers(f.seatCount)) {
          const v = cheesonomics.view(state, viewer);
          expect(asView(v)).toBe(v);
          if (viewer.kind === 'seat') {
            const legal = cheesonomics.legalCommands(state, viewer.seat);
            expect(asCommands(legal)).toEqual(legal);
          }
        }
      }
    }
  });

  it('refuses what is not a Cheesonomics view or command', () => {
    expect(asView(null)).toBeNull();
    expect(asView({ players: [] })).toBeNull();
    expect(asCommands([{ type: 'bid', amount: 3 }, null, 'sell'])).toEqual([]);
    expect(asEvent({ type: 'auction_won' })).toBeNull();
  });

  it('reads a wedge code back into its print', () => {
    expect(faceOf('blue-goat')).toEqual({ colour: 'blue', animal: 'goat', symbol: null });
    expect(faceOf('red-cow-bell')).toEqual({ colour: 'red', animal: 'cow', symbol: 'bell' });
  });

  it('compares JSON values deeply, whatever the key order', () => {
    expect(sameJson({ type: 'flip', slot: 2 }, { slot: 2, type: 'flip' })).toBe(true);
    expect(sameJson({ wedges: ['a', 'b'] }, { wedges: ['b', 'a'] })).toBe(false);
    expect(EVENT_TYPES).toHaveLength(new Set(EVENT_TYPES).size);
  });
});
