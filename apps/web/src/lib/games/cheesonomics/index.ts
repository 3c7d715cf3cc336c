/** Cheesonomics for the web client: the table, the log in words, the scores and the messages. */
import type { GameUi } from '../contract.ts';
import { describeEvent } from './describe.ts';
import { asView } from './model.ts';
import { messages } from './messages/index.ts';
import { scores } from './scores.ts';
import Table from './Table.svelte';

export const ui: GameUi = {
  Table,
  describeEvent,
  readsView: (view) => asView(view) !== null,
  scores,
  messages,
};
