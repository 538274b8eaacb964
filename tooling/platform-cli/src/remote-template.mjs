// @ts-check
// The one template every remote comes from (templates/remote, ADR 0248). `new-remote` renders it into a new folder;
// the conformance test renders it for every existing remote and compares the skeleton files, so the wiring that makes
// a remote a remote (lifecycles, name, words, events, GraphQL, tests, scripts) cannot drift apart between teams.
import fs from 'node:fs';
import path from 'node:path';

export const TEMPLATE_DIR = path.join(import.meta.dirname, '..', 'templates', 'remote');
const SUFFIX = '.tmpl';

/**
 * Files each remote keeps exactly as the template renders them. The rest (remote.json, routes, words, events, configs)
 * is a starting point its team grows.
 */
export const SKELETON_FILES = Object.freeze([
  'src/app/buildLabel.ts',
  'src/app/lifecycles.tsx',
  'src/env.d.ts',
  'src/graphql.ts',
  'src/index.ts',
  'src/text/index.ts',
  'vitest.config.ts',
]);

/** Skeleton files of a remote with routes (its ./app expose); a remote that only fills extension points has neither. */
const ROUTED_ONLY = new Set(['src/app/lifecycles.tsx', 'src/index.ts']);

export const TENANTS = Object.freeze(['network', 'control', 'client']);

/**
 * @typedef {object} RemoteSpec
 * @property {string} name       the folder and remote name, `mfe-…`
 * @property {string} namespace  the first segment of every text key (`reports` → `reports.title`)
 * @property {string} [title]    the area's name in British English (the page heading)
 * @property {string} [route]    the route prefix the remote owns, e.g. `/reports`
 * @property {string[]} [tenants]
 */

/** @param {string} text */
const pascal = (text) =>
  text
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join('');

/**
 * What is wrong with a spec, in words for the person who typed it; empty when it can be rendered.
 * @param {RemoteSpec} spec
 * @returns {string[]}
 */
export function specProblems(spec) {
  const problems = [];
  if (!/^mfe-[a-z0-9]+(-[a-z0-9]+)*$/.test(spec.name)) problems.push(`the name must look like mfe-reports, not "${spec.name}"`);
  if (!/^[a-z][a-z0-9]*$/.test(spec.namespace))
    problems.push(`the text namespace must be lower-case letters and digits, not "${spec.namespace}"`);
  if (spec.route !== undefined && !/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(spec.route)) {
    problems.push(`the route must be a path prefix such as /reports, not "${spec.route}"`);
  }
  const unknown = (spec.tenants ?? []).filter((t) => !TENANTS.includes(t));
  if (unknown.length) problems.push(`unknown tenant ${unknown.join(', ')} (tenants: ${TENANTS.join(', ')})`);
  if (spec.tenants && spec.tenants.length === 0) problems.push('a remote serves at least one tenant');
  if (spec.title !== undefined && spec.title.trim() === '') problems.push('the title must not be empty');
  return problems;
}

/**
 * The `{{token}}` values for a spec.
 * @param {RemoteSpec} spec
 * @returns {Record<string, string>}
 */
export function templateValues(spec) {
  const area = spec.name.replace(/^mfe-/, '');
  return {
    name: spec.name,
    federationName: spec.name.replace(/-/g, '_'),
    namespace: spec.namespace,
    title: spec.title ?? pascal(spec.namespace),
    route: spec.route ?? `/${area}`,
    tenants: `[${(spec.tenants ?? ['network', 'control']).map((t) => JSON.stringify(t)).join(', ')}]`,
    component: `${pascal(spec.namespace)}Route`,
  };
}

/**
 * @param {string} text
 * @param {Record<string, string>} values
 */
function fill(text, values) {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key) => {
    if (!Object.hasOwn(values, key)) throw new Error(`the remote template uses {{${key}}}, which has no value`);
    return /** @type {string} */ (values[key]);
  });
}

/** @param {string} dir @returns {string[]} template files relative to dir, with `/` */
function templateFiles(dir = TEMPLATE_DIR) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(SUFFIX))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The template rendered for a spec: relative path → content.
 * @param {RemoteSpec} spec
 * @returns {Map<string, string>}
 */
export function renderRemote(spec) {
  const problems = specProblems(spec);
  if (problems.length) throw new Error(problems.join('; '));
  const values = templateValues(spec);
  const files = new Map();
  for (const file of templateFiles()) {
    files.set(fill(file.slice(0, -SUFFIX.length), values), fill(fs.readFileSync(path.join(TEMPLATE_DIR, file), 'utf8'), values));
  }
  return files;
}

/**
 * The spec an existing remote was made from: its name from remote.json, its text namespace from its catalogue.
 * @param {string} remoteDir
 * @returns {RemoteSpec}
 */
export function specOf(remoteDir) {
  const descriptor = JSON.parse(fs.readFileSync(path.join(remoteDir, 'remote.json'), 'utf8'));
  const catalogue = fs.readFileSync(path.join(remoteDir, 'src', 'text', 'index.ts'), 'utf8');
  const namespace = /createTextCatalogue\('([^']+)'/.exec(catalogue)?.[1] ?? '';
  return { name: descriptor.name, namespace, route: descriptor.routes[0], tenants: descriptor.tenants };
}

/**
 * Where a remote's skeleton differs from the template: each skeleton file that is missing or not as rendered, and
 * package.json scripts that are not the template's. Empty when the remote conforms.
 * @param {string} remoteDir
 * @returns {string[]}
 */
export function skeletonDrift(remoteDir) {
  const spec = specOf(remoteDir);
  const rendered = renderRemote(spec);
  const drift = [];
  for (const file of SKELETON_FILES) {
    if (ROUTED_ONLY.has(file) && spec.route === undefined) continue;
    const full = path.join(remoteDir, file);
    if (!fs.existsSync(full)) drift.push(`${file} is missing`);
    else if (fs.readFileSync(full, 'utf8') !== rendered.get(file)) drift.push(`${file} differs from the template`);
  }
  const scripts = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8')).scripts ?? {};
  const templateScripts = JSON.parse(/** @type {string} */ (rendered.get('package.json'))).scripts;
  for (const [name, command] of Object.entries(templateScripts)) {
    if (scripts[name] !== command) drift.push(`package.json script "${name}" is not "${command}"`);
  }
  return drift;
}
