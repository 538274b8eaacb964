// @ts-check
import { describe, expect, it } from 'vitest';
import { median, README_END, README_START, renderTables, replaceInReadme } from '../src/report.mjs';

/** @param {Partial<import('../src/first-load.mjs').LoadRun>} run */
const run = (run) => ({ files: 87, wireKiB: 626, brotliKiB: 557.1, lcpMs: 1200, tbtMs: 30, rowsMs: 1100, ...run });

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('renderTables', () => {
  const tables = renderTables({
    date: '2026-11-25',
    machine: '2 cores, Node 20',
    runs: 3,
    bundles: [{ name: 'mfe-work', files: 5, kib: 66.54, budgetKiB: 70 }],
    firstLoad: [{ who: 'croudie', cpu: 4, runs: [run({ lcpMs: 900 }), run({ lcpMs: 1500 }), run({ lcpMs: 1100 })] }],
    api: [
      { server: 'bare yoga', query: 'me', connections: 100, rps: 4000, p50: 20, p99: 40, errors: 0 },
      { server: 'platform', query: 'me', connections: 100, rps: 1700, p50: 55, p99: 98, errors: 0 },
    ],
  });

  it('lists each bundle against its budget', () => {
    expect(tables).toContain('| mfe-work | 5 | 66.5 | 70 |');
  });

  it('gives the median of the runs for each who and CPU', () => {
    expect(tables).toContain('| croudie | 4× | 87 | 557.1 | 626.0 | 1100 | 30 |');
  });

  it('sets the platform beside the bare server for the same query and connections, with their ratio', () => {
    expect(tables).toContain('| me | 100 | 1700 | 4000 | 43 % | 55 / 98 | 40 |');
  });
});

describe('replaceInReadme', () => {
  it('replaces only what lies between the markers', () => {
    const readme = `# Title\n\n${README_START}\nold table\n${README_END}\n\n## Next\n`;
    expect(replaceInReadme(readme, 'new table')).toBe(`# Title\n\n${README_START}\n\nnew table\n\n${README_END}\n\n## Next\n`);
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceInReadme('# Title\n', 'table')).toThrow(/bench:start/);
  });
});
