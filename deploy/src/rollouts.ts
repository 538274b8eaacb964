import fs from 'node:fs/promises';
import * as v from 'valibot';
import { RolloutRuleSchema, type RolloutRule } from '@work/shared-contracts/rollouts';
import { TENANTS } from '@work/shared-contracts/tenants';
import {
  type HistoryRecord,
  type Registry,
  type RegistryEntry,
  type RegistryVersion,
  type Rollout,
  remoteVersionDir,
  updateRegistry,
  withEntry,
} from './registry-store.js';

// Canary and tenant rollouts next to the current version (docs/decisions/0246-canary-and-tenant-rollouts.md).

/** "canary 50 %" / "tenant control", for the CLI's messages and list. */
export function describeRule(rule: RolloutRule): string {
  return rule.kind === 'canary' ? `canary ${rule.percent} %` : `tenant ${rule.tenant}`;
}

/** Two rules take the same place: one canary per remote, one pin per tenant. */
function samePlace(a: RolloutRule, b: RolloutRule): boolean {
  return a.kind === 'canary' ? b.kind === 'canary' : b.kind === 'tenant' && a.tenant === b.tenant;
}

function sameRule(a: RolloutRule, b: RolloutRule): boolean {
  return samePlace(a, b) && (a.kind !== 'canary' || (b.kind === 'canary' && a.percent === b.percent));
}

export function versionOf(rollout: Rollout): RegistryVersion {
  const { rule: _rule, ...version } = rollout;
  return version;
}

function removal(current: RegistryEntry, rollout: Rollout, reason: HistoryRecord['reason'], at: string): HistoryRecord {
  return {
    action: 'rollout-removed',
    name: current.name,
    version: rollout.version,
    previousVersion: current.version,
    at,
    entry: versionOf(rollout),
    rule: rollout.rule,
    reason,
  };
}

function withRollouts(entry: RegistryVersion, rollouts: Rollout[]): RegistryEntry {
  return rollouts.length > 0 ? { ...entry, rollouts } : entry;
}

/** The rule from the CLI's flags (`--canary <percent>`, `--tenant <tenant>`), or undefined for a plain publish. */
export function ruleFromFlags(flags: { canary?: string; tenant?: string }): RolloutRule | undefined {
  if (flags.canary !== undefined && flags.tenant !== undefined) {
    throw new Error('choose one of --canary and --tenant: a publish is one rollout');
  }
  const input =
    flags.canary !== undefined
      ? // Number('') is 0 and Number(' 5') is 5: only plain digits count as a percentage
        { kind: 'canary', percent: /^\d+$/.test(flags.canary) ? Number(flags.canary) : Number.NaN }
      : flags.tenant !== undefined
        ? { kind: 'tenant', tenant: flags.tenant }
        : undefined;
  if (!input) return undefined;
  const parsed = v.safeParse(RolloutRuleSchema, input);
  if (parsed.success) return parsed.output;
  const flag = input.kind === 'canary' ? `--canary ${flags.canary}` : `--tenant ${flags.tenant}`;
  const reason = input.kind === 'canary' ? parsed.issues[0].message : `the tenant must be one of ${TENANTS.join(', ')}`;
  throw new Error(`${flag}: ${reason}`);
}

/**
 * Make `version` the current version of its remote for everyone. Rollouts of other versions stay; a rollout of this
 * version ends (everyone has it now), with a `rollout-removed` record giving `reason`.
 */
export function withCurrent(
  registry: Registry,
  version: RegistryVersion,
  ended: { at: string; reason: 'promote' | 'current' },
): { registry: Registry; records: HistoryRecord[] } {
  const before = registry.remotes.find((r) => r.name === version.name);
  const rollouts = before?.rollouts ?? [];
  return {
    registry: withEntry(
      registry,
      withRollouts(
        version,
        rollouts.filter((r) => r.version !== version.version),
      ),
    ),
    records: before ? rollouts.filter((r) => r.version === version.version).map((r) => removal(before, r, ended.reason, ended.at)) : [],
  };
}

/**
 * Add `version` as a rollout with `rule` next to the current version, replacing the rollout that had the same place
 * (the canary, or that tenant's pin). Publishing the same build again with another percentage ramps the canary.
 */
