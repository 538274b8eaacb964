import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/kit/db/schema.ts',
  out: './migrations',
});
