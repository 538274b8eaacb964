// The root eslint.config.mjs enforces the architecture's import boundaries; these tests lint snippets as if they lived
// at a given path and check which imports are refused, and that the refusal says why.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { KIT_KNOWN_CROSSINGS, MODULE_KNOWN_DEEP_IMPORTS } from '../../eslint.config.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages;
}

/** The specifiers among `imports` that the lint refuses in `file` (one `import '…'` line each). */
async function refused(file: string, imports: string[]): Promise<string[]> {
  const messages = await lint(file, imports.map((specifier) => `import '${specifier}';`).join('\n'));
  expect(messages.filter((m) => m.ruleId !== 'no-restricted-imports')).toEqual([]);
  return messages.map((m) => imports[m.line - 1]!);
}

describe('remotes', () => {
  it('refuses another remote, by package name or by a relative path into its folder, and the host shell', async () => {
    const imports = [
      '../../mfe-work/src/features/tasks/TaskTable',
      '@work/mfe-work',
      '@work/mfe-work/src/app',
      '@work/host-shell/src/bus',
      '../../../host-shell/src/bus',
      '@work/platform-api/src/kit/errors.js',
    ];
    expect(await refused('mfe-journal/src/features/scratch.ts', imports)).toEqual(imports);
  });

  it('allows the shared packages, its own files and libraries', async () => {
    const imports = [
      '@work/shared-contracts',
      '@work/shared-contracts/journal',
      '@work/shared-ui',
      './JournalEntryForm',
      '../../app',
      'antd',
    ];
    expect(await refused('mfe-journal/src/features/journal-panel/scratch.tsx', imports)).toEqual([]);
  });

  it('says why, and also refuses type-only imports', async () => {
    const [message, ...rest] = await lint('mfe-payments/src/scratch.ts', "import type { Task } from '@work/mfe-work/src/types';");
    expect(rest).toEqual([]);
    expect(message?.message).toContain('remotes are deployed on their own and talk only through the event bus');
  });
});

describe('host shell', () => {
  it("refuses a remote's source", async () => {
    const imports = ['@work/mfe-journal', '../../mfe-journal/src/app', '@work/shared-contracts'];
    expect(await refused('host-shell/src/scratch.ts', imports)).toEqual(imports.slice(0, 2));
    const [message] = await lint('host-shell/src/scratch.ts', "import '@work/mfe-journal';");
    expect(message?.message).toContain('loads remotes at run time from the registry');
  });
});

describe('shared packages', () => {
  it('never import the apps; shared-contracts never imports UI', async () => {
    expect(await refused('shared-ui/src/scratch.tsx', ['@work/host-shell', '@work/mfe-work', '@work/shared-contracts'])).toEqual([
      '@work/host-shell',
      '@work/mfe-work',
    ]);
    expect(await refused('shared-contracts/src/scratch.ts', ['@work/shared-ui', '../../platform-api/src/kit/errors.js'])).toEqual([
      '@work/shared-ui',
      '../../platform-api/src/kit/errors.js',
    ]);
  });
});

describe('shared-ui subpaths', () => {
  it('take the mount-props context from the shared root, never by a relative path (a second, empty copy)', async () => {
    expect(
      await refused('shared-ui/src/phone/Scratch.tsx', [
        '../components/RemoteProviders',
        '../feedback/useConfirm',
        '@work/shared-ui',
        '../components/EmptyState',
      ]),
    ).toEqual(['../components/RemoteProviders', '../feedback/useConfirm']);
    // the root entry itself, and tests, use the file directly
    expect(await refused('shared-ui/src/feedback/useScratch.ts', ['../components/RemoteProviders'])).toEqual([]);
    expect(await refused('shared-ui/src/files/Scratch.test.tsx', ['../components/RemoteProviders'])).toEqual([]);
    // the other shared-ui boundaries still hold there
    expect(await refused('shared-ui/src/files/Scratch.tsx', ['@work/mfe-hr', '@ant-design/icons'])).toEqual([
      '@work/mfe-hr',
      '@ant-design/icons',
    ]);
  });
});

