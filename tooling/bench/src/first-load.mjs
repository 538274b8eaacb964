// @ts-check
// The first load of /work as a person meets it (issue 15): signed in, an empty browser cache, Chromium from Debian.
// Per run: the JS files that arrive until the task rows show (and, for a croudie, their dashboard) (count, bytes on the wire, bytes as the gateway's brotli
// would send them), the largest contentful paint and the total blocking time, at 1x and 4x CPU slowdown.
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '@work/platform-cli/chromium';
import { brotliSize } from '@work/webpack-config/size-budget.mjs';

const DEMO_PASSWORD = 'Demo-Password-2026!';
/** Where a run that never showed its rows leaves a screenshot. */
const FAILURE_SCREENSHOT = path.join(os.tmpdir(), 'bench-first-load-failure.png');
/** After the rows show, long tasks still running count toward TBT for this long (the page settling). */
const SETTLE_MS = 1000;

/**
 * In the page: the work area shows a task row (and `region` when given), each laid out (not hidden), as a few selector
 * lookups per frame.
 * @param {string | null} region
 */
const rowsShown = (region) => {
  const shows = (/** @type {Element | null | undefined} */ el) => !!el && el.getClientRects().length > 0;
  const work = document.querySelector('section[data-remote="mfe-work"]:not([hidden])');
  if (!shows(work?.querySelector('tbody tr[data-row-key]'))) return false;
  return !region || shows(work?.querySelector(`[role="region"][aria-label="${CSS.escape(region)}"]`));
};

// Collects paint and long-task entries from the very start of each load, before any script of the page runs.
const OBSERVE = () => {
  const seen = { lcp: 0, fcp: 0, longTasks: /** @type {{ start: number; duration: number }[]} */ ([]) };
  Object.defineProperty(window, '__bench', { value: seen });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * @typedef {{ files: number; wireKiB: number; brotliKiB: number; lcpMs: number; tbtMs: number; rowsMs: number }} LoadRun
 * @typedef {{ who: string; cpu: number; runs: LoadRun[] }} LoadSeries
 */

/**
 * Signs `email` in through the login screen of `origin` and measures `runs` reloads of /work at each CPU slowdown.
 * Every access token the shell receives is handed to `onToken` (the API load reuses the croudie's).
 * `region` names a region of the work area that must show as well (a croudie's dashboard loads beside the rows).
 * @param {{ chromiumPath: string; origin: string; email: string; who: string; cpuRates: number[]; runs: number; region?: string; onToken?: (token: string) => void }} options
 * @returns {Promise<LoadSeries[]>}
 */
export async function measureFirstLoads({ chromiumPath, origin, email, who, cpuRates, runs, region, onToken }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS, headless: true });
  try {
    // no service worker: it would answer the reload from its own cache
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    page.on('response', async (response) => {
      if (!onToken || !response.url().endsWith('/api/identity/token') || response.status() !== 200) return;
      const body = await response.json().catch(() => null);
      if (body && typeof body.access_token === 'string') onToken(body.access_token);
    });
    await page.goto(`${origin}/work`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('interaction'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // A check in the page, not Playwright's role queries: those walk the accessibility tree on the page's main thread,
    // and at 4x CPU each poll is a long task of its own (~60 ms) that would count in the total blocking time; no
    // person's browser runs them.
    /** @type {() => Promise<void>} */
    const shown = async () => {
      await page.waitForFunction(rowsShown, region ?? null, { polling: 'raf', timeout: 60_000 });
    };
    await shown();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    /** @type {LoadSeries[]} */
    const series = [];
    for (const cpu of cpuRates) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      /** @type {LoadRun[]} */
      const measured = [];
      for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(page, cdp, `${origin}/work`, shown));
      series.push({ who, cpu, runs: measured });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return series;
  } finally {
    await browser.close();
  }
}

/**
 * One load of `url` with an empty cache, until what `shown` waits for shows.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} url
 * @param {() => Promise<void>} shown
 * @returns {Promise<LoadRun>}
 */
async function measureOnce(page, cdp, url, shown) {
  await cdp.send('Network.clearBrowserCache');
  /** Bytes on the wire of each script request, by request id. */
  /** @type {Map<string, number>} */
  const scripts = new Map();
  /** @type {(e: { requestId: string; type?: string }) => void} */
  const onResponse = (e) => {
    if (e.type === 'Script') scripts.set(e.requestId, 0);
  };
  /** @type {(e: { requestId: string; encodedDataLength: number }) => void} */
  const onFinished = (e) => {
    if (scripts.has(e.requestId)) scripts.set(e.requestId, e.encodedDataLength);
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  const bodies = /** @type {Promise<number>[]} */ ([]);
  const onPlaywrightResponse = (/** @type {import('playwright-core').Response} */ response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().then(brotliSize, () => 0));
  };
  page.on('response', onPlaywrightResponse);
  await page.goto(url, { waitUntil: 'commit' });
  try {
    await shown();
  } catch (error) {
    // say where the page stood: a screenshot beside the results
    await page.screenshot({ path: FAILURE_SCREENSHOT }).catch(() => undefined);
    throw new Error(`the page never showed its rows (at ${page.url()}; screenshot ${FAILURE_SCREENSHOT})`, { cause: error });
  }
  const rowsMs = await page.evaluate(() => performance.now());
  // what arrived until the rows showed (a script runs only once it has loaded whole)
  page.off('response', onPlaywrightResponse);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  await page.waitForTimeout(SETTLE_MS);
  const seen = await page.evaluate(() => /** @type {any} */ (window).__bench);
  // Total blocking time as Lighthouse counts it (each long task's time past 50 ms), from the first contentful paint
  // until the page has settled after the rows showed.
  const end = rowsMs + SETTLE_MS;
  const tbtMs = seen.longTasks
    .filter((/** @type {{ start: number }} */ t) => t.start >= seen.fcp && t.start < end)
    .reduce((/** @type {number} */ sum, /** @type {{ duration: number }} */ t) => sum + Math.max(0, t.duration - 50), 0);
  const sizes = await Promise.all(bodies);
  const wire = [...scripts.values()];
  return {
    files: wire.length,
    wireKiB: wire.reduce((a, b) => a + b, 0) / 1024,
    brotliKiB: sizes.reduce((a, b) => a + b, 0) / 1024,
    lcpMs: seen.lcp,
    tbtMs,
    rowsMs,
  };
}
