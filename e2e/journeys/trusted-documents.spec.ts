import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiPort, repoRoot, storeDir } from '../support/env';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant, editFile, remotesCli } from '../support/remotes';

// Issue 14, part 5 (ADR 0245): every bundle declares its GraphQL documents (graphql-documents.json); `remotes publish`
// checks them against the running API and refuses a build that asks for a field the API does not have; a production
// API runs only the documents of published bundles.

const UNTRUSTED = 'This operation is not a trusted document of any published version of the platform';
const hostDist = path.resolve(process.env.HOST_DIST ?? path.join(repoRoot, 'host-shell', 'dist'));

interface ManifestDocument {
  name: string;
  file: string;
  hash: string;
  body: string;
}
const documentsOf = async (dist: string) =>
  (JSON.parse(await fs.readFile(path.join(dist, 'graphql-documents.json'), 'utf8')) as { documents: ManifestDocument[] }).documents;

test.describe('schema-checked publish', () => {
  test('a publish whose document asks for a field the API does not have is refused, naming the document and the field', async () => {
    test.setTimeout(300_000);
    const registryBefore = await fs.readFile(path.join(storeDir, 'registry.json'), 'utf8');
    const versionsBefore = await fs.readdir(path.join(storeDir, 'remotes', 'mfe-work'));
    // a team's change that the API does not support (yet): the build itself succeeds
    const variant = await buildRemoteVariant('mfe-work', {
      label: `e2e-removed-field-${Date.now().toString(36)}`,
      patch: (copy) => editFile(copy, 'src/features/my-tasks/myTasks.query.ts', /(\n\s+)overdue\n/, '$1overdue$1removedField\n'),
    });
    try {
      const refused = await remotesCli('publish', 'mfe-work', '--from', variant.out).then(
        () => null,
        (error: { code?: number; stdout?: string; stderr?: string }) => error,
      );
      expect(refused, 'the publish should have failed').not.toBeNull();
      expect(refused?.code).toBe(1);
      expect(refused?.stdout).toContain(`checking GraphQL documents against the live API at http://127.0.0.1:${apiPort}/api/graphql`);
      expect(refused?.stderr).toContain(
        'mfe-work: document MyTasks (src/features/my-tasks/myTasks.query.ts) is not valid against the API schema: ' +
          'Cannot query field "removedField" on type "Task".',
      );

      // nothing of the refused build reached the store: registry, versions and trusted documents as before
      expect(await fs.readFile(path.join(storeDir, 'registry.json'), 'utf8')).toBe(registryBefore);
      expect(await fs.readdir(path.join(storeDir, 'remotes', 'mfe-work'))).toEqual(versionsBefore);
      const broken = (await documentsOf(variant.out)).find((d) => d.name === 'MyTasks');
      expect(broken?.body).toContain('removedField');
      const trusted = await fs.readdir(path.join(storeDir, 'documents')).catch(() => [] as string[]);
      expect(trusted).not.toContain(`${broken?.hash}.graphql`);
    } finally {
      await variant.cleanUp();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A real platform-api process in production mode, on its own port and data folder, reading the platform's store. */
async function startProductionApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'prod-api-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'platform-api', 'dist', 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      REMOTE_STORE_DIR: storeDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      TRUSTED_DOCUMENTS: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  for (;;) {
    const healthy = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) return { url, stop };
    if (child.exitCode !== null || Date.now() > until) {
      await stop();
      throw new Error(`the production API did not start: ${stderr.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function graphqlAt(url: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/** The first answer to one operation over graphql-ws, from the browser (graphql-transport-ws spoken by hand). */
function firstOverSocket(page: Page, wsUrl: string, query: string): Promise<{ type: string; payload: unknown }> {
  return page.evaluate(
    ({ wsUrl, query }) =>
      new Promise<{ type: string; payload: unknown }>((resolve, reject) => {
        const ws = new WebSocket(wsUrl, 'graphql-transport-ws');
        const timer = setTimeout(() => reject(new Error('no answer over the socket within 10 s')), 10_000);
        ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
        ws.onmessage = (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; payload: unknown };
          if (message.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
          if (message.type === 'next' || message.type === 'error') {
            clearTimeout(timer);
            ws.close();
            resolve(message);
          }
        };
        ws.onclose = (event) => reject(new Error(`socket closed: ${event.code} ${event.reason}`));
      }),
    { wsUrl, query },
  );
}

test.describe('trusted documents in production', () => {
  // the browser only opens the socket, from a page of the bare API, which has no favicon
  test.use({ allowedConsoleErrors: /\/favicon\.ico\b/ });
  let api: { url: string; stop: () => Promise<void> } | undefined;
  test.afterAll(async () => {
    await api?.stop();
  });

  test('a production-mode API runs the documents of published bundles and refuses an unknown document', async ({ page }) => {
    test.setTimeout(180_000);
    // the host's documents become trusted as its deploy does it (remotes sync runs the same step)
    expect(await remotesCli('trust-host')).toMatch(/host-shell: \d+ GraphQL documents trusted/);
    api = await startProductionApi();
    const host = await documentsOf(hostDist);
    const register = host.find((d) => d.name === 'ShellRegisterCroudie');
    const me = host.find((d) => d.name === 'ShellMe');
    expect(register && me, 'the host build declares its registration and ShellMe documents').toBeTruthy();

    // a document from the host's real manifest runs, sent as the shell sends it
    const email = `e2e.trusted.${Date.now().toString(36)}@example.com`;
    const registered = await graphqlAt(api.url, register!.body, {
      input: { firstName: 'Trusted', lastName: 'Document', email, acceptTerms: true },
    });
    expect(registered).toEqual({ data: { registerCroudie: { email } } });
    // urql's cache adds __typename before sending: still the same document, so it reaches the resolver (which wants a
    // signed-in person)
    const withTypename = me!.body.replace(/\bme \{/, 'me {\n    __typename');
    expect(withTypename).not.toBe(me!.body);
    const asSent = await graphqlAt(api.url, withTypename);
    expect(asSent.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    // anything else is refused with the clear error: an unknown document, and a published one with a field added
    for (const query of ['{ me { id } }', me!.body.replace(/\bfirstName\b/, 'firstName\n    email')]) {
      const refused = await graphqlAt(api.url, query);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining(UNTRUSTED), extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' } }),
      ]);
    }

    // the websocket follows the same rule (from a page of the API's own origin: Chromium keeps blank pages off loopback)
    await page.goto(`${api.url}/healthz`);
    const wsUrl = `${api.url.replace(/^http/, 'ws')}/api/graphql`;
    const unknown = await firstOverSocket(page, wsUrl, 'subscription { newNotification { id } }');
    expect(unknown.type).toBe('error');
    expect(JSON.stringify(unknown.payload)).toContain(UNTRUSTED);
    const pushes = host.find((d) => d.name === 'ShellNewNotification');
    const trusted = await firstOverSocket(page, wsUrl, pushes!.body);
    expect(JSON.stringify(trusted.payload)).not.toContain(UNTRUSTED);
    expect(JSON.stringify(trusted.payload)).toContain('UNAUTHENTICATED');
  });
});
