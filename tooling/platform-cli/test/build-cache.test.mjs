// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFingerprinter, createStampStore, isUpToDate, outputHash, stampOf } from '../src/build-cache.mjs';

let root = '';
/** @param {string} rel @param {string} text */
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
/**
 * A fresh fingerprinter each time, as a new process would have.
 * @param {string[]} [entries] @param {string} [extra]
 */
const fp = (entries = ['pkg', 'shared'], extra = '') => createFingerprinter(root).fingerprint(entries, extra);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cli-fp-'));
  write('pkg/src/index.ts', 'export const a = 1;');
  write('pkg/package.json', '{}');
  write('shared/src/x.ts', 'export const x = 1;');
});

describe('build fingerprints', () => {
  it('change when a source file, a shared input, a new file or the extra settings change', () => {
    const before = fp();
    write('pkg/src/index.ts', 'export const a = 2;');
    const afterSource = fp();
    expect(afterSource).not.toBe(before);
    write('shared/src/x.ts', 'export const x = 2;');
    const afterShared = fp();
    expect(afterShared).not.toBe(afterSource);
    write('pkg/src/new.ts', '');
    expect(fp()).not.toBe(afterShared);
    expect(fp(['pkg', 'shared'], 'BUILD_LABEL=a')).not.toBe(fp(['pkg', 'shared'], 'BUILD_LABEL=b'));
  });

  it('ignore tests, vitest config, outputs, caches and dot folders', () => {
    const before = fp();
    write('pkg/src/index.test.ts', 'test');
    write('pkg/vitest.config.ts', 'config');
    write('pkg/dist/main.js', 'built');
    write('pkg/node_modules/x/index.js', 'dep');
    write('pkg/.cache/y', 'cache');
    expect(fp()).toBe(before);
  });

  it('follow content, not time: the same content written again is no change', () => {
    const before = fp();
    write('pkg/src/index.ts', 'export const a = 1;');
    fs.utimesSync(path.join(root, 'pkg/src/index.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(fp()).toBe(before);
  });

  it('see a file rewritten while the process runs (same size, new content)', () => {
    const fingerprinter = createFingerprinter(root);
    const before = fingerprinter.fingerprint(['pkg']);
    write('pkg/src/index.ts', 'export const a = 9;');
    fs.utimesSync(path.join(root, 'pkg/src/index.ts'), new Date(), new Date(Date.now() + 60_000));
    expect(fingerprinter.fingerprint(['pkg'])).not.toBe(before);
  });
});

describe('build decisions', () => {
  it('skip a build only when the stamp names these inputs and the output that is there now', () => {
    expect(isUpToDate(stampOf('in', 'out'), 'in', 'out')).toBe(true);
    expect(isUpToDate(null, 'in', 'out')).toBe(false); // never built here
    expect(isUpToDate(stampOf('in', 'out'), 'in2', 'out')).toBe(false); // inputs changed
    expect(isUpToDate(stampOf('in', 'out'), 'in', 'other')).toBe(false); // dist rewritten by something else
    expect(isUpToDate(stampOf('in', 'out'), 'in', null)).toBe(false); // output deleted
  });

  it('hash the output file, null when it is missing', () => {
    write('pkg/dist/index.html', '<html>');
    expect(outputHash(path.join(root, 'pkg/dist/index.html'))).toMatch(/^[0-9a-f]{64}$/);
    expect(outputHash(path.join(root, 'pkg/dist/missing.html'))).toBeNull();
  });

  it('keep stamps across processes in the state folder', () => {
    const dir = path.join(root, 'node_modules/.cache/platform');
    createStampStore(dir).write('build-pkg', stampOf('a', 'b'));
    expect(createStampStore(dir).read('build-pkg')).toBe('a b');
    expect(createStampStore(dir).read('build-other')).toBeNull();
  });
});
