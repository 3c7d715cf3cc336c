/**
 * The games this client can draw, by engine id. Each game folder exports `ui: GameUi` from its
 * index.ts; an engine without an entry here is shown through the plain fallback table. Each
 * game's messages join svelte-i18n's dictionaries when this module loads.
 */
import { addMessages } from 'svelte-i18n';
import { LOCALES } from '../i18n/locales.ts';
import { ui as bigCheese } from './big-cheese/index.ts';
import { ui as bigShot } from './big-shot/index.ts';
import { ui as bonAppetit } from './bon-appetit/index.ts';
import { ui as cheesonomics } from './cheesonomics/index.ts';
import type { GameUi } from './contract.ts';

/** Every game with a table, by engine id. */
export const gameUis: Readonly<Record<string, GameUi>> = {
  'big-cheese': bigCheese,
  'big-shot': bigShot,
  'bon-appetit': bonAppetit,
  cheesonomics,
};

for (const ui of Object.values(gameUis)) {
  for (const locale of LOCALES) addMessages(locale, ui.messages[locale]);
}

export function gameUi(engine: string): GameUi | undefined {
  return Object.hasOwn(gameUis, engine) ? gameUis[engine] : undefined;
}
