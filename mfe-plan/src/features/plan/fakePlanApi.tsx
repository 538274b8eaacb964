// Test support (jsdom) for the plan page: the page (or the remote's router) at a path over a fake GraphQL endpoint (the
// outside boundary of these tests) holding two projects of Q1 2026; the bus records toasts and the confirmations asked,
// and answers the shell's confirm dialog. Imported by tests only.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

/** Wednesday 14 January 2026, 10:00 in London. */
export const NOW = '2026-01-14T10:00:00.000Z';

const ann = { id: '7', fullName: 'Ann Archer' };
const ben = { id: '8', fullName: 'Ben Baker' };

const job = (over: Record<string, unknown>) => ({
  status: 'in_progress',
  owner: ann,
  clientId: '70',
  clientName: 'Bluebird Travel',
  channelName: 'Paid search',
  phaseId: null,
  startsAt: null,
  dueAt: null,
  ...over,
});

const keywordAudit = job({
  id: '31',
  name: 'Keyword audit',
  phaseId: '21',
  startsAt: '2026-01-06',
  dueAt: '2026-01-20T17:00:00.000Z',
});
const adCopy = job({ id: '32', name: 'Ad copy', phaseId: '21', dueAt: '2026-01-28T12:00:00.000Z' });
export const looseJob = job({ id: '33', name: 'Loose job', startsAt: '2026-01-19', dueAt: '2026-01-23T17:00:00.000Z', owner: ben });

const phase = (over: Record<string, unknown>) => ({
  parentId: null,
  status: 'active',
  priority: 0,
  owner: ann,
  jobs: [],
  internalTasks: [],
  ...over,
});

export const bluebird = {
  id: '11',
  name: 'Bluebird always-on',
  clientId: '70',
  clientName: 'Bluebird Travel',
  status: 'active',
  priority: 0,
  quarter: { year: 2026, quarter: 1 },
  owner: ann,
  phases: [
    phase({
      id: '21',
      projectId: '11',
      name: 'Discovery',
      startsAt: '2026-01-05',
      endsAt: '2026-01-30',
      jobs: [keywordAudit, adCopy],
      internalTasks: [
        {
          id: '41',
          summary: 'Weekly report',
          status: 'IN_PROGRESS',
          clientId: '70',
          clientName: 'Bluebird Travel',
          channelName: 'Paid search',
          startedAt: '2026-01-12T09:00:00.000Z',
          dueAt: '2026-01-16T17:00:00.000Z',
          owner: ann,
        },
      ],
    }),
    phase({ id: '22', projectId: '11', name: 'Build', startsAt: '2026-02-02', endsAt: '2026-03-27', priority: 1 }),
    phase({ id: '23', projectId: '11', parentId: '22', name: 'Setup', startsAt: '2026-02-02', endsAt: '2026-02-13' }),
  ],
  keyDates: [{ id: '51', projectId: '11', description: 'Launch', date: '2026-02-16' }],
};

export const redwood = {
  id: '12',
  name: 'Redwood relaunch',
  clientId: '80',
  clientName: 'Redwood Homes',
  status: 'active',
  priority: 1,
  quarter: { year: 2026, quarter: 1 },
  owner: ben,
  phases: [phase({ id: '24', projectId: '12', name: 'Plan', startsAt: '2026-01-12', endsAt: '2026-02-27', owner: ben })],
  keyDates: [],
};

/** The plan's answer for a request: these projects and unphased jobs, in the range asked for. */
export function planAnswer(
  call: GraphQLCall,
  projects: unknown[] = [bluebird, redwood],
  unphasedJobs: unknown[] = [looseJob],
  total = projects.length,
) {
  const { startDate, endDate } = call.variables['filters'] as { startDate: string; endDate: string };
  const pagination = (call.variables['pagination'] as { page: number; limit: number } | undefined) ?? { page: 1, limit: 25 };
  return { data: { plan: { startDate, endDate, projects, unphasedJobs, pagination: { total, ...pagination } } } };
}

/** Where the page's router is (its search params: the plan's view), for tests to read. */
export function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** The URL's search params as the page left them. */
export const locationParams = () => new URLSearchParams(document.querySelector('[data-testid="location"]')?.textContent ?? '');

/** A GraphQL refusal as the API gives it. */
export const refusal = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});

export type Answers = Partial<Record<string, (call: GraphQLCall) => Answer>>;

const defaults: Answers = {
  PlanNow: () => ({ data: { platformNow: NOW } }),
  PlanView: (call) => planAnswer(call),
  PlanViewReorderProject: (call) => ({
    data: { reorderPlanProject: { id: call.variables['id'], priority: 0, quarter: { year: 2026, quarter: 1 } } },
  }),
  PlanViewReorderPhase: (call) => ({
    data: { reorderPlanPhase: { id: call.variables['id'], priority: 0, startsAt: '2026-01-05', endsAt: '2026-01-30' } },
  }),
  PlanViewMoveJobs: (call) => ({ data: { moveJobsToPhase: call.variables['jobIds'] } }),
  PlanViewCompleteProject: (call) => ({ data: { completePlanProject: { id: call.variables['id'], status: 'completed' } } }),
  PlanViewCompletePhase: (call) => ({ data: { completePlanPhase: { id: call.variables['id'], status: 'completed' } } }),
  PlanViewDeleteProject: (call) => ({ data: { deletePlanProject: call.variables['id'] } }),
  PlanViewDeletePhase: (call) => ({ data: { deletePlanPhase: call.variables['id'] } }),
};

/**
 * Renders `page` (in a MemoryRouter at `path`) or, with `ownRouter`, the remote's router at `path` of the window's
 * history, for a staff member on control, over the fake API. `location()` is where the page's router is now.
 */
export function openPlan(
  path: string,
  page: ReactNode,
  { answers = {}, confirm = true, ownRouter = false }: { answers?: Answers; confirm?: boolean; ownRouter?: boolean } = {},
) {
  const known = { ...defaults, ...answers };
  const api = fakeApi((call) => {
    const answer = known[call.operationName];
    return answer ? answer(call) : { errors: [{ message: `the fake plan API has no answer for ${call.operationName}` }] };
  });
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const confirmations: { title: string; content?: string; okText?: string }[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => {
    confirmations.push({ title: request.title, content: request.content, okText: request.okText });
    bus.publish('confirm:answered', { id: request.id, confirmed: confirm });
  });
  const me = { id: '3', kind: 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = { tenant: 'control', roles: ['forecast_admin'], me, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    navigate: () => {},
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  if (ownRouter) window.history.replaceState(null, '', path);
  render(
    <RemoteProviders remote="mfe-plan" props={props}>
      {ownRouter ? page : <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>}
    </RemoteProviders>,
  );
  return { ...api, toasts, confirmations };
}
