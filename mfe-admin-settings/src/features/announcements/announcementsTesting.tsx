// Test support (jsdom): the announcements screens over a fake GraphQL endpoint, the one outside boundary of these tests.
import { Route, Routes } from 'react-router-dom';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen } from '../reference-lists/testHarness';
import { AnnouncementListRoute } from '../../routes/AnnouncementListRoute';
import { AnnouncementReportRoute } from '../../routes/AnnouncementReportRoute';
import { AnnouncementsRoute } from '../../routes/AnnouncementsRoute';

/** The platform clock in these tests: 20 Nov 2026 10:00 UTC (10:00 in London). */
export const NOW = '2026-11-20T10:00:00.000Z';

const filters = (over: Record<string, string[]> = {}) => ({
  roles: [],
  countryCodes: [],
  languageCodes: [],
  qualificationIds: [],
  accountStatuses: [],
  ...over,
});

/** A row of the table as the API gives it. */
export interface Row {
  id: string;
  subject: string;
  status: string;
  type: string;
  createdAt: string;
  scheduledAt: string | null;
  sentAt: string | null;
  creatorName: string | null;
  recipients: number;
  unsentReason: string | null;
  availableActions: string[];
}

export const draft: Row = {
  id: '11',
  subject: 'Payment day reminder',
  status: 'draft',
  type: 'alert',
  createdAt: '2026-11-19T09:00:00.000Z',
  scheduledAt: null,
  sentAt: null,
  creatorName: 'Sam Admin',
  recipients: 0,
  unsentReason: null,
  availableActions: ['save', 'send', 'delete', 'copy'],
};
export const active: Row = {
  ...draft,
  id: '12',
  subject: 'Availability for next month',
  status: 'active',
  type: 'response',
  createdAt: '2026-11-18T09:00:00.000Z',
  sentAt: '2026-11-18T12:00:00.000Z',
  recipients: 40,
  availableActions: ['complete', 'copy'],
};
export const scheduled: Row = {
  ...draft,
  id: '13',
  subject: 'Planned maintenance',
  status: 'scheduled',
  type: 'other',
  createdAt: '2026-11-17T09:00:00.000Z',
  scheduledAt: '2026-11-25T08:00:00.000Z',
  availableActions: ['save', 'send', 'delete', 'copy'],
};

/** The form's fields of `row`: a draft with a body, no buttons and every croudie. */
export const detailsOf = (row: Row, over: Record<string, unknown> = {}) => ({
  id: row.id,
  subject: row.subject,
  body: '<p>Payment is on the <strong>19th</strong>.</p>',
  status: row.status,
  allowResponse: false,
  positiveLabel: null,
  negativeLabel: null,
  scheduledAt: row.scheduledAt,
  lifetimeDays: null,
  include: filters(),
  exclude: filters(),
  excludedCroudieIds: [],
  unsentReason: row.unsentReason,
  availableActions: row.availableActions,
  ...over,
});

export const refused = (message: string, extensions: Record<string, unknown>): Answer => ({ errors: [{ message, extensions }] });
const pickerPage = (nodes: unknown[]) => ({ nodes, pagination: { total: nodes.length, page: 1, limit: 25 } });

/** The API as these screens use it; `override` answers an operation differently (undefined: the default). */
export function announcementsApi(
  override: (call: GraphQLCall) => Answer | undefined = () => undefined,
  rows: Row[] = [draft, active, scheduled],
) {
  return fakeApi((call) => {
    const special = override(call);
    if (special) return special;
    switch (call.operationName) {
      case 'SettingsAnnouncements':
        return { data: { adminAnnouncements: { nodes: rows, pagination: { total: rows.length } } } };
      case 'SettingsAnnouncement':
        return { data: { adminAnnouncement: detailsOf(rows.find((r) => r.id === call.variables['id']) ?? draft) } };
      case 'SettingsAnnouncementNow':
        return { data: { platformNow: NOW } };
      case 'SettingsAnnouncementAudience':
        return { data: { announcementAudience: 42 } };
      case 'CountryPicker':
        return { data: { countries: pickerPage([{ id: 'NZ', name: 'New Zealand' }]) } };
      case 'LanguagePicker':
        return { data: { languages: pickerPage([{ id: 'en', name: 'English' }]) } };
      case 'QualificationPicker':
        return { data: { qualifications: pickerPage([{ id: '3', name: 'Paid Social' }]) } };
      case 'CroudiePicker':
        return { data: { croudies: pickerPage([{ id: '9', fullName: 'Uma States', emailAddress: 'croudie.us@example.com' }]) } };
      case 'SettingsSaveAnnouncement':
        return {
          data: {
            saveAnnouncement: {
              id: (call.variables['input'] as { id?: string }).id ?? '40',
              status: 'draft',
              scheduledAt: (call.variables['input'] as { scheduledAt?: string | null }).scheduledAt ?? null,
              recipients: 0,
              availableActions: ['save', 'send', 'delete', 'copy'],
            },
          },
        };
      default:
        throw new Error(`unexpected ${call.operationName}`);
    }
  });
}

/** /announcements/* as the remote's router has it, at `path`, for a network admin (or `roles`). */
export function renderAnnouncements({
  api,
  path,
  roles = ['network_admin'],
  confirm = true,
}: {
  api: ReturnType<typeof fakeApi>;
  path: string;
  roles?: string[];
  confirm?: boolean;
}) {
  return renderScreen(
    <Routes>
      <Route path="/announcements" element={<AnnouncementsRoute />}>
        <Route index element={<AnnouncementListRoute />} />
        <Route path=":id/report" element={<AnnouncementReportRoute />} />
      </Route>
    </Routes>,
    { api, path, roles, confirm },
  );
}
