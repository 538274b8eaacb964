import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships index.js (CJS, what Node resolves for Pothos and yoga) and index.mjs (what Vite would pick for
    // our sources). Two copies break instanceof checks, so point our sources at the one Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // API tests start a server with a fresh database and hash demo passwords (argon2id): give them room.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: a couple of files at a time.
    pool: 'forks',
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});
