import { describe, expect, it } from 'vitest';
import { navigationItems } from './navigation';

describe('navigation from the registry', () => {
  it('lists only routes the visible remotes own, in menu order', () => {
    expect(navigationItems([{ routes: ['/payments'] }, { routes: ['/work', '/dashboard'] }, { routes: ['/employee'] }])).toEqual([
      { path: '/dashboard', label: 'nav.dashboard' },
      { path: '/work', label: 'nav.work' },
      { path: '/payments', label: 'nav.payments' },
    ]);
  });
});
