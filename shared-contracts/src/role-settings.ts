import * as v from 'valibot';

/**
 * What a staff role opens, as settings › roles stores it (staff-and-admin.md §2, §3 Role: "permissions"). The spec does
 * not say which permission gates which screen (§6), so the keys name the staff areas of §2; a remote's permission
 * wrapper may require one (ADR 0257). Which GraphQL operations a role may call is separate: the API enforces those.
 */
export const ROLE_PERMISSIONS = [
  { key: 'dashboards', label: 'Dashboards', description: 'The work management dashboard' },
  { key: 'journal', label: 'Journal', description: 'The journal sidebar and my journals' },
  { key: 'plan', label: 'Plan', description: 'The Gantt plan: projects, phases, key dates' },
  { key: 'work', label: 'Jobs and tasks', description: 'Job, task and internal task forms, the task view, recurring work' },
  { key: 'templates', label: 'Templates', description: 'Task templates and client variants' },
  { key: 'credentials', label: 'Task credentials', description: 'Credentials, their sessions and backup codes' },
  { key: 'croudies', label: 'Croudies', description: 'The croudie search list and profiles' },
  { key: 'croudies.admin', label: 'Croudie admin actions', description: 'Close, suspend, block, reactivate, extend deadlines' },
  { key: 'croudies.verification', label: 'Croudie verification', description: 'Pending croudies and their checklists' },
  { key: 'croudies.picker', label: 'Croudie picker', description: 'Scored, new and selected croudies for a task' },
  { key: 'payments', label: 'Payment centre', description: 'Work ready for invoicing and invoices' },
  { key: 'hr', label: 'HR', description: 'Teams, rates, utilisation, availability and leave' },
  { key: 'users', label: 'Staff', description: 'FTE search and profiles' },
  { key: 'users.onboarding', label: 'Staff onboarding', description: 'Create users' },
  { key: 'users.offboarding', label: 'Staff offboarding', description: 'The offboarding list and bulk offboard' },
  { key: 'academy', label: 'Academy', description: 'Courses, modules, assessments and results' },
  { key: 'announcements', label: 'Announcements', description: 'The announcements admin table' },
  { key: 'settings', label: 'Settings', description: 'Templates, holidays, channels, verticals, offices, teams, qualifications' },
  { key: 'settings.roles', label: 'Roles', description: 'Roles with their permissions, users and GraphQL operations' },
  { key: 'impersonation', label: 'Impersonation', description: 'Act as another person (within the impersonation rules)' },
] as const;

export type RolePermission = (typeof ROLE_PERMISSIONS)[number]['key'];
export const ROLE_PERMISSION_KEYS: readonly RolePermission[] = ROLE_PERMISSIONS.map((p) => p.key);

export const ROLE_DESCRIPTION_MAX = 500;

export const ROLE_SETTINGS_MESSAGES = {
  required: 'This field is required',
  descriptionTooLong: `At most ${ROLE_DESCRIPTION_MAX} characters`,
  unknownPermission: 'Not a known permission',
  duplicatePermission: 'A permission cannot be given twice',
  userHasRole: 'This user already has this role. Please select a different user',
} as const;

/**
 * A role's settings as the roles form edits them; platform-api's updateRoleSettings validates with the same schema.
 * Every field is optional: what is left out stays as it is.
 */
export const RoleSettingsSchema = v.object({
  description: v.optional(
    v.pipe(
      v.string(ROLE_SETTINGS_MESSAGES.required),
      v.trim(),
      v.nonEmpty(ROLE_SETTINGS_MESSAGES.required),
      v.maxLength(ROLE_DESCRIPTION_MAX, ROLE_SETTINGS_MESSAGES.descriptionTooLong),
    ),
  ),
  active: v.optional(v.boolean()),
  permissions: v.optional(
    v.pipe(
      v.array(v.picklist(ROLE_PERMISSION_KEYS, ROLE_SETTINGS_MESSAGES.unknownPermission)),
      v.check((keys) => new Set(keys).size === keys.length, ROLE_SETTINGS_MESSAGES.duplicatePermission),
    ),
  ),
});

export type RoleSettingsValues = v.InferOutput<typeof RoleSettingsSchema>;
