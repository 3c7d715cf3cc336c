/**
 * The games whose full rules page this client has, by engine id, each loaded on demand: only the
 * rules page imports a game's rules (its text in three languages and its drawn examples), so no
 * table carries them. An engine without an entry here shows its short summary instead.
 */
import type { GameRules } from './contract.ts';

/** Imports one game's rules (rules/index.ts exports `rules`). */
export type GameRulesModule = () => Promise<{ readonly rules: GameRules }>;

const modules: Readonly<Record<string, GameRulesModule>> = {
  'big-cheese': () => import('./big-cheese/rules/index.ts'),
  'bon-appetit': () => import('./bon-appetit/rules/index.ts'),
  'big-shot': () => import('./big-shot/rules/index.ts'),
  cheesonomics: () => import('./cheesonomics/rules/index.ts'),
};

/** The rules of `engine`, loaded on first use; undefined when the client has none for it. */
export async function loadGameRules(engine: string): Promise<GameRules | undefined> {
  const load = Object.hasOwn(modules, engine) ? modules[engine] : undefined;
  if (load === undefined) return undefined;
  return (await load()).rules;
}
