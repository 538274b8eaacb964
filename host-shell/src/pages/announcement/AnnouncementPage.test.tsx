// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider as UrqlProvider } from 'urql';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { AnnouncementPage, announcementIdOf } from './AnnouncementPage';

// jsdom has no ResizeObserver; antd's auto-sizing text area asks for one
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

beforeEach(() => {
  inlineStyles();
  window.history.pushState(null, '', '/announcement/41');
});
afterEach(() => {
  cleanup();
  restoreStyles();
  window.history.pushState(null, '', '/');
});

const assignment = (over: Record<string, unknown> = {}) => ({
  id: '41',
  state: 'unread',
  respondedAt: null,
  response: null,
  announcement: {
    id: '7',
    name: 'Availability for next month',
    content: '<p>Can you take on <em>more hours</em>?</p>',
    type: 'response',
    activatedAt: '2026-11-20T10:00:00.000Z',
    actions: [
      { id: '2', name: 'Not this time', targetState: 'declined' },
      { id: '1', name: 'Count me in', targetState: 'read' },
    ],
  },
  ...over,
});

const refused = (code: string, message: string): Answer => ({ errors: [{ message, extensions: { code } }] });

function renderPage(answer: (call: GraphQLCall) => Answer) {
  const api = fakeApi(answer);
  render(
    <AntApp>
      <UrqlProvider value={api.client}>
        <AnnouncementPage />
      </UrqlProvider>
    </AntApp>,
  );
  return api;
}

// antd in jsdom is slow on a busy 2-core machine: give rendering room beyond the 5 s default
describe('/announcement/{id}', { timeout: 30_000 }, () => {
  it('reads the assignment id from the path', () => {
    expect(announcementIdOf('/announcement/41')).toBe('41');
    expect(announcementIdOf('/announcement/%E0')).toBe('%E0');
    expect(announcementIdOf('/announcement')).toBe('');
  });

  it('shows an unread announcement with the panel’s buttons; a reply is sent and the page then says how it was answered', async () => {
    let answered = false;
    const api = renderPage((call) => {
      if (call.operationName === 'ShellMyAnnouncement') {
        return {
          data: {
            myAnnouncement: answered
              ? assignment({ state: 'read', respondedAt: '2026-11-21T09:30:00.000Z', response: 'Twenty hours' })
              : assignment(),
          },
        };
      }
      if (call.operationName === 'ShellRespondToAnnouncement') {
        answered = true;
        return { data: { respondToAnnouncement: true } };
      }
      throw new Error(`unexpected ${call.operationName}`);
    });
    const card = await screen.findByRole('article', { name: 'Availability for next month' });
    expect(screen.getByRole('heading', { level: 1, name: 'Announcement' })).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByText('Sent on Nov 20, 2026 10:00', { exact: false })).toBeTruthy();
    expect(api.callsOf('ShellMyAnnouncement')[0]!.variables).toEqual({ id: '41' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Reply']);
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    fireEvent.change(within(card).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Twenty hours' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Count me in' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('You responded on Nov 21, 2026'));
    expect(api.callsOf('ShellRespondToAnnouncement')[0]!.variables).toEqual({ id: '41', actionId: '1', response: 'Twenty hours' });
    expect(screen.getByRole('status').textContent).toContain('Your response: Twenty hours');
    expect(within(screen.getByRole('article')).queryAllByRole('button')).toEqual([]);
  });

  it('an alert: Mark as Read marks it read', async () => {
    let read = false;
    const api = renderPage((call) =>
      call.operationName === 'ShellReadAnnouncement'
        ? ((read = true), { data: { readMyAnnouncement: { id: '41', state: 'read' } } })
        : {
            data: {
              myAnnouncement: assignment({
                state: read ? 'read' : 'unread',
                announcement: { ...assignment().announcement, type: 'alert', actions: [] },
              }),
            },
          },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You have read this announcement.'));
    expect(api.callsOf('ShellReadAnnouncement')[0]!.variables).toEqual({ id: '41' });
  });

  it('says so, with no buttons, when the answer fails; the buttons are free to try again', async () => {
    renderPage((call) =>
      call.operationName === 'ShellReadAnnouncement'
        ? refused('CONFLICT', 'This announcement is complete: it is no longer available')
        : { data: { myAnnouncement: assignment() } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('There was a problem sending your response, please try again.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Dismiss' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a complete announcement: it is no longer available', async () => {
    renderPage(() => refused('CONFLICT', 'This announcement is complete: it is no longer available'));
    expect(await screen.findByText('This announcement is no longer available')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('an unknown one, or one of someone else: it could not be found', async () => {
    renderPage(() => refused('NOT_FOUND', 'Announcement not found'));
    expect(await screen.findByText('This announcement could not be found')).toBeTruthy();
  });

  it('a failed load offers Try again', async () => {
    let attempts = 0;
    renderPage(() => {
      attempts += 1;
      return attempts === 1 ? refused('INTERNAL_SERVER_ERROR', 'Unexpected error.') : { data: { myAnnouncement: assignment() } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Availability for next month' })).toBeTruthy();
  });
});
