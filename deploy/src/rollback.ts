import fs from 'node:fs/promises';
import { type RegistryEntry, remoteVersionDir, updateRegistry, versionStack, withEntry } from './registry-store.js';

export interface RollbackOptions {
  storeDir: string;
  name: string;
  /** a version published before; default: the one before the current version */
  to?: string;
  now?: () => Date;
}

export interface RollbackResult {
  from: string;
  entry: RegistryEntry;
}

export async function rollbackRemote(opts: RollbackOptions): Promise<RollbackResult> {
  const now = opts.now ?? (() => new Date());
  let result: RollbackResult | undefined;
  await updateRegistry(opts.storeDir, async (registry, history) => {
    const current = registry.remotes.find((r) => r.name === opts.name);
    if (!current) throw new Error(`${opts.name} is not in the registry`);
    let target: RegistryEntry | undefined;
    if (opts.to) {
      if (opts.to === current.version) throw new Error(`${opts.name} is already at ${opts.to}`);
      target = history.findLast((h) => h.name === opts.name && h.version === opts.to)?.entry;
      if (!target) throw new Error(`${opts.name}@${opts.to} was never published`);
    } else {
      const stack = versionStack(history, opts.name);
      if (stack.at(-1)?.version !== current.version) {
        throw new Error(`history does not end at the current version ${current.version}; use --to <version>`);
      }
      target = stack.at(-2);
      if (!target) throw new Error(`${opts.name} has no earlier version to roll back to`);
    }
    const dir = remoteVersionDir(opts.storeDir, opts.name, target.version);
    if (
      !(await fs.stat(dir).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    ) {
      throw new Error(`${dir} is missing from the store; cannot roll back to ${target.version}`);
    }
    result = { from: current.version, entry: target };
    return {
      registry: withEntry(registry, target),
      records: [
        {
          action: 'rollback',
          name: opts.name,
          version: target.version,
          previousVersion: current.version,
          at: now().toISOString(),
          entry: target,
        },
      ],
    };
  });
  if (!result) throw new Error('rollback finished without a result');
  return result;
}
