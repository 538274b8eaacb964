import { STAFF_ROLES, type RolePermission, type StaffRole } from '@work/shared-contracts';
import * as v from 'valibot';
import type { OperationInfo } from '../../kit/graphql/operations.js';

/**
 * What each staff role is for, and the screens it opens, when the platform first starts (ADR 0257). The spec names the
 * roles but not what each may do (staff-and-admin.md §6); administrators change both in settings › roles.
 */
export const ROLE_DEFAULTS: Record<StaffRole, { description: string; permissions: readonly RolePermission[] }> = {
  impersonate: { description: 'Impersonates staff and croudies to see the platform as they do', permissions: ['impersonation'] },
  tech: {
    description: 'Platform administration: settings, and roles with their permissions, users and GraphQL operations',
    permissions: ['settings', 'settings.roles'],
  },
  finance: { description: 'Payments: work ready for invoicing, invoices, croudie rates and earnings', permissions: ['payments'] },
  finance_admin: { description: 'Payment administration on top of finance', permissions: ['payments'] },
  fte_core: {
    description: 'Every agency staff member: dashboards, journal, staff search',
    permissions: ['dashboards', 'journal', 'users'],
  },
  forecasting: { description: 'Forecasting: the plan and its workload', permissions: ['plan'] },
  academy: { description: 'Academy: courses, modules, assessments and results', permissions: ['academy'] },
  network_admin: {
    description: 'Croudie network administration: croudie accounts, verification, announcements',
    permissions: ['croudies', 'croudies.admin', 'croudies.verification', 'announcements'],
  },
  job_user: { description: 'Jobs and tasks: plan, forms, recurring work, templates', permissions: ['plan', 'work', 'templates'] },
  hr_user: {
    description: 'HR: teams, availability, leave, staff onboarding and offboarding',
    permissions: ['hr', 'users', 'users.onboarding', 'users.offboarding', 'settings'],
  },
  task_cred_admin: { description: 'Task credentials: accounts, sessions and backup codes', permissions: ['credentials'] },
  operations: {
    description: 'Operations: picking croudies for work and following it',
    permissions: ['work', 'croudies', 'croudies.picker'],
  },
  forecast_admin: { description: 'Forecast administration on top of forecasting', permissions: ['plan'] },
  croudie_verifier: {
    description: 'Verifies pending croudies: their onboarding checklists',
    permissions: ['croudies', 'croudies.verification'],
  },
  client_admin: { description: 'Client administration: client users and their access', permissions: ['work'] },
};

/**
 * The operation that changes what roles may call: at least one active role with a staff user must keep it, or no one
 * could ever change roles again (a change that would leave none is refused).
 */
export const ROLE_ADMIN_OPERATION = 'setRoleOperations';

export const ROLES_MESSAGES = {
  userHasRole: 'This user already has this role. Please select a different user',
  userLacksRole: 'This user does not have this role',
  lockout: `No active role with a staff member would keep ${ROLE_ADMIN_OPERATION}: no one could change roles again`,
  unknownOperation: (name: string) => `${name} is not an operation of the API`,
  essentialOperation: (name: string) => `${name} is always allowed (every session needs it): it is not set per role`,
} as const;

/** setRoleOperations' list: every name a root field of the schema that is not essential. Duplicates count once. */
export function operationsSchema(catalogue: readonly OperationInfo[]) {
  const byName = new Map(catalogue.map((op) => [op.name, op]));
  return v.pipe(
    v.array(
      v.pipe(
        v.string(),
        v.check(
          (name) => byName.has(name),
          (issue) => ROLES_MESSAGES.unknownOperation(String(issue.input)),
        ),
        v.check(
          (name) => !byName.get(name)?.essential,
          (issue) => ROLES_MESSAGES.essentialOperation(String(issue.input)),
        ),
      ),
    ),
    v.transform((names) => [...new Set(names)].sort()),
  );
}

export const StaffUserIdSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/, 'Not a user id'));

/** The operations a declaration grants each role: the seed of role_operations (and of any operation new at start). */
export function defaultOperationsOf(role: StaffRole, catalogue: readonly OperationInfo[]): string[] {
  return catalogue.filter((op) => !op.essential && op.defaultRoles.includes(role)).map((op) => op.name);
}

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);
