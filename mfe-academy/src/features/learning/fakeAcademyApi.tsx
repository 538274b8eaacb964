// Test support (jsdom) for the croudie's academy: the remote's router over a fake API, as the remote mounts its pages.
// Imported by tests only, so no bundle carries it.
import { render } from '@testing-library/react';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { AppRouter } from '../../app/AppRouter';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

/** The REST door as the page sees it: GraphQL posted through it (the keep-alive leave) is answered by the same fake API. */
function restOver(client: ReturnType<typeof fakeApi>['client']) {
  return async (path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { query?: string; variables?: Record<string, unknown> };
    if (path !== '/api/graphql' || !body.query) return new Response('{}', { status: 500 });
    const result = await client.mutation(body.query, body.variables ?? {}).toPromise();
    return new Response(JSON.stringify({ data: result.data ?? null }), { status: 200 });
  };
}

export interface OpenOptions {
  path: string;
  answer: (call: GraphQLCall) => Answer;
  featureFlags?: string[];
  /** How the shell's confirm dialog answers (default: confirmed). */
  confirmed?: boolean;
}

/** Mounts the remote at `path` for croudie 12 on the network, recording every GraphQL call, toast and confirm. */
export function openAcademy({ path, answer, featureFlags = [], confirmed = true }: OpenOptions) {
  const api = fakeApi(answer);
  const bus = createEventBus();
  const toasts: string[] = [];
  const confirms: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push(`${toast.color}: ${toast.text}`));
  bus.subscribe('confirm:show', (ask) => {
    confirms.push(`${ask.title}${ask.content ? ` | ${ask.content}` : ''}`);
    bus.publish('confirm:answered', { id: ask.id, confirmed });
  });
  const session = {
    tenant: 'network',
    roles: ['croudie-pending'],
    me: { id: '12', kind: 'CROUDIE', timezone: 'Europe/London' },
    impersonation: null,
  } as unknown as Session;
  const props = {
    bus,
    client: api.client,
    apiFetch: restOver(api.client),
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    featureFlags,
    theme: TEST_THEME,
  } as unknown as MountProps;
  window.history.replaceState(null, '', path);
  const view = render(
    <RemoteProviders remote="mfe-academy" props={props}>
      <AppRouter basename="/" />
    </RemoteProviders>,
  );
  return { ...api, toasts, confirms, view };
}

export const course = {
  __typename: 'AcademyCourse',
  id: '7',
  name: 'Search basics',
  description: 'How search works',
  inDemand: true,
  experienceLevel: 'BEGINNER',
  languageCode: 'en',
  partOfOnboarding: true,
  qualification: { __typename: 'AcademyQualification', id: '3', name: 'Search' },
};

export const assessment = {
  __typename: 'AcademyAssessment',
  id: '21',
  name: 'Final test',
  type: 'MULTIPLE_CHOICE',
  timeLimitMinutes: 10,
  questionCount: null,
  retakesAllowed: 1,
  retakeWaitDays: 7,
  passScore: 80,
};

export function attemptSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AssessmentAttempt',
    id: '99',
    status: 'IN_PROGRESS',
    failReason: null,
    score: null,
    passScore: 80,
    startedAt: '2026-03-15T09:00:00.000Z',
    deadline: '2026-03-15T09:10:00.000Z',
    finishedAt: null,
    feedback: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function userCourse(overrides: Record<string, unknown> = {}, assessmentOverrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UserCourse',
    id: '40',
    status: 'IN_PROGRESS',
    enrolledAt: '2026-03-14T09:00:00.000Z',
    completedAt: null,
    assigned: false,
    readModuleIds: ['5'],
    assessments: [
      {
        __typename: 'UserAssessment',
        assessment,
        standing: 'AVAILABLE',
        retakeAvailableAt: null,
        retakesTaken: 0,
        lastAttempt: null,
        ...assessmentOverrides,
      },
    ],
    course: {
      __typename: 'AcademyCourse',
      id: '7',
      name: 'Search basics',
      modules: [
        {
          __typename: 'AcademyModule',
          id: '5',
          kind: 'TEXT',
          title: 'What a search engine does',
          body: '<p>It finds pages.</p>',
          videoUrl: null,
        },
        {
          __typename: 'AcademyModule',
          id: '6',
          kind: 'VIDEO',
          title: 'Watch a search',
          body: null,
          videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        },
      ],
    },
    ...overrides,
  };
}
