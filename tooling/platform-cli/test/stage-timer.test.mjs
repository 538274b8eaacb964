// @ts-check
import { describe, expect, it } from 'vitest';
import { budgetTable, createStageTimer } from '../src/stage-timer.mjs';
import { stage, STAGES, TOTAL_BUDGET_S } from '../src/stages.mjs';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 1_000;
  return { now: () => now, advance: (/** @type {number} */ ms) => (now += ms) };
}

describe('stage timer', () => {
  it('records each stage’s wall time, also for a stage that throws', async () => {
    const clock = fakeClock();
    const timer = createStageTimer(clock.now);
    timer.record(stage('install'), 2_000);
    await timer.time(stage('build'), async () => clock.advance(30_000));
    await expect(
      timer.time(stage('typecheck'), async () => {
        clock.advance(5_000);
        throw new Error('tsc crashed');
      }),
    ).rejects.toThrow('tsc crashed');
    expect(timer.timings).toEqual([
      { label: 'install', ms: 2_000, budgetS: 90 },
      { label: 'build', ms: 30_000, budgetS: 150 },
      { label: 'typecheck', ms: 5_000, budgetS: stage('typecheck').budgetS },
    ]);
  });

  it('returns what the stage returns', async () => {
    const timer = createStageTimer();
    expect(await timer.time(stage('lint'), async () => 7)).toBe(7);
  });
});

describe('budget table', () => {
  it('prints each stage and the total with its budget, and marks what is over', () => {
    const { lines, over } = budgetTable(
      [
        { label: 'build', ms: 12_400, budgetS: 150 },
        { label: 'e2e', ms: 200_000, budgetS: 180 },
      ],
      { totalMs: 212_400, totalBudgetS: 480, strict: false },
    );
    expect(lines).toEqual([
      'stage times (budget on a quiet 2-core machine):',
      '  build                 12 s   budget  150 s',
      '  e2e                  200 s   budget  180 s   OVER BUDGET',
      '  total                212 s   budget  480 s',
    ]);
    expect(over).toEqual(['e2e']);
  });

  it('marks the total too, and says when over budget fails the run', () => {
    const { lines, over } = budgetTable([], { totalMs: 500_000, totalBudgetS: 480, strict: true });
    expect(lines[0]).toMatch(/over budget fails: TEST_BUDGET_STRICT=1/);
    expect(lines[1]).toMatch(/total +500 s +budget +480 s +OVER BUDGET$/);
    expect(over).toEqual(['total']);
  });

  it('has a budget for every stage, e2e at most 3 min and the whole run at most 8 min', () => {
    expect(STAGES.map((s) => s.id)).toEqual(['install', 'build', 'typecheck', 'lint', 'unit', 'api-pglite', 'api-postgres', 'e2e']);
    for (const s of STAGES) expect(s.budgetS).toBeGreaterThan(0);
    expect(stage('e2e').budgetS).toBeLessThanOrEqual(180);
    expect(TOTAL_BUDGET_S).toBeLessThanOrEqual(480);
  });
});
