/** Big Shot's table for the web client (engine id `big-shot`, RULES §2). */
import type { GameUi } from '../contract.ts';
import Table from './Table.svelte';
import { describeEvent } from './describe.ts';
import { messages } from './messages/index.ts';
import { scores } from './scores.ts';

export const ui: GameUi = { Table, describeEvent, scores, messages };
