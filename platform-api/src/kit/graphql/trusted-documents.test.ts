import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHash, normaliseDocument } from '@work/shared-contracts/graphql-document';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { loadConfig } from '../config.js';
import { UNTRUSTED_DOCUMENT_CODE, UNTRUSTED_DOCUMENT_MESSAGE } from './trusted-documents.js';

// Documents as a bundle declares them, and as urql sends them (its cache adds __typename to every selection set).
const ME = 'query ShellMe { me { id firstName } }';
const ME_AS_SENT = 'query ShellMe { me { __typename id firstName } }';
const NOTIFICATIONS = 'subscription ShellNewNotification { newNotification { id subject } }';

/** The first answer of one socket operation: its data, or the errors it was refused with. */
async function firstOverSocket(api: TestApi, token: string, query: string): Promise<string> {
  const client = createClient({
    url: api.wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  try {
    const first = await Promise.race([
      client
        .iterate({ query })
        .next()
        .then((r) => r.value)
        .catch((errors: unknown) => ({ errors })),
      new Promise((resolve) => setTimeout(() => resolve('subscribed: no error within 500 ms'), 500)),
    ]);
    return JSON.stringify(first);
  } finally {
    await client.dispose();
  }
}

describe('trusted documents enforced', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'trusted-documents-'));
    // filed as the deploy CLI files a published bundle's documents
    for (const text of [ME, NOTIFICATIONS]) await fs.writeFile(path.join(dir, `${documentHash(text)}.graphql`), normaliseDocument(text));
    await fs.writeFile(path.join(dir, `${documentHash('{ featureFlags }')}.graphql`), 'query Planted { me { id } }');
    api = await startTestApi({ env: { TRUSTED_DOCUMENTS: 'enforce', TRUSTED_DOCUMENTS_DIR: dir } });
    token = await tokenFor(api.baseUrl, 'croudie.active@example.com');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('runs a published document as the client sends it', async () => {
    const res = await gql<{ me: { __typename: string; firstName: string } }>(api, ME_AS_SENT, { token });
    expect(res.errors).toBeUndefined();
    expect(res.data?.me).toMatchObject({ __typename: 'Me', firstName: expect.any(String) });
  });

  it('applies to queries sent as GET too (urql sends queries that way)', async () => {
    const get = (query: string) =>
      fetch(`${api.baseUrl}/api/graphql?query=${encodeURIComponent(query)}`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.json() as Promise<{ data?: { me: { firstName: string } }; errors?: { message: string }[] }>,
      );
    expect((await get(ME_AS_SENT)).data?.me.firstName).toEqual(expect.any(String));
    expect((await get('{ me { id } }')).errors?.[0]?.message).toBe(UNTRUSTED_DOCUMENT_MESSAGE);
  });

  it('refuses any other document with a clear error, even one field away from a published one', async () => {
    for (const query of ['{ me { id } }', 'query ShellMe { me { id firstName roles } }', '{ me {', '{ featureFlags }']) {
      const res = await gql(api, query, { token });
      expect(res.data ?? null).toBeNull();
      expect(res.errors).toEqual([expect.objectContaining({ message: UNTRUSTED_DOCUMENT_MESSAGE })]);
      expect(errorCode(res)).toBe(UNTRUSTED_DOCUMENT_CODE);
    }
  });

  it('runs a published document named by its hash alone, and refuses unknown or malformed hashes', async () => {
    const byHash = (sha256Hash: string) =>
      fetch(`${api.baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      }).then((r) => r.json() as Promise<{ data?: { me: { id: string } }; errors?: { message: string }[] }>);
    expect((await byHash(documentHash(ME))).data?.me.id).toEqual(expect.any(String));
    expect((await byHash('0'.repeat(64))).errors?.[0]?.message).toBe(UNTRUSTED_DOCUMENT_MESSAGE);
    expect((await byHash('../../etc/passwd')).errors?.[0]?.message).toBe(UNTRUSTED_DOCUMENT_MESSAGE);
  });

  it('applies the same rule to operations over the websocket', async () => {
    expect(await firstOverSocket(api, token, 'subscription { newNotification { id } }')).toContain(UNTRUSTED_DOCUMENT_MESSAGE);
    const trusted = await firstOverSocket(api, token, 'subscription ShellNewNotification { newNotification { __typename id subject } }');
    expect(trusted).not.toContain(UNTRUSTED_DOCUMENT_CODE);
    expect(trusted).toBe('"subscribed: no error within 500 ms"');
  });
});

describe('trusted documents off (development and tests)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ seed: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('runs arbitrary documents', async () => {
    expect(api.config.trustedDocuments.enforce).toBe(false);
    expect(errorCode(await gql(api, '{ me { id } }'))).toBe('UNAUTHENTICATED');
  });

  it('is on by default only in production; TRUSTED_DOCUMENTS overrides it either way', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).trustedDocuments.enforce).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', TRUSTED_DOCUMENTS: 'off' }).trustedDocuments.enforce).toBe(false);
    expect(loadConfig({ TRUSTED_DOCUMENTS: 'enforce' }).trustedDocuments.enforce).toBe(true);
    expect(loadConfig({ REMOTE_STORE_DIR: '/srv/store' }).trustedDocuments.dir).toBe('/srv/store/documents');
    expect(() => loadConfig({ TRUSTED_DOCUMENTS: 'yes' })).toThrow('TRUSTED_DOCUMENTS must be enforce or off');
  });
});
