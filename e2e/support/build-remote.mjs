#!/usr/bin/env node
// Build one remote into another folder (its own dist and every other build stay untouched), as a team's CI would
// before publishing. Usage: node build-remote.mjs <package dir> <output dir>   (BUILD_LABEL from the environment)
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [pkgArg, outArg] = process.argv.slice(2);
if (!pkgArg || !outArg) {
  console.error('usage: build-remote.mjs <package dir> <output dir>');
  process.exit(2);
}
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkgDir = path.resolve(pkgArg);
const outDir = path.resolve(outArg);
process.env.NODE_ENV ??= 'production';

// webpack as the shared build tooling resolves it
const requireFromTooling = createRequire(path.join(repoRoot, 'tooling', 'webpack-config', 'package.json'));
const { default: webpack } = await import(pathToFileURL(requireFromTooling.resolve('webpack')).href);
const { default: config } = await import(pathToFileURL(path.join(pkgDir, 'webpack.config.mjs')).href);

config.output = { ...config.output, path: outDir };
config.cache = false; // a one-off build: do not leave a cache entry per label behind

await new Promise((resolve, reject) => {
  webpack(config).run((err, stats) => {
    if (err) return reject(err);
    if (stats.hasErrors()) return reject(new Error(stats.toString({ preset: 'errors-only', colors: false })));
    resolve(undefined);
  });
});
console.log(`built ${path.basename(pkgDir)} into ${outDir}`);
