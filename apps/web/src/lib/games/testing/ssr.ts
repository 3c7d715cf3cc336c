/**
 * Test helper: compiles a game's table for a server-side render through a small Vite server of
 * the test's own (the Svelte plugin, SSR), the way SvelteKit compiles it, so a test can render it
 * with `svelte/server` without depending on the project's Vitest plugins. `render` comes from the
 * same server, so the component and the renderer share one copy of Svelte's internals.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Component } from 'svelte';
import type { render as svelteRender } from 'svelte/server';
import { createServer } from 'vite';
import type { GameUi, TableProps } from '../contract.ts';

export interface LoadedTable {
  readonly Table: Component<TableProps>;
  readonly render: typeof svelteRender;
  close(): Promise<void>;
}

function isGameFolder(value: unknown): value is { ui: GameUi } {
  return typeof value === 'object' && value !== null && 'ui' in value;
}

function isServerModule(value: unknown): value is { render: typeof svelteRender } {
  return typeof value === 'object' && value !== null && 'render' in value;
}

async function ssrServer(cacheName: string) {
  return createServer({
    configFile: false,
    root: fileURLToPath(new URL('../../../..', import.meta.url)),
    logLevel: 'silent',
    appType: 'custom',
    plugins: [svelte({ configFile: false })],
    cacheDir: join(tmpdir(), `tavolo-web-ssr-${cacheName}`),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/** The table of the game folder `engine` (src/lib/games/<engine>/index.ts), compiled for SSR. */
export async function loadTable(engine: string): Promise<LoadedTable> {
  const server = await ssrServer(engine);
  try {
    const folder = await server.ssrLoadModule(
      fileURLToPath(new URL(`../${engine}/index.ts`, import.meta.url)),
    );
    if (!isGameFolder(folder)) throw new Error(`${engine}/index.ts exports no ui`);
    const renderer = await server.ssrLoadModule('svelte/server');
    if (!isServerModule(renderer)) throw new Error('svelte/server has no render');
    return { Table: folder.ui.Table, render: renderer.render, close: () => server.close() };
  } catch (failure) {
    await server.close();
    throw failure;
  }
}

/** Modules of src/lib compiled for SSR by one server, so they share one copy of Svelte. */
export interface SsrModules {
  /** A module by its path from src/lib, e.g. `table/table-choice.ts`. */
  load(file: string): Promise<Record<string, unknown>>;
  readonly render: typeof svelteRender;
  close(): Promise<void>;
}

export async function loadModules(cacheName: string): Promise<SsrModules> {
  const server = await ssrServer(cacheName);
  try {
    const renderer = await server.ssrLoadModule('svelte/server');
    if (!isServerModule(renderer)) throw new Error('svelte/server has no render');
    return {
      load: (file) =>
        server.ssrLoadModule(fileURLToPath(new URL(`../../${file}`, import.meta.url))),
      render: renderer.render,
      close: () => server.close(),
    };
  } catch (failure) {
    await server.close();
    throw failure;
  }
}

/**
 * Where FocusKeeper (src/lib/table/focus-after-update.ts) gives the focus back after a move: the
 * first control inside data-focus-controls ("" when there is none), and whether a status line with
 * tabindex="-1" is marked data-focus-fallback.
 */
export function focusMarks(html: string): { control: string; fallback: boolean } {
  const area = html.indexOf('data-focus-controls');
  const control =
    area < 0 ? '' : (/<(button|select|input)\b[^>]*>/.exec(html.slice(area))?.[0] ?? '');
  const fallback = /<p\b(?=[^>]*\btabindex="-1")[^>]*\bdata-focus-fallback\b/.test(html);
  return { control, fallback };
}
