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
 */
export const SHARED_SINGLETONS = {
  react: true,
  'react-dom': true,
  'react-router-dom': true,
  antd: false,
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
  valibot: false,
  '@work/shared-contracts': false,
  '@work/shared-ui': false,
};

/**
 * Libraries the host shell always loads itself. Remotes are only ever started by the host, so they take these from the
 * share scope and build no fallback copy (`import: false`): antd and react-dom alone are ~1.5 MB of minified fallback per
 * remote that no browser would download, and building them eight times is most of the CI build time.
 * tooling/webpack-config/build.mjs checks after each host build that its manifest provides every one of them.
 */
export const HOST_PROVIDED = ['react', 'react/', 'react-dom', 'react-dom/', 'antd', '@ant-design/cssinjs', 'urql', 'single-spa', 'valibot'];

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

export function sharedConfig(packageDir, pkg, { kind = 'remote' } = {}) {
  const deps = { ...(pkg.peerDependencies ?? {}), ...(pkg.dependencies ?? {}) };
  const shared = {};
  for (const [key, strict] of Object.entries(SHARED_SINGLETONS)) {
    const name = packageOf(key);
    const version = installedVersion(packageDir, name);
    if (!version) continue;
    const declared = deps[name];
    const requiredVersion = !declared || declared.startsWith('workspace:') ? `^${version}` : declared;
    const item = {
      singleton: true,
      strictVersion: strict,
      requiredVersion,
      version,
      allowNodeModulesSuffixMatch: true,
      ...(key !== name ? { packageName: name } : {}),
    };
    shared[key] = item;
    // The prefix key must not suffix-match resolved paths: react's own ./cjs/* files would be treated as shared requests.
    if (PREFIX_SHARED.includes(key)) shared[`${key}/`] = { ...item, packageName: name, allowNodeModulesSuffixMatch: false };
  }
  if (kind === 'remote') {
    for (const key of HOST_PROVIDED) if (shared[key]) shared[key] = { ...shared[key], import: false };
  }
  return shared;
}
