// @ts-check
// The manifest against the real client: what the platform's urql client (graphcache, as the host configures it) sends
// for a remote's documents has the hash the manifest declares for them, so a production API that runs only declared
// documents (ADR 0245) runs these. mfe-work's own sources, gql.tada and urql; only the network (fetch) is replaced.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentHash } from '@work/shared-contracts/graphql-document';
import { extractGraphqlDocuments } from './graphql-documents.mjs';

const remoteDir = path.resolve(import.meta.dirname, '../../mfe-work');
const fromRemote = createRequire(path.join(remoteDir, 'package.json'));
const load = (/** @type {string} */ specifier) => import(pathToFileURL(fromRemote.resolve(specifier)).href);
const source = (/** @type {string} */ file) => import(pathToFileURL(path.join(remoteDir, file)).href);

/** The query text the client puts on the wire for each operation, in order. */
async function sentBy(/** @type {(client: any) => Promise<unknown>} */ operations) {
  const { Client, fetchExchange } = await load('urql');
  const { cacheExchange } = await load('@urql/exchange-graphcache');
  /** @type {string[]} */
  const sent = [];
  const client = new Client({
    url: 'http://api.invalid/api/graphql',
    exchanges: [cacheExchange({ keys: { TaskConnection: () => null, PaginationInfo: () => null } }), fetchExchange],
    // queries go as GET (urql's default within the URL limit), mutations as POST
    fetch: async (/** @type {string} */ url, /** @type {RequestInit} */ init) => {
      sent.push(init.method === 'GET' ? new URL(url).searchParams.get('query') : JSON.parse(String(init.body)).query);
      return new Response(JSON.stringify({ data: null }), { headers: { 'content-type': 'application/json' } });
    },
  });
  await operations(client);
  return sent;
}

describe('the manifest and the urql client agree', () => {
  it('on queries and mutations composed of fragments from other files, as the client sends them', async () => {
    const { MyOnboardingQuery } = await source('src/features/pending-checklist/checklist.query.ts');
    const { CompleteRegistrationMutation } = await source('src/features/complete-profile/profile.query.ts');
    const { TaskQuery } = await source('src/features/task-view/task.query.ts');
    const sent = await sentBy(async (client) => {
      await client.query(MyOnboardingQuery, {}).toPromise();
      await client.mutation(CompleteRegistrationMutation, { input: {} }).toPromise();
      await client.query(TaskQuery, { id: '1' }).toPromise();
    });
    // the client did add what the normalisation drops
    expect(sent.every((query) => query.includes('__typename'))).toBe(true);

    const declared = new Map(extractGraphqlDocuments(remoteDir).documents.map((d) => [d.name, d.hash]));
    expect(sent.map(documentHash)).toEqual([declared.get('MyOnboarding'), declared.get('CompleteRegistration'), declared.get('TaskView')]);
  });
});
