#!/usr/bin/env node
// Builds one package (the current directory) or several given as arguments, in one process, one after another.
// Usage: node tooling/webpack-config/build.mjs [--watch] [dir ...]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const args = process.argv.slice(2);
const watch = args.includes('--watch');
if (watch) process.env.NODE_ENV ??= 'development';
const dirs = args.filter((a) => !a.startsWith('--'));
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
    await run(webpack(config));
    console.log(`built ${path.relative(process.cwd(), path.resolve(dir)) || path.basename(dir)} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  if (dirs.length > 1) console.log(`all built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
