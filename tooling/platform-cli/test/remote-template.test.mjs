// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseNewRemoteArgs } from '../src/commands/new-remote.mjs';
import { renderRemote, SKELETON_FILES, skeletonDrift, specProblems } from '../src/remote-template.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const remotes = fs
  .readdirSync(root)
  .filter((d) => fs.existsSync(path.join(root, d, 'remote.json')))
  .sort();

describe('every remote comes from the one template (ADR 0248)', () => {
  it('finds the remotes by their remote.json', () => {
    expect(remotes).toEqual(
      expect.arrayContaining(['mfe-academy', 'mfe-admin-settings', 'mfe-hr', 'mfe-journal', 'mfe-payments', 'mfe-plan', 'mfe-work']),
    );
  });

  it.each(remotes)('%s keeps the skeleton files and scripts as the template renders them', (remote) => {
    expect(skeletonDrift(path.join(root, remote))).toEqual([]);
  });

  it("the template's libraries are the versions the host provides", () => {
    const host = JSON.parse(fs.readFileSync(path.join(root, 'host-shell', 'package.json'), 'utf8')).dependencies;
    const template = JSON.parse(/** @type {string} */ (renderRemote({ name: 'mfe-x', namespace: 'x' }).get('package.json'))).dependencies;
    const differing = Object.entries(template).filter(([dep, version]) => dep in host && host[dep] !== version);
    expect(differing).toEqual([]);
  });
});

describe('skeletonDrift', () => {
  /** @type {string[]} */
  const temp = [];
  afterEach(() => temp.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A copy of mfe-academy's sources in a temp folder. */
  function copyOfAcademy() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-template-'));
    temp.push(dir);
    fs.cpSync(path.join(root, 'mfe-academy'), dir, {
      recursive: true,
      filter: (src) => !/node_modules|dist/.test(path.relative(root, src)),
    });
    return dir;
  }

  it('names a skeleton file edited by hand, a missing one and a script that is not the template’s', () => {
    const dir = copyOfAcademy();
    expect(skeletonDrift(dir)).toEqual([]);
    fs.appendFileSync(path.join(dir, 'src/app/lifecycles.tsx'), '\nconsole.log("mounted");\n');
    fs.rmSync(path.join(dir, 'src/graphql.ts'));
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    pkg.scripts.dev = 'webpack --watch';
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    expect(skeletonDrift(dir)).toEqual([
      'src/app/lifecycles.tsx differs from the template',
      'src/graphql.ts is missing',
      'package.json script "dev" is not "node ../tooling/webpack-config/dev-remote.mjs"',
    ]);
  });
});

describe('renderRemote', () => {
  it('fills every token: a remote.json, a route, words and the skeleton', () => {
    const files = renderRemote({ name: 'mfe-reports', namespace: 'reports', title: 'Reports', route: '/reports', tenants: ['control'] });
    for (const file of SKELETON_FILES) expect(files.has(file)).toBe(true);
    for (const [file, content] of files) expect({ file, leftover: /\{\{\w+\}\}/.test(content) }).toEqual({ file, leftover: false });
    expect(JSON.parse(/** @type {string} */ (files.get('remote.json')))).toEqual({
      name: 'mfe-reports',
      federationName: 'mfe_reports',
      routes: ['/reports'],
      tenants: ['control'],
      roles: [],
      extensions: [],
    });
    expect(JSON.parse(/** @type {string} */ (files.get('package.json'))).name).toBe('@work/mfe-reports');
    expect(files.get('src/text/en.ts')).toContain("'reports.title': 'Reports'");
    expect(files.get('src/app/AppRouter.tsx')).toContain('<Route path="/reports/*" element={<ReportsRoute />} />');
    expect(files.get('src/routes/ReportsRoute.tsx')).toContain('export function ReportsRoute()');
  });

  it('refuses what would not make a working remote, saying why', () => {
    expect(specProblems({ name: 'reports', namespace: 'Reports', route: 'reports', tenants: ['staff'] })).toEqual([
      'the name must look like mfe-reports, not "reports"',
      'the text namespace must be lower-case letters and digits, not "Reports"',
      'the route must be a path prefix such as /reports, not "reports"',
      'unknown tenant staff (tenants: network, control, client)',
    ]);
    expect(() => renderRemote({ name: 'mfe-x', namespace: 'x', tenants: [] })).toThrow('a remote serves at least one tenant');
  });
});

describe('new-remote arguments', () => {
  it('takes the defaults from the name', () => {
    expect(parseNewRemoteArgs(['mfe-time-off'])).toEqual({
      name: 'mfe-time-off',
      namespace: 'timeoff',
      title: undefined,
      route: undefined,
      tenants: undefined,
    });
  });

  it('reads the options', () => {
    expect(
      parseNewRemoteArgs(['mfe-reports', '--route', '/reports/all', '--title', 'All reports', '--tenants', 'control, network']),
    ).toEqual({
      name: 'mfe-reports',
      namespace: 'reports',
      title: 'All reports',
      route: '/reports/all',
      tenants: ['control', 'network'],
    });
  });

  it('says what is wrong', () => {
    expect(parseNewRemoteArgs([])).toEqual({ error: 'new-remote needs a name such as mfe-reports' });
    expect(parseNewRemoteArgs(['mfe-x', '--colour', 'red'])).toEqual({ error: 'unknown argument --colour' });
    expect(parseNewRemoteArgs(['mfe-x', '--route'])).toEqual({ error: '--route needs a value' });
    expect(parseNewRemoteArgs(['mfe-x', '--route', 'x'])).toEqual({ error: 'the route must be a path prefix such as /reports, not "x"' });
  });
});
