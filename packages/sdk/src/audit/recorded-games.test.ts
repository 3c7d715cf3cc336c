/**
 * Games recorded through the server under rules 1.0.0 (ADR 0024) verify under their own version,
 * and the version matters: the same export relabelled 2.0.0 (its chain recomputed, so only the rules
 * differ) is refused wherever revision 2 changed a rule the game used.
 */
import { isRecord } from '@tavolo/engine';
import type { JsonValue } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { recordedGames, rechain } from '../testing/index.ts';
import { verifyExport } from './verify.ts';

const OLD_GAMES = recordedGames('1.0.0');

/** What a recorded game's commands do under revision 2, by the rules the game exercised. */
const UNDER_REVISION_2: Readonly<Record<string, string>> = {
  'big-cheese-3p': 'ok', // The Big Cheese is unchanged by revision 2.
  'big-cheese-5p-fr-two-dice': 'ok',
  'big-shot-2p': 'ok',
  'big-shot-3p-hidden-money': 'COMMAND_REFUSED', // §2.9.2: loans come before the roll.
  'big-shot-4p-hidden-money': 'COMMAND_REFUSED',
  'bon-appetit-2p': 'EVENTS_MISMATCH', // §3.4.5: won cards keep their order.
  'bon-appetit-5p': 'EVENTS_MISMATCH',
  'cheesonomics-2p-sharp': 'EVENTS_MISMATCH', // A-CH-12: draw before the removed wedge joins.
  'cheesonomics-3p-sharp': 'EVENTS_MISMATCH',
  'cheesonomics-4p-mild': 'ok', // Mild is unchanged.
};

/** Bon Appétit's 1.0.0 `initial_card: 'right_neighbour'` is 2.0.0's `'hunted'` (A-BA-6). */
function asRevision2(options: JsonValue): JsonValue {
  if (!isRecord(options) || options['initial_card'] !== 'right_neighbour') return options;
  return { ...options, initial_card: 'hunted' };
}

describe('games recorded under rules 1.0.0', () => {
  it('are the ones this test knows', () => {
    expect(OLD_GAMES.map((game) => game.name)).toEqual(Object.keys(UNDER_REVISION_2).sort());
  });

  it.each(OLD_GAMES)('$name verifies under 1.0.0', ({ exported }) => {
    const report = verifyExport(exported);
    expect(report.ok ? report.summary.rulesVersion : report.problem).toBe('1.0.0');
  });

  it.each(OLD_GAMES)(
    '$name relabelled 2.0.0 replays only if its rules did not change',
    ({ name, exported }) => {
      const relabelled = rechain({
        ...exported,
        header: {
          ...exported.header,
          rulesVersion: '2.0.0',
          options: asRevision2(exported.header.options),
        },
      });
      const report = verifyExport(relabelled);
      expect(report.ok ? 'ok' : report.problem.code).toBe(UNDER_REVISION_2[name]);
    },
  );
});
