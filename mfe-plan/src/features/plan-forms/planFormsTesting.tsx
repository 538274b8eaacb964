// Test support (jsdom) for the plan's forms: the drawer over a fake GraphQL endpoint (the outside boundary of these
// tests) holding a client or two, a project with two phases, and the pickers' lists; the bus records toasts and the
// confirmations asked, and answers the shell's confirm dialog. Imported by tests only.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { PlanFormDrawer, type PlanFormTarget } from '.';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

/** Wednesday 14 January 2026, 10:00 in London (Q1 2026). */
export const NOW = '2026-01-14T10:00:00.000Z';
/** The first render loads antd's drawer, selects and the forms' modules, which takes a moment in jsdom. */
export const LOADED = { timeout: 10_000 };

export const sam = { id: '3', fullName: 'Sam Staff', emailAddress: 'sam@example.com' };
export const ann = { id: '9', fullName: 'Ann Archer', emailAddress: 'ann@example.com' };

export const bluebird = { id: '7', name: 'Bluebird Travel' };
export const quietCo = { id: '8', name: 'Quiet Co' };
const channels = [
  { id: '70', name: 'Paid search', state: 'active', client: bluebird },
  { id: '71', name: 'Organic social', state: 'active', client: bluebird },
  { id: '80', name: 'Old display', state: 'inactive', client: quietCo },
];
const channelTypes = [
  { id: '4', name: 'PPC' },
  { id: '5', name: 'SEO' },
];
const timezones = [
  { id: 'Europe/London', offset: '+00:00' },
  { id: 'America/New_York', offset: '-05:00' },
];

export const discovery = { id: '31', name: 'Discovery', status: 'active', startsAt: '2026-01-05', endsAt: '2026-01-31', projectId: '21' };
export const build = { id: '32', name: 'Build', status: 'active', startsAt: '2026-02-01', endsAt: '2026-03-31', projectId: '21' };
export const springLaunch = {
  id: '21',
  name: 'Spring launch',
  clientId: bluebird.id,
  status: 'active',
  phases: [discovery, build].map(({ projectId: _p, ...phase }) => phase),
};

/** One page of a connection as the API answers it. */
export const page = <T,>(nodes: T[]) => ({ nodes, pagination: { total: nodes.length, page: 1, limit: 25 } });

/** A GraphQL refusal as the API gives it. */
export const refusal = (message: string, code: string, fieldErrors?: Record<string, string>) => ({
  errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});

export type Answers = Partial<Record<string, (call: GraphQLCall) => Answer>>;

type PickerFilters = { ids?: string[]; search?: string | null; clientId?: string };
const picked = <T extends { id: string }>(call: GraphQLCall, nodes: T[], name: (node: T) => string) => {
  const filters = (call.variables['filters'] ?? {}) as PickerFilters;
  if (filters.ids) return page(nodes.filter((n) => filters.ids!.includes(n.id)));
  const search = filters.search?.toLowerCase();
  return page(search ? nodes.filter((n) => name(n).toLowerCase().includes(search)) : nodes);
};