export function withRollout(
  registry: Registry,
  version: RegistryVersion,
  rule: RolloutRule,
  at: string,
): { registry: Registry; records: HistoryRecord[]; replaced: Rollout | undefined } {
  const current = registry.remotes.find((r) => r.name === version.name);
  if (!current) throw new Error(`${version.name} has no current version yet: publish it without --canary or --tenant first`);
  if (current.version === version.version) {
    throw new Error(`${version.name}@${version.version} is already the current version for everyone: nothing to roll out`);
  }
  if (rule.kind === 'tenant' && !version.tenants.includes(rule.tenant)) {
    throw new Error(`${version.name} is not served to tenant ${rule.tenant} (its remote.json tenants: ${version.tenants.join(', ')})`);
  }
  const rollouts = current.rollouts ?? [];
  const replaced = rollouts.find((r) => samePlace(r.rule, rule));
  const added: Rollout = { ...version, rule };
  return {
    registry: withEntry(registry, { ...current, rollouts: [...rollouts.filter((r) => r !== replaced), added] }),
    records: [
      ...(replaced ? [removal(current, replaced, 'replaced', at)] : []),
      { action: 'rollout', name: version.name, version: version.version, previousVersion: current.version, at, entry: version, rule },
    ],
    replaced,
  };
}

/** The remote's rollout of exactly this version and rule, if it has one: publishing it again writes nothing. */
export function findRollout(entry: RegistryEntry | undefined, version: string, rule: RolloutRule): Rollout | undefined {
  return (entry?.rollouts ?? []).find((r) => r.version === version && sameRule(r.rule, rule));
}

function rolloutList(rollouts: Rollout[]): string {
  return rollouts.map((r) => `${r.version} (${describeRule(r.rule)})`).join(', ');
}

/** The rollouts a command acts on: those of `version`, or all of them; none is an error naming what there is. */
function chosenRollouts(entry: RegistryEntry, version: string | undefined): Rollout[] {
  const rollouts = entry.rollouts ?? [];
  if (rollouts.length === 0) throw new Error(`${entry.name} has no canary or tenant rollout`);
  if (version === undefined) return rollouts;
  const chosen = rollouts.filter((r) => r.version === version);
  if (chosen.length === 0) throw new Error(`${entry.name} has no rollout of ${version}; its rollouts: ${rolloutList(rollouts)}`);
  return chosen;
}

export interface PromoteOptions {
  storeDir: string;
  name: string;
  /** which rollout's version; needed only when the remote has rollouts of several versions */
  version?: string;
  now?: () => Date;
}

export interface PromoteResult {
  from: string;
  entry: RegistryVersion;
  /** the rollouts that ended because their version is now current */
  ended: Rollout[];
}

/** Make a rollout's version the current version for everyone; every rollout of that version ends. */
export async function promoteRollout(opts: PromoteOptions): Promise<PromoteResult> {
  const at = (opts.now ?? (() => new Date()))().toISOString();
  let result: PromoteResult | undefined;
  await updateRegistry(opts.storeDir, async (registry) => {
    const current = registry.remotes.find((r) => r.name === opts.name);
    if (!current) throw new Error(`${opts.name} is not in the registry`);
    const chosen = chosenRollouts(current, opts.version);
    const versions = [...new Set(chosen.map((r) => r.version))];
    if (versions.length > 1) {
      throw new Error(`${opts.name} has rollouts of several versions (${rolloutList(chosen)}): choose one with --version <version>`);
    }
    const promoted = chosen[0]!;
    await assertInStore(opts.storeDir, promoted);
    const entry = versionOf(promoted);
    const next = withCurrent(registry, entry, { at, reason: 'promote' });
    result = { from: current.version, entry, ended: chosen };
    return {
      registry: next.registry,
      records: [
        { action: 'promote', name: opts.name, version: entry.version, previousVersion: current.version, at, entry, rule: promoted.rule },
        ...next.records,
      ],
    };
  });
  if (!result) throw new Error('promote finished without a result');
  return result;
}

/**
 * End rollouts (the rollback of a canary or a pin): all of the remote's, or those of `version`. The people they served
 * get the current version again.
 */
export function withoutRollouts(
  registry: Registry,
  name: string,
  version: string | undefined,
  at: string,
): { registry: Registry; records: HistoryRecord[]; removed: Rollout[] } {
  const current = registry.remotes.find((r) => r.name === name);
  if (!current) throw new Error(`${name} is not in the registry`);
  const removed = chosenRollouts(current, version);
  const { rollouts = [], ...currentVersion } = current;
  return {
    registry: withEntry(
      registry,
      withRollouts(
        currentVersion,
        rollouts.filter((r) => !removed.includes(r)),
      ),
    ),
    records: removed.map((r) => removal(current, r, 'rollback', at)),
    removed,
  };
}

async function assertInStore(storeDir: string, version: RegistryVersion): Promise<void> {
  const dir = remoteVersionDir(storeDir, version.name, version.version);
  const present = await fs.stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!present) throw new Error(`${dir} is missing from the store; cannot make ${version.version} current`);
}
