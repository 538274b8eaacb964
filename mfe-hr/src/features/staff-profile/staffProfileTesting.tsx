// Test support (jsdom) for the staff profile: a staff user over a fake API, mounted as the remote mounts its pages
// (features/croudie-admin/testHarness.tsx; the signed-in person is user 3). Imported by tests only.
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page, renderScreen } from '../croudie-admin/testHarness';
import { StaffProfilePage } from './StaffProfilePage';

export const mia = {
  id: '2',
  principalId: 'user-service:users:2',
  fullName: 'Mia Member',
  firstName: 'Mia',
  lastName: 'Member',
  avatar: null as string | null,
  emailAddress: 'staff.member@example.com',
  status: 'active',
  roles: ['fte_core', 'job_user'],
  teams: [{ id: '1', name: 'Paid search' }],
  timezone: 'Europe/London',
  phoneNumber: '+447700900001' as string | null,
  countryCode: 'GB' as string | null,
  usState: null as string | null,
  nativeLanguage: { code: 'en', name: 'English' } as { code: string; name: string } | null,
  linkedinUrl: null as string | null,
  sendCodesByEmail: false,
  office: 'London' as string | null,
  referralSource: null as string | null,
  dateOnboarded: '2024-02-01' as string | null,
  qualifications: [
    { id: '1', name: 'Google Ads Search', campusImported: false, grantedAt: '2026-03-12T10:00:00.000Z' },
    { id: '2', name: 'Campus Analytics', campusImported: true, grantedAt: '2026-03-13T10:00:00.000Z' },
  ],
  dashboards: [
    'drafts',
    'current_tasks',
    'current_jobs',
    'overdue_tasks',
    'unassigned_jobs',
    'overdue_jobs',
    'recent_messages',
    'upcoming_workload',
  ],
  availableActions: ['offboard'] as string[],
  mayImpersonate: true,
};
export type FakeStaffUser = typeof mia;

const NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  GB: 'United Kingdom',
  US: 'United States',
  '7': 'London',
  '8': 'Dublin',
};

/** The shared pickers' queries: the names of the ids asked for, or a short list. */
function pickerAnswer(call: GraphQLCall): Answer | null {
  const lists: Record<string, [string, string[]]> = {
    LanguagePicker: ['languages', ['en', 'fr']],
    CountryPicker: ['countries', ['GB', 'US']],
    TimezonePicker: ['timezones', ['Europe/London', 'Europe/Paris']],
    OfficePicker: ['offices', ['7', '8']],
  };
  if (call.operationName === 'QualificationPicker')
    return {
      data: {
        qualifications: page([
          { id: '1', name: 'Google Ads Search' },
          { id: '3', name: 'Meta Ads' },
        ]),
      },
    };
  const entry = lists[call.operationName];
  if (!entry) return null;
  const [list, all] = entry;
  const ids = (call.variables['filters'] as { ids?: string[] } | undefined)?.ids ?? all;
  return { data: { [list]: page(ids.map((id) => (list === 'timezones' ? { id, offset: '+00:00' } : { id, name: NAMES[id] ?? id }))) } };
}

export interface OpenStaffProfile {
  user?: FakeStaffUser | null;
  roles?: string[];
  /** The answer of the shell's confirm dialog. */
  confirm?: boolean;
  /** Answers the page's changes (mutations); undefined: the default answer (saved). */
  answer?: (call: GraphQLCall) => Answer | undefined;
}

/** Mounts /employee/:id for `user` (Mia, user 2, by default) with the signed-in user 3 holding `roles`. */
export function openStaffProfile({ user = mia, roles = ['hr_user'], confirm = true, answer }: OpenStaffProfile = {}) {
  const id = user?.id ?? '2';
  const api = fakeApi((call) => {
    const given = answer?.(call);
    if (given) return given;
    const picked = pickerAnswer(call);
    if (picked) return picked;
    switch (call.operationName) {
      case 'HrStaffProfile':
        return { data: { user } };
      case 'HrOfficeByName':
        return { data: { offices: { nodes: [{ id: '7', name: 'London' }] } } };
      case 'HrUpdateUserDetails':
        return { data: { updateUserDetails: { ...user, ...(call.variables['input'] as object) } } };
      case 'HrUpdateUserDashboards':
        return { data: { updateUserDashboards: { id, dashboards: call.variables['dashboards'] } } };
      case 'HrTransitionUser':
        return { data: { transitionUser: { ...user, status: 'offboarded', availableActions: ['reactivate'] } } };
      case 'HrAddUserQualification':
      case 'HrRemoveUserQualification':
        return {
          data: {
            [call.operationName === 'HrAddUserQualification' ? 'addUserQualification' : 'removeUserQualification']: {
              id,
              qualifications: [],
            },
          },
        };
      default:
        return { data: null };
    }
  });
  return { api, ...renderScreen(<StaffProfilePage userId={id} />, { api, path: `/employee/${id}`, roles, confirm }) };
}
