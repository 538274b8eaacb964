import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { rolloutBucket } from '../../shared-contracts/src/rollouts';
import { apiAs, must } from '../support/api';
import { repoRoot, tenantOf, tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { buildRemote, registry, remotesCli, versionOf } from '../support/remotes';

// Issue 14, part 6 (ADR 0246): a build of mfe-work published as a 50 % canary next to the current version. The shell
// picks the version per person by a stable hash of their principal id, so two people on either side of the split see
// different versions, each the same after a reload; `remotes promote` gives everyone the canary's version.

// Demo accounts whose /work page shows mfe-work; the journey takes one on each side of the 50 % split.
const CANDIDATES = [
  'croudie.active@example.com',
  'croudie.limited@example.com',
  'croudie.us@example.com',
  'staff.member@example.com',
  'finance.user@example.com',
  'academy.user@example.com',
];

interface Person {
  email: string;
  principalId: string;
  bucket: number;
}

async function people(): Promise<Person[]> {
  return Promise.all(
    CANDIDATES.map(async (email) => {
      const { me } = await must((await apiAs(email)).graphql<{ me: { principalId: string } }>('query { me { principalId } }'));
      return { email, principalId: me.principalId, bucket: rolloutBucket('mfe-work', me.principalId) };
    }),
  );
}

const marker = (page: Page) => page.getByTestId('remote-version-mfe-work');

async function openWork(page: Page, person: Person): Promise<void> {
  await signInAs(page, person.email);
  await page.goto(`${tenantOrigin(tenantOf(person.email))}/work`);
}

test.describe('canary rollout of one remote', () => {
  let originalVersion: string | undefined;
  let out: string | undefined;

  test.afterAll(async () => {
    // never leave a canary or the canary's version live, even when the test failed half-way
    if ((await registry()).find((r) => r.name === 'mfe-work')?.rollouts?.length) await remotesCli('rollback', 'mfe-work');
    if (originalVersion && (await versionOf('mfe-work')) !== originalVersion) {
      await remotesCli('rollback', 'mfe-work', '--to', originalVersion);
    }
    if (out) await fs.rm(out, { recursive: true, force: true });
  });

  test(
    'a 50 % canary serves two people different versions across reloads, and promote gives everyone the new one',
    { tag: '@global-state' },
    async ({ page, browser }) => {
      test.setTimeout(300_000);
      originalVersion = await versionOf('mfe-work');
      expect(originalVersion, 'mfe-work is published').toBeTruthy();
      expect((await registry()).find((r) => r.name === 'mfe-work')?.rollouts ?? [], 'no rollout is live yet').toEqual([]);

      const everyone = await people();
      const inCanary = everyone.find((p) => p.bucket < 50);
      const outside = everyone.find((p) => p.bucket >= 50);
      expect(inCanary && outside, `accounts on both sides of 50: ${JSON.stringify(everyone)}`).toBeTruthy();
      test.info().annotations.push({ type: 'people', description: `in the canary ${inCanary!.email}, outside ${outside!.email}` });

      // a new build of mfe-work with a label no earlier build had, published as a 50 % canary
      const label = `canary-${Date.now().toString(36)}`;
      out = await fs.mkdtemp(path.join(os.tmpdir(), 'mfe-work-canary-'));
      await buildRemote(path.join(repoRoot, 'mfe-work'), out, label);
      expect(await remotesCli('publish', 'mfe-work', '--from', out, '--canary', '50')).toMatch(
        new RegExp(`^published mfe-work@\\S+ as canary 50 % \\(current stays ${originalVersion}\\)$`, 'm'),
      );
      const work = (await registry()).find((r) => r.name === 'mfe-work');
      expect(work?.version, 'the current version stays').toBe(originalVersion);
      const canaryVersion = work?.rollouts?.[0]?.version;
      expect(canaryVersion).toBeTruthy();

      // the person in the canary: the new build, marked as the canary, the same after a reload
      await openWork(page, inCanary!);
      await expect(marker(page)).toContainText(label);
      await expect(marker(page)).toContainText(`${canaryVersion} (canary 50 %)`);
      await page.reload();
      await expect(marker(page)).toContainText(`${label} · ${canaryVersion} (canary 50 %)`);
      await expect(page.getByRole('heading', { name: 'Work', level: 1 })).toBeVisible();

      // the person outside it, at the same time in another browser: the current version
      const otherContext = await browser.newContext();
      const other = await otherContext.newPage();
      const otherErrors: string[] = [];
      other.on('pageerror', (err) => otherErrors.push(err.message));
      other.on('console', (msg) => msg.type() === 'error' && otherErrors.push(msg.text()));
      try {
        await openWork(other, outside!);
        await expect(marker(other)).toContainText(`${originalVersion} (current)`);
        await expect(marker(other)).not.toContainText(label);
        await other.reload();
        await expect(marker(other)).toContainText(`${originalVersion} (current)`);

        // promote: the canary's version is current for everyone, the rollout ends
        expect(await remotesCli('promote', 'mfe-work')).toContain(`promoted mfe-work@${canaryVersion} (canary 50 %)`);
        expect(await versionOf('mfe-work')).toBe(canaryVersion);
        await other.reload();
        await expect(marker(other)).toContainText(`${label} · ${canaryVersion} (current)`);
        await page.reload();
        await expect(marker(page)).toContainText(`${label} · ${canaryVersion} (current)`);
        expect(otherErrors, 'the second browser console stays free of errors').toEqual([]);
      } finally {
        await otherContext.close();
      }

      // the promote is one step on the rollback stack: rolling back returns everyone to the version before
      expect(await remotesCli('rollback', 'mfe-work')).toContain(`from ${canaryVersion} to ${originalVersion}`);
      await page.reload();
      await expect(marker(page)).toContainText(`${originalVersion} (current)`);
      await expect(marker(page)).not.toContainText(label);
    },
  );
});
