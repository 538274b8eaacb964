// Test support (jsdom) for the profile tabs: a croudie over a fake API, mounted as the remote mounts its pages.
// Imported by tests only, so no bundle carries it.
import { render } from '@testing-library/react';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { BrowserRouter } from 'react-router-dom';
import { AppRouter } from '../../app/AppRouter';
import { CroudieProfileTabs } from './CroudieProfileTabs';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

const NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  GB: 'United Kingdom',
  US: 'United States',
  v1: 'Retail',
  v2: 'Travel',
};

export const croudie = {
  id: '12',
  firstName: 'Uma',
  lastName: 'States',
  emailAddress: 'uma@example.com',
  pendingEmail: null as string | null,
  phoneNumber: '+447700900001',
  avatar: null as string | null,
  city: 'Austin',
  timezone: 'Europe/London',
  countryCode: 'US',
  usState: null as string | null,
  hourlyRate: 25,
  bio: 'Search specialist',
  portfolio: 'https://uma.example.com',
  linkedinUrl: '',
  wechatId: null as string | null,
  languages: [
    { code: 'en', name: 'English', level: 'native' },
    { code: 'fr', name: 'French', level: 'fluent' },
  ],
  experience: [{ verticalId: 'v1', name: 'Retail', level: 'advanced' }],
};

/** The picker queries' answers: the names of the ids asked for. */
function pickerAnswer(call: GraphQLCall): Answer | null {
  const lists: Record<string, string> = {
    LanguagePicker: 'languages',
    CountryPicker: 'countries',
    TimezonePicker: 'timezones',
    VerticalPicker: 'verticals',
  };
  const list = lists[call.operationName];
  if (!list) return null;
  const ids = ((call.variables['filters'] as { ids?: string[] } | undefined)?.ids ?? Object.keys(NAMES)) as string[];
  const nodes = ids.map((id) => (list === 'timezones' ? { id, offset: '+00:00' } : { id, name: NAMES[id] ?? id }));
  return { data: { [list]: { nodes, pagination: { total: nodes.length, page: 1, limit: 25 } } } };
}

export interface OpenOptions {
  path: string;
  /** Answers the page's own operations (the pickers are answered already). */
  answer: (call: GraphQLCall) => Answer;
  impersonating?: boolean;
  roles?: string[];
  meId?: string;
  /** Show the tabs as the staff view does (mode 'staff') instead of the /my-profile page. */
  staff?: boolean;
  /** The REST calls (uploads, downloads); a 500 unless given. */
  apiFetch?: (path: string, init?: RequestInit) => Promise<Response>;
}

/** Mounts the remote's router at `path` for croudie 12 (or `meId`), recording every GraphQL call, toast and event. */
export function openProfile({
  path,
  answer,
  impersonating = false,
  roles = ['croudie-active'],
  meId = '12',
  staff = false,
  apiFetch,
}: OpenOptions) {
  const api = fakeApi((call) => pickerAnswer(call) ?? answer(call));
  const bus = createEventBus();
  const toasts: string[] = [];
  const profileUpdates: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push(`${toast.color}: ${toast.text}`));
  bus.subscribe('profile:updated', (event) => void profileUpdates.push(event.croudieId));
  bus.subscribe('confirm:show', (ask) => void bus.publish('confirm:answered', { id: ask.id, confirmed: true }));
  const session = {
    tenant: staff ? 'control' : 'network',
    roles,
    me: { id: meId, kind: 'CROUDIE', timezone: 'Europe/London' },
    impersonation: impersonating ? { principalId: 'croudie-network:croudies:12', firstName: 'Uma', lastName: 'States' } : null,
  } as unknown as Session;
  const props = {
    bus,
    client: api.client,
    apiFetch: apiFetch ?? (async () => new Response('{}', { status: 500 })),
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  window.history.replaceState(null, '', path);
  render(
    <RemoteProviders remote="mfe-hr" props={props}>
      {staff ? (
        <BrowserRouter>
          <CroudieProfileTabs croudieId="12" mode="staff" />
        </BrowserRouter>
      ) : (
        <AppRouter basename="/" />
      )}
    </RemoteProviders>,
  );
  return { ...api, toasts, profileUpdates };
}
