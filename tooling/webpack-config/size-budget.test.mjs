import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { assertWithinBudget, brotliSize, DEFAULT_BUDGET_KIB, measureBundle, ownCodeFiles } from './size-budget.mjs';

const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A build folder with a manifest and JS files of the given sizes (random bytes: brotli cannot shrink them). */
function build({ exposes, shared, files }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'size-budget-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes, shared }));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), randomBytes(bytes));
  return dir;
}

const remote = (files) =>
  build({
    exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.js'], async: [] } } }],
    shared: [{ name: 'luxon', assets: { js: { sync: ['luxon.js'], async: [] } } }],
    files,
  });

describe('size budgets', () => {
  it("counts a remote's own code, not the fallback copies of shared libraries", () => {
    const dir = remote({ 'remoteEntry.js': 1000, '__federation_expose_app.js': 2000, 'luxon.js': 50_000 });
    expect(ownCodeFiles(dir)).toEqual(['__federation_expose_app.js', 'remoteEntry.js']);
  });

  it("counts all of the host's JS: the libraries and antd components it provides to everyone", () => {
    const dir = build({
      exposes: [],
      shared: [{ name: 'antd', assets: { js: { sync: ['antd.js'], async: [] } } }],
      files: { 'main.js': 10, 'antd.js': 10 },
    });
    expect(ownCodeFiles(dir)).toEqual(['antd.js', 'main.js']);
  });

  it('measures brotli bytes and passes a bundle within its budget', () => {
    const dir = remote({ 'remoteEntry.js': 1024, '__federation_expose_app.js': 1024 });
    const m = assertWithinBudget(dir, 'mfe-new-area');
    expect(m.over).toBe(false);
    expect(m.kib).toBeGreaterThan(2);
    expect(m.kib).toBeLessThan(2.1);
    expect(brotliSize(Buffer.alloc(100_000))).toBeLessThan(100);
  });

  it('fails a bundle over its budget, naming it, its size and where the budget lives', () => {
    // a remote not in the table yet starts with the default budget
    expect(DEFAULT_BUDGET_KIB).toBe(26);
    const dir = remote({ 'remoteEntry.js': 1024, '__federation_expose_app.js': 30 * 1024 });
    expect(measureBundle(dir, 'mfe-new-area').over).toBe(true);
    expect(() => assertWithinBudget(dir, 'mfe-new-area')).toThrow(
      /^mfe-new-area: its own code is 31\.\d KiB \(brotli, 2 files\), over its budget of 26 KiB \(tooling\/webpack-config\/size-budget\.mjs\)/,
    );
  });
});
