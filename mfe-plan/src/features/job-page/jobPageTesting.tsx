// Test support (jsdom) for the job page and the task forms: the page (or the task drawer) over a fake GraphQL endpoint
// holding one job of Bluebird Travel, its tasks, templates and the pickers' people; the bus records toasts and the
// confirmations asked, and answers the shell's confirm dialog. Imported by tests only.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page } from '../plan-forms/planFormsTesting';
import { JobPage } from './JobPage';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

export const NOW = '2026-01-14T10:00:00.000Z';
export const sam = { id: '3', fullName: 'Sam Staff', emailAddress: 'sam@example.com' };
export const ann = { id: '9', fullName: 'Ann Archer', emailAddress: 'ann@example.com' };
export const croudies = [
  { id: '41', fullName: 'Cara Croudie', emailAddress: 'cara@example.com' },
  { id: '42', fullName: 'Dan Doer', emailAddress: 'dan@example.com' },
  { id: '43', fullName: 'Eve Editor', emailAddress: 'eve@example.com' },
];

export const offer = (croudie: (typeof croudies)[number], position: number, status: string, extra: Record<string, unknown> = {}) => ({
  id: `o${croudie.id}-${position}`,
  croudieId: croudie.id,
  croudieName: croudie.fullName,
  position,
  status,
  expiresAt: null as string | null,
  timeoutMinutes: 120,
  ...extra,
});

/** A single task offered in order: Cara has it until 12:00, Dan waits. */
export const writeAds = {
  id: '501',
  type: 'SINGLE',
  name: 'Write ads',
  label: 'OFFERED',
  active: true,
  briefSource: 'Hello {{croudie_first_name}}',
  settings: { attachmentsRequired: true },
  templateId: null as string | null,
  costType: 'FIXED',
  fixedCost: '25.00',
  allocatedMinutes: null as number | null,
  lifetimeMinutes: 1440,
  deadlineTime: 'end_of_day',
  deadline: '2026-01-15T23:00:00.000Z',
  allocationMethod: 'OFFER',
  openQueue: false,
  reviewer: null as { id: string; fullName: string } | null,
  offers: [
    offer(croudies[0]!, 1, 'OFFERED', { expiresAt: '2026-01-14T12:00:00.000Z' }),
    offer(croudies[1]!, 2, 'QUEUED'),
    offer(croudies[2]!, 3, 'REMOVED'),
  ],
  authoringActions: ['EDIT', 'DELETE'],
};

/** The job's QA task, waiting for its reviewer. */
export const qaTask = {
  ...writeAds,
  id: '502',
  type: 'QA',
  name: 'Check the ads',
  label: 'REVIEW_UNASSIGNED',
  settings: { attachmentsRequired: false },
  costType: null as string | null,
  fixedCost: null as string | null,
  deadline: null as string | null,
  reviewer: { id: ann.id, fullName: ann.fullName },
  offers: [],
  authoringActions: ['EDIT'],
};

export const job = {
  id: '5',
  name: 'Spring search ads',
  status: 'IN_PROGRESS',
  client: { id: '7', name: 'Bluebird Travel' },
  channel: { id: '70', name: 'Paid search' },
  owner: { id: sam.id, fullName: sam.fullName },
  phase: null,
  engineAccounts: [],
  what: null,
  why: null,
  expectedImpact: null,
  isPublic: false,
  dueAt: '2026-01-31T17:00:00.000Z',
  timezone: 'Europe/London',
  startsAt: null,
  scheduledFor: null,
  startedAt: '2026-01-14T09:00:00.000Z',
  completedAt: null,
  timeAllocatedMinutes: 0,
  actualMinutes: 0,
  invoiced: false,
  activeTasks: [],
  availableActions: ['EDIT', 'COPY', 'DELETE'],
  tasks: [writeAds, qaTask] as unknown[],
};

/** A template of the client's: a fixed-cost single task offered on the open queue. */
export const bannerTemplate = {
  id: '88',
  name: 'Banner set',
  type: 'SINGLE',
  title: 'Make banners',
  brief: 'Banners for {{job_owner_name}}',
  settings: { attachmentsRequired: true },
  costType: 'MINUTES',
  fixedCost: null,
  allocatedMinutes: 90,
  lifetimeMinutes: 360,
  deadlineTime: '17:00',
  allocationMethod: 'OFFER',
  openQueue: false,
};

export const refusal = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});

export type Answers = Partial<Record<string, (call: GraphQLCall) => Answer>>;

const picked = (call: GraphQLCall, nodes: typeof croudies) => {
  const filters = (call.variables['filters'] ?? {}) as { ids?: string[]; search?: string | null };
  if (filters.ids) return page(nodes.filter((n) => filters.ids!.includes(n.id)));
  const search = filters.search?.toLowerCase();
  return page(search ? nodes.filter((n) => n.fullName.toLowerCase().includes(search)) : nodes);
};

function defaults(): Answers {
  return {
    PlanNow: () => ({ data: { platformNow: NOW } }),
    JobPage: () => ({ data: { job } }),
    TaskFormTemplates: () => ({ data: { taskTemplatesForTask: [bannerTemplate] } }),
    CroudiePicker: (call) => ({ data: { croudies: picked(call, croudies) } }),
    TaskFormCroudieNames: (call) => ({ data: { croudies: picked(call, croudies) } }),
    UserPicker: (call) => ({ data: { users: picked(call, [sam, ann]) } }),
  };
}

/** Renders `ui` as Sam Staff (London) over the fake API; `confirm` is the shell's answer to each confirmation. */
export function renderWithApi(ui: ReactNode, { answers = {}, confirm = true }: { answers?: Answers; confirm?: boolean } = {}) {
  const known = { ...defaults(), ...answers };
  const api = fakeApi((call) => {
    const answer = known[call.operationName];
    return answer ? answer(call) : { errors: [{ message: `the fake job API has no answer for ${call.operationName}` }] };
  });
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const confirmations: { title: string; okText?: string }[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => {
    confirmations.push({ title: request.title, okText: request.okText });
    bus.publish('confirm:answered', { id: request.id, confirmed: confirm });
  });
  const me = { id: sam.id, kind: 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = { tenant: 'control', roles: ['job_user'], me, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    navigate: () => {},
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-plan" props={props}>
      {ui}
    </RemoteProviders>,
  );
  return { ...api, toasts, confirmations };
}

/** The job page of job 5 at /plan/jobs/5. */
export const openJobPage = (options: { answers?: Answers; confirm?: boolean } = {}) =>
  renderWithApi(
    <MemoryRouter initialEntries={['/plan/jobs/5']}>
      <Routes>
        <Route path="/plan/jobs/:id" element={<JobPage id="5" />} />
        <Route path="/plan" element={<p>The plan</p>} />
      </Routes>
    </MemoryRouter>,
    options,
  );
