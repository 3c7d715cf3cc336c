import { describe, expect, it } from 'vitest';
import { measureWinRate } from '../../testing/index.ts';
import { bigCheeseHeuristicBot, bigCheeseRandomBot } from './bots.ts';
import { bigCheese } from './index.ts';

function config(seatCount: number, input: object) {
  const options = bigCheese.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

describe('Big Cheese bots', () => {
  it('the heuristic bot wins clearly more than its share against random players (poly, 4 players)', () => {
    const rate = measureWinRate(
      bigCheese,
      config(4, {}),
      bigCheeseHeuristicBot,
      bigCheeseRandomBot,
      200,
    );
    expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.2);
  });

  it('the heuristic bot beats random in d6 with 3 players too', () => {
    const rate = measureWinRate(
      bigCheese,
      config(3, { scoring: 'd6' }),
      bigCheeseHeuristicBot,
      bigCheeseRandomBot,
      120,
    );
    expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.2);
  });
});
