import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type HistoryRecord,
  type RegistryEntry,
  LOCK_FILE,
  readRegistry,
  updateRegistry,
  versionStack,
  withEntry,
  withStoreLock,
} from './registry-store.js';
import { tempDir } from './testing/fixtures.js';

function entry(name: string, version: string): RegistryEntry {
  return {
    name,
    federationName: name.replace(/-/g, '_'),
    version,
    manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`,
    routes: [],
    tenants: ['network'],
    roles: [],
    extensions: [],
    integrity: 'sha384-x',
    publishedAt: '2026-01-01T00:00:00.000Z',
  };
}

function record(action: HistoryRecord['action'], name: string, version: string): HistoryRecord {
  return { action, name, version, previousVersion: null, at: '2026-01-01T00:00:00.000Z', entry: entry(name, version) };
}

describe('registry store', () => {
  it('reads an empty registry when nothing was published', async () => {
    expect(await readRegistry(await tempDir())).toEqual({ remotes: [] });
  });

  it('keeps every one of many concurrent updates (lock + atomic rename)', async () => {
    const store = await tempDir();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        updateRegistry(store, async (registry) => {
          await new Promise((r) => setTimeout(r, 5)); // widen the read-modify-write window
          return { registry: withEntry(registry, entry(`r${i}`, '1')), records: [record('publish', `r${i}`, '1')] };
        }),
      ),
    );
    const registry = await readRegistry(store);
    expect(registry.remotes.map((r) => r.name).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `r${i}`).sort());
    const lines = (await fs.readFile(path.join(store, 'history.jsonl'), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(12);
    const leftovers = (await fs.readdir(store)).filter((f) => f.endsWith('.tmp') || f === LOCK_FILE);
    expect(leftovers).toEqual([]);
  });

  it('releases the lock when the update throws', async () => {
    const store = await tempDir();
    await expect(
      updateRegistry(store, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(withStoreLock(store, async () => 'ok', { timeoutMs: 500 })).resolves.toBe('ok');
  });

  it('takes over a stale lock left by a crashed process, but waits on a live one', async () => {
    const store = await tempDir();
    const lock = path.join(store, LOCK_FILE);
    await fs.writeFile(lock, '{}');
    await expect(withStoreLock(store, async () => 'x', { timeoutMs: 300, staleMs: 60_000 })).rejects.toThrow(/timed out/);
    const old = new Date(Date.now() - 120_000);
    await fs.utimes(lock, old, old);
    await expect(withStoreLock(store, async () => 'taken', { timeoutMs: 300, staleMs: 60_000 })).resolves.toBe('taken');
  });

  it('replays history into a version stack: publish pushes, rollback pops back', () => {
    const history = [
      record('publish', 'mfe-work', 'a'),
      record('publish', 'mfe-hr', 'x'),
      record('publish', 'mfe-work', 'b'),
      record('publish', 'mfe-work', 'c'),
      record('rollback', 'mfe-work', 'b'),
    ];
    expect(versionStack(history, 'mfe-work').map((e) => e.version)).toEqual(['a', 'b']);
    expect(versionStack([...history, record('publish', 'mfe-work', 'd')], 'mfe-work').map((e) => e.version)).toEqual(['a', 'b', 'd']);
    expect(versionStack(history, 'mfe-hr').map((e) => e.version)).toEqual(['x']);
  });

  it('replays rollouts without moving the current version; a promote pushes like a publish', () => {
    const history = [
      record('publish', 'mfe-work', 'a'),
      record('rollout', 'mfe-work', 'b'),
      record('rollout-removed', 'mfe-work', 'b'),
      record('rollout', 'mfe-work', 'c'),
    ];
    expect(versionStack(history, 'mfe-work').map((e) => e.version)).toEqual(['a']);
    expect(versionStack([...history, record('promote', 'mfe-work', 'c')], 'mfe-work').map((e) => e.version)).toEqual(['a', 'c']);
  });
});
