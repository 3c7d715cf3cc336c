/**
 * Test helper: loads Table.svelte for a server-side render through a small Vite server of its
 * own with the Svelte plugin, the way SvelteKit compiles it for SSR. `render` comes from that same
 * server, so the component and the renderer share one copy of Svelte's server internals (the web
 * project's Vitest config compiles .svelte files too, with a copy of its own).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Component } from 'svelte';
import type { render as svelteRender } from 'svelte/server';
import { createServer } from 'vite';
import type { TableProps } from '../contract.ts';

export interface LoadedTable {
  readonly Table: Component<TableProps>;
  readonly render: typeof svelteRender;
  close(): Promise<void>;
}

function isTableModule(value: unknown): value is { default: Component<TableProps> } {
  return typeof value === 'object' && value !== null && 'default' in value;
}

function isServerModule(value: unknown): value is { render: typeof svelteRender } {
  return typeof value === 'object' && value !== null && 'render' in value;
}

export async function loadTable(): Promise<LoadedTable> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('../../../..', import.meta.url)),
    logLevel: 'silent',
    appType: 'custom',
    plugins: [svelte()],
    cacheDir: join(tmpdir(), 'tavolo-big-cheese-ssr'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const loaded = await server.ssrLoadModule(
    fileURLToPath(new URL('./Table.svelte', import.meta.url)),
  );
  if (!isTableModule(loaded)) throw new Error('Table.svelte has no default export');
  const renderer = await server.ssrLoadModule('svelte/server');
  if (!isServerModule(renderer)) throw new Error('svelte/server has no render');
  return { Table: loaded.default, render: renderer.render, close: () => server.close() };
}
