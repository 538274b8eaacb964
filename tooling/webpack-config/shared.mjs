// The shared singletons every federated build agrees on. One copy of each reaches the browser:
// the host loads first (shareStrategy 'loaded-first') and every remote takes the host's copy.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Package name → whether strictVersion applies (a mismatching remote fails loudly instead of running two copies). */
export const SHARED_SINGLETONS = {
  react: true,
  'react-dom': true,
  'react-router-dom': true,
  antd: false,
  '@ant-design/cssinjs': false,
  '@ant-design/icons': false,
  urql: false,
  '@urql/exchange-graphcache': false,
  graphql: true,
  'graphql-ws': false,
  jotai: true,
  luxon: false,
  'single-spa': true,
  'single-spa-react': false,
  valibot: false,
  '@work/shared-contracts': false,
  '@work/shared-ui': false,
};

/**
 * Subpath imports (react/jsx-runtime, react-dom/client) must be shared too: the trailing-slash key covers them.
 * For icons the prefix key shares each deep-imported icon on its own, so only the icons in use are downloaded
 * (the @ant-design/icons barrel as one shared module is ~180 KiB gzip).
 */
const PREFIX_SHARED = ['react', 'react-dom', '@ant-design/icons'];

function installedVersion(packageDir, name) {
  const req = createRequire(path.join(packageDir, 'package.json'));
  try {
    const pkgJson = req.resolve(`${name}/package.json`);
    return JSON.parse(readFileSync(pkgJson, 'utf8')).version;
  } catch {
    // Packages whose exports hide package.json: walk up from the main entry.
    let dir = path.dirname(req.resolve(name));
    while (dir !== path.dirname(dir)) {
      try {
        const json = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
        if (json.name === name) return json.version;
      } catch {}
      dir = path.dirname(dir);
    }
    return undefined;
  }
}

export function sharedConfig(packageDir, pkg) {
  const deps = { ...(pkg.peerDependencies ?? {}), ...(pkg.dependencies ?? {}) };
  const shared = {};
  for (const [name, strict] of Object.entries(SHARED_SINGLETONS)) {
    if (!(name in deps)) continue;
    const version = installedVersion(packageDir, name);
    if (!version) continue;
    const declared = deps[name];
    const requiredVersion = declared.startsWith('workspace:') ? `^${version}` : declared;
    const item = {
      singleton: true,
      strictVersion: strict,
      requiredVersion,
      version,
      allowNodeModulesSuffixMatch: true,
    };
    shared[name] = item;
    // The prefix key must not suffix-match resolved paths: react's own ./cjs/* files would be treated as shared requests.
    if (PREFIX_SHARED.includes(name)) shared[`${name}/`] = { ...item, packageName: name, allowNodeModulesSuffixMatch: false };
  }
  return shared;
}
