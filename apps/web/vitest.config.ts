import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineProject } from 'vitest/config';

// Unit tests of the client's modules without a browser: options forms, locale choice, message
// completeness (the app's and every registered game's), live-update logic, replay arithmetic.
// The Svelte plugin compiles the games' components, which the registry imports.
export default defineProject({
  plugins: [svelte()],
  test: {
    name: 'web',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
