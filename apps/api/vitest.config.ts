import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // Load graphql-js as Node does (its CommonJS main), not its "module" build: mercurius
    // requires the CommonJS one, and two copies refuse each other's schemas.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
