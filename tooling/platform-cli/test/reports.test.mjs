// @ts-check
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageAtFailure, playwrightResult, slowest, slowestLines, stepResult, summaryLines, totals, vitestResult } from '../src/reports.mjs';

const ROOT = '/repo';

describe('vitest reports', () => {
  it('count passed and failed tests and name each failure with its file, relative to the root', () => {
    const report = {
      numTotalTests: 3,
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/deploy/src/gateway.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'gateway answers 200', status: 'passed' },
            { fullName: 'gateway answers 413', status: 'failed', failureMessages: ['AssertionError: expected 502 to be 413'] },
          ],
        },
      ],
    };
    expect(vitestResult('deploy', report, 1, ROOT)).toEqual({
      label: 'deploy',
      passed: 2,
      failed: 1,
      failures: [{ title: 'deploy/src/gateway.test.ts › gateway answers 413', error: 'AssertionError: expected 502 to be 413' }],
    });
  });

  it('count a file that failed to load as one failure with its message', () => {
    const report = {
      numTotalTests: 0,
      numPassedTests: 0,
      numFailedTests: 0,
      testResults: [{ name: '/repo/mfe-hr/src/a.test.ts', status: 'failed', message: 'Failed to load ./missing', assertionResults: [] }],
    };
    const result = vitestResult('mfe-hr', report, 1, ROOT);
    expect(result.failed).toBe(1);
    expect(result.failures).toEqual([{ title: 'mfe-hr/src/a.test.ts', error: 'Failed to load ./missing' }]);
  });

  it('fail a package with a test script and no tests (vitest exits 1 with an empty report)', () => {
    // what vitest 4 writes when it finds no test files
    const report = { numTotalTestSuites: 0, numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, success: false, testResults: [] };
    expect(vitestResult('mfe-plan', report, 1, ROOT)).toMatchObject({ passed: 0, failed: 1, note: 'no tests found' });
  });

  it('fail a run that crashed before writing a report', () => {
    expect(vitestResult('shared-ui', null, 1, ROOT)).toMatchObject({ failed: 1, note: expect.stringMatching(/no report/) });
    expect(vitestResult('shared-ui', null, 0, ROOT)).toMatchObject({ passed: 0, failed: 0 });
  });
});

