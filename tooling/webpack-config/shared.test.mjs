import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedConfig } from './shared.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const configOf = (folder, kind) =>
  sharedConfig(path.join(root, folder), JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')), { kind });

describe('what the builds share (ADR 0250)', () => {
  it('shares antd component by component, never the whole package', () => {
    const host = configOf('host-shell', 'host');
    expect(host.antd).toBeUndefined();
    for (const component of ['button', 'table', 'config-provider', 'app', 'theme']) {
      expect(host[`antd/es/${component}`]).toMatchObject({ singleton: true, packageName: 'antd', allowNodeModulesSuffixMatch: true });
    }
    // antd's internals are not shared keys: they stay inside the host's build, once
    expect(Object.keys(host).filter((k) => k.startsWith('antd/es/_'))).toEqual([]);
  });

  it('has the host provide every antd component and a remote build none of them', () => {
    const host = configOf('host-shell', 'host');
    const remote = configOf('mfe-work', 'remote');
    const antdKeys = Object.keys(host).filter((k) => k.startsWith('antd/'));
    expect(antdKeys.length).toBeGreaterThan(60);
    for (const key of antdKeys) {
      expect(host[key].import).toBeUndefined();
      expect(remote[key].import).toBe(false);
    }
  });

  it('leaves libraries without shared state to each bundle, so each keeps only what it uses', () => {
    const remote = configOf('mfe-work', 'remote');
    expect(remote['react-router-dom']).toBeUndefined();
    expect(remote.valibot).toBeUndefined();
    expect(remote.react).toMatchObject({ singleton: true, import: false });
  });
});
