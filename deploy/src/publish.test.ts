import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { RegistrySchema } from '@work/shared-contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { publishRemote } from './publish.js';
import { readHistory, readRegistry } from './registry-store.js';
import { fakeRemoteBuild, tempDir } from './testing/fixtures.js';

describe('publish', () => {
  it('publishes a build under a content-hash version with the manifest integrity', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const build = await fakeRemoteBuild(root, 'mfe-work');
    const result = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: build, packageVersion: '0.1.0' });

    expect(result.status).toBe('published');
    expect(result.entry.version).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    const manifest = await fs.readFile(path.join(build, 'mf-manifest.json'));
    expect(result.entry.integrity).toBe(`sha384-${createHash('sha384').update(manifest).digest('base64')}`);
    // and of the entry script the manifest names, which the shell loads with an integrity attribute
    const entryScript = await fs.readFile(path.join(build, 'remoteEntry.js'));
    expect(result.entry.entryIntegrity).toBe(`sha384-${createHash('sha384').update(entryScript).digest('base64')}`);
    expect(result.entry.manifestUrl).toBe(`/remotes/mfe-work/${result.entry.version}/mf-manifest.json`);
    expect(result.entry).toMatchObject({ federationName: 'mfe_work', routes: ['/work'], tenants: ['network'] });

    const copied = path.join(store, 'remotes', 'mfe-work', result.entry.version, 'static', 'js', '123.0a1b2c3d.js');
    expect(await fs.readFile(copied, 'utf8')).toContain('console.log');
    expect((await readRegistry(store)).remotes).toEqual([result.entry]);
    // what the shell parses: the registry matches the shared contract
    expect(v.safeParse(RegistrySchema, await readRegistry(store)).success).toBe(true);
  });

  it('is idempotent: the same content gets the same version and nothing is written', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const first = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work') });
    const registryBefore = await fs.stat(path.join(store, 'registry.json'));
    // an identical build in another folder
    const again = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work') });
    expect(again.status).toBe('unchanged');
    expect(again.entry.version).toBe(first.entry.version);
    expect((await fs.stat(path.join(store, 'registry.json'))).mtimeMs).toBe(registryBefore.mtimeMs);
    expect(await readHistory(store)).toHaveLength(1);
  });

  it('gives changed content a new version and keeps the old one in the store', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const a = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'a' }) });
    const b = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'b' }) });
    expect(b.entry.version).not.toBe(a.entry.version);
    expect(b.previousVersion).toBe(a.entry.version);
    expect(await fs.readdir(path.join(store, 'remotes', 'mfe-work'))).toEqual([a.entry.version, b.entry.version].sort());
    expect((await readRegistry(store)).remotes.map((r) => r.version)).toEqual([b.entry.version]);
  });

  it('with ifNew, does not re-publish a build that was published before (a rollback survives a restart)', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const buildA = await fakeRemoteBuild(root, 'mfe-work', { label: 'a' });
    const a = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: buildA });
    await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'b' }) });
    const skipped = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: buildA, ifNew: true });
    expect(skipped.status).toBe('skipped');
    expect((await readRegistry(store)).remotes[0]?.version).not.toBe(a.entry.version);
  });

  it('refuses a build whose remote.json is invalid or names another remote', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const bad = await fakeRemoteBuild(root, 'mfe-work', { descriptor: { name: 'mfe-work', routes: 'nope' } });
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: bad })).rejects.toThrow(/not a valid remote descriptor/);
    const other = await fakeRemoteBuild(root, 'mfe-hr');
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: other })).rejects.toThrow(/names "mfe-hr"/);
    expect(await readRegistry(store)).toEqual({ remotes: [] });
  });

  it('refuses to reuse an explicit version for different content', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    await publishRemote({
      storeDir: store,
      name: 'mfe-work',
      fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'a' }),
      version: '1.0.0',
    });
    await expect(
      publishRemote({
        storeDir: store,
        name: 'mfe-work',
        fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'b' }),
        version: '1.0.0',
      }),
    ).rejects.toThrow(/immutable/);
  });

  it('two publishes at once from two processes both land in history and the registry stays consistent', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const builds = [await fakeRemoteBuild(root, 'mfe-work'), await fakeRemoteBuild(root, 'mfe-hr')];
    const cli = path.resolve(import.meta.dirname, 'cli.ts');
    const run = (name: string, from: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', cli, 'publish', name, '--from', from], {
          cwd: path.resolve(import.meta.dirname, '..'),
          env: { ...process.env, REMOTE_STORE_DIR: store, INIT_CWD: root },
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('close', (code) => resolve({ code, out }));
      });
    const results = await Promise.all([run('mfe-work', builds[0]!), run('mfe-hr', builds[1]!)]);
    for (const r of results) expect(r.code, r.out).toBe(0);

    const history = await readHistory(store);
    expect(history.map((h) => h.name).sort()).toEqual(['mfe-hr', 'mfe-work']);
    const registry = await readRegistry(store);
    expect(registry.remotes.map((r) => r.name)).toEqual(['mfe-hr', 'mfe-work']);
    for (const r of registry.remotes) {
      expect(history.find((h) => h.name === r.name)?.version).toBe(r.version);
      await expect(fs.stat(path.join(store, 'remotes', r.name, r.version, 'mf-manifest.json'))).resolves.toBeTruthy();
    }
  });
});
