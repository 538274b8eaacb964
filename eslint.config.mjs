// ESLint guards the architecture's import boundaries (docs/architecture.md, ADRs 0001, 0002, 0101). It is not a style
// checker (that is Prettier's job) and runs without type information, so it stays fast.
//
// Every boundary is one `no-restricted-imports` entry per area. ESLint replaces, not merges, a rule's options when two
// config objects match the same file, so the areas below are disjoint and each builds its full list of patterns.
import fs from 'node:fs';
import path from 'node:path';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const SOURCE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**'];

const dirsIn = (dir, pattern) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => entry.name)
    .sort();
const REMOTES = dirsIn('.', /^mfe-/);
const API_MODULES = dirsIn('platform-api/src/modules', /^[a-z]/);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// ---------------------------------------------------------------------------------------------- front-end packages
const REMOTE_MESSAGE =
  'A remote never imports another remote or the host shell: remotes are deployed on their own and talk only through ' +
  'the event bus and the types in @work/shared-contracts; shared components go in @work/shared-ui (ADRs 0101, 0102).';
const HOST_MESSAGE =
  "The host shell never imports a remote's source: it loads remotes at run time from the registry through Module " +
  'Federation (ADR 0101); what both sides need belongs in @work/shared-contracts or @work/shared-ui.';
const FRONT_TO_API_MESSAGE =
  'Front-end code never imports platform-api or deploy code: it reaches the API over GraphQL/REST, typed by ' +
  '@work/shared-contracts (its schema.graphql and shared types).';
const SHARED_MESSAGE =
  'Shared packages sit below every app: @work/shared-contracts and @work/shared-ui never import a remote, the host ' +
  'shell, platform-api or deploy, or every app would depend on every other.';
const ICONS_MESSAGE =
  "Import each icon by its own path (import BellOutlined from '@ant-design/icons/BellOutlined'): the package's index " +
  'pulls in all ~850 icons, about 170 KiB compressed on the first load (issue 15, ADR 0249).';
/** Icons by path only, in every front-end package. */
const ICONS_BY_PATH = [{ regex: '^@ant-design/icons$', message: ICONS_MESSAGE }];
const SUBPATH_CONTEXT_MESSAGE =
  'A shared-ui subpath is bundled into each remote: import useMountProps, useConfirm and the other root hooks from ' +
  "'@work/shared-ui' (the shared root, the host-filled context), not by a relative path (a second, empty context).";
const CONTRACTS_UI_MESSAGE = '@work/shared-contracts is also loaded by platform-api on Node: it holds types and pure functions, never UI.';

/** An import of a workspace package by name, or by a relative path that climbs into its folder. */
const packageImport = (folderRegex, message) => [
  { regex: `^@work/(?:${folderRegex})(?:/|$)`, message },
  { regex: `^(?:\\.\\./)+(?:${folderRegex})(?:/|$)`, message },
];
const API_PACKAGES = 'platform-api|deploy';

const frontEndBoundaries = [
  ...REMOTES.map((remote) => ({
    name: `boundaries/${remote}`,
    files: [`${remote}/${SOURCE}`],
    rules: restrict(
      ...packageImport(`host-shell|(?!${escape(remote)}(?:/|$))mfe-[^/]+`, REMOTE_MESSAGE),
      ...packageImport(API_PACKAGES, FRONT_TO_API_MESSAGE),
      ...ICONS_BY_PATH,
    ),
  })),
  {
    name: 'boundaries/host-shell',
    files: [`host-shell/${SOURCE}`],
    rules: restrict(...packageImport('mfe-[^/]+', HOST_MESSAGE), ...packageImport(API_PACKAGES, FRONT_TO_API_MESSAGE), ...ICONS_BY_PATH),
  },
  {
    name: 'boundaries/shared-ui',
    files: [`shared-ui/${SOURCE}`],
    rules: restrict(...packageImport(`host-shell|mfe-[^/]+|${API_PACKAGES}`, SHARED_MESSAGE), ...ICONS_BY_PATH),
  },
  {
    // The unshared subpaths (@work/shared-ui/phone, /files, …) are bundled into each remote: a relative import of the
    // mount-props context there is a second copy that no RemoteProviders fills ("useMountProps outside
    // RemoteProviders"), and so is one of a root hook that reads it (feedback/). They take those from the shared root by
    // the package's name. The same patterns as above, plus that.
    name: 'boundaries/shared-ui-subpaths',
    files: [`shared-ui/src/{phone,files,invoicing,pickers,data-grid,inputs,dates,announcements}/${SOURCE}`],
    ignores: TESTS,
    rules: restrict(...packageImport(`host-shell|mfe-[^/]+|${API_PACKAGES}`, SHARED_MESSAGE), ...ICONS_BY_PATH, {
      regex: '^(?:\\.\\./)+(?:components/RemoteProviders|feedback/[^/]+)$',
      message: SUBPATH_CONTEXT_MESSAGE,
    }),
  },
  {
    name: 'boundaries/shared-contracts',
    files: [`shared-contracts/${SOURCE}`],
    rules: restrict(
      ...packageImport(`host-shell|mfe-[^/]+|${API_PACKAGES}`, SHARED_MESSAGE),
      ...packageImport('shared-ui', CONTRACTS_UI_MESSAGE),
    ),
  },
];

// ------------------------------------------------------------------------------------------------------ platform-api
const API_TO_FRONT_MESSAGE = 'platform-api never imports front-end code; what both sides share lives in @work/shared-contracts.';
const KIT_MESSAGE =
  'The kit (platform-api/src/kit) is what every domain module builds on, so it never imports a domain module: pass ' +
  'what it needs in as a port or a dependency (as kit/accounts.ts does for identity).';
