// @ts-check
// The browser for the journeys: Debian's chromium, installed with apt-get when missing (Playwright cannot download its
// own browser here; ADR 0202). CHROMIUM_PATH overrides it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { say } from './log.mjs';

export const CHROMIUM_DEFAULT = '/usr/bin/chromium';

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
 * The path of the Chromium to use, installing Debian's package first when there is none.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function ensureChromium(env) {
  const wanted = env.CHROMIUM_PATH || CHROMIUM_DEFAULT;
  if (fs.existsSync(wanted)) return wanted;
  if (env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
  say('Chromium is missing: installing Debian chromium (apt-get)');
  const sudo = typeof process.getuid === 'function' && process.getuid() !== 0 ? ['sudo'] : [];
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  /** @param {string[]} args */
  const sh = (args) => spawnSync(sudo.length ? 'sudo' : 'apt-get', sudo.length ? args : args.slice(1), { stdio: 'inherit', env: aptEnv });
  if (sh(['apt-get', 'update']).status !== 0) throw new Error('apt-get update failed');
  if (sh(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']).status !== 0) {
    throw new Error('apt-get install chromium failed');
  }
  if (!fs.existsSync(CHROMIUM_DEFAULT)) throw new Error(`chromium installed but ${CHROMIUM_DEFAULT} is missing`);
  return CHROMIUM_DEFAULT;
}
