// @ts-check
import { describe, expect, it } from 'vitest';
import { parseTestArgs } from '../src/args.mjs';
import { needsInstall } from '../src/main.mjs';

/** @param {string[]} args */
const stagesOf = (args) => {
  const parsed = parseTestArgs(args);
  if ('error' in parsed) throw new Error(parsed.error);
  return [...parsed.stages].sort();
};

describe('test arguments', () => {
  it('run every stage when none is named', () => {
    expect(stagesOf([])).toEqual(['api-pglite', 'api-postgres', 'build', 'e2e', 'install', 'lint', 'typecheck', 'unit']);
  });

  it('run the named stages (repeated, with =, or comma-separated), install always', () => {
    expect(stagesOf(['--stage', 'unit', '--stage', 'lint'])).toEqual(['install', 'lint', 'unit']);
    expect(stagesOf(['--stage=unit,typecheck'])).toEqual(['install', 'typecheck', 'unit']);
    expect(stagesOf(['--stage', 'api'])).toEqual(['api-pglite', 'api-postgres', 'install']);
  });

  it('bring the build along with e2e, and say so', () => {
    expect(parseTestArgs(['--stage', 'unit', '--stage', 'e2e'])).toEqual({
      stages: new Set(['install', 'unit', 'e2e', 'build']),
      implied: ['build (e2e runs against fresh builds)'],
    });
  });

  it('refuse an unknown stage or argument, naming the stages', () => {
    expect(parseTestArgs(['--stage', 'unit-tests'])).toEqual({
      error: 'unknown stage "unit-tests" (stages: install, build, typecheck, lint, unit, api-pglite, api-postgres, e2e, api)',
    });
    expect(parseTestArgs(['--stage', 'toString'])).toMatchObject({ error: expect.stringMatching(/^unknown stage "toString"/) });
    expect(parseTestArgs(['--stage'])).toEqual({ error: '--stage needs a stage name' });
    expect(parseTestArgs(['--stage', '--stage', 'unit'])).toEqual({ error: '--stage needs a stage name' });
    expect(parseTestArgs(['--watch'])).toEqual({ error: 'unknown argument --watch' });
  });
});

describe('commands', () => {
  it('install first for every command but serve and the usage', () => {
    for (const command of ['start', 'test', 'dev', 'build', 'db:reset', 'typecheck', 'remotes']) expect(needsInstall(command)).toBe(true);
    expect(needsInstall('serve')).toBe(false);
    expect(needsInstall(undefined)).toBe(false);
    expect(needsInstall('deploy')).toBe(false);
    expect(needsInstall('toString')).toBe(false);
  });
});
