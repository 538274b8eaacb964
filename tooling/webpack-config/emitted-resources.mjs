// What a build really ships: the modules in its emitted chunks. The module graph also holds modules that were optimised
// away (e.g. what antd's index re-exports), which the build checks must not count.

/**
 * The resource paths of every module in a webpack compilation's emitted chunks (concatenated modules opened up).
 * @param {import('webpack').Compilation} compilation
 */
export function emittedResources({ modules, chunkGraph }) {
  /** @type {string[]} */
  const out = [];
  for (const m of modules) {
    if (chunkGraph.getNumberOfModuleChunks(m) === 0) continue;
    for (const inner of /** @type {any} */ (m).modules ?? [m]) if (inner.resource) out.push(inner.resource);
  }
  return out;
}
