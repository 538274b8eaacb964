import { describe, expect, it } from 'vitest';
import { APPS, appSwitcherGroups } from './apps';

const ids = (apps: { id: string }[]) => apps.map((a) => a.id);
const STAFF_ADMIN = [
  'impersonate',
  'tech',
  'finance',
  'finance_admin',
  'fte_core',
  'forecasting',
  'academy',
  'network_admin',
  'job_user',
  'hr_user',
  'task_cred_admin',
  'operations',
  'forecast_admin',
  'croudie_verifier',
  'client_admin',
];

describe('app switcher', () => {
  it("shows only apps whose roles overlap the person's, the first 4 above the divider and the rest below", () => {
    const groups = appSwitcherGroups(STAFF_ADMIN);
    expect(ids(groups.above)).toEqual(['work', 'plan', 'finance', 'academy']);
    expect(ids(groups.below)).toEqual(['employees', 'hr', 'croudies', 'settings']);
  });

  it('gives staff.member (fte_core, job_user) only Work and Plan, with nothing below the divider', () => {
    const groups = appSwitcherGroups(['fte_core', 'job_user']);
    expect(ids(groups.above)).toEqual(['work', 'plan']);
    expect(groups.below).toEqual([]);
  });

  it('gives finance.user Work and Finance, and hr.user Work, Employees and HR', () => {
    expect(ids(appSwitcherGroups(['fte_core', 'finance']).above)).toEqual(['work', 'plan', 'finance']);
    expect(ids(appSwitcherGroups(['fte_core', 'hr_user']).above)).toEqual(['work', 'plan', 'employees', 'hr']);
  });

  it('gives croudies their own apps by croudie role', () => {
    expect(ids(appSwitcherGroups(['croudie-active']).above)).toEqual(['work', 'payments', 'academy', 'my-profile']);
    expect(ids(appSwitcherGroups(['croudie-pending']).above)).toEqual(['academy', 'get-started', 'my-profile']);
  });

  it('shows nothing to someone without a matching role, and never an app without roles', () => {
    expect(appSwitcherGroups([])).toEqual({ above: [], below: [] });
    expect(appSwitcherGroups(['x'], undefined, [{ id: 'open', label: 'shell.apps.work', path: '/work', roles: [] }]).above).toEqual([]);
    expect(APPS.every((app) => app.roles.length > 0)).toBe(true);
  });

  it('leaves out apps whose page no composed remote serves', () => {
    const groups = appSwitcherGroups(STAFF_ADMIN, ['/work', '/dashboard', '/settings']);
    expect(ids(groups.above)).toEqual(['work', 'settings']);
    expect(groups.below).toEqual([]);
  });
});
