// Test support (jsdom) for the client page: the page over a fake GraphQL endpoint (the outside boundary of these
// tests) that keeps the client's lists and changes them as the API would; the bus records toasts and answers the
// shell's confirm dialog. Imported by tests only.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { ClientPage } from './ClientPage';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

export const bluebird = {
  id: '7',
  name: 'Bluebird Travel',
  state: 'active',
  details: {
    entityId: '0b6f1d2e-1111-4c3a-9a77-000000000007',
    createdAt: '2024-03-05T10:00:00.000Z',
    croudiesWithAccessCount: 2,
    channels: [
      { id: '70', name: 'Organic social', state: 'active' },
      { id: '72', name: 'Old display', state: 'inactive' },
      { id: '71', name: 'Paid search', state: 'active' },
    ],
  },
};

const sam = { id: '1', fullName: 'Sam Admin' };
export const projects = [
  { id: '31', name: 'Bluebird always-on', status: 'active', year: 2026, quarter: 2, owner: sam },
  { id: '30', name: 'Bluebird archive', status: 'completed', year: 2025, quarter: 1, owner: sam },
];

/** Twelve jobs, newest first, with every status in turn. */
const STATUSES = ['IN_PROGRESS', 'DRAFT', 'NEW', 'SCHEDULED', 'RECURRING', 'COMPLETE', 'EXPIRED'];
export const jobs = Array.from({ length: 12 }, (_, i) => ({
  id: String(100 - i),
  name: `Job ${i + 1}`,
  status: STATUSES[i % STATUSES.length]!,
  channel: i === 1 ? null : { id: '71', name: 'Paid search' },
  dueAt: i === 0 ? '2026-06-30T16:00:00.000Z' : null,
  owner: { id: '2', fullName: 'Mia Member' },
}));

export type Holder = { croudieId: string; fullName: string; since: string };
export type Request = { croudieId: string; fullName: string; requestedAt: string };

export const holders: Holder[] = [
  { croudieId: '11', fullName: 'Ada Lovelace', since: '2026-04-02T09:00:00.000Z' },
  { croudieId: '12', fullName: 'Grace Hopper', since: '2026-03-01T09:00:00.000Z' },
];
export const requests: Request[] = [
  { croudieId: '41', fullName: 'Nina Newcomer', requestedAt: '2026-04-20T08:00:00.000Z' },
  { croudieId: '42', fullName: 'Omar Asker', requestedAt: '2026-04-21T08:00:00.000Z' },
];

export interface ClientPageOptions {
  client?: typeof bluebird | null;
  projects?: typeof projects;
  jobs?: typeof jobs;
  holders?: Holder[];
  requests?: Request[];
  roles?: string[];
  /** The answer of the shell's confirm dialog. */
  confirm?: boolean;
  /** Answers an operation instead of the fake's state (undefined: the state's answer). */
  answer?: (call: GraphQLCall) => Answer | undefined;
}

/** A page of `rows` as the API answers the variables' pagination. */
function paged<T>(rows: readonly T[], variables: Record<string, unknown>) {
  const { page = 1, limit = 10 } = (variables['pagination'] ?? {}) as { page?: number; limit?: number };
  return { nodes: rows.slice((page - 1) * limit, page * limit), pagination: { total: rows.length, page, limit } };
}

/** Mounts /client/7 for a staff member holding `roles` (client_admin by default). */
export function openClientPage(options: ClientPageOptions = {}) {
  const state = {
    client: options.client === undefined ? bluebird : options.client,
    holders: [...(options.holders ?? holders)],
    requests: [...(options.requests ?? requests)],
  };
  const wrap = (fields: Record<string, unknown>) => ({ data: { client: state.client ? { id: state.client.id, ...fields } : null } });
  const api = fakeApi((call) => {
    const given = options.answer?.(call);
    if (given) return given;
    const v = call.variables;
    switch (call.operationName) {
      case 'ClientPage':
        return { data: { client: state.client } };
      case 'ClientProjects':
        return wrap({ projects: options.projects ?? projects });
      case 'ClientJobs':
        return wrap({ jobs: paged(options.jobs ?? jobs, v) });
      case 'ClientCroudiesWithAccess': {
        const search = typeof v['search'] === 'string' ? v['search'].toLowerCase() : '';
        return wrap({
          croudiesWithAccess: paged(
            state.holders.filter((h) => h.fullName.toLowerCase().includes(search)),
            v,
          ),
        });
      }
      case 'ClientPendingAccessRequests':
        return wrap({ pendingAccessRequests: state.requests });
      case 'ApproveClientAccess':
      case 'DeclineClientAccess': {
        const request = state.requests.find((r) => r.croudieId === v['croudieId']);
        if (!request) return { errors: [{ message: 'Access request not found', extensions: { code: 'NOT_FOUND' } }] };
        state.requests = state.requests.filter((r) => r !== request);
        if (call.operationName === 'ApproveClientAccess') {
          state.holders = [
            { croudieId: request.croudieId, fullName: request.fullName, since: '2026-05-04T08:00:00.000Z' },
            ...state.holders,
          ];
          return {
            data: {
              approveClientAccess: {
                id: '7',
                pendingAccessRequests: state.requests,
                details: { croudiesWithAccessCount: state.holders.length },
              },
            },
          };
        }
        return { data: { declineClientAccess: { id: '7', pendingAccessRequests: state.requests } } };
      }
      default:
        return { data: null };
    }
  });

  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const confirmations: { title: string; okText?: string }[] = [];
  const navigated: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => {
    confirmations.push({ title: request.title, okText: request.okText });
    bus.publish('confirm:answered', { id: request.id, confirmed: options.confirm ?? true });
  });
  const me = { id: '3', kind: 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = {
    tenant: 'control',
    roles: options.roles ?? ['fte_core', 'client_admin'],
    me,
    impersonation: null,
  } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    navigate: (to: string) => void navigated.push(to),
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-plan" props={props}>
      <MemoryRouter initialEntries={['/client/7']}>
        <ClientPage id="7" />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return { api, state, toasts, confirmations, navigated };
}
