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
    // one migrated PGlite copy per run, loaded by every test database (test/support/pglite-template.ts)
    globalSetup: ['test/support/pglite-template.ts'],
    // API tests start a server with a fresh database and hash demo passwords (argon2id): give them room.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: a couple of files at a time.
    pool: 'forks',
    // A worker reuses its loaded modules from file to file (importing the server costs ~2.5 s a file). Safe because no
    // test mocks a module and every file starts its own server, identity module and database; the shared module state
    // is read-only (the demo password hash).
    isolate: false,
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});
