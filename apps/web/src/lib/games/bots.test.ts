import { gameVersions } from '@tavolo/engine';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { appMessages } from '../i18n/messages/index.ts';
import { botDescription, botLabel } from './bots.ts';
import type { Translate } from './contract.ts';

const t: Translate = (key, values) => `${key}${values === undefined ? '' : JSON.stringify(values)}`;

/** The real English words, to read the names as a player does. */
const english: Translate = (key, values) =>
  (appMessages.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) =>
    String(values?.[name] ?? ''),
  );

describe('server bots in words', () => {
  it('has a readable name and a description of every bot of every game, in every language', () => {
    for (const game of gameVersions) {
      for (const bot of game.bots) {
        for (const locale of LOCALES) {
          const messages = appMessages[locale];
          expect(messages[`bot.name.${bot.id}`], `${locale} ${bot.id}`).toBeDefined();
          const about =
            messages[`bot.about.${game.id}.${bot.id}`] ?? messages[`bot.about.${bot.id}`];
          expect(about, `${locale} ${game.id} ${bot.id}`).toBeDefined();
        }
      }
    }
  });

  it('names bots by their words, and a bot it does not know by its id', () => {
    expect(botLabel('careful', english)).toBe('Careful bot');
    expect(botLabel('random', english)).toBe('Random bot');
    expect(botLabel('greedy', english)).toBe('Greedy bot');
    expect(botLabel('grandmaster', english)).toBe('Bot “grandmaster”');
  });

  it("describes a game's bot in its own words, else the server's", () => {
    const careful = { id: 'careful', description: 'server words' };
    expect(botDescription('big-shot', careful, t)).toBe('bot.about.big-shot.careful');
    const random = { id: 'random', description: 'server words' };
    expect(botDescription('big-shot', random, t)).toBe('bot.about.random');
    const unknown = { id: 'grandmaster', description: 'Thinks very hard.' };
    expect(botDescription('big-shot', unknown, t)).toBe('Thinks very hard.');
  });
});
