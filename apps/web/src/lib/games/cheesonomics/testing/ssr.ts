/**
 * Server-side rendering of the table in tests. The components are compiled by a Vite server of the
 * test's own (Svelte plugin, SSR), so the test does not depend on which plugins the project's
 * Vitest configuration loads; the render function comes from the same server, so component and
 * runtime are one Svelte instance.
 */
import { resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { Component } from 'svelte';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import type { TableProps } from '../../contract.ts';

type Render = (
  component: Component<TableProps>,
  options: { props: TableProps },
) => { body: string };

export interface Ssr {
  readonly render: (props: TableProps) => string;
  readonly close: () => Promise<void>;
}

const appRoot = resolve(import.meta.dirname, '../../../../..');

export async function tableRenderer(): Promise<Ssr> {
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: appRoot,
    plugins: [svelte({ configFile: false })],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  const table = (await server.ssrLoadModule(
    resolve(import.meta.dirname, '../Table.svelte'),
  )) as unknown as { default: Component<TableProps> };
  const svelteServer = (await server.ssrLoadModule('svelte/server')) as unknown as {
    render: Render;
  };
  return {
    render: (props) => svelteServer.render(table.default, { props }).body,
    close: () => server.close(),
  };
}
