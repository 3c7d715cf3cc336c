/**
 * Test helper: loads the table through a Vite dev server with the Svelte plugin, compiled for the
 * server, so a test can render it with `svelte/server`. The web project's Vitest config compiles
 * no .svelte files, and this keeps the table's tests independent of it. `render` is taken from
 * the same server so that the component and the renderer share one copy of Svelte's internals.
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
  const table = await server.ssrLoadModule(
    fileURLToPath(new URL('./Table.svelte', import.meta.url)),
  );
  const server_ = await server.ssrLoadModule('svelte/server');
  return {
    // The module's shapes are known: a Svelte component module and svelte/server.
    Table: table['default'] as Component<TableProps>,
    render: server_['render'] as typeof svelteRender,
    close: () => server.close(),
  };
}
