import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration into drizzle/ from the schema; commit it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
