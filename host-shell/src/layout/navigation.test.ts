import { describe, expect, it } from 'vitest';
import { linksHiddenByFlags, navigationItems } from './navigation';

describe('navigation from the registry', () => {
  it('lists only routes the visible remotes serve, in menu order', () => {
    expect(
      navigationItems([{ routes: ['/payments'] }, { routes: ['/work', '/dashboard'] }, { routes: ['/employee'] }], ['croudie-active']),
    ).toEqual([
      { path: '/dashboard', label: 'shell.nav.dashboard' },
      { path: '/work', label: 'shell.nav.work' },
      { path: '/payments', label: 'shell.nav.payments' },
    ]);
  });
  it('shows an item with roles only to people who have one of them', () => {
    const entries = [{ routes: ['/work', '/dashboard'] }];
    expect(navigationItems(entries, ['network_admin']).map((i) => i.path)).toEqual(['/dashboard', '/dashboard/onboarding', '/work']);
    expect(navigationItems(entries, ['croudie_verifier']).map((i) => i.path)).toContain('/dashboard/onboarding');
    expect(navigationItems(entries, ['fte_core', 'job_user']).map((i) => i.path)).toEqual(['/dashboard', '/work']);
    // the task credentials admin, under /work, for credential administrators only
    expect(navigationItems(entries, ['fte_core', 'task_cred_admin']).map((i) => i.path)).toEqual([
      '/dashboard',
      '/work',
      '/work/credentials',
    ]);
  });
  it("gives finance their view of every croudie's invoices, and croudies their payment centre", () => {
    const entries = [{ routes: ['/payments'] }, { routes: ['/work', '/dashboard'] }];
    expect(navigationItems(entries, ['finance']).map((i) => i.path)).toEqual(['/dashboard', '/work', '/payments/finance']);
    expect(navigationItems(entries, ['finance_admin']).map((i) => i.path)).toContain('/payments/finance');
    expect(navigationItems(entries, ['croudie-inactive']).map((i) => i.path)).toEqual(['/dashboard', '/work', '/payments']);
    expect(navigationItems(entries, ['fte_core']).map((i) => i.path)).toEqual(['/dashboard', '/work']);
  });
  it('gives every staff member the FTE search, and hr_user the HR view too; croudies neither', () => {
    const entries = [{ routes: ['/employee', '/hr-view', '/croudies'] }];
    expect(navigationItems(entries, ['fte_core']).map((i) => i.path)).toEqual(['/croudies', '/employee']);
    expect(navigationItems(entries, ['fte_core', 'hr_user']).map((i) => i.path)).toEqual(['/croudies', '/employee', '/hr-view']);
    expect(navigationItems(entries, ['croudie-active'])).toEqual([]);
  });
});

describe('links hidden by feature flags', () => {
  it('hide_plan_link hides the plan, and no flag hides nothing', () => {
    expect(linksHiddenByFlags(['hide_plan_link'])).toEqual(['/plan']);
    expect(linksHiddenByFlags(['croud_campus'])).toEqual([]);
    expect(linksHiddenByFlags([])).toEqual([]);
  });
});
