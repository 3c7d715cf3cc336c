/**
 * The games this client can draw, by engine id, each loaded on demand: a page loads the table of
 * the game it shows and no other (each game is its own chunk of the build), and the game's
 * messages join svelte-i18n's dictionaries once it has loaded. An engine without an entry here
 * is shown through the plain fallback table.
 */
import { addMessages } from 'svelte-i18n';
import { LOCALES } from '../i18n/locales.ts';
import type { GameUi } from './contract.ts';

/** Imports one game's folder (index.ts exports `ui`). */
export type GameModule = () => Promise<{ readonly ui: GameUi }>;

const modules: Readonly<Record<string, GameModule>> = {
  'big-cheese': () => import('./big-cheese/index.ts'),
  'big-shot': () => import('./big-shot/index.ts'),
  'bon-appetit': () => import('./bon-appetit/index.ts'),
  cheesonomics: () => import('./cheesonomics/index.ts'),
};

/** The engines with a table of their own. */
export const DRAWN_ENGINES: readonly string[] = Object.keys(modules);

/** Where loading a game's table stands, for a page to show. */
export type GameUiLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly ui: GameUi | undefined }
  | { readonly status: 'failed' };

/**
 * A loader over `modules`: each game loaded once, its messages added to svelte-i18n then. A failed
 * load (the network, a build replaced under an open page) is forgotten, so asking again tries again.
 */
export function gameUiLoader(
  games: Readonly<Record<string, GameModule>>,
): (engine: string) => Promise<GameUi | undefined> {
  const loads = new Map<string, Promise<GameUi>>();
  return (engine) => {
    const load = Object.hasOwn(games, engine) ? games[engine] : undefined;
    if (load === undefined) return Promise.resolve(undefined);
    let pending = loads.get(engine);
    if (pending === undefined) {
      pending = load().then(({ ui }) => {
        for (const locale of LOCALES) addMessages(locale, ui.messages[locale]);
        return ui;
      });
      loads.set(engine, pending);
      void pending.catch(() => loads.delete(engine));
    }
    return pending;
  };
}

/** The table of `engine`, loaded on first use; undefined when the client draws none for it. */
export const loadGameUi = gameUiLoader(modules);
