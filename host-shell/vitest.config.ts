import { defineConfig } from 'vitest/config';

// isolate: false, as in the remotes (ADR 0286): React, antd and jsdom load once per suite, not once per test file.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/antdInJsdom.ts'],
    isolate: false,
  },
});
