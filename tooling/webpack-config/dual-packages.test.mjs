import { describe, expect, it } from 'vitest';
import { dualPackages } from './dual-packages.mjs';

const nm = '/repo/node_modules/.pnpm/x@1/node_modules';

describe('dualPackages', () => {
  it('names a package bundled both as its CommonJS build and as its ES modules', () => {
    expect(
      dualPackages([
        `${nm}/@module-federation/runtime-core/dist/index.cjs`,
        `${nm}/@module-federation/runtime-core/dist/core.js`,
        `${nm}/@module-federation/sdk/dist/index.js`,
      ]),
    ).toEqual(['@module-federation/runtime-core']);
  });

  it('accepts a package bundled in one form, and files outside node_modules', () => {
    expect(
      dualPackages([
        `${nm}/react-dom/cjs/react-dom-client.production.js`,
        `${nm}/@module-federation/sdk/dist/index.js`,
        `${nm}/@module-federation/sdk/dist/utils.js`,
        `${nm}/legacy/index.cjs`,
        '/repo/host-shell/src/index.cjs',
        '/repo/host-shell/src/index.ts',
      ]),
    ).toEqual([]);
  });

  it('tells two installed copies of one package apart (each is checked on its own)', () => {
    const other = '/repo/node_modules/.pnpm/x@2/node_modules';
    expect(dualPackages([`${nm}/sdk/dist/index.cjs`, `${other}/sdk/dist/index.js`])).toEqual([]);
    expect(dualPackages(['C:\\repo\\node_modules\\sdk\\dist\\index.cjs', 'C:\\repo\\node_modules\\sdk\\dist\\index.mjs'])).toEqual(['sdk']);
  });
});