describe('platform-api kit', () => {
  it('refuses domain modules', async () => {
    expect(
      await refused('platform-api/src/kit/scratch.ts', ['../modules/people/people.data.js', './clock.js', '@work/shared-contracts']),
    ).toEqual(['../modules/people/people.data.js']);
    const [message] = await lint('platform-api/src/kit/auth/scratch.ts', "export { x } from '../../modules/work/work.tables.js';");
    expect(message?.message).toContain('never imports a domain module');
  });

  it('lets kit/db/schema.ts gather the tables, and nothing else', async () => {
    const imports = ['../../modules/work/work.tables.js', '../../modules/work/work.data.js'];
    expect(await refused('platform-api/src/kit/db/schema.ts', imports)).toEqual(['../../modules/work/work.data.js']);
  });

  it('lets a kit test use a module to arrange data', async () => {
    expect(await refused('platform-api/src/kit/scratch.test.ts', ['../modules/people/people.tables.js'])).toEqual([]);
  });
});

describe('platform-api modules', () => {
  it('reach another module only through its index.ts', async () => {
    const imports = [
      '../people/people.data.js',
      '../../modules/people/people.data.js',
      '../identity/index.js',
      '../identity/keys.js',
      './calendar.tables.js',
      '../../kit/db/index.js',
      '@work/shared-ui',
    ];
    expect(await refused('platform-api/src/modules/calendar/scratch.ts', imports)).toEqual([
      '../people/people.data.js',
      '../../modules/people/people.data.js',
      '../identity/keys.js',
      '@work/shared-ui',
    ]);
    const [message] = await lint('platform-api/src/modules/calendar/scratch.ts', "import '../people/people.data.js';");
    expect(message?.message).toContain("meet only through each other's index.ts");
  });

  it('keep a known deep import allowed only for the module that has it', async () => {
    expect(await refused('platform-api/src/modules/calendar/scratch.ts', ['../flags/flags.tables.js'])).toEqual([]);
    expect(await refused('platform-api/src/modules/files/scratch.ts', ['../flags/flags.tables.js'])).toEqual(['../flags/flags.tables.js']);
  });

  it('list only deep imports that still exist, so the list shrinks as they are fixed', () => {
    const source = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
        .join('\n');
    const modules = path.join(ROOT, 'platform-api/src/modules');
    const stale = Object.entries(MODULE_KNOWN_DEEP_IMPORTS).flatMap(([name, targets]) => {
      const code = source(path.join(modules, name));
      return targets
        .filter((target) => !code.includes(`'../${target}.js'`) && !code.includes(`"../${target}.js"`))
        .map((t) => `${name} → ${t}`);
    });
    const kit = path.join(ROOT, 'platform-api/src/kit');
    const staleKit = Object.entries(KIT_KNOWN_CROSSINGS).flatMap(([file, targets]) => {
      const code = fs.readFileSync(path.join(kit, file), 'utf8');
      return targets.filter((target) => !new RegExp(`modules/${target}\\.js['"]`).test(code)).map((t) => `kit/${file} → ${t}`);
    });
    expect([...stale, ...staleKit]).toEqual([]);
  });
});

describe('icons by path (issue 15)', () => {
  it.each(['mfe-work/src/features/files/scratch.tsx', 'host-shell/src/scratch.tsx', 'shared-ui/src/scratch.tsx'])(
    "refuses the @ant-design/icons index in %s and allows one icon's own path",
    async (file) => {
      const imports = ['@ant-design/icons', '@ant-design/icons/BellOutlined'];
      expect(await refused(file, imports)).toEqual(['@ant-design/icons']);
      const [message] = await lint(file, "import { BellOutlined } from '@ant-design/icons';");
      expect(message?.message).toContain('Import each icon by its own path');
    },
  );
});
