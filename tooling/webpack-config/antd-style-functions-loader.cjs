// @ts-check
// antd runs with zero runtime: its styles come from the host's stylesheet, and a component's style hook returns before
// it calls the component's style function (ADR 0291). The functions still shipped: ~480 KiB of source on the first
// load of /work. This loader hands each style hook an empty style function instead, so the real one and the style
// helpers only it uses are left out of the build. The component-token function (the hook's third argument) stays:
// the hook still writes the component's CSS variables from it (ADR 0297).
const acorn = require(require.resolve('acorn', { paths: [require.resolve('webpack')] }));

/** antd's style hook factories (antd/es/theme/util/genStyleUtils.js); each takes the style function second. */
const STYLE_HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const MENTIONS_A_HOOK = new RegExp(`\\b(?:${[...STYLE_HOOKS].join('|')})\\(`);
const EMPTY_STYLE = '() => []';

/**
 * The [start, end) ranges of the style functions passed to antd's style hook factories in `source`.
 * @param {string} source an ES module
 * @returns {Array<[number, number]>}
 */
function styleFunctionRanges(source) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  /** @type {Array<[number, number]>} */
  const ranges = [];
  /** @param {any} node */
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && STYLE_HOOKS.has(node.callee.name)) {
      const styleFn = node.arguments[1];
      if (styleFn) ranges.push([styleFn.start, styleFn.end]);
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child.type === 'string') visit(child);
    }
  };
  visit(ast);
  return ranges;
}

/**
 * `source` with every style function given to antd's style hook factories replaced by an empty one.
 * @param {string} source
 */
function withoutStyleFunctions(source) {
  if (!MENTIONS_A_HOOK.test(source)) return source;
  let out = source;
  for (const [start, end] of styleFunctionRanges(source).sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + EMPTY_STYLE + out.slice(end);
  }
  return out;
}

/** @this {import('webpack').LoaderContext<unknown>} @param {string} source */
module.exports = function antdStyleFunctionsLoader(source) {
  return withoutStyleFunctions(source);
};
module.exports.withoutStyleFunctions = withoutStyleFunctions;