/** A Playwright JSON report: file suites, a describe block, one flaky, one failed, one skipped. */
const playwrightReport = {
  suites: [
    {
      title: 'sign-in.spec.ts',
      file: 'sign-in.spec.ts',
      line: 0,
      specs: [
        {
          title: 'signs in with a password',
          file: 'sign-in.spec.ts',
          line: 12,
          tests: [{ projectName: 'journeys', status: 'expected', results: [{ status: 'passed', duration: 2100 }] }],
        },
      ],
      suites: [
        {
          title: 'two-step',
          file: 'sign-in.spec.ts',
          line: 30,
          specs: [
            {
              title: 'asks for the code',
              file: 'sign-in.spec.ts',
              line: 31,
              tests: [
                {
                  projectName: 'journeys',
                  status: 'flaky',
                  results: [
                    { status: 'failed', duration: 5000 },
                    { status: 'passed', duration: 3000 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'invoices.spec.ts',
      file: 'invoices.spec.ts',
      line: 0,
      specs: [
        {
          title: 'sends an invoice',
          file: 'invoices.spec.ts',
          line: 7,
          tests: [
            {
              projectName: 'journeys',
              status: 'unexpected',
              results: [{ status: 'failed', duration: 60000, error: { message: '\u001b[31mTimeout 60000ms exceeded\u001b[39m' } }],
            },
          ],
        },
        { title: 'is skipped', file: 'invoices.spec.ts', line: 40, tests: [{ projectName: 'journeys', status: 'skipped', results: [] }] },
      ],
    },
  ],
  errors: [],
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 1, duration: 70000 },
};

describe('Playwright reports', () => {
  it('count flaky journeys as passed, name failures by file and title, and time every journey that ran', () => {
    const result = playwrightResult('e2e (playwright)', playwrightReport, 1);
    expect(result).toMatchObject({ passed: 2, failed: 1 });
    expect(result.failures).toEqual([
      { title: 'invoices.spec.ts:7 › sends an invoice', error: '\u001b[31mTimeout 60000ms exceeded\u001b[39m' },
    ]);
    expect(result.journeys).toEqual([
      { title: 'signs in with a password', file: 'sign-in.spec.ts:12', ms: 2100 },
      { title: 'two-step › asks for the code', file: 'sign-in.spec.ts:31', ms: 8000 },
      { title: 'sends an invoice', file: 'invoices.spec.ts:7', ms: 60000 },
    ]);
  });

  it('say what the page showed when a journey failed: its headings, alerts, dialogs and menus from the error context', () => {
    const context = fileURLToPath(new URL('./fixtures/playwright/error-context.md', import.meta.url));
    /** @type {any} */
    const failing = structuredClone(playwrightReport);
    failing.suites[1].specs[0].tests[0].results[0].attachments = [{ name: 'error-context', contentType: 'text/markdown', path: context }];
    const [failure] = playwrightResult('e2e (playwright)', failing, 1).failures ?? [];
    expect(failure?.page).toEqual([
      '  - heading "Academy" [level=1]',
      '  - alert: Something failed',
      '  - menu:',
      '    - menuitem "Delete"',
    ]);
    expect(summaryLines([playwrightResult('e2e (playwright)', failing, 1)])).toEqual(
      expect.arrayContaining(['      the page then showed:', '        - heading "Academy" [level=1]', '        - menuitem "Delete"']),
    );
    // no error context (a failure before the page opened): nothing to show
    expect(pageAtFailure([{ name: 'error-context', path: '/nowhere/error-context.md' }])).toEqual([]);
  });

  it('fail a run with no report, saying so', () => {
    const result = playwrightResult('e2e (playwright)', null, 1);
    expect(result.failed).toBe(1);
    expect(result.failures?.[0]?.title).toMatch(/no report/);
  });

  it('list the ten slowest journeys, slowest first, with title, file and seconds', () => {
    const journeys = Array.from({ length: 12 }, (_, i) => ({ title: `journey ${i}`, file: `j${i}.spec.ts:1`, ms: (i + 1) * 1000 }));
    expect(slowest(journeys).map((j) => j.title)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `journey ${i}`));
    const lines = slowestLines(journeys);
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('the 10 slowest journeys:');
    expect(lines[1]).toBe('    12.0 s  journey 11  (j11.spec.ts:1)');
    expect(lines[10]).toBe('     3.0 s  journey 2  (j2.spec.ts:1)');
  });
});

describe('summary', () => {
  it('shows each suite, then every failure’s first lines without colours, then the totals as the last line', () => {
    const results = [
      stepResult('typecheck', true),
      vitestResult('deploy', { numPassedTests: 4, numFailedTests: 0, testResults: [] }, 0, ROOT),
      playwrightResult('e2e (playwright)', playwrightReport, 1),
      stepResult('lint', false),
    ];
    expect(summaryLines(results)).toEqual([
      '  ok   typecheck',
      '  ok   deploy: 4 passed, 0 failed',
      '  FAIL e2e (playwright): 2 passed, 1 failed',
      '  FAIL lint',
      '  ✗ e2e (playwright): invoices.spec.ts:7 › sends an invoice',
      '      Timeout 60000ms exceeded',
      'Total: 6 passed, 2 failed',
    ]);
    expect(totals(results)).toEqual({ passed: 6, failed: 2 });
  });

  it('keeps at most ten failures per suite and twelve lines per error', () => {
    const failures = Array.from({ length: 15 }, (_, i) => ({
      title: `t${i}`,
      error: Array.from({ length: 20 }, (_, j) => `line ${j}`).join('\n'),
    }));
    const lines = summaryLines([{ label: 'x', passed: 0, failed: 15, failures }]);
    expect(lines.filter((l) => l.startsWith('  ✗'))).toHaveLength(10);
    expect(lines.filter((l) => l === '      line 11')).toHaveLength(10);
    expect(lines.filter((l) => l === '      line 12')).toHaveLength(0);
  });
});
