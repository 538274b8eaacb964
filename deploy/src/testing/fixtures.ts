import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENTS_MANIFEST, documentHash, normaliseDocument } from '@work/shared-contracts/graphql-document';

export async function tempDir(prefix = 'deploy-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * A minimal remote build: remote.json, mf-manifest.json, remoteEntry.js, one hashed chunk and its GraphQL operations
 * manifest (`documents`: each document's text; default one query valid against the checkout's schema).
 */
/** /work for mfe-work; a two-letter name (mfe-hr) gets /hr-area, as the shell reads /xx as a language (remote.json refuses it). */
const routeOf = (name: string) => {
  const area = name.replace(/^mfe-/, '');
  return area.length > 2 ? `/${area}` : `/${area}-area`;
};

export async function fakeRemoteBuild(
  root: string,
  name: string,
  opts: { label?: string; descriptor?: Record<string, unknown>; documents?: string[] } = {},
): Promise<string> {
  const dir = path.join(root, `${name}-${opts.label ?? 'a'}-${Math.random().toString(36).slice(2, 8)}`);
  await fs.mkdir(path.join(dir, 'static', 'js'), { recursive: true });
  const federationName = name.replace(/-/g, '_');
  const descriptor = opts.descriptor ?? {
    name,
    federationName,
    routes: [routeOf(name)],
    tenants: ['network'],
    roles: [],
    extensions: [],
  };
  await fs.writeFile(path.join(dir, 'remote.json'), JSON.stringify(descriptor));
  await fs.writeFile(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: federationName,
      name: federationName,
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      label: opts.label ?? 'a',
    }),
  );
  await fs.writeFile(path.join(dir, 'remoteEntry.js'), `var ${federationName} = "${opts.label ?? 'a'}";`);
  await fs.writeFile(path.join(dir, 'static', 'js', '123.0a1b2c3d.js'), `console.log(${JSON.stringify(opts.label ?? 'a')});`);
  const documents = (opts.documents ?? ['query FakeFlags { featureFlags }']).map((text, i) => ({
    name: `Document${i + 1}`,
    file: `src/features/fake/document${i + 1}.query.ts`,
    hash: documentHash(text),
    body: normaliseDocument(text),
  }));
  await fs.writeFile(path.join(dir, DOCUMENTS_MANIFEST), JSON.stringify({ documents }));
  return dir;
}
