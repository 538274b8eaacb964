import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { RegistrySchema } from '@work/shared-contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.js';
import { publishRemote } from './publish.js';
import { readHistory, readRegistry, versionStack } from './registry-store.js';
import { rollbackRemote } from './rollback.js';
import { promoteRollout, ruleFromFlags } from './rollouts.js';
import { fakeRemoteBuild, tempDir } from './testing/fixtures.js';

const CANARY_50 = { kind: 'canary', percent: 50 } as const;
const CONTROL = { kind: 'tenant', tenant: 'control' } as const;
const bothTenants = {
  name: 'mfe-work',
  federationName: 'mfe_work',
  routes: ['/work'],
  tenants: ['network', 'control'],
  roles: [],
  extensions: [],
};

/** A store where mfe-work has a current version (build "a"), and a way to make further builds. */
async function storeWithCurrent() {
  const root = await tempDir();
  const store = path.join(root, 'store');
  const build = (label: string) => fakeRemoteBuild(root, 'mfe-work', { label, descriptor: bothTenants });
  const current = (await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('a') })).entry.version;
  const work = async () => (await readRegistry(store)).remotes.find((r) => r.name === 'mfe-work')!;
  return { root, store, build, current, work };
}

describe('publish --canary / --tenant', () => {
  it('adds the build next to the current version, which stays, and records it in history', async () => {
    const { store, build, current, work } = await storeWithCurrent();
    const result = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('b'), rule: CANARY_50 });

    expect(result).toMatchObject({ status: 'published', previousVersion: current, rule: CANARY_50 });
    const entry = await work();
    expect(entry.version).toBe(current);
    expect(entry.rollouts).toEqual([{ ...result.entry, rule: CANARY_50 }]);
    expect(entry.rollouts?.[0]?.manifestUrl).toBe(`/remotes/mfe-work/${result.entry.version}/mf-manifest.json`);
    // what the shell validates
    expect(v.safeParse(RegistrySchema, await readRegistry(store)).success).toBe(true);
    expect((await readHistory(store)).at(-1)).toMatchObject({
      action: 'rollout',
      version: result.entry.version,
      previousVersion: current,
      rule: CANARY_50,
    });
    // a rollout does not move the current version on the rollback stack
    expect(versionStack(await readHistory(store), 'mfe-work').map((e) => e.version)).toEqual([current]);
  });

  it('writes nothing for the same rollout again, and ramps a canary when the same build comes with another share', async () => {
    const { store, build } = await storeWithCurrent();
    const b = await build('b');
    const first = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: b, rule: { kind: 'canary', percent: 10 } });
    const again = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: b, rule: { kind: 'canary', percent: 10 } });
    expect(again.status).toBe('unchanged');
    expect(await readHistory(store)).toHaveLength(2);

    const ramped = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: b, rule: CANARY_50 });
    expect(ramped.replaced).toMatchObject({ version: first.entry.version, rule: { kind: 'canary', percent: 10 } });
    expect((await readRegistry(store)).remotes[0]?.rollouts?.map((r) => r.rule)).toEqual([CANARY_50]);
    expect((await readHistory(store)).slice(-2).map((h) => [h.action, h.reason, h.rule])).toEqual([
      ['rollout-removed', 'replaced', { kind: 'canary', percent: 10 }],
      ['rollout', undefined, CANARY_50],
    ]);
  });

  it('keeps one canary and one pin per tenant side by side', async () => {
    const { store, build, work } = await storeWithCurrent();
    const b = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('b'), rule: CANARY_50 });
    const c = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('c'), rule: CONTROL });
    expect((await work()).rollouts?.map((r) => [r.version, r.rule.kind])).toEqual([
      [b.entry.version, 'canary'],
      [c.entry.version, 'tenant'],
    ]);
  });

  it('refuses, before copying anything, a rollout with no current version, of the current version, or for a tenant not served', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const first = await fakeRemoteBuild(root, 'mfe-work', { label: 'a' });
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: first, rule: CANARY_50 })).rejects.toThrow(
      'mfe-work has no current version yet: publish it without --canary or --tenant first',
    );
    await expect(fs.stat(path.join(store, 'remotes'))).rejects.toThrow(/ENOENT/);

    await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: first });
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: first, rule: CANARY_50 })).rejects.toThrow(
      /is already the current version for everyone/,
    );
    const networkOnly = await fakeRemoteBuild(root, 'mfe-work', { label: 'b' });
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: networkOnly, rule: CONTROL })).rejects.toThrow(
      'mfe-work is not served to tenant control (its remote.json tenants: network)',
    );
    expect(await fs.readdir(path.join(store, 'remotes', 'mfe-work'))).toHaveLength(1);
    expect(await readHistory(store)).toHaveLength(1);
  });

  it('a plain publish of the rollout’s build makes it current and ends the rollout', async () => {
    const { store, build, work } = await storeWithCurrent();
    const b = await build('b');
    const rollout = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: b, rule: CANARY_50 });
    await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: b });
    expect(await work()).toMatchObject({ version: rollout.entry.version });
    expect((await work()).rollouts).toBeUndefined();
    expect((await readHistory(store)).at(-1)).toMatchObject({
      action: 'rollout-removed',
      reason: 'current',
      version: rollout.entry.version,
    });
  });
});

