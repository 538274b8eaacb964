// @ts-check
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byExpectedLength, vitestPackages } from '../src/commands/test.mjs';
import { main, USAGE } from '../src/main.mjs';

afterEach(() => vi.restoreAllMocks());

describe('main', () => {
  it('prints the usage: exit 0 when asked, 2 for an unknown command', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main({ root: '/nowhere', argv: [], env: {} })).toBe(0);
    expect(await main({ root: '/nowhere', argv: ['deploy'], env: {} })).toBe(2);
    expect(await main({ root: '/nowhere', argv: ['constructor'], env: {} })).toBe(2);
    expect(log).toHaveBeenCalledWith(USAGE);
  });

  it('refuses an unknown test stage before running anything (exit 2)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main({ root: '/nowhere', argv: ['test', '--stage', 'everything'], env: {} })).toBe(2);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/unknown stage "everything"/);
  });
});

describe('vitest suites', () => {
  it('run every package with a vitest test script but e2e, contracts first and the API last', () => {
    /** @param {string} dir @param {string} [test] @returns {import('../src/workspace.mjs').WorkspacePackage} */
    const pkg = (dir, test) => ({ dir, name: dir, scripts: test ? { test } : {}, hasTsconfig: true, isRemote: dir.startsWith('mfe-') });
    const packages = [
      pkg('platform-api', 'vitest run'),
      pkg('deploy', 'vitest run'),
      pkg('mfe-work', 'vitest run'),
      pkg('mfe-academy'),
      pkg('host-shell', 'vitest run'),
      pkg('tooling/platform-cli', 'vitest run'),
      pkg('shared-contracts', 'vitest run'),
      pkg('e2e', 'playwright test'),
    ];
    expect(vitestPackages(packages)).toEqual([
      'shared-contracts',
      'tooling/platform-cli',
      'host-shell',
      'mfe-work',
      'deploy',
      'platform-api',
    ]);
  });

  it('runs the longest suites first, so that two at a time end close together', () => {
    expect(byExpectedLength(['shared-contracts', 'host-shell', 'mfe-work', 'mfe-hr', 'deploy', 'mfe-plan'])).toEqual([
      'mfe-hr',
      'mfe-plan',
      'host-shell',
      'deploy',
      'shared-contracts',
      'mfe-work',
    ]);
  });
});
