/** The Big Shot rules page (loaded on demand by the rules route, see rules-registry.ts). */
import type { GameRules } from '../../contract.ts';
import Rules from './Rules.svelte';

export const rules: GameRules = { Rules };