describe('promote', () => {
  it('makes the rollout current for everyone, ends it, and a rollback afterwards returns to the version before', async () => {
    const { store, build, current, work } = await storeWithCurrent();
    const canary = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('b'), rule: CANARY_50 });

    const promoted = await promoteRollout({ storeDir: store, name: 'mfe-work' });
    expect(promoted).toMatchObject({ from: current, entry: { version: canary.entry.version } });
    expect(await work()).toEqual(canary.entry);
    expect((await readHistory(store)).slice(-2).map((h) => [h.action, h.version, h.previousVersion, h.reason])).toEqual([
      ['promote', canary.entry.version, current, undefined],
      ['rollout-removed', canary.entry.version, current, 'promote'],
    ]);

    const back = await rollbackRemote({ storeDir: store, name: 'mfe-work' });
    expect(back).toMatchObject({ kind: 'current', from: canary.entry.version, entry: { version: current } });
  });

  it('needs --version when rollouts of several versions are live, and leaves the others in place', async () => {
    const { store, build, work } = await storeWithCurrent();
    await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('b'), rule: CANARY_50 });
    const pin = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('c'), rule: CONTROL });
    await expect(promoteRollout({ storeDir: store, name: 'mfe-work' })).rejects.toThrow(
      /has rollouts of several versions \(.* \(canary 50 %\), .* \(tenant control\)\): choose one with --version <version>/,
    );
    await expect(promoteRollout({ storeDir: store, name: 'mfe-work', version: '9.9.9' })).rejects.toThrow(/has no rollout of 9\.9\.9/);

    await promoteRollout({ storeDir: store, name: 'mfe-work', version: pin.entry.version });
    expect(await work()).toMatchObject({ version: pin.entry.version, rollouts: [{ rule: CANARY_50 }] });
  });

  it('refuses when there is nothing to promote', async () => {
    const { store } = await storeWithCurrent();
    await expect(promoteRollout({ storeDir: store, name: 'mfe-work' })).rejects.toThrow('mfe-work has no canary or tenant rollout');
    await expect(promoteRollout({ storeDir: store, name: 'mfe-nope' })).rejects.toThrow(/not in the registry/);
  });
});

describe('rollback with rollouts', () => {
  it('ends the rollouts first and leaves the current version; the next rollback moves the current version', async () => {
    const { store, build, current, work } = await storeWithCurrent();
    const second = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('b') });
    const canary = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('c'), rule: CANARY_50 });

    const ended = await rollbackRemote({ storeDir: store, name: 'mfe-work' });
    expect(ended).toMatchObject({ kind: 'rollouts', current: second.entry.version, removed: [{ version: canary.entry.version }] });
    expect(await work()).toEqual(second.entry);
    expect((await readHistory(store)).at(-1)).toMatchObject({ action: 'rollout-removed', reason: 'rollback', rule: CANARY_50 });

    expect(await rollbackRemote({ storeDir: store, name: 'mfe-work' })).toMatchObject({ kind: 'current', entry: { version: current } });
  });

  it('ends only the rollout of --version, and --to moves the current version while rollouts stay', async () => {
    const { store, build, current, work } = await storeWithCurrent();
    const second = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('b') });
    await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('c'), rule: CANARY_50 });
    const pin = await publishRemote({ storeDir: store, name: 'mfe-work', fromDir: await build('d'), rule: CONTROL });

    await rollbackRemote({ storeDir: store, name: 'mfe-work', version: pin.entry.version });
    expect((await work()).rollouts?.map((r) => r.rule)).toEqual([CANARY_50]);

    await rollbackRemote({ storeDir: store, name: 'mfe-work', to: current });
    expect(await work()).toMatchObject({ version: current, rollouts: [{ rule: CANARY_50 }] });
    expect(second.entry.version).not.toBe(current);
    await expect(rollbackRemote({ storeDir: store, name: 'mfe-work', to: current, version: pin.entry.version })).rejects.toThrow(
      /choose one of --to/,
    );
  });
});

describe('remotes CLI', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete process.env.REMOTE_STORE_DIR;
  });

  it.each([
    [{ canary: '0' }, '--canary 0: the canary share must be a whole percentage from 1 to 99'],
    [{ canary: '100' }, '--canary 100: the canary share must be a whole percentage from 1 to 99 (100 % is a promote)'],
    [{ canary: '12.5' }, '--canary 12.5: the canary share must be a whole percentage from 1 to 99'],
    [{ canary: 'ten' }, '--canary ten: the canary share must be a whole percentage from 1 to 99'],
    [{ tenant: 'mars' }, '--tenant mars: the tenant must be one of network, control, client'],
    [{ canary: '10', tenant: 'control' }, 'choose one of --canary and --tenant'],
  ])('refuses the flags %j with a clear message', (flags, message) => {
    expect(() => ruleFromFlags(flags)).toThrow(message);
  });

  it('publishes a canary, lists it, promotes it and says what each step did', async () => {
    const { store, build, current } = await storeWithCurrent();
    process.env.REMOTE_STORE_DIR = store;
    const out: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));

    await expect(main(['publish', 'mfe-work', '--from', await build('b'), '--canary', '0'])).rejects.toThrow(/--canary 0/);
    expect(await main(['publish', 'mfe-work', '--from', await build('b'), '--canary', '50'])).toBe(0);
    const canary = (await readRegistry(store)).remotes[0]!.rollouts![0]!.version;
    expect(out.at(-1)).toBe(`published mfe-work@${canary} as canary 50 % (current stays ${current})`);

    const before = out.length;
    expect(await main(['list'])).toBe(0);
    expect(out.slice(before).find((line) => line.includes(canary))).toMatch(/canary 50 %$/);

    expect(await main(['promote', 'mfe-work'])).toBe(0);
    expect(out.at(-1)).toBe(`promoted mfe-work@${canary} (canary 50 %) to current for everyone (was ${current})`);
  });
});
