import { cheesonomics } from '@tavolo/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTable } from '../../testing/ssr.ts';
import type { LoadedTable } from '../../testing/ssr.ts';
import { asView } from '../model.ts';
import { fixtureStates, loadFixtures, seat, translator } from '../testing/kit.ts';
import { slotShape } from './market-wheels.ts';

/**
 * The market's motion, rendered on the server on arrival (the events since the seat last looked):
 * the wedge flipped turns over (class "flip") and the price it moved swells (class "bump"), both
 * also outlined; their motion is CSS, which `prefers-reduced-motion` turns off, leaving the
 * outline. Nothing else moves.
 */
let loaded: LoadedTable | null = null;
beforeAll(async () => {
  loaded = await loadTable('cheesonomics');
}, 60_000);
afterAll(async () => {
  await loaded?.close();
});

const [fixture] = loadFixtures();
const state = fixture === undefined ? undefined : fixtureStates(fixture)[1];

function render(awayEvents: readonly unknown[]): string {
  if (loaded === null || state === undefined) throw new Error('no renderer or state');
  const props = {
    view: cheesonomics.view(state, seat(0)),
    legalCommands: [],
    viewer: seat(0),
    seatNames: ['Ada', 'Bea', 'Cy', 'Di', 'Ed'].slice(0, state.seatCount),
    status: 'started' as const,
    busy: false,
    onCommand: () => undefined,
    t: translator('en'),
    awayEvents,
  };
  return loaded.render(loaded.Table, { props }).body;
}

const count = (html: string, pattern: RegExp): number => [...html.matchAll(pattern)].length;

describe('the market on arrival', () => {
  it('turns over the wedge flipped and swells the prices it moved, outlining them', () => {
    const view = asView(state === undefined ? null : cheesonomics.view(state, seat(0)));
    const slot = view?.market[4];
    if (view === null || slot === undefined) throw new Error('no market');
    const html = render([
      { type: 'sold', seat: 1, wedges: [`${slot.up.colour}-cow`], income: 1 },
      { type: 'market_flipped', seat: 1, slot: slot.slot, shown: slot.up },
    ]);
    expect(count(html, /class="[^"]*\bflip\b/g)).toBe(1);
    // The flipped wedge's sector is outlined (the outline that stays without motion).
    const sector = slotShape(view, slot.slot)?.sector ?? '';
    expect(html).toContain(`class="changed`);
    // Its fill, its edge and the outline.
    expect(count(html, new RegExp(`d="${sector}"`, 'g'))).toBe(3);
    expect(count(html, /class="[^"]*\bbump\b/g)).toBe(1);
  });

  it('moves nothing when nothing in the market changed', () => {
    const html = render([{ type: 'turn_started', seat: 0 }]);
    expect(count(html, /class="[^"]*\bflip\b/g)).toBe(0);
    expect(count(html, /class="[^"]*\bbump\b/g)).toBe(0);
  });
});
