/** Bon Appétit! in the web client: the table, the log in words, the scores and the messages. */
import type { GameMessages, GameUi } from '../contract.ts';
import Table from './Table.svelte';
import { describeEvent } from './describe.ts';
import { asView } from './view.ts';
import { en } from './messages-en.ts';
import { fr } from './messages-fr.ts';
import { it } from './messages-it.ts';
import { scores } from './scores.ts';

export const messages: GameMessages = { en, it, fr };

export const ui: GameUi = {
  Table,
  describeEvent,
  readsView: (view) => asView(view) !== null,
  scores,
  messages,
};
