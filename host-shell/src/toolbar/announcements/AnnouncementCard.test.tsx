// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Client } from 'urql';
import { AnnouncementCard } from './AnnouncementCard';
import type { AssignedAnnouncement } from './announcementRules';
import { READ_ANNOUNCEMENT, RESPOND_TO_ANNOUNCEMENT } from './useAnnouncements';

// jsdom has no ResizeObserver; antd's auto-sizing text area asks for one
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

afterEach(cleanup);

const response: AssignedAnnouncement = {
  id: '41',
  state: 'unread',
  announcement: {
    id: '7',
    name: 'Availability for next month',
    type: 'response',
    activatedAt: null,
    content: '<p onclick="x()">Can you take on <em>more hours</em>?</p><script>window.hacked = true</script>',
    actions: [
      { id: '1', name: 'Count me in', targetState: 'read' },
      { id: '2', name: 'Not this time', targetState: 'declined' },
    ],
  },
};

function client(answer: { data?: unknown; error?: unknown } | Promise<never>) {
  const calls: Array<{ query: unknown; variables: unknown }> = [];
  return {
    calls,
    client: {
      mutation: (query: unknown, variables: unknown) => {
        calls.push({ query, variables });
        return { toPromise: () => Promise.resolve(answer) };
      },
    } as unknown as Pick<Client, 'mutation'>,
  };
}
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

// antd in jsdom is slow on a busy 2-core machine: give rendering room beyond the 5 s default
describe('announcement card', { timeout: 30_000 }, () => {
  it('renders sanitised content; Reply shows the actions, declined first, and sends the typed reply', async () => {
    const api = client({ data: { respondToAnnouncement: true } });
    const onAnswered = vi.fn();
    render(
      <AntApp>
        <AnnouncementCard assignment={response} client={api.client} onAnswered={onAnswered} />
      </AntApp>,
    );
    expect(screen.getByText('more hours').tagName).toBe('EM');
    expect(document.querySelector('.announcement-content')!.innerHTML).not.toMatch(/script|onclick/);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss', 'Reply']);
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Not this time', 'Count me in']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Twenty hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    await flush();
    expect(api.calls).toEqual([{ query: RESPOND_TO_ANNOUNCEMENT, variables: { id: '41', actionId: '1', response: 'Twenty hours' } }]);
    expect(onAnswered).toHaveBeenCalledWith('41');
  });

  it('sends nothing in preview mode', async () => {
    const api = client({ data: { readMyAnnouncement: { id: '41' } } });
    const onAnswered = vi.fn();
    render(
      <AntApp>
        <AnnouncementCard assignment={response} client={api.client} preview onAnswered={onAnswered} />
      </AntApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    await flush();
    expect(api.calls).toEqual([]);
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('on failure clears the loading state and shows the error toast', async () => {
    const api = client({ error: new Error('CONFLICT') });
    const onAnswered = vi.fn();
    render(
      <AntApp>
        <AnnouncementCard assignment={response} client={api.client} onAnswered={onAnswered} />
      </AntApp>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await flush();
    expect(api.calls).toEqual([{ query: READ_ANNOUNCEMENT, variables: { id: '41' } }]);
    expect(await screen.findByText('There was a problem sending your response, please try again.')).toBeTruthy();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    expect(dismiss.className).not.toContain('loading');
    expect((dismiss as HTMLButtonElement).disabled).toBe(false);
    expect(onAnswered).not.toHaveBeenCalled();
  });
});
