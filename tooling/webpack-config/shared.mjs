// The shared singletons every federated build agrees on. One copy of each reaches the browser:
// the host loads first (shareStrategy 'loaded-first') and every remote takes the host's copy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Share key → whether strictVersion applies (a mismatching remote fails loudly instead of running two copies).
 * A key may be a package subpath (graphql-ws/client): the package is what must be a dependency.
 * @ant-design/icons is not shared: every package imports each icon by its own path (a lint rule refuses the index), so
 * an icon is bundled where it is used, a few hundred bytes each. Sharing the index shipped all ~850 icons (~170 KiB
 * compressed) on the first load; sharing each icon costs a request per icon (ADR 0249).
 * react-router-dom and valibot are not shared either: they hold no state that must be one per page, and a shared
 * module cannot be tree-shaken, so each bundle keeps the little it uses. antd is shared per component (ADR 0250).
 */
export const SHARED_SINGLETONS = {
  react: true,
  'react-dom': true,
  '@ant-design/cssinjs': false,
  urql: false,
  '@urql/core': false,
  '@urql/exchange-graphcache': false,
  graphql: true,
  // The root entry re-exports the server (and with it graphql-js); browsers import the client subpath.
  'graphql-ws/client': false,
  jotai: true,
  luxon: false,
  'single-spa': true,
  'single-spa-react': false,
  '@work/shared-contracts': false,
  '@work/shared-ui': false,
  // Not shared: @work/shared-ui/inputs, /dates and /data-grid (stateless; each bundle keeps the inputs and grid it shows,
  // tree-shaken, and a page loads luxon and the pickers only when it shows one: ADRs 0252, 0253). The data grid also
  // needs the remote's own react-router-dom copy, which is not shared either.
};

/**
 * Libraries the host shell always loads itself. Remotes are only ever started by the host, so they take these from the
 * share scope and build no fallback copy (`import: false`): react-dom and antd (its components, below) are ~1.5 MB of
 * minified fallback per remote that no browser would download, and building them eight times is most of the CI build time.
 * tooling/webpack-config/build.mjs checks after each host build that its manifest provides every one of them.
 */
export const HOST_PROVIDED = ['react', 'react/', 'react-dom', 'react-dom/', '@ant-design/cssinjs', 'urql', 'single-spa'];

/** Subpath imports (react/jsx-runtime, react-dom/client) must be shared too: the trailing-slash key covers them. */
const PREFIX_SHARED = ['react', 'react-dom'];

const packageOf = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

function installedVersion(packageDir, name) {
  const req = createRequire(path.join(packageDir, 'package.json'));
  try {
    return JSON.parse(readFileSync(req.resolve(`${name}/package.json`), 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json: walk up from the main entry.
    try {
      let dir = path.dirname(req.resolve(name));
      while (dir !== path.dirname(dir)) {
        try {
          const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
          if (json.name === name) return json.version;
        } catch {}
        dir = path.dirname(dir);
      }
    } catch {}
    return undefined;
  }
}

/** The singleton settings of `key` (a package or a path in it) at the version installed for `packageDir`, or null. */
function singletonShare(packageDir, deps, key, strict) {
  const name = packageOf(key);
  const version = installedVersion(packageDir, name);
  if (!version) return null;
  const declared = deps[name];
  const requiredVersion = !declared || declared.startsWith('workspace:') ? `^${version}` : declared;
  return {
    singleton: true,
    strictVersion: strict,
    requiredVersion,
    version,
    allowNodeModulesSuffixMatch: true,
    ...(key !== name ? { packageName: name } : {}),
  };
}

/** What remotes take from the host and build no fallback for: HOST_PROVIDED and every antd component. */
const isHostProvided = (key) => HOST_PROVIDED.includes(key) || key.startsWith('antd/');

export function sharedConfig(packageDir, pkg, { kind = 'remote' } = {}) {
  const deps = { ...(pkg.peerDependencies ?? {}), ...(pkg.dependencies ?? {}) };
  const shared = {};
  for (const [key, strict] of Object.entries(SHARED_SINGLETONS)) {
    const item = singletonShare(packageDir, deps, key, strict);
    if (!item) continue;
    shared[key] = item;
    // The prefix key must not suffix-match resolved paths: react's own ./cjs/* files would be treated as shared requests.
    if (PREFIX_SHARED.includes(key)) shared[`${key}/`] = { ...item, packageName: packageOf(key), allowNodeModulesSuffixMatch: false };
  }
  Object.assign(shared, antdComponentShares(packageDir, deps));
  if (kind === 'remote') {
    for (const key of Object.keys(shared)) if (isHostProvided(key)) shared[key] = { ...shared[key], import: false };
  }
  return shared;
}

/**
 * antd is shared component by component: each folder antd's index re-exports (antd/es/button, antd/es/table…) is its
 * own shared module. `import { Button } from 'antd'` goes through antd's side-effect-free index, whose './button' is
 * matched by its path after node_modules (allowNodeModulesSuffixMatch), so a bundle loads only the components it
 * renders, each once per page. The host provides every component (each a chunk fetched on first use) and holds antd's
 * internals (config and theme contexts, styles) once; remotes build none of antd and take every component from it.
 */
export function antdComponentShares(packageDir, deps) {
  const item = singletonShare(packageDir, deps, 'antd/es', false);
  if (!item) return {};
  const req = createRequire(path.join(packageDir, 'package.json'));
  const index = readFileSync(path.join(path.dirname(req.resolve('antd/package.json')), 'es/index.js'), 'utf8');
  const folders = [...new Set([...index.matchAll(/from '\.\/([a-z-]+)'/g)].map((m) => m[1]))];
  return Object.fromEntries(folders.map((folder) => [`antd/es/${folder}`, item]));
}
