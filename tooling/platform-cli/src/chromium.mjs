// @ts-check
// The browsers: Debian's packages, installed with apt-get when missing (Playwright cannot download its own here;
// ADR 0202). The journeys run in `chromium-headless-shell`, the headless-only build Playwright itself uses for headless
// runs: on the 2-core machine a journey costs about a fifth less CPU than in the full browser's headless mode, whose
// GPU and browser processes work through every first load (measured; ADR 0286). The bench keeps the full browser: it
// measures what a person's Chromium does. CHROMIUM_PATH overrides either.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { say } from './log.mjs';

/** The full browser (the bench, and the journeys when the headless shell cannot be installed). */
export const CHROMIUM_DEFAULT = '/usr/bin/chromium';
/** The journeys' browser. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** @type {Record<string, string>} the Debian package of each path */
const PACKAGE_OF = { [CHROMIUM_DEFAULT]: 'chromium', [HEADLESS_SHELL]: 'chromium-headless-shell' };

/**
 * The flags Debian's Chromium needs on this kind of machine, for the journeys and the bench alike: run as root, no GPU,
 * and no background connections (this machine's closed network refuses them, many at a time).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The path of the browser to use, installing its Debian package first when it is missing. The journeys fall back to
 * the full browser when the headless shell cannot be installed.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ for?: 'journeys' | 'bench' }} [opts]
 * @returns {string}
 */
export function ensureChromium(env, opts = {}) {
  if (env.CHROMIUM_PATH) {
    if (!fs.existsSync(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    return env.CHROMIUM_PATH;
  }
  const wanted = opts.for === 'journeys' ? [HEADLESS_SHELL, CHROMIUM_DEFAULT] : [CHROMIUM_DEFAULT];
  for (const candidate of wanted) if (fs.existsSync(candidate)) return candidate;
  let updated = false;
  for (const candidate of wanted) {
    const pkg = /** @type {string} */ (PACKAGE_OF[candidate]);
    say(`${candidate} is missing: installing Debian ${pkg} (apt-get)`);
    if (!updated && !aptGet(env, ['update'])) continue;
    updated = true;
    if (aptGet(env, ['install', '-y', '--no-install-recommends', pkg]) && fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`could not install ${wanted.map((w) => PACKAGE_OF[w]).join(' or ')} with apt-get`);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} args
 */
function aptGet(env, args) {
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0;
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync(sudo ? 'sudo' : 'apt-get', sudo ? ['apt-get', ...args] : args, { stdio: 'inherit', env: aptEnv });
  return result.status === 0;
}
