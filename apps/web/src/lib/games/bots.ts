/**
 * Server bots in words (pure): a bot's readable name ("Careful bot") and how it plays, in the
 * reader's language. The server names bots by their stable id (GET /engines lists each game's,
 * with an English description); the client has its own words for the ids it knows, and falls back
 * to the id and the server's description for a bot added to the server later.
 */
import { appMessages } from '../i18n/messages/index.ts';
import type { Translate } from './contract.ts';

/** Whether the app has a message (English holds every key; the locales are checked alike). */
const known = (key: string): boolean => key in appMessages.en;

/** A bot's readable name: "Careful bot", else "Bot “id”" for a bot this client has no words for. */
export function botLabel(botId: string, t: Translate): string {
  const key = `bot.name.${botId}`;
  return known(key) ? t(key) : t('bot.named', { name: botId });
}

export interface OfferedBot {
  readonly id: string;
  /** The server's description, in English. */
  readonly description: string;
}

/** How a game's bot plays: the client's words for this game's bot, or for any game's, else the server's. */
export function botDescription(engine: string, bot: OfferedBot, t: Translate): string {
  const forGame = `bot.about.${engine}.${bot.id}`;
  const forAnyGame = `bot.about.${bot.id}`;
  if (known(forGame)) return t(forGame);
  return known(forAnyGame) ? t(forAnyGame) : bot.description;
}
