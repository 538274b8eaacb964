// @ts-check
// Wall time per stage of `npm test`, and the table that compares it with the budgets.

/** @typedef {{ label: string, ms: number, budgetS: number }} Timing */

/**
 * Records how long each stage takes.
 * @param {() => number} [now]
 */
export function createStageTimer(now = () => Date.now()) {
  /** @type {Timing[]} */
  const timings = [];
  return {
    timings,
    /**
     * Records a stage timed elsewhere (the bootstrap's install).
     * @param {import('./stages.mjs').Stage} stage @param {number} ms
     */
    record(stage, ms) {
      timings.push({ label: stage.label, ms, budgetS: stage.budgetS });
    },
    /**
     * Runs one stage and records its wall time, also when it throws.
     * @template T
     * @param {import('./stages.mjs').Stage} stage
     * @param {() => Promise<T>} body
     * @returns {Promise<T>}
     */
    async time(stage, body) {
      const at = now();
      try {
        return await body();
      } finally {
        timings.push({ label: stage.label, ms: now() - at, budgetS: stage.budgetS });
      }
    },
  };
}

/**
 * The stage-time table: one line per stage and one for the total, each with its budget and a mark when over it.
 * @param {readonly Timing[]} timings
 * @param {{ totalMs: number, totalBudgetS: number, strict: boolean }} options
 * @returns {{ lines: string[], over: string[] }}  `over`: labels of what went over budget
 */
export function budgetTable(timings, { totalMs, totalBudgetS, strict }) {
  const lines = [`stage times (budget on a quiet 2-core machine${strict ? '; over budget fails: TEST_BUDGET_STRICT=1' : ''}):`];
  /** @type {string[]} */
  const over = [];
  for (const t of [...timings, { label: 'total', ms: totalMs, budgetS: totalBudgetS }]) {
    const seconds = t.ms / 1000;
    const isOver = seconds > t.budgetS;
    if (isOver) over.push(t.label);
    lines.push(
      `  ${t.label.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s   budget ${String(t.budgetS).padStart(4)} s${isOver ? '   OVER BUDGET' : ''}`,
    );
  }
  return { lines, over };
}
