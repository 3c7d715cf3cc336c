/**
 * Test helper: loads the table through a Vite dev server with the Svelte plugin, compiled for the
 * server, so a test can render it with `svelte/server`. The web project's Vitest config compiles
 * no .svelte files, so the table's tests do not depend on it. `render` comes from the same server
 * so that the component and the renderer share one copy of Svelte's internals.
 */
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Component } from 'svelte';
import type { render as svelteRender } from 'svelte/server';
import { createServer } from 'vite';
import type { TableProps } from '../contract.ts';

export interface LoadedTable {
  readonly Table: Component<TableProps>;
  readonly render: typeof svelteRender;
  readonly close: () => Promise<void>;
}

export async function loadTable(): Promise<LoadedTable> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('../../../..', import.meta.url)),
    plugins: [svelte()],
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const table = await server.ssrLoadModule(fileURLToPath(new URL('./index.ts', import.meta.url)));
  const renderer = await server.ssrLoadModule('svelte/server');
  const ui = table['ui'] as { Table: Component<TableProps> };
  return {
    // The modules' shapes are known: this folder's index.ts and svelte/server.
    Table: ui.Table,
    render: renderer['render'] as typeof svelteRender,
    close: () => server.close(),
  };
}
