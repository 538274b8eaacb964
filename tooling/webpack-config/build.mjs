#!/usr/bin/env node
// Builds one package (the current directory) or several given as arguments, in one process, one after another.
// Usage: node tooling/webpack-config/build.mjs [--watch] [--all | dir ...]   (--all: host-shell and every mfe-*)
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import { dualPackages } from './dual-packages.mjs';
import { emittedResources } from './emitted-resources.mjs';
import { antdComponentShares, HOST_PROVIDED } from './shared.mjs';
import { assertWithinBudget } from './size-budget.mjs';

const args = process.argv.slice(2);
const watch = args.includes('--watch');
if (watch) process.env.NODE_ENV ??= 'development';
const dirs = args.filter((a) => !a.startsWith('--'));
if (args.includes('--all')) {
  const root = path.resolve(import.meta.dirname, '../..');
  dirs.push(
    path.join(root, 'host-shell'),
    ...readdirSync(root)
      .filter((d) => d.startsWith('mfe-'))
      .sort()
      .map((d) => path.join(root, d)),
  );
}
if (dirs.length === 0) dirs.push(process.cwd());

async function loadConfig(dir) {
  const mod = await import(pathToFileURL(path.resolve(dir, 'webpack.config.mjs')).href);
  return mod.default;
}

function run(compiler) {
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => {});
      if (err) return reject(err);
      const info = stats.toString({ preset: 'errors-warnings', colors: false });
      if (info.trim()) console.log(info);
      if (stats.hasErrors()) return reject(new Error(`build failed in ${compiler.options.context}`));
      resolve(stats);
    });
  });
}

/** Remotes build no fallback for HOST_PROVIDED libraries or antd's components, so the host must really provide each. */
function checkHostProvides(packageDir, distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const provided = new Set(manifest.shared.map((s) => s.name));
  const expected = [...HOST_PROVIDED, ...Object.keys(antdComponentShares(packageDir, {}))];
  const missing = expected.filter((key) => !key.endsWith('/') && !provided.has(key));
  if (missing.length) throw new Error(`the host does not provide ${missing.join(', ')}: remotes rely on it (see shared.mjs)`);
}

/**
 * A remote takes every antd component from the host (shared.mjs). Any of antd's own files in a remote's bundle is a
 * second copy of its contexts and styles, usually from a deep import ('antd/lib/…', 'antd/es/_util/…'): refuse it.
 */
function checkNoAntdCopy(stats, name) {
  const copied = emittedResources(stats.compilation).filter((resource) => /[\\/]node_modules[\\/]antd[\\/]/.test(resource));
  if (copied.length) {
    const sample = copied.slice(0, 3).map((r) => r.slice(r.lastIndexOf('node_modules') + 13));
    throw new Error(
      `${name} bundles ${copied.length} of antd's own files (${sample.join(', ')}…): import components from 'antd', the host provides them`,
    );
  }
}

/** A package bundled both as its CommonJS build and as its ES modules is two copies on the page: refuse it. */
function checkNoDualPackage(stats, name) {
  const dual = dualPackages(emittedResources(stats.compilation));
  if (dual.length) throw new Error(`${name} bundles both the CommonJS and the ES module build of ${dual.join(', ')}`);
}

const started = Date.now();
if (watch) {
  const configs = await Promise.all(dirs.map(loadConfig));
  webpack(configs).watch({ aggregateTimeout: 300 }, (err, stats) => {
    if (err) console.error(err);
    else console.log(stats.toString({ preset: 'errors-warnings', colors: true }) || 'rebuilt');
  });
} else {
  for (const dir of dirs) {
    const t = Date.now();
    const config = await loadConfig(dir);
    const stats = await run(webpack(config));
    const isHost = config.entry && Object.keys(config.entry).length > 0;
    if (isHost) checkHostProvides(path.resolve(dir), config.output.path);
    else checkNoAntdCopy(stats, path.basename(path.resolve(dir)));
    checkNoDualPackage(stats, path.basename(path.resolve(dir)));
    // production builds only: a development build is neither minified nor what browsers get
    const size = config.mode === 'production' ? assertWithinBudget(config.output.path, path.basename(path.resolve(dir))) : null;
    console.log(
      `built ${path.relative(process.cwd(), path.resolve(dir)) || path.basename(dir)} in ${((Date.now() - t) / 1000).toFixed(1)} s` +
        (size ? ` (own code ${size.kib.toFixed(1)} of ${size.budgetKiB} KiB brotli)` : ''),
    );
  }
  if (dirs.length > 1) console.log(`all built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
