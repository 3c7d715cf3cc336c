/** Big Shot's table for the web client (engine id `big-shot`, RULES §2). */
import type { GameUi } from '../contract.ts';
import Table from './Table.svelte';
import { describeEvent } from './describe.ts';
import { asView } from './model.ts';
import { messages } from './messages/index.ts';
import { scores } from './scores.ts';

export const ui: GameUi = {
  Table,
  describeEvent,
  readsView: (view) => asView(view) !== null,
  scores,
  messages,
};
