import { defineConfig } from 'vitest/config';

// isolate: false: a worker keeps the modules it loaded from one test file to the next, so React, antd and jsdom load
// once per suite instead of once per file (about half the suite's time; ADR 0286). Tests hold no module state of their
// own between files: each renders into a fresh document and cleans up after itself.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'], isolate: false } });
