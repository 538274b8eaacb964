import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSchema, graphqlSync } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { documentHash, normaliseDocument } from '@work/shared-contracts/graphql-document';
import { CHECKOUT_SDL, liveApiSchema, trustHostDocuments } from './documents.js';
import { publishRemote } from './publish.js';
import { readHistory, readRegistry } from './registry-store.js';
import { fakeRemoteBuild, tempDir } from './testing/fixtures.js';

const MY_TASKS = 'query MyTasks { myTasks { nodes { id name } } }';
const FLAGS = 'query FakeFlags { featureFlags }';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** An API stand-in at the real boundary (HTTP): answers introspection from the given SDL, or refuses it. */
async function apiServing(sdl: string | null): Promise<string> {
  const schema = sdl ? buildSchema(sdl) : null;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { query } = JSON.parse(body) as { query: string };
      const answer = schema ? graphqlSync({ schema, source: query }) : { errors: [{ message: 'GraphQL introspection is not allowed' }] };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('publish checks GraphQL documents', () => {
  it('refuses a build whose document queries a removed field, naming the document, its file and the field; nothing changes', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const good = await publishRemote({
      storeDir: store,
      name: 'mfe-work',
      fromDir: await fakeRemoteBuild(root, 'mfe-work', { label: 'a' }),
    });
    const registryBefore = await fs.readFile(path.join(store, 'registry.json'), 'utf8');
    const broken = await fakeRemoteBuild(root, 'mfe-work', {
      label: 'b',
      documents: [FLAGS, 'query MyTasks { myTasks { nodes { id removedField } } }'],
    });

    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: broken })).rejects.toThrow(
      'mfe-work: document Document2 (src/features/fake/document2.query.ts) is not valid against the API schema: ' +
        'Cannot query field "removedField" on type "Task".',
    );
    expect(await fs.readFile(path.join(store, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(await readHistory(store)).toHaveLength(1);
    expect(await fs.readdir(path.join(store, 'remotes', 'mfe-work'))).toEqual([good.entry.version]);
    expect(await fs.readdir(path.join(store, 'documents'))).toEqual([`${documentHash(FLAGS)}.graphql`]);
  });

  it('stores each document under its hash and records the set in the registry entry and its history record', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const result = await publishRemote({
      storeDir: store,
      name: 'mfe-work',
      fromDir: await fakeRemoteBuild(root, 'mfe-work', { documents: [MY_TASKS, FLAGS] }),
    });

    for (const text of [MY_TASKS, FLAGS]) {
      expect(await fs.readFile(path.join(store, 'documents', `${documentHash(text)}.graphql`), 'utf8')).toBe(normaliseDocument(text));
    }
    const [entry] = (await readRegistry(store)).remotes;
    expect(entry?.graphqlDocuments).toEqual({ digest: expect.stringMatching(/^[0-9a-f]{64}$/), count: 2 });
    expect((await readHistory(store))[0]?.entry.graphqlDocuments).toEqual(entry?.graphqlDocuments);
    // the list itself travels with the version
    const manifest = JSON.parse(
      await fs.readFile(path.join(store, 'remotes', 'mfe-work', result.entry.version, 'graphql-documents.json'), 'utf8'),
    ) as { documents: { hash: string }[] };
    expect(manifest.documents.map((d) => d.hash).sort()).toEqual([documentHash(MY_TASKS), documentHash(FLAGS)].sort());
  });

  it('refuses a build without an operations manifest, or with a document that does not match its hash', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const missing = await fakeRemoteBuild(root, 'mfe-work', { label: 'a' });
    await fs.rm(path.join(missing, 'graphql-documents.json'));
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: missing })).rejects.toThrow(
      /^mfe-work: .*graphql-documents\.json is missing: build it with the current tooling/,
    );

    const tampered = await fakeRemoteBuild(root, 'mfe-work', { label: 'b' });
    const file = path.join(tampered, 'graphql-documents.json');
    const manifest = JSON.parse(await fs.readFile(file, 'utf8')) as { documents: { body: string }[] };
    manifest.documents[0]!.body = normaliseDocument('query FakeFlags { me { id } }');
    await fs.writeFile(file, JSON.stringify(manifest));
    await expect(publishRemote({ storeDir: store, name: 'mfe-work', fromDir: tampered })).rejects.toThrow(
      'mfe-work: document Document1 (src/features/fake/document1.query.ts) does not match its hash in graphql-documents.json',
    );
    expect(await readRegistry(store)).toEqual({ remotes: [] });
  });
});

describe('the schema documents are checked against', () => {
  it('is the running API by introspection: a field the live API no longer has is refused there', async () => {
    const sdl = await fs.readFile(CHECKOUT_SDL, 'utf8');
    // the API renamed the field the fake build's document asks for
    const withoutFlags = sdl.replace('featureFlags: [String!]!', 'enabledFlags: [String!]!');
    expect(withoutFlags).not.toBe(sdl);
    const api = await apiServing(withoutFlags);
    const root = await tempDir();

    const live = await liveApiSchema(api);
    expect(live.from).toBe(`the live API at ${api}/api/graphql`);
    await expect(
      publishRemote({
        storeDir: path.join(root, 'store'),
        name: 'mfe-work',
        fromDir: await fakeRemoteBuild(root, 'mfe-work'),
        apiSchema: async () => live,
      }),
    ).rejects.toThrow(
      /Document1 .* Cannot query field "featureFlags" on type "Query"\.\n.*refused: 1 problem\(s\) against the live API at/,
    );
  });

  it("falls back to the checkout's SDL, saying why, when the API is down or refuses introspection", async () => {
    const refusing = await apiServing(null);
    expect((await liveApiSchema(refusing)).from).toMatch(
      /^the SDL of this checkout \(.*schema\.graphql\), because the API at .* refused introspection \(GraphQL introspection is not allowed\)$/,
    );
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await liveApiSchema(`http://127.0.0.1:${port}`);
    expect(down.from).toMatch(/because the API at http:\/\/127\.0\.0\.1:\d+\/api\/graphql is unreachable \(ECONNREFUSED\)$/);
    expect(down.schema.getQueryType()?.getFields().featureFlags).toBeDefined();
  });
});

describe('the host documents', () => {
  it('are checked and stored by sync like a remote build', async () => {
    const root = await tempDir();
    const store = path.join(root, 'store');
    const host = await fakeRemoteBuild(root, 'host', { documents: ['query ShellMe { me { id firstName } }'] });
    const schema = async () => liveApiSchema('http://127.0.0.1:9');
    expect(await trustHostDocuments(store, host, schema)).toBe(1);
    expect(await fs.readdir(path.join(store, 'documents'))).toEqual([`${documentHash('query ShellMe { me { id firstName } }')}.graphql`]);

    const broken = await fakeRemoteBuild(root, 'host', { label: 'b', documents: ['query ShellMe { me { nickname } }'] });
    await expect(trustHostDocuments(store, broken, schema)).rejects.toThrow(
      'host-shell: document Document1 (src/features/fake/document1.query.ts) is not valid against the API schema: Cannot query field "nickname" on type "Me".',
    );
  });
});
