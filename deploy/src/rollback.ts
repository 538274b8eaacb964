import fs from 'node:fs/promises';
import { type RegistryVersion, type Rollout, remoteVersionDir, updateRegistry, versionStack } from './registry-store.js';
import { withCurrent, withoutRollouts } from './rollouts.js';

export interface RollbackOptions {
  storeDir: string;
  name: string;
  /** a version published before; default: the one before the current version */
  to?: string;
  /** end only the rollout(s) of this version (without it, a rollback ends every rollout of the remote) */
  version?: string;
  now?: () => Date;
}

export type RollbackResult =
  /** the current version went back to `entry` */
  | { kind: 'current'; from: string; entry: RegistryVersion }
  /** rollouts ended; everyone they served gets the current version again */
  | { kind: 'rollouts'; removed: Rollout[]; current: string };

/**
 * A rollback undoes the newest kind of change first (ADR 0246): while the remote has a canary or a tenant pin, it ends
 * those (all, or the one of `version`) and leaves the current version alone; otherwise, or with `to`, it moves the
 * current version back.
 */
export async function rollbackRemote(opts: RollbackOptions): Promise<RollbackResult> {
  if (opts.version !== undefined && opts.to !== undefined) {
    throw new Error('choose one of --to (move the current version back) and --version (end that rollout)');
  }
  const at = (opts.now ?? (() => new Date()))().toISOString();
  let result: RollbackResult | undefined;
  await updateRegistry(opts.storeDir, async (registry, history) => {
    const current = registry.remotes.find((r) => r.name === opts.name);
    if (!current) throw new Error(`${opts.name} is not in the registry`);
    if (opts.to === undefined && (opts.version !== undefined || (current.rollouts ?? []).length > 0)) {
      const next = withoutRollouts(registry, opts.name, opts.version, at);
      result = { kind: 'rollouts', removed: next.removed, current: current.version };
      return { registry: next.registry, records: next.records };
    }
    let target: RegistryVersion | undefined;
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
    result = { kind: 'current', from: current.version, entry: target };
    const next = withCurrent(registry, target, { at, reason: 'current' });
    return {
      registry: next.registry,
      records: [
        { action: 'rollback', name: opts.name, version: target.version, previousVersion: current.version, at, entry: target },
        ...next.records,
      ],
    };
  });
  if (!result) throw new Error('rollback finished without a result');
  return result;
}
