/**
 * Which table the page draws: the game's own, the plain one when the client has no drawing for
 * the engine (or it failed to load), or the stand-in with the error in words when the game's view
 * guard refuses the view. The last two still sit in the shared layout, beside the players and log.
 */
import type { Component } from 'svelte';
import type { GameUi, TableProps } from '../games/contract.ts';
import FallbackTable from './FallbackTable.svelte';
import UnreadableTable from './UnreadableTable.svelte';

export function tableFor(ui: GameUi | undefined, view: unknown): Component<TableProps> {
  if (ui === undefined) return FallbackTable;
  return ui.readsView(view) ? ui.Table : UnreadableTable;
}
