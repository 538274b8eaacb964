import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishRemote } from './publish.js';
import { readHistory, readRegistry } from './registry-store.js';
import { rollbackRemote } from './rollback.js';
import { fakeRemoteBuild, tempDir } from './testing/fixtures.js';

async function publishLabels(labels: string[]) {
  const root = await tempDir();
  const store = path.join(root, 'store');
  const versions: string[] = [];
  for (const label of labels) {
    const r = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work', { label }) });
    versions.push(r.entry.version);
  }
  await publishRemote({ storeDir: store, name: 'mfe-hr', fromDir: await fakeRemoteBuild(root, 'mfe-hr') });
  return { store, versions };
}

const current = async (store: string, name = 'mfe-work') => (await readRegistry(store)).remotes.find((r) => r.name === name)?.version;

describe('rollback', () => {
  it('restores the previous version, step by step, without touching other remotes', async () => {
    const { store, versions } = await publishLabels(['a', 'b', 'c']);
    const hrBefore = await current(store, 'mfe-hr');

    const first = await rollbackRemote({ storeDir: store, name: 'mfe-work' });
    expect(first).toMatchObject({ from: versions[2], entry: { version: versions[1] } });
    expect(await current(store)).toBe(versions[1]);

    await rollbackRemote({ storeDir: store, name: 'mfe-work' });
    expect(await current(store)).toBe(versions[0]);
    await expect(rollbackRemote({ storeDir: store, name: 'mfe-work' })).rejects.toThrow(/no earlier version/);

    expect(await current(store, 'mfe-hr')).toBe(hrBefore);
    const rollbacks = (await readHistory(store)).filter((h) => h.action === 'rollback');
    expect(rollbacks.map((h) => [h.previousVersion, h.version])).toEqual([
      [versions[2], versions[1]],
      [versions[1], versions[0]],
    ]);
  });

  it('restores the full registry entry of the earlier version (manifest URL and integrity)', async () => {
    const { store } = await publishLabels(['a', 'b']);
    const history = await readHistory(store);
    const firstEntry = history[0]!.entry;
    await rollbackRemote({ storeDir: store, name: 'mfe-work' });
    expect((await readRegistry(store)).remotes.find((r) => r.name === 'mfe-work')).toEqual(firstEntry);
  });

  it('rolls to an explicit version, and refuses unknown ones', async () => {
    const { store, versions } = await publishLabels(['a', 'b', 'c']);
    await rollbackRemote({ storeDir: store, name: 'mfe-work', to: versions[0] });
    expect(await current(store)).toBe(versions[0]);
    await expect(rollbackRemote({ storeDir: store, name: 'mfe-work', to: '9.9.9' })).rejects.toThrow(/never published/);
    await expect(rollbackRemote({ storeDir: store, name: 'mfe-nope' })).rejects.toThrow(/not in the registry/);
  });
});
