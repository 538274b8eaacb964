import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RolloutRule } from '@work/shared-contracts/rollouts';
import type { DocumentsSummary } from './documents.js';

/** One line of `/registry.json` (docs/architecture.md, "Remotes"): the current version, and its rollouts if any. */
export interface RegistryEntry {
  name: string;
  federationName: string;
  version: string;
  manifestUrl: string;
  routes: string[];
  tenants: string[];
  roles: string[];
  extensions: string[];
  /** SRI of mf-manifest.json: the shell fetches the manifest with it. */
  integrity: string;
  /** SRI of the manifest's remoteEntry.js: the shell loads the entry script with it (absent on older entries). */
  entryIntegrity?: string;
  /** the version's GraphQL documents (the list is its graphql-documents.json; ADR 0245); absent on older entries */
  graphqlDocuments?: DocumentsSummary;
  publishedAt: string;
  /** versions served next to the current one to a share of people or to one tenant (ADR 0246); absent when none */
  rollouts?: Rollout[];
}

/** One published build of a remote: an entry without rollouts (what history records and what becomes current). */
export type RegistryVersion = Omit<RegistryEntry, 'rollouts'>;

/** A version served next to the current one: to a stable share of people (canary) or to one tenant. */
export interface Rollout extends RegistryVersion {
  rule: RolloutRule;
}

export interface Registry {
  remotes: RegistryEntry[];
}

/**
 * One line of `history.jsonl`: every change of the registry, in order. `publish`, `rollback` and `promote` change the
 * current version; `rollout` adds a version next to it (rule says to whom) and `rollout-removed` ends one (reason says
 * why), leaving the current version as it was.
 */
export interface HistoryRecord {
  action: 'publish' | 'rollback' | 'promote' | 'rollout' | 'rollout-removed';
  name: string;
  version: string;
  /** the version that was current before this record (null on a first publish) */
  previousVersion: string | null;
  at: string;
  entry: RegistryVersion;
  /** rollout, rollout-removed and promote: the rollout's rule */
  rule?: RolloutRule;
  /**
   * rollout-removed: `rollback` (remotes rollback), `promote` (its version became current for everyone), `replaced` (a
   * new rollout with the same rule), `current` (its version became current by a publish or a rollback --to)
   */
  reason?: 'rollback' | 'promote' | 'replaced' | 'current';
}

export const REGISTRY_FILE = 'registry.json';
export const HISTORY_FILE = 'history.jsonl';
export const LOCK_FILE = 'registry.lock';

export function remoteVersionDir(storeDir: string, name: string, version: string): string {
  return path.join(storeDir, 'remotes', name, version);
}

export async function readRegistry(storeDir: string): Promise<Registry> {
  let text: string;
  try {
    text = await fs.readFile(path.join(storeDir, REGISTRY_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { remotes: [] };
    throw err;
  }
  const parsed = JSON.parse(text) as Registry;
  if (!parsed || !Array.isArray(parsed.remotes)) throw new Error(`${REGISTRY_FILE} has no remotes array`);
  return parsed;
}

export async function readHistory(storeDir: string): Promise<HistoryRecord[]> {
  let text: string;
  try {
    text = await fs.readFile(path.join(storeDir, HISTORY_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryRecord);
}

/** Write a file so readers see either the old or the new content, never a torn one. */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(tmp, file);
}

export interface LockOptions {
  /** give up after this long (ms) */
  timeoutMs?: number;
  /** a lock file older than this (ms) is from a crashed process and is taken over */
  staleMs?: number;
}

/**
 * Run `fn` holding the store's lock file (created with O_EXCL, so only one process at a time can hold it).
 */
export async function withStoreLock<T>(storeDir: string, fn: () => Promise<T>, opts: LockOptions = {}): Promise<T> {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const staleMs = opts.staleMs ?? 60_000;
  await fs.mkdir(storeDir, { recursive: true });
  const lockPath = path.join(storeDir, LOCK_FILE);
  const started = Date.now();
  let delay = 10;
  for (;;) {
    try {
      const handle = await fs.open(lockPath, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, at: new Date().toISOString() }));
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const stat = await fs.stat(lockPath).catch(() => undefined);
      if (stat && Date.now() - stat.mtimeMs > staleMs) {
        // taken over from a crashed holder; the rename makes only one waiter win
        const grave = `${lockPath}.${process.pid}.${randomBytes(4).toString('hex')}.stale`;
        await fs.rename(lockPath, grave).then(
          () => fs.rm(grave, { force: true }),
          () => undefined,
        );
        continue;
      }
      if (Date.now() - started > timeoutMs) {
        throw new Error(`timed out waiting for ${lockPath} (remove it if no publish is running)`);
      }
      await new Promise((r) => setTimeout(r, delay + Math.random() * delay));
      delay = Math.min(delay * 2, 200);
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockPath, { force: true });
  }
}

export interface RegistryChange {
  registry: Registry;
  records: HistoryRecord[];
}

/**
 * Read–modify–write of the registry under the lock. `mutate` sees the current registry and history and returns the
 * new registry plus the history records to append (or null to change nothing). History is appended before the
 * registry is replaced, so the registry never names a version the history does not know.
 */
export async function updateRegistry(
  storeDir: string,
  mutate: (current: Registry, history: HistoryRecord[]) => Promise<RegistryChange | null> | RegistryChange | null,
): Promise<RegistryChange | null> {
  return withStoreLock(storeDir, async () => {
    const current = await readRegistry(storeDir);
    const history = await readHistory(storeDir);
    const change = await mutate(current, history);
    if (!change) return null;
    if (change.records.length > 0) {
      await fs.appendFile(path.join(storeDir, HISTORY_FILE), change.records.map((r) => JSON.stringify(r) + '\n').join(''), 'utf8');
    }
    const sorted: Registry = { remotes: [...change.registry.remotes].sort((a, b) => a.name.localeCompare(b.name)) };
    await writeFileAtomic(path.join(storeDir, REGISTRY_FILE), JSON.stringify(sorted, null, 2) + '\n');
    return { registry: sorted, records: change.records };
  });
}

/** Replace (or add) one remote's entry. */
export function withEntry(registry: Registry, entry: RegistryEntry): Registry {
  return { remotes: [...registry.remotes.filter((r) => r.name !== entry.name), entry] };
}

/**
 * The deployment stack of one remote, replayed from history: a publish or a promote pushes its version, a rollback pops
 * back to its target; rollouts do not change the current version. The last element is the current version; rollback
 * without a target goes to the one below it.
 */
export function versionStack(history: HistoryRecord[], name: string): RegistryVersion[] {
  const stack: RegistryVersion[] = [];
  for (const record of history) {
    if (record.name !== name) continue;
    if (record.action === 'publish' || record.action === 'promote') {
      if (stack.at(-1)?.version !== record.version) stack.push(record.entry);
      continue;
    }
    if (record.action !== 'rollback') continue;
    const at = stack.map((e) => e.version).lastIndexOf(record.version);
    if (at >= 0) stack.splice(at + 1);
    else stack.push(record.entry);
  }
  return stack;
}
