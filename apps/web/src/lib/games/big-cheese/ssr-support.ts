/**
 * Test helper: loads Table.svelte for a server-side render. The web project's Vitest config
 * compiles plain TypeScript only, so the component goes through a small Vite server of its own
 * with the Svelte plugin, the way SvelteKit would compile it for SSR.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Component } from 'svelte';
import { createServer } from 'vite';
import type { TableProps } from '../contract.ts';

export interface LoadedTable {
  readonly Table: Component<TableProps>;
  close(): Promise<void>;
}

function isTableModule(value: unknown): value is { default: Component<TableProps> } {
  return typeof value === 'object' && value !== null && 'default' in value;
}

export async function loadTable(): Promise<LoadedTable> {
  const server = await createServer({
    configFile: false,
    root: fileURLToPath(new URL('../../../..', import.meta.url)),
    logLevel: 'silent',
    appType: 'custom',
    plugins: [svelte()],
    // Svelte's server runtime stays external, so the test's own `svelte/server` renders it.
    ssr: { external: ['svelte', 'esm-env'] },
    cacheDir: join(tmpdir(), 'tavolo-big-cheese-ssr'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  const loaded = await server.ssrLoadModule(
    fileURLToPath(new URL('./Table.svelte', import.meta.url)),
  );
  if (!isTableModule(loaded)) throw new Error('Table.svelte has no default export');
  return { Table: loaded.default, close: () => server.close() };
}
