import { describe, expect, it } from 'vitest';
import { accessRedirect } from './access';

const active = { roles: ['croudie-active'] };
const pending = { roles: ['croudie-pending'] };
const staff = { roles: ['fte_core', 'job_user'] };

describe('access rules after sign-in', () => {
  it('sends / to the home page', () => {
    expect(accessRedirect('/', active)).toBe('/work');
    expect(accessRedirect('/', staff)).toBe('/work');
    expect(accessRedirect('/', pending)).toBe('/dashboard/pending');
  });
  it('keeps a pending croudie to their dashboard, the academy and their profile', () => {
    expect(accessRedirect('/work', pending)).toBe('/dashboard/pending');
    expect(accessRedirect('/payments/invoices', pending)).toBe('/dashboard/pending');
    expect(accessRedirect('/academy/mycourses', pending)).toBeNull();
    expect(accessRedirect('/my-profile', pending)).toBeNull();
    expect(accessRedirect('/dashboard/pending', pending)).toBeNull();
  });
  it('leaves everyone else where they are', () => {
    expect(accessRedirect('/payments', active)).toBeNull();
    expect(accessRedirect('/plan', staff)).toBeNull();
  });
});
