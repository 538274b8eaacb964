// Test support (jsdom): the staff academy over a fake GraphQL endpoint, the one outside boundary of these tests.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { RemoteProviders } from '@work/shared-ui';
import type { Answer, fakeApi } from '@work/shared-ui/testing/fakeGraphQL';
import { StaffAcademyRoutes } from './StaffAcademyRoutes';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

/** Where the router is now (path and query), for tests that follow a navigation. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders the staff academy (/academy/*, as AppRouter does on control) at `path` for a staff user with `roles`, over
 * `api`. Answers the shell's confirm dialog with `confirm` and records the toasts published.
 */
export function renderAcademy({
  api,
  path,
  roles = ['academy'],
  confirm = true,
}: {
  api: ReturnType<typeof fakeApi>;
  path: string;
  roles?: string[];
  confirm?: boolean;
}) {
  const bus = createEventBus();
  const toasts: { text: string; color: string }[] = [];
  const confirms: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push({ text: toast.text, color: String(toast.color) }));
  bus.subscribe('confirm:show', (request) => {
    confirms.push(String(request.title));
    void bus.publish('confirm:answered', { id: request.id, confirmed: confirm });
  });
  const session = { tenant: 'control', kind: 'USER', roles, impersonation: null } as unknown as Session;
  const props = {
    bus,
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    client: api.client,
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  render(
    <RemoteProviders remote="mfe-academy" props={props}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/academy/*" element={<StaffAcademyRoutes />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return { toasts, confirms, bus };
}

/** A refusal as the API sends it (contract 18: code, and field errors keyed by input path). */
export const refused = (message: string, code: string, fieldErrors?: Record<string, string>): Answer => ({
  errors: [{ message, extensions: { code, ...(fieldErrors ? { fieldErrors } : {}) } }],
});

/** A viewport `width` px wide for antd's breakpoints (jsdom matches no media query). */
export function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const bound = /\((min|max)-width:\s*(\d+)px\)/.exec(query);
    const matches = bound ? (bound[1] === 'min' ? width >= Number(bound[2]) : width <= Number(bound[2])) : false;
    const noop = () => {};
    return {
      matches,
      media: query,
      onchange: null,
      addListener: noop,
      removeListener: noop,
      addEventListener: noop,
      removeEventListener: noop,
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
}

// ------------------------------------------------------------------------------------------------------------ data

export const draftCourse = {
  __typename: 'AcademyCourse',
  id: '7',
  name: 'Paid social basics',
  description: 'How paid social works',
  channelIds: [],
  templateIds: [],
  languageCode: 'en',
  experienceLevel: 'BEGINNER',
  private: false,
  inDemand: true,
  partOfOnboarding: false,
  applicableStatus: 'LIVE',
  type: 'STANDARD',
  qualification: null,
  status: 'DRAFT',
  updatedAt: '2026-11-20T10:30:00.000Z',
  modules: [
    { id: '31', kind: 'TEXT', title: 'Welcome', body: '<p>Hello</p>', videoUrl: null },
    { id: '32', kind: 'VIDEO', title: 'The auction', body: null, videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    { id: '33', kind: 'TEXT', title: 'Targeting', body: '<p>Who sees it</p>', videoUrl: null },
  ],
  assessments: [
    {
      id: '41',
      name: 'Basics quiz',
      type: 'MULTIPLE_CHOICE',
      status: 'DRAFT',
      timeLimitMinutes: 30,
      questionCount: null,
      retakesAllowed: 1,
      retakeWaitDays: 7,
      passScore: 80,
      randomOrder: false,
      questions: [
        {
          id: '51',
          text: 'What is a bid?',
          type: 'SINGLE',
          answers: [
            { id: '61', text: 'An offer for an impression', correct: true, alwaysLast: false },
            { id: '62', text: 'A budget', correct: false, alwaysLast: false },
          ],
        },
        {
          id: '52',
          text: 'Which are ad formats?',
          type: 'MULTI',
          answers: [
            { id: '63', text: 'Carousel', correct: true, alwaysLast: false },
            { id: '64', text: 'Story', correct: true, alwaysLast: false },
            { id: '65', text: 'None of these', correct: false, alwaysLast: true },
          ],
        },
      ],
    },
  ],
};
