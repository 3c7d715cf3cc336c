import { randomBot } from '../../kernel/index.ts';
import type { Bot } from '../../kernel/index.ts';
import type { BonAppetitCommand } from './types.ts';
import type { BonAppetitView } from './view.ts';

/**
 * Bon Appétit! has no decisions (RULES §3.6): the only legal command is "reveal", so the random
 * legal player is also the best player, and no heuristic bot can do better.
 */
export const randomBonAppetitBot: Bot<BonAppetitView, BonAppetitCommand> = randomBot();

export const bonAppetitBots: readonly Bot<BonAppetitView, BonAppetitCommand>[] = [
  randomBonAppetitBot,
];
