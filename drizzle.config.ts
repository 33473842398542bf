import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations from the schema; the app applies them itself at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: undefined,
});
