// Test support (jsdom) for the croudie picker: candidates shaped as the API answers them, and a render over a fake
// GraphQL endpoint with the feature flags given (the job page's own support renders with none). Imported by tests only.
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { page } from '../plan-forms/planFormsTesting';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

type Reason = { kind: string; label: string; matched: boolean; points: number; maxPoints: number };

/** A candidate of the picker: a croudie, their score and reasons. */
export function candidate(
  id: string,
  firstName: string,
  lastName: string,
  score: number,
  extra: {
    isNew?: boolean;
    offered?: boolean;
    selected?: boolean;
    countryCode?: string | null;
    hourlyRate?: number | null;
    reasons?: Reason[];
  } = {},
) {
  return {
    score,
    isNew: extra.isNew ?? false,
    offered: extra.offered ?? true,
    selected: extra.selected ?? false,
    reasons: extra.reasons ?? [
      { kind: 'AVAILABILITY', label: 'No open tasks', matched: true, points: 20, maxPoints: 20 },
      { kind: 'RATING', label: 'Not rated yet: a neutral score', matched: false, points: 10, maxPoints: 20 },
    ],
    croudie: {
      id,
      firstName,
      lastName,
      countryCode: extra.countryCode === undefined ? 'GB' : extra.countryCode,
      hourlyRate: extra.hourlyRate === undefined ? null : extra.hourlyRate,
    },
  };
}
export type Candidate = ReturnType<typeof candidate>;

export const cara = candidate('41', 'Cara', 'Croudie', 82, {
  countryCode: 'FR',
  hourlyRate: 25,
  reasons: [
    { kind: 'FILTER', label: 'Speaks 2 of 3 languages: English, French', matched: true, points: 16.7, maxPoints: 25 },
    { kind: 'AVAILABILITY', label: 'No open tasks', matched: true, points: 20, maxPoints: 20 },
    { kind: 'RATING', label: 'Not rated yet: a neutral score', matched: false, points: 10, maxPoints: 20 },
    { kind: 'CLIENT_HISTORY', label: 'Has worked for Bluebird Travel', matched: true, points: 10, maxPoints: 10 },
  ],
});
export const dan = candidate('42', 'Dan', 'Doer', 64);
export const eve = candidate('43', 'Eve', 'Editor', 57, { countryCode: null });
export const finn = candidate('44', 'Finn', 'Fresh', 40, { isNew: true, countryCode: 'DE' });

const connection = (nodes: Candidate[], total = nodes.length, pageNo = 1) => ({ nodes, pagination: { page: pageNo, limit: 10, total } });

/** The picker's answer: scored, new, the selected (found by id among the candidates) and the top five. */
export function pickerAnswer(
  call: GraphQLCall,
  {
    scored = [cara, dan, eve],
    fresh = [finn],
    topFive = ['41', '42', '43'],
    scoredTotal,
    keepSelectedInTopFive = false,
  }: { scored?: Candidate[]; fresh?: Candidate[]; topFive?: string[]; scoredTotal?: number; keepSelectedInTopFive?: boolean } = {},
): Answer {
  const input = call.variables['input'] as { selectedIds?: string[] };
  const all = [cara, dan, eve, finn, ...scored];
  const selectedIds = input.selectedIds ?? [];
  const mark = (c: Candidate) => ({ ...c, selected: selectedIds.includes(c.croudie.id) });
  const selected = selectedIds.map((id) => all.find((c) => c.croudie.id === id)).filter((c): c is Candidate => Boolean(c));
  return {
    data: {
      croudiePicker: {
        scored: connection(scored.map(mark), scoredTotal),
        new: connection(fresh.map(mark)),
        selected: selected.map(mark),
        topFive: keepSelectedInTopFive ? topFive : topFive.filter((id) => !selectedIds.includes(id)),
      },
    },
  };
}

export type Answers = Partial<Record<string, (call: GraphQLCall) => Answer>>;

const named = (call: GraphQLCall, nodes: { id: string; name: string }[], key: string) => {
  const filters = (call.variables['filters'] ?? {}) as { ids?: string[] };
  return { data: { [key]: page(filters.ids ? nodes.filter((n) => filters.ids!.includes(n.id)) : nodes) } };
};

function defaults(): Answers {
  return {
    ScoredCroudies: (call) => pickerAnswer(call),
    CountryPicker: (call) =>
      named(
        call,
        [
          { id: 'GB', name: 'United Kingdom' },
          { id: 'FR', name: 'France' },
        ],
        'countries',
      ),
    LanguagePicker: (call) =>
      named(
        call,
        [
          { id: 'en', name: 'English' },
          { id: 'fr', name: 'French' },
        ],
        'languages',
      ),
    ClientPicker: (call) =>
      named(
        call,
        [
          { id: '7', name: 'Bluebird Travel' },
          { id: '8', name: 'Quiet Co' },
        ],
        'clients',
      ),
    QualificationPicker: (call) => named(call, [{ id: '31', name: 'Google Ads' }], 'qualifications'),
    VerticalPicker: (call) => named(call, [{ id: '21', name: 'Travel' }], 'verticals'),
  };
}

/** Renders `ui` as a job_user over the fake API with `featureFlags`; `answers` replace the defaults by operation. */
export function renderPicker(ui: ReactNode, { answers = {}, featureFlags = [] }: { answers?: Answers; featureFlags?: string[] } = {}) {
  const known = { ...defaults(), ...answers };
  const api = fakeApi((call) => {
    const answer = known[call.operationName];
    return answer ? answer(call) : { errors: [{ message: `the fake picker API has no answer for ${call.operationName}` }] };
  });
  const me = { id: '3', kind: 'USER', timezone: 'Europe/London', firstName: 'Sam', lastName: 'Staff' };
  const session = { tenant: 'control', roles: ['job_user'], me, impersonation: null } as unknown as Session;
  const props = {
    bus: createEventBus(),
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    navigate: () => {},
    featureFlags,
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-plan" props={props}>
      {ui}
    </RemoteProviders>,
  );
  return api;
}

/**
 * The picker's drawer once open. Found by its search box: under test every antd drawer's title has the same id
 * ("test-id"), so a drawer over the task form's drawer is not told apart by its name.
 */
export async function pickerDrawer() {
  const search = await screen.findByRole('textbox', { name: 'Search croudies' }, { timeout: 10_000 });
  return search.closest<HTMLElement>('[role="dialog"]')!;
}
