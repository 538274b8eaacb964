import { defineConfig } from 'vitest/config';

// Test files share a worker's loaded modules (React, antd, jsdom load once per suite, not once per file: about half
// the suite's time; ADR 0286). A file that replaces a module with vi.mock is named *.isolated.test.tsx and runs
// alone: a mock and a module another file already loaded in the same worker do not mix.
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', environment: 'node', include: ['src/**/*.test.{ts,tsx}'], exclude: [ISOLATED], isolate: false } },
      { test: { name: 'isolated', environment: 'node', include: [ISOLATED] } },
    ],
  },
});
