// @ts-check
import { describe, expect, it } from 'vitest';
import { planTypecheck } from '../src/commands/typecheck.mjs';
import { parseJsonc } from '../src/jsonc.mjs';

const GQL = 'gql-tada generate output && tsc -p tsconfig.json';
/** @type {{ dir: string, scripts: Record<string, string> }[]} */
const packages = [
  { dir: 'host-shell', scripts: { typecheck: GQL } },
  { dir: 'mfe-hr', scripts: {} },
  { dir: 'shared-ui', scripts: {} },
  { dir: 'shared-contracts', scripts: {} },
  { dir: 'platform-api', scripts: { typecheck: 'tsc -p tsconfig.json' } },
];
const includes = {
  'host-shell': ['src'],
  'mfe-hr': ['./src/'],
  'shared-ui': ['src'],
  'shared-contracts': ['src', 'test'],
  'platform-api': ['src', 'test', 'scripts'],
};
const rootInclude = ['host-shell/src', 'mfe-hr/src', 'shared-ui/src', 'shared-contracts/src'];
const inc = (/** @type {string} */ name) => `--incremental --tsBuildInfoFile /cache/tsc/${name}.tsbuildinfo`;

describe('typecheck plan', () => {
  it('checks the front-end in the root program once, each other package on its own, every tsc incremental', () => {
    const plan = planTypecheck({ packages, includes, rootInclude, tsBuildInfoDir: '/cache/tsc' });
    expect(plan.covered).toEqual(['host-shell', 'mfe-hr', 'shared-ui']);
    expect(plan.programs).toEqual([
      {
        label: 'front-end (root tsconfig.json)',
        cwd: '.',
        commands: [`tsc --noEmit -p tsconfig.json ${inc('root')}`],
        binDirs: ['.', 'host-shell', 'mfe-hr', 'shared-ui'],
      },
      // its tests need node types, so shared-contracts is only partly in the root program
      {
        label: 'shared-contracts',
        cwd: 'shared-contracts',
        commands: [`tsc --noEmit -p tsconfig.json ${inc('shared-contracts')}`],
        binDirs: ['shared-contracts'],
      },
      { label: 'platform-api', cwd: 'platform-api', commands: [`tsc -p tsconfig.json ${inc('platform-api')}`], binDirs: ['platform-api'] },
    ]);
  });

  it('still runs what a covered package’s typecheck script does around its tsc, before the programs', () => {
    const plan = planTypecheck({ packages, includes, rootInclude, tsBuildInfoDir: '/cache/tsc' });
    expect(plan.prepare).toEqual([
      { label: 'host-shell', cwd: 'host-shell', commands: ['gql-tada generate output'], binDirs: ['host-shell'] },
    ]);
  });

  it('with no root program, runs each package’s own script with its tsc made incremental', () => {
    const plan = planTypecheck({ packages: packages.slice(0, 1), includes, rootInclude: null, tsBuildInfoDir: '/cache/tsc' });
    expect(plan.covered).toEqual([]);
    expect(plan.prepare).toEqual([]);
    expect(plan.programs).toEqual([
      {
        label: 'host-shell',
        cwd: 'host-shell',
        commands: ['gql-tada generate output', `tsc -p tsconfig.json ${inc('host-shell')}`],
        binDirs: ['host-shell'],
      },
    ]);
  });

  it('does not count a package with no include as covered, and names nested folders safely', () => {
    const plan = planTypecheck({
      packages: [{ dir: 'tooling/platform-cli', scripts: { typecheck: 'tsc -p tsconfig.json' } }],
      includes: {},
      rootInclude,
      tsBuildInfoDir: '/cache/tsc',
    });
    expect(plan.covered).toEqual([]);
    expect(plan.programs[0]?.commands).toEqual([`tsc -p tsconfig.json ${inc('tooling_platform-cli')}`]);
  });
});

describe('tsconfig reading', () => {
  it('reads JSON with comments and trailing commas, leaving strings alone', () => {
    const text = `{
      // one program over every front-end package
      "compilerOptions": { "types": [], /* none */ },
      "include": [
        "host-shell/src", // the host
        "a//b", "c/*d*/e", "quote\\"//x",
      ],
    }`;
    expect(parseJsonc(text)).toEqual({ compilerOptions: { types: [] }, include: ['host-shell/src', 'a//b', 'c/*d*/e', 'quote"//x'] });
  });
});
