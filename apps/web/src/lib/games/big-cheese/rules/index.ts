/** The Big Cheese's full rules page, loaded on its own by the rules route (rules-registry.ts). */
import type { GameRules } from '../../contract.ts';
import Rules from './Rules.svelte';

export const rules: GameRules = { Rules };
