// @ts-check
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENTS_MANIFEST, documentHash } from '@work/shared-contracts/graphql-document';
import { EmitGraphqlDocumentsPlugin, extractGraphqlDocuments } from './graphql-documents.mjs';

/** @type {string[]} */
const made = [];
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

/** A package folder with the given files (paths relative to it). @param {Record<string, string>} files */
async function packageWith(files) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'graphql-documents-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
  return dir;
}

const CHECKLIST = `import { graphql } from '../../graphql';
export const ChecklistFields = graphql(\`
  fragment ChecklistFields on OnboardingChecklist { id percent steps { step complete } }
\`);
export const MyOnboardingQuery = graphql(\`query MyOnboarding { myOnboarding { ...ChecklistFields } }\`, [ChecklistFields]);
`;
const PROFILE = `import { graphql } from '../../graphql';
import { ChecklistFields as Fields } from '../checklist/checklist.query';
const Owner = graphql(\`fragment Owner on Person { id fullName }\`);
export const CompleteRegistration = graphql(
  \`mutation CompleteRegistration($input: RegistrationInput!) {
    completeRegistration(input: $input) { ...ChecklistFields owner { ...Owner } }
  }\`,
  [Fields, Owner],
);
`;

describe('extractGraphqlDocuments', () => {
  it('lists each operation with the fragments it is composed with, across files, as the client sends it', async () => {
    const dir = await packageWith({
      'src/features/checklist/checklist.query.ts': CHECKLIST,
      'src/features/profile/profile.query.ts': PROFILE,
      'src/features/profile/Profile.tsx': 'export const Profile = () => <div>{String(1)}</div>;\n',
      'src/features/profile/profile.test.ts': 'graphql(`query OnlyInATest { me { id } }`);\n',
    });
    const { documents } = extractGraphqlDocuments(dir);

    expect(documents.map((d) => [d.name, d.file])).toEqual([
      ['MyOnboarding', 'src/features/checklist/checklist.query.ts'],
      ['CompleteRegistration', 'src/features/profile/profile.query.ts'],
    ]);
    const registration = documents[1];
    // what urql sends: gql.tada's joined text with __typename added by the cache, fragments in its own order
    const sent = `fragment Owner on Person { __typename id fullName }
      mutation CompleteRegistration($input: RegistrationInput!) {
        completeRegistration(input: $input) { __typename ...ChecklistFields owner { __typename ...Owner } }
      }
      fragment ChecklistFields on OnboardingChecklist { __typename id percent steps { __typename step complete } }`;
    expect(registration?.hash).toBe(documentHash(sent));
    expect(registration?.body).toContain('fragment Owner on Person');
    expect(registration?.body).not.toContain('__typename');
  });

  it('refuses a fragment argument it cannot follow, naming the file and line', async () => {
    const dir = await packageWith({
      'src/a.query.ts':
        "import { graphql } from './graphql';\nimport { Elsewhere } from 'some-package';\n" +
        'export const Q = graphql(`query Q { me { ...Elsewhere } }`, [Elsewhere]);\n',
    });
    expect(() => extractGraphqlDocuments(dir)).toThrow('src/a.query.ts:3: fragment Elsewhere is not a graphql() document of this package');
  });

  it('refuses a document built with ${…}, which no manifest can know', async () => {
    const dir = await packageWith({ 'src/a.query.ts': 'const f = "id";\nexport const Q = graphql(`query Q { me { ${f} } }`);\n' });
    expect(() => extractGraphqlDocuments(dir)).toThrow(/src\/a\.query\.ts:2: graphql\(\) takes its document as a plain string/);
  });
});

describe('documents of bundled modules from other workspace packages', () => {
  it('are declared with the package’s own, hand-typed ones too; files inside the package or in node_modules are not added twice', async () => {
    const root = await packageWith({
      'app/src/features/checklist/checklist.query.ts': CHECKLIST,
      'shared/src/pickers/graphql.ts': 'export function graphql(text) { return text; }\n',
      'shared/src/pickers/userPicker.tsx':
        "import { graphql } from './graphql';\n" +
        'export const UserPickerQuery = graphql<{ users: unknown }, { search: string }>(`query UserPicker($search: String) { users(search: $search) { id } }`);\n',
      'app/node_modules/lib/src/other.ts': 'export const Q = graphql(`query FromALibrary { me { id } }`);\n',
    });
    const app = path.join(root, 'app');
    const { documents, files } = extractGraphqlDocuments(app, {
      bundledFiles: [
        path.join(root, 'shared/src/pickers/userPicker.tsx'),
        path.join(root, 'shared/src/pickers/graphql.ts'),
        path.join(app, 'src/features/checklist/checklist.query.ts'),
        path.join(app, 'node_modules/lib/src/other.ts'),
      ],
    });
    expect(documents.map((d) => [d.name, d.file])).toEqual([
      ['UserPicker', '../shared/src/pickers/userPicker.tsx'],
      ['MyOnboarding', 'src/features/checklist/checklist.query.ts'],
    ]);
    expect(files).toContain('../shared/src/pickers/userPicker.tsx');
  });
});

describe('EmitGraphqlDocumentsPlugin', () => {
  it('writes graphql-documents.json into the build', async () => {
    const dir = await packageWith({
      'src/features/checklist/checklist.query.ts': CHECKLIST,
      'src/entry.js': 'export const ready = true;\n',
    });
    const out = path.join(dir, 'dist');
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './src/entry.js',
      output: { path: out },
      plugins: [new EmitGraphqlDocumentsPlugin(dir)],
    });
    await new Promise((resolve, reject) =>
      compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : compiler.close(resolve))),
    );

    const manifest = JSON.parse(await fs.readFile(path.join(out, DOCUMENTS_MANIFEST), 'utf8'));
    expect(manifest.documents).toEqual([
      expect.objectContaining({
        name: 'MyOnboarding',
        file: 'src/features/checklist/checklist.query.ts',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      }),
    ]);
  });

  it('declares the documents of the modules it bundles from another workspace package, not of those it leaves out', async () => {
    const root = await packageWith({
      'shared/src/pickers/userPicker.ts': 'export const UserPickerQuery = graphql(`query UserPicker { users { id } }`);\n',
      'shared/src/pickers/unused.ts': 'export const UnusedQuery = graphql(`query NotShipped { me { id } }`);\n',
      // a barrel without side effects: what the entry does not use of it is not bundled
      'shared/src/pickers/index.js': "export * from './userPicker.ts';\nexport * from './unused.ts';\n",
      'shared/package.json': JSON.stringify({ name: 'shared', sideEffects: false }),
      'app/src/entry.js': "import { UserPickerQuery } from '../../shared/src/pickers/index.js';\nexport const q = UserPickerQuery;\n",
    });
    const app = path.join(root, 'app');
    const out = path.join(app, 'dist');
    const compiler = webpack({
      mode: 'production',
      context: app,
      entry: './src/entry.js',
      output: { path: out, library: { type: 'module' } },
      experiments: { outputModule: true },
      plugins: [new EmitGraphqlDocumentsPlugin(app)],
    });
    await new Promise((resolve, reject) =>
      compiler.run((err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : compiler.close(resolve))),
    );

    const manifest = JSON.parse(await fs.readFile(path.join(out, DOCUMENTS_MANIFEST), 'utf8'));
    expect(manifest.documents.map((/** @type {{ name: string, file: string }} */ d) => [d.name, d.file])).toEqual([
      ['UserPicker', '../shared/src/pickers/userPicker.ts'],
    ]);
  });
});
