import { defineProject } from 'vitest/config';

// Unit tests of the client's pure modules (no browser, no SvelteKit runtime): options forms,
// locale choice, message completeness, live-update logic, replay and chart arithmetic.
export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
