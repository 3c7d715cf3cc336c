/** The Big Cheese in the web client: what the registry imports (see ../contract.ts). */
import type { GameUi } from '../contract.ts';
import Table from './Table.svelte';
import { describeEvent } from './describe.ts';
import { messages } from './messages/index.ts';
import { asView } from './model.ts';
import { scores } from './scores.ts';

export const ui: GameUi = {
  Table,
  describeEvent,
  readsView: (view) => asView(view) !== null,
  scores,
  messages,
};
