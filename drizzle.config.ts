import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './adapters/persistence/schema.ts',
  out: './adapters/persistence/migrations',
});
