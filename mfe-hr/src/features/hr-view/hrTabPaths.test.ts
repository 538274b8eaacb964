import { describe, expect, it } from 'vitest';
import { HR_TABS, hrTabAt, hrTabPath } from './hrTabPaths';

describe('the HR view tabs and their paths', () => {
  it('opens the dashboard at /hr-view and every other tab at its own path', () => {
    expect(hrTabAt('/hr-view')).toBe('dashboard');
    expect(hrTabAt('/hr-view/')).toBe('dashboard');
    expect(hrTabAt('/hr-view/teams')).toBe('teams');
    expect(hrTabAt('/hr-view/availability/')).toBe('availability');
    expect(HR_TABS.map(hrTabPath)).toEqual([
      '/hr-view',
      '/hr-view/teams',
      '/hr-view/utilisation',
      '/hr-view/availability',
      '/hr-view/leave',
    ]);
    for (const tab of HR_TABS) expect(hrTabAt(hrTabPath(tab))).toBe(tab);
  });

  it('knows no tab for another path (and /hr-view/dashboard is not a second dashboard)', () => {
    expect(hrTabAt('/hr-view/nothing')).toBeNull();
    expect(hrTabAt('/hr-view/dashboard')).toBeNull();
  });
});
