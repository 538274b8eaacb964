import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_DEFAULT, HEADLESS_SHELL } from '@work/platform-cli/chromium';
import { apiPort, port, repoRoot } from './support/env';

// Debian's chromium-headless-shell (npm test installs it), else its full Chromium: the test tool cannot download its
// own browser here (ADR 0286).
const executablePath = process.env.CHROMIUM_PATH || [HEADLESS_SHELL, CHROMIUM_DEFAULT].find((p) => fs.existsSync(p));
if (!executablePath || !fs.existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath ?? HEADLESS_SHELL}: install Debian's chromium-headless-shell (npm test does) or set CHROMIUM_PATH`,
  );
}

export default defineConfig({
  testDir: './journeys',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Journeys own their data (e2e/README.md), so every test may run beside any other.
  fullyParallel: true,
  // measured on the 2-core machine (README § Tests): 2 workers beside the platform is the fastest that stays steady
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // empties the run's stored provider sessions (support/session.ts)
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'journeys', grepInvert: /@global-state/ },
    // Journeys that change what every other journey sees (the platform clock, the published remotes) run after the
    // rest, one at a time.
    { name: 'global-state', grep: /@global-state/, dependencies: ['journeys'], workers: 1 },
  ],
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(import.meta.dirname, 'playwright-report', 'results.json') },
    ],
  ],
  use: {
    browserName: 'chromium',
    baseURL: `http://localhost:${port}`,
    headless: true,
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
    // The shell's service worker copies every file it serves into its cache: work a fresh context repeats for nothing
    // in every journey (about a seventh of the e2e stage, measured). The journeys about it allow it themselves.
    serviceWorkers: 'block',
    // The browser asks for reduced motion, which the shell honours (host-shell app/theme.ts): antd's dialogs, drawers
    // and menus appear at once, so no step clicks into an animation and no frames are drawn for one.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  webServer: {
    // the builds exist already (npm test builds first); `serve` only starts the API and the gateway
    command: `node ${JSON.stringify(path.join(repoRoot, 'scripts', 'platform.mjs'))} serve`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      PUBLIC_PORT: String(port),
      // its own embedded database, filled with fresh demo data (npm test removes it before a run)
      DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(repoRoot, '.data', 'e2e'),
      ...(process.env.REMOTE_STORE_DIR ? { REMOTE_STORE_DIR: process.env.REMOTE_STORE_DIR } : {}),
      // QA runs with remote overrides on (loopback origins only; ADR 0112), and the journey's onboarding site frames
      // the registration page from onboarding.localhost on a random port (ADR 0203)
      REMOTE_OVERRIDES: 'on',
      // the API's request lines would flood the run's output (warnings and errors still show)
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ONBOARDING_FRAME_ORIGINS: 'http://onboarding.localhost:*',
    },
  },
});
