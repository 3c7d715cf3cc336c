/**
 * `pnpm chaos`: the chaos suite, apart from `pnpm test` (it starts real server processes and a
 * Postgres cluster of its own, and takes a couple of minutes). One file at a time: each run
 * already loads both cores.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'chaos',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.chaos.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
  },
});
