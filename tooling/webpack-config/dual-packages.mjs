// A package whose CommonJS build (`.cjs`) is bundled beside its ES module build is two copies of its code on the page,
// and two module states: the federation runtime was, through a plugin loaded by `require` (ADR 0296).

/**
 * The packages (named as imported, e.g. `@module-federation/sdk`) that have both `.cjs` files and ES module files
 * among the given resource paths.
 * @param {Iterable<string>} resources absolute paths of the modules in a build's emitted chunks
 * @returns {string[]}
 */
export function dualPackages(resources) {
  /** @type {Map<string, Set<string>>} package folder → the kinds of its files */
  const kinds = new Map();
  for (const resource of resources) {
    const file = resource.replaceAll('\\', '/');
    const at = file.lastIndexOf('/node_modules/');
    if (at < 0 || !/\.[cm]?js$/.test(file)) continue;
    const rest = file.slice(at + 14).split('/');
    const name = rest.slice(0, rest[0].startsWith('@') ? 2 : 1).join('/');
    const folder = file.slice(0, at + 14) + name;
    if (!kinds.has(folder)) kinds.set(folder, new Set());
    kinds.get(folder)?.add(file.endsWith('.cjs') ? 'cjs' : 'esm');
  }
  return [...kinds].filter(([, k]) => k.size > 1).map(([folder]) => folder.slice(folder.lastIndexOf('/node_modules/') + 14));
}