const MODULE_MESSAGE =
  "API modules meet only through each other's index.ts: import '../<module>/index.js' (export what you need there) " +
  "instead of reaching into another module's files.";

// Crossings that predate these rules, kept so the lint passes without restructuring modules. Shrink these lists, never
// grow them: a new crossing goes through the target's index.ts (or, for the kit, a port).
/** Kit file → the module files it still imports. kit/db/schema.ts is by design: drizzle-kit reads every table there. */
export const KIT_KNOWN_CROSSINGS = {
  'db/schema.ts': ['[^/]+/[^/]+\\.tables'],
  'context.ts': ['people/people\\.data'],
  'graphql/builder.ts': ['people/people\\.data'],
  'graphql/auth-rules.ts': ['people/people\\.rules'],
  'pubsub.ts': ['notifications/notifications\\.data'],
};
/** Module → files of other modules it still imports directly (module/file, without .js). */
export const MODULE_KNOWN_DEEP_IMPORTS = {
  announcements: ['notifications/notify', 'people/people.rules', 'people/people.tables'],
  calendar: ['flags/flags.tables'],
  credentials: ['clients/clients.tables', 'people/people.tables', 'work/work.tables'],
  files: ['work/work.data'],
  identity: ['people/people.tables'],
  journal: ['clients/clients.data', 'clients/clients.schema', 'clients/clients.tables', 'settings/settings.data'],
  people: ['credentials/credentials.data', 'files/files.data', 'files/files.tables', 'work/work.tables'],
  search: ['clients/clients.tables', 'people/people.tables', 'work/work.rules', 'work/work.tables'],
  work: [
    'clients/clients.data',
    'clients/clients.schema',
    'clients/clients.tables',
    'credentials/credentials.data',
    'files/files.data',
    'files/files.routes',
    'files/files.tables',
    'flags/flags.tables',
    'journal/journal.recurrence', // shared on purpose (ADR 0217); moves to the kit if a third user appears
    'journal/journal.scheduler',
    'journal/journal.tables',
    'people/banners.rules',
    'people/people.data',
    'people/people.rules',
    'people/people.schema',
    'people/people.tables',
    'settings/settings.data',
  ],
};

const apiToFront = packageImport('host-shell|mfe-[^/]+|shared-ui', API_TO_FRONT_MESSAGE);
const except = (allowed) => (allowed.length ? `(?!(?:${allowed.join('|')})\\.js$)` : '');

/** Relative imports from a kit file into modules/, except the listed targets. */
const kitBoundary = (file, allowed) => ({
  name: `boundaries/platform-api/kit${file ? `/${file}` : ''}`,
  files: [`platform-api/src/kit/${file ?? SOURCE}`],
  ignores: file ? [] : [...TESTS, ...Object.keys(KIT_KNOWN_CROSSINGS).map((known) => `platform-api/src/kit/${known}`)],
  rules: restrict(...apiToFront, { regex: `^(?:\\.\\./)+modules/${except(allowed)}`, message: KIT_MESSAGE }),
});

/**
 * From modules/<name>/<file>: `../<other>/<file>` (or `../../modules/<other>/<file>`) is a deep import unless <file> is
 * index.js; the module's own files and `../../kit/…` do not match.
 */
const moduleBoundary = (name) => ({
  name: `boundaries/platform-api/modules/${name}`,
  files: [`platform-api/src/modules/${name}/${SOURCE}`],
  ignores: TESTS,
  rules: restrict(...apiToFront, {
    regex:
      `^\\.\\./(?:\\.\\./modules/)?${except((MODULE_KNOWN_DEEP_IMPORTS[name] ?? []).map(escape))}` +
      `(?!${escape(name)}/)[^./][^/]*/(?!index\\.js$)[^/]`,
    message: MODULE_MESSAGE,
  }),
});

const apiBoundaries = [
  // Everything in platform-api (composition root, seed, tests); the kit and module entries below add to it.
  { name: 'boundaries/platform-api', files: [`platform-api/${SOURCE}`], rules: restrict(...apiToFront) },
  kitBoundary(undefined, []),
  ...Object.entries(KIT_KNOWN_CROSSINGS).map(([file, allowed]) => kitBoundary(file, allowed)),
  ...API_MODULES.map(moduleBoundary),
];

// ---------------------------------------------------------------------------------------------------------- config
export default [
  {
    name: 'ignores',
    ignores: [
      '**/dist/',
      '**/dist-dev/',
      '**/coverage/',
      '**/.data/',
      'deploy/.store/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'e2e/.auth/',
      '**/graphql-env.d.ts',
      'platform-api/migrations/',
    ],
  },
  {
    // Parser only, no type information (fast); the plugin is registered for the one rule below.
    name: 'typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    plugins: { '@typescript-eslint': tseslint.plugin },
  },
  {
    // `any` switches the type checker off; tests may use it to poke at internals.
    name: 'no-explicit-any',
    files: ['**/*.{ts,tsx,mts,cts}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    // Stale closures and hooks called conditionally are bugs; the code's eslint-disable comments already name this rule.
    name: 'react-hooks',
    files: ['{host-shell,shared-ui,shared-contracts,mfe-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A remote's test files share a worker's modules; one that replaces a module runs alone (ADR 0286).
    name: 'isolated-mocks',
    files: ['mfe-*/src/**/*.test.{ts,tsx}'],
    ignores: ['mfe-*/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'vi.mock shares a worker with modules other files loaded: name this file *.isolated.test.tsx (ADR 0286).',
        },
      ],
    },
  },
  ...frontEndBoundaries,
  ...apiBoundaries,
];
