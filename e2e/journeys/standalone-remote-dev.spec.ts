import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot, tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { copyRemote, editFile } from '../support/remotes';

// Issue 14 (7): a team develops its remote alone. `pnpm --filter @work/mfe-academy dev` (tooling/webpack-config/
// dev-remote.mjs) serves a development build with rebuild on change and prints the link that loads it into the running
// shell; the platform under test keeps its own builds. The journey runs it on a copy of mfe-academy, as the team's own
// checkout, opens the printed link, then saves a change and sees it after a reload.

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves with the first line of the dev server's output that matches, or rejects with everything it printed. */
function lineFrom(child: ChildProcess, output: { text: string }, pattern: RegExp, timeoutMs = 90_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = output.text.split('\n').find((l) => pattern.test(l));
      if (line) {
        clearInterval(timer);
        clearTimeout(deadline);
        resolve(line.trim());
      }
    };
    const timer = setInterval(check, 100);
    const deadline = setTimeout(() => {
      clearInterval(timer);
      reject(new Error(`the dev server printed no ${pattern} in ${timeoutMs} ms:\n${output.text}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearInterval(timer);
      clearTimeout(deadline);
      reject(new Error(`the dev server stopped (${code}):\n${output.text}`));
    });
  });
}

test('a remote served by its dev server loads into the running shell from the printed link and rebuilds on change', async ({ page }) => {
  test.setTimeout(240_000); // two development builds of a remote
  const { copy, cleanUp } = await copyRemote('mfe-academy');
  const output = { text: '' };
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'tooling', 'webpack-config', 'dev-remote.mjs'),
      '--port',
      String(await freePort()),
      '--shell',
      tenantOrigin('network').replace('network', '{tenant}'),
    ],
    { cwd: copy, env: { ...process.env, NO_COLOR: '1' } },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  try {
    const link = await lineFrom(child, output, /^\s*http:\/\/network\.localhost:\d+\/academy\?remote-override=/);
    expect(output.text).toContain('mfe-academy: built in');
    expect(output.text).not.toContain('note:'); // the shell under test runs with overrides on

    await signInAs(page, 'croudie.active@example.com');
    await page.goto(link);
    const question = page.getByRole('dialog', { name: 'Load remote overrides?' });
    await expect(question).toContainText('mfe-academy');
    await question.getByRole('button', { name: 'Load overrides' }).click();
    const academy = page.getByRole('region', { name: 'mfe-academy' });
    await expect(academy.getByRole('heading', { name: 'Academy', level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-overrides-marker')).toBeVisible();
    // the development build's label, not the published one's
    await expect(page.getByTestId('remote-version-mfe-academy')).toContainText('dev');

    // the team saves a change: the dev server rebuilds, a reload shows it
    const rebuilt = lineFrom(child, output, /mfe-academy: rebuilt in/);
    await editFile(copy, 'src/text/en.ts', "'academy.title': 'Academy'", "'academy.title': 'Academy (work in progress)'");
    await rebuilt;
    await page.reload();
    await expect(academy.getByRole('heading', { name: 'Academy (work in progress)', level: 1 })).toBeVisible();
  } finally {
    child.kill('SIGTERM');
    await cleanUp();
  }
});