function defaults(): Answers {
  return {
    PlanNow: () => ({ data: { platformNow: NOW } }),
    PlanFormsChoices: () => ({ data: { plan: { projects: [springLaunch] } } }),
    PlanFormsPhase: (call) => {
      const phase = [discovery, build].find((p) => p.id === call.variables['id']);
      return phase ? { data: { planPhase: phase } } : refusal('Phase not found', 'NOT_FOUND');
    },
    PlanFormsProjectBrief: (call) =>
      call.variables['id'] === springLaunch.id
        ? { data: { planProject: { id: springLaunch.id, name: springLaunch.name, clientId: springLaunch.clientId } } }
        : refusal('Project not found', 'NOT_FOUND'),
    PlanFormsClientChannels: (call) => ({
      data: {
        client: {
          id: call.variables['id'],
          channels: channels.filter((c) => c.client.id === call.variables['id']).map(({ id, state }) => ({ id, state })),
        },
      },
    }),
    ExtendPlanPhase: (call) => {
      const phase = [discovery, build].find((p) => p.id === call.variables['id'])!;
      return {
        data: {
          extendPlanPhase: {
            id: phase.id,
            startsAt: call.variables['startsAt'] ?? phase.startsAt,
            endsAt: call.variables['endsAt'] ?? phase.endsAt,
          },
        },
      };
    },
    UserPicker: (call) => ({ data: { users: picked(call, [sam, ann], (u) => u.fullName) } }),
    ClientPicker: (call) => ({ data: { clients: picked(call, [bluebird, quietCo], (c) => c.name) } }),
    ChannelPicker: (call) => {
      const clientId = ((call.variables['filters'] ?? {}) as PickerFilters).clientId;
      const offered = channels.filter((c) => c.state === 'active' && (!clientId || c.client.id === clientId));
      const filters = (call.variables['filters'] ?? {}) as PickerFilters;
      const nodes = filters.ids ? channels.filter((c) => filters.ids!.includes(c.id)) : offered;
      return { data: { channels: page(nodes.map(({ state: _s, ...c }) => c)) } };
    },
    ChannelTypePicker: (call) => ({ data: { channelTypes: picked(call, channelTypes, (c) => c.name) } }),
    TimezonePicker: (call) => ({ data: { timezones: picked(call, timezones, (z) => z.id) } }),
  };
}

/**
 * Opens the drawer on `target` as a staff member (Sam Staff, London) over the fake API. `confirm` is the shell's
 * answer to each confirmation, in turn when a list.
 */
export function openDrawer(
  target: PlanFormTarget,
  { answers = {}, confirm = true }: { answers?: Answers; confirm?: boolean | boolean[] } = {},
) {
  const known = { ...defaults(), ...answers };
  const api = fakeApi((call) => {
    const answer = known[call.operationName];
    return answer ? answer(call) : { errors: [{ message: `the fake plan API has no answer for ${call.operationName}` }] };
  });
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const confirmations: { title: string; okText?: string }[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => {
    const answer = Array.isArray(confirm) ? (confirm[confirmations.length] ?? false) : confirm;
    confirmations.push({ title: request.title, okText: request.okText });
    bus.publish('confirm:answered', { id: request.id, confirmed: answer });
  });
  const me = { id: sam.id, kind: 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = { tenant: 'control', roles: ['job_user', 'forecasting'], me, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    navigate: () => {},
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  const saved: number[] = [];
  const closed: number[] = [];
  render(
    <RemoteProviders remote="mfe-plan" props={props}>
      <PlanFormDrawer target={target} onClose={() => closed.push(1)} onSaved={() => saved.push(1)} />
    </RemoteProviders>,
  );
  return { ...api, toasts, confirmations, saved, closed };
}

/** The drawer's form, once it has loaded. */
export const formNamed = (name: string) => screen.findByRole('form', { name }, LOADED);

const popup = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)!;

/** Opens a select (a picker loads its list) and clicks `option`; `typed` narrows long lists first. */
export async function choose(form: HTMLElement, label: string, option: string, { typed = false } = {}) {
  const box = within(form).getByRole('combobox', { name: label });
  fireEvent.mouseDown(box);
  if (typed) fireEvent.change(box, { target: { value: option } });
  fireEvent.click(await waitFor(() => within(popup()).getByTitle(option)));
}

export function typeText(form: HTMLElement, label: string, text: string) {
  fireEvent.change(within(form).getByRole('textbox', { name: label }), { target: { value: text } });
}

/** Types a DD/MM/YYYY date into a date input and leaves it. */
export function typeDate(form: HTMLElement, label: string, date: string) {
  const input = within(form).getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value: date } });
  fireEvent.blur(input);
}

export const save = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
