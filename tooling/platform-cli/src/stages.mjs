// @ts-check
// The stages of `npm test`, in the order they run, with their time budgets.
//
// Budgets are targets on a quiet 2-core machine (seconds). Over budget is a warning, or a failure with
// TEST_BUDGET_STRICT=1: a busy CI machine may be slower, but a quiet one that is over says the suite grew too slow.
// A fresh clone pays the install and the full build; a second run finds them up to date (a few seconds each).

/** @typedef {'install' | 'build' | 'typecheck' | 'lint' | 'unit' | 'api-pglite' | 'api-postgres' | 'e2e'} StageId */
/** @typedef {{ id: StageId, label: string, budgetS: number }} Stage */

/** @type {readonly Stage[]} */
export const STAGES = [
  { id: 'install', label: 'install', budgetS: 90 },
  { id: 'build', label: 'build', budgetS: 150 },
  { id: 'typecheck', label: 'typecheck', budgetS: 45 },
  { id: 'lint', label: 'lint', budgetS: 20 },
  { id: 'unit', label: 'unit', budgetS: 60 },
  { id: 'api-pglite', label: 'API on PGlite', budgetS: 120 },
  { id: 'api-postgres', label: 'API on PostgreSQL', budgetS: 120 },
  { id: 'e2e', label: 'e2e', budgetS: 180 },
];

/** The whole `npm test`, every stage (8 min). */
export const TOTAL_BUDGET_S = 480;

/** @param {StageId} id @returns {Stage} */
export function stage(id) {
  const found = STAGES.find((s) => s.id === id);
  if (!found) throw new Error(`unknown stage ${id}`);
  return found;
}
