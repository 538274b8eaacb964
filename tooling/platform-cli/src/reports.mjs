// @ts-check
// Reading vitest's and Playwright's JSON reports into one summary: counts per suite, the failures with the first lines
// of their errors (repeated at the tail, because a CI log is read from its tail) and the slowest journeys.
import fs from 'node:fs';
import path from 'node:path';
import { stripAnsi } from './log.mjs';

/** @typedef {{ title: string, error?: string, page?: string[] }} Failure */
/** @typedef {{ title: string, file: string, ms: number }} Journey */
/**
 * @typedef {object} SuiteResult
 * @property {string} label
 * @property {number} passed
 * @property {number} failed
 * @property {Failure[]} [failures]
 * @property {string} [note]
 * @property {boolean} [step]       a step with no test count (build, typecheck, lint): shown as ok/FAIL only
 * @property {Journey[]} [journeys] Playwright only
 */

/**
 * A step that passes or fails as a whole; a failed one counts as one failure.
 * @param {string} label @param {boolean} ok @returns {SuiteResult}
 */
export const stepResult = (label, ok) => ({ label, passed: 0, failed: ok ? 0 : 1, step: true });

/**
 * A vitest run from its JSON report (null: none was written) and exit code. A run that failed with no failed test (an
 * import error, an unhandled error, no test files) still counts as one failure.
 * @param {string} label
 * @param {any} report
 * @param {number} exitCode
 * @param {string} root  test file names are shown relative to it
 * @returns {SuiteResult}
 */
export function vitestResult(label, report, exitCode, root) {
  let passed = 0;
  let failed = 0;
  /** @type {Failure[]} */
  const failures = [];
  /** @type {string | undefined} */
  let note;
  if (report) {
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const rel = path.relative(root, file.name ?? '');
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failures.push({ title: `${rel} › ${t.fullName}`, error: t.failureMessages?.[0] });
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).length) failures.push({ title: rel, error: file.message });
    }
    if (exitCode !== 0 && (report.numTotalTests ?? 0) === 0 && !(report.testResults ?? []).length) note = 'no tests found';
  } else if (exitCode !== 0) {
    note = 'no report: vitest stopped before reporting';
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { label, passed, failed, failures, ...(note ? { note } : {}) };
}

/**
 * A Playwright run from its JSON report (null: none was written) and exit code. Flaky tests count as passed; each
 * journey's duration is the sum of its attempts.
 * @param {string} label
 * @param {any} report
 * @param {number} exitCode
 * @returns {SuiteResult}
 */
export function playwrightResult(label, report, exitCode) {
  let passed = 0;
  let failed = 0;
  /** @type {Failure[]} */
  const failures = [];
  /** @type {Journey[]} */
  const journeys = [];
  if (report) {
    passed = (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
    failed = report.stats?.unexpected ?? 0;
    /** @param {any} suite @param {string[]} titles describe blocks inside the file */
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        const tests = spec.tests ?? [];
        for (const t of tests) {
          const title = [...titles, spec.title].join(' › ') + (tests.length > 1 ? ` [${t.projectName}]` : '');
          const file = `${spec.file}:${spec.line}`;
          /** @type {any[]} */
          const results = t.results ?? [];
          if (t.status !== 'skipped') journeys.push({ title, file, ms: results.reduce((n, r) => n + (r.duration ?? 0), 0) });
          if (t.status === 'unexpected') {
            const last = results.at(-1);
            const page = pageAtFailure(last?.attachments);
            failures.push({
              title: `${file} › ${title}`,
              error: last?.error?.message ?? last?.errors?.[0]?.message,
              ...(page.length ? { page } : {}),
            });
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    // top-level suites are the spec files; their titles are the file names, shown once beside each journey instead
    for (const fileSuite of report.suites ?? []) walk(fileSuite, []);
    for (const e of report.errors ?? []) failures.push({ title: 'outside any journey', error: e.message });
  } else if (exitCode !== 0) {
    failures.push({ title: 'no report: Playwright stopped before reporting (see the log above)' });
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { label, passed, failed, failures, journeys };
}

/** Roles in a page snapshot that tell what the page was showing when a journey failed. */
const TELLING_ROLES = /^\s*- (heading|alert|alertdialog|dialog|menu|menuitem|status|progressbar)\b/;

/**
 * What the page showed when a journey failed, from Playwright's error context (its accessibility snapshot): headings,
 * alerts, dialogs, open menus and progress. CI is read from its log alone, where a trace cannot be opened.
 * @param {any[] | undefined} attachments
 * @returns {string[]}
 */
export function pageAtFailure(attachments) {
  const file = (attachments ?? []).find((a) => a?.name === 'error-context' && a.path)?.path;
  if (!file || !fs.existsSync(file)) return [];
  // the snapshot is the context's YAML block
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return snapshot
    .split('\n')
    .filter((line) => TELLING_ROLES.test(line))
    .map((line) => line.replace(/ \[ref=e\d+\]/g, '').replace(/\s+$/, ''))
    .slice(0, 20);
}

/**
 * The `n` slowest journeys, slowest first.
 * @param {readonly Journey[]} journeys @param {number} [n] @returns {Journey[]}
 */
export const slowest = (journeys, n = 10) => [...journeys].sort((a, b) => b.ms - a.ms).slice(0, n);

/**
 * @param {readonly Journey[]} journeys @returns {string[]}
 */
export const slowestLines = (journeys) => [
  `the ${Math.min(10, journeys.length)} slowest journeys:`,
  ...slowest(journeys).map((j) => `  ${(j.ms / 1000).toFixed(1).padStart(6)} s  ${j.title}  (${j.file})`),
];

/**
 * @param {readonly SuiteResult[]} results @returns {{ passed: number, failed: number }}
 */
export const totals = (results) => ({
  passed: results.reduce((n, r) => n + r.passed, 0),
  failed: results.reduce((n, r) => n + r.failed, 0),
});

/**
 * The closing summary: ok/FAIL per suite, then each failure's title and first lines again, then the totals line.
 * @param {readonly SuiteResult[]} results
 * @returns {string[]}
 */
export function summaryLines(results) {
  const lines = [];
  for (const r of results) {
    const status = r.failed ? 'FAIL' : 'ok  ';
    lines.push(`  ${status} ${r.label}${r.step ? '' : `: ${r.passed} passed, ${r.failed} failed`}${r.note ? ` (${r.note})` : ''}`);
  }
  for (const r of results) {
    for (const f of (r.failures ?? []).slice(0, 10)) {
      lines.push(`  ✗ ${r.label}: ${f.title}`);
      const errorLines = stripAnsi(String(f.error ?? ''))
        .split('\n')
        .map((l) => l.trimEnd())
        .filter(Boolean)
        .slice(0, 12);
      for (const line of errorLines) lines.push(`      ${line.slice(0, 200)}`);
      if (f.page?.length) {
        lines.push('      the page then showed:');
        for (const line of f.page) lines.push(`        ${line.trim().slice(0, 160)}`);
      }
    }
  }
  const { passed, failed } = totals(results);
  lines.push(`Total: ${passed} passed, ${failed} failed`);
  return lines;
}
