import { describe, expect, it } from 'vitest';
import { measureWinRate } from '../../testing/index.ts';
import { cheesonomicsHeuristicBot, cheesonomicsRandomBot } from './bots.ts';
import { cheesonomics } from './index.ts';

function config(seatCount: number, input: object) {
  const options = cheesonomics.parseOptions(input, seatCount);
  if (!options.ok) throw new Error(options.error.message);
  return { seatCount, options: options.value };
}

describe('Cheesonomics bots', () => {
  it('the heuristic bot wins clearly more than its share against random players (Mild, 4 players)', () => {
    const rate = measureWinRate(
      cheesonomics,
      config(4, {}),
      cheesonomicsHeuristicBot,
      cheesonomicsRandomBot,
      100,
    );
    expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.5);
  });

  it('the heuristic bot beats random in Sharp with 3 players too', () => {
    const rate = measureWinRate(
      cheesonomics,
      config(3, { flavour: 'sharp' }),
      cheesonomicsHeuristicBot,
      cheesonomicsRandomBot,
      60,
    );
    expect(rate.winRate).toBeGreaterThan(rate.fairShare + 0.5);
  });
});
