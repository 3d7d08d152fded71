import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied from code (server/db/migrate.ts),
// because drizzle-kit cannot apply ones that need pg_trgm on PGlite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
