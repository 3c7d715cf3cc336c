import { describe, expect, it } from 'vitest';
import { bigCheese } from '../games/big-cheese/index.ts';
import { playout, seededRng, testSeed } from '../testing/index.ts';
import { handle, replay, startGame } from './handle.ts';

function started() {
  const options = bigCheese.parseOptions({ direction: 'cw' }, 3);
  if (!options.ok) throw new Error(options.error.message);
  const config = { seatCount: 3, options: options.value };
  return { config, ...startGame(bigCheese, config, seededRng(testSeed(5), 0)) };
}

describe('handle: the generic checks before a game decides', () => {
  it('refuses seats that do not exist, seats out of turn and malformed commands', () => {
    const { state } = started();
    const turn = bigCheese.activeSeats(state)[0] ?? 0;
    const other = (turn + 1) % 3;
    const code = (actor: number, input: unknown) => {
      const result = handle(bigCheese, state, actor, input, seededRng(testSeed(5), 1));
      return result.ok ? 'accepted' : result.error.code;
    };
    expect(code(3, { type: 'pass' })).toBe('NOT_A_SEAT');
    expect(code(-1, { type: 'pass' })).toBe('NOT_A_SEAT');
    expect(code(0.5, { type: 'pass' })).toBe('NOT_A_SEAT');
    expect(code(other, { type: 'pass' })).toBe('NOT_YOUR_TURN');
    expect(code(turn, { type: 'fold' })).toBe('INVALID_COMMAND');
    expect(code(turn, { type: 'bid', amount: 11 })).toBe('NOT_ENOUGH_WORKERS');
    expect(code(turn, { type: 'pass' })).toBe('accepted');
  });

  it('refuses every command once the game is over', () => {
    const { config } = started();
    const done = playout(bigCheese, config, { seed: testSeed(6) });
    const result = handle(bigCheese, done.final, 0, { type: 'pass' }, seededRng(testSeed(6), 1));
    expect(result.ok ? 'accepted' : result.error.code).toBe('GAME_OVER');
  });

  it('replay folds a log back into the same state without any Rng', () => {
    const { config } = started();
    const done = playout(bigCheese, config, { seed: testSeed(8) });
    const log = [...done.setup, ...done.steps.flatMap((s) => s.events)];
    expect(replay(bigCheese, config, log)).toEqual(done.final);
  });
});
