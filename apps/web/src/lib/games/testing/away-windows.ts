/**
 * Test helper (imported by *.test.ts only): stretches of a real game (a fixture's steps from one
 * position to a later one) as a seat sees them: its view before, its view after, and the events
 * of the steps in between as redacted for it, which is what `awayEvents` carries on arrival.
 */
import { seatViewer } from '@tavolo/engine';
import type { GameModule } from '@tavolo/engine';
import type { Fixture } from './fixtures.ts';

export interface AwayWindow {
  readonly before: unknown;
  readonly after: unknown;
  readonly events: readonly unknown[];
}

/** Every stretch of `lengths` steps from every position of the fixture, seen by seat 0. */
export function awayWindows<State, Command, Event, Options, View, PublicEvent>(
  game: GameModule<State, Command, Event, Options, View, PublicEvent>,
  fixture: Fixture<Event>,
  states: readonly State[],
  lengths: readonly number[],
): AwayWindow[] {
  const seat = seatViewer(0);
  return lengths.flatMap((length) =>
    fixture.steps.flatMap((_, from) => {
      const to = from + length;
      const before = states[from];
      const after = states[to];
      if (before === undefined || after === undefined) return [];
      const events = fixture.steps
        .slice(from, to)
        .flatMap((step) => step.events.map((event) => game.redactEvent(event, seat)));
      return [{ before: game.view(before, seat), after: game.view(after, seat), events }];
    }),
  );
}
