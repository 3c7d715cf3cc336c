import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n/index.ts';
import type { GameUi } from './contract.ts';
import { DRAWN_ENGINES, gameUiLoader, loadGameUi } from './registry.ts';

describe('loadGameUi', () => {
  it('loads each of the four tables once, with its messages', async () => {
    expect(DRAWN_ENGINES).toEqual(['big-cheese', 'big-shot', 'bon-appetit', 'cheesonomics']);
    for (const engine of DRAWN_ENGINES) {
      const ui = await loadGameUi(engine);
      expect(ui?.Table, engine).toBeDefined();
      expect(await loadGameUi(engine)).toBe(ui);
      expect(hasMessage(`${engine}.rules.summary`), engine).toBe(true);
    }
  });

  it('has no table for an engine it does not draw', async () => {
    expect(await loadGameUi('chess')).toBeUndefined();
    expect(await loadGameUi('toString')).toBeUndefined();
  });

  it('tries again after a failed load, and adds the messages only once it succeeds', async () => {
    const { ui } = await import('./bon-appetit/index.ts');
    const renamed: GameUi = {
      ...ui,
      messages: { en: { 'retry-game.title': 'R' }, it: {}, fr: {} },
    };
    let attempts = 0;
    const load = gameUiLoader({
      'retry-game': () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ ui: renamed });
      },
    });
    await expect(load('retry-game')).rejects.toThrow('offline');
    expect(hasMessage('retry-game.title')).toBe(false);
    expect(await load('retry-game')).toBe(renamed);
    expect(await load('retry-game')).toBe(renamed);
    expect(attempts).toBe(2);
    expect(hasMessage('retry-game.title')).toBe(true);
  });
});
