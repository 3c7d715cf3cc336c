import { defineConfig } from 'drizzle-kit';

/** `pnpm db:generate` writes a new migration to drizzle/ when src/db/schema.ts changed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
