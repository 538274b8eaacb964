// @ts-check
// Command-line arguments of `test`: which stages to run.
import { STAGES } from './stages.mjs';

/** Names that pick several stages. */
const GROUPS = /** @type {Record<string, import('./stages.mjs').StageId[]>} */ ({ api: ['api-pglite', 'api-postgres'] });

/**
 * `test [--stage <id>[,<id>…]]…`: no --stage runs every stage. `e2e` needs fresh builds, so it brings `build` along;
 * `install` always runs (the bootstrap installs before any command).
 * @param {readonly string[]} args
 * @returns {{ stages: Set<import('./stages.mjs').StageId>, implied: string[] } | { error: string }}
 */
export function parseTestArgs(args) {
  const known = new Set(STAGES.map((s) => s.id));
  /** @type {string[]} */
  const asked = [];
  for (let i = 0; i < args.length; i++) {
    const arg = /** @type {string} */ (args[i]);
    if (arg === '--stage') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) return { error: '--stage needs a stage name' };
      asked.push(...value.split(','));
    } else if (arg.startsWith('--stage=')) {
      asked.push(...arg.slice('--stage='.length).split(','));
    } else {
      return { error: `unknown argument ${arg}` };
    }
  }
  if (asked.length === 0) return { stages: new Set(known), implied: [] };

  /** @type {Set<import('./stages.mjs').StageId>} */
  const stages = new Set(['install']);
  for (const name of asked.map((a) => a.trim()).filter(Boolean)) {
    const ids = Object.hasOwn(GROUPS, name)
      ? GROUPS[name]
      : known.has(/** @type {any} */ (name))
        ? [/** @type {import('./stages.mjs').StageId} */ (name)]
        : null;
    if (!ids) return { error: `unknown stage "${name}" (stages: ${[...known, ...Object.keys(GROUPS)].join(', ')})` };
    for (const id of ids) stages.add(id);
  }
  /** @type {string[]} */
  const implied = [];
  if (stages.has('e2e') && !stages.has('build')) {
    stages.add('build');
    implied.push('build (e2e runs against fresh builds)');
  }
  return { stages, implied };
}
