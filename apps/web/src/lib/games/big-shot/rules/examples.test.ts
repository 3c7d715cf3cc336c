/**
 * Every drawn example of the Big Shot rules page is true: its position is the engine's own view
 * of the matching golden fixture (RULES BS-T6, BS-T1, BS-T2), and the move the caption describes,
 * sent to the real engine, has the outcome the caption states.
 */
import { bigShot, handle } from '@tavolo/engine';
import type { BigShotEvent } from '@tavolo/engine';
import { scriptedRng } from '@tavolo/engine/testing';
import { describe, expect, it } from 'vitest';
import { fixtureStates, loadFixtures } from '../test-support.ts';
import type { State } from '../test-support.ts';
import { BROKER_ROLL, EXAMPLES_BY_ID, OWNERSHIP_MOVE, PARK_VALUES, cubes } from './examples.ts';
import { EXAMPLES } from './text.ts';

const spectator = { kind: 'spectator' } as const;

/** The states of a golden fixture: after setup, then after each step. */
function statesOf(name: string): State[] {
  const fixture = loadFixtures().find((f) => f.name === name);
  if (fixture === undefined) throw new Error(`no fixture ${name}`);
  return fixtureStates(fixture);
}

function at(states: readonly State[], step: number): State {
  const state = states[step];
  if (state === undefined) throw new Error(`no step ${step}`);
  return state;
}

/** Sends commands in turn to the engine; a refusal fails the test. */
function play(
  state: State,
  moves: readonly (readonly [number, unknown, readonly number[]])[],
): { state: State; events: BigShotEvent[] } {
  const events: BigShotEvent[] = [];
  let current = state;
  for (const [seat, command, draws] of moves) {
    const result = handle(bigShot, current, seat, command, scriptedRng(draws));
    if (!result.ok) throw new Error(`refused ${result.error.code}: ${JSON.stringify(command)}`);
    current = result.value.state;
    events.push(...result.value.events);
  }
  return { state: current, events };
}

describe('the Big Shot rules examples', () => {
  it('has a drawn position for every example the text captions', () => {
    expect(Object.keys(EXAMPLES_BY_ID).sort()).toEqual([...EXAMPLES].sort());
  });

  it('BS-T6: from space 6 over the empty 7 and 8, a roll of 3 stops the broker on space 11', () => {
    const states = statesOf('bs-t6-broker-skipping');
    const before = at(states, 40);
    expect(EXAMPLES_BY_ID.broker.view).toEqual(bigShot.view(before, spectator));
    expect(before.spaces[6]).toEqual(cubes(''));
    expect(before.spaces[7]).toEqual(cubes(''));
    const { events } = play(before, [[before.roller, { type: 'roll' }, [BROKER_ROLL.roll - 1]]]);
    expect(events).toContainEqual({
      type: 'broker_moved',
      roll: BROKER_ROLL.roll,
      from: BROKER_ROLL.from,
      to: BROKER_ROLL.to,
    });
  });

  it('BS-T1: white, who paid 4, puts red, red, yellow on H5: 3/3/1, so white owns it', () => {
    const states = statesOf('bs-t1-auction-example-white');
    // The last pass closes the auction: white (seat 3) wins at 4 M.
    const won = play(at(states, 16), [[1, { type: 'pass' }, []]]);
    expect(won.events).toContainEqual({
      type: 'auction_won',
      seat: OWNERSHIP_MOVE.winner,
      amount: OWNERSHIP_MOVE.price,
    });
    const before = at(states, 17);
    expect(EXAMPLES_BY_ID.ownership.view).toEqual(bigShot.view(before, spectator));
    const placed = play(before, [
      ...OWNERSHIP_MOVE.onLot.map(
        (colour) =>
          [
            OWNERSHIP_MOVE.winner,
            { type: 'place_cube', colour, lot: OWNERSHIP_MOVE.lot },
            [],
          ] as const,
      ),
    ]);
    expect(placed.events).toContainEqual({
      type: 'lot_sold',
      lot: OWNERSHIP_MOVE.lot,
      owner: OWNERSHIP_MOVE.owner,
      cubes: cubes(OWNERSHIP_MOVE.after),
    });
    expect(placed.state.lots.find((l) => l.id === OWNERSHIP_MOVE.lot)).toEqual({
      id: OWNERSHIP_MOVE.lot,
      status: 'owned',
      owner: OWNERSHIP_MOVE.owner,
    });
    // The 4th cube may not go on the closed lot; it goes elsewhere.
    const fourth = OWNERSHIP_MOVE.fourth;
    const refused = handle(
      bigShot,
      placed.state,
      OWNERSHIP_MOVE.winner,
      { type: 'place_cube', colour: fourth.colour, lot: OWNERSHIP_MOVE.lot },
      scriptedRng([]),
    );
    expect(refused.ok).toBe(false);
    play(placed.state, [
      [OWNERSHIP_MOVE.winner, { type: 'place_cube', colour: fourth.colour, lot: fourth.lot }, []],
    ]);
  });

  it('BS-T2: the park doubles red’s A9 and A10 (38); white’s A11 stays 11', () => {
    const states = statesOf('bs-t2-park-scoring');
    const last = states.length - 1;
    expect(EXAMPLES_BY_ID.park.view).toEqual(bigShot.view(at(states, last), spectator));
    const { events } = play(at(states, last - 1), [
      [1, { type: 'place_cube', colour: 'white', lot: 'H4' }, []],
    ]);
    const ended = events.find((e) => e.type === 'game_ended');
    const value = (colour: string) =>
      ended?.type === 'game_ended'
        ? ended.fortunes.find((f) => f.colour === colour)?.propertyValue
        : undefined;
    expect(value('red')).toBe(PARK_VALUES.red);
    expect(value('white')).toBe(PARK_VALUES.white);
  });
});
