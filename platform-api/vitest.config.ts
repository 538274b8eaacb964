import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/**
 * The storage suite: what `npm test` runs on the embedded PGlite when the whole suite runs on PostgreSQL as well
 * (API_SUITE=storage; ADR 0286). Both engines are the same PostgreSQL; what differs is the storage around them (a data
 * folder, a dump loaded as a template, one connection, restarts on the same folder), exercised here together with the
 * modules whose SQL leans most on the engine. The journeys run the whole platform on PGlite as well.
 */
const STORAGE_SUITE = [
  'src/kit/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/main.test.ts',
  'src/server.test.ts',
  'src/modules/identity/adapter.test.ts',
  'src/modules/files/**/*.test.ts',
  'src/modules/payments/payments.tables.test.ts',
  'src/modules/croudie-picker/croudie-picker.test.ts',
  'src/modules/search/**/*.test.ts',
  'src/modules/plan/plan.test.ts',
  'src/modules/work/work.test.ts',
  'src/modules/work/recurring.runner.test.ts',
];

export default defineConfig({
  resolve: {
    // graphql 16 ships index.js (CJS, what Node resolves for Pothos and yoga) and index.mjs (what Vite would pick for
    // our sources). Two copies break instanceof checks, so point our sources at the one Node uses.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    include: process.env.API_SUITE === 'storage' ? STORAGE_SUITE : ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
