import { describe, expect, it } from 'vitest';
import { homePath, PENDING_CROUDIE_PATHS } from './access';

// The rules themselves are tested in routing/pipeline.test.ts; these are the facts they use.
describe('home page and pending croudie paths', () => {
  it('sends pending croudies to their own dashboard, everyone else to /work', () => {
    expect(homePath({ roles: ['croudie-pending'] })).toBe('/dashboard/pending');
    expect(homePath({ roles: ['croudie-active'] })).toBe('/work');
    expect(homePath({ roles: ['fte_core'] })).toBe('/work');
  });
  it('lets a pending croudie open only their dashboard, the academy, their profile, the complete-profile wizard, impersonation, the agreement and their announcements', () => {
    expect([...PENDING_CROUDIE_PATHS]).toEqual([
      '/dashboard/pending',
      '/academy',
      '/my-profile',
      '/profile/complete',
      '/impersonate',
      '/agreement',
      '/announcement',
    ]);
  });
});
