// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AnnouncementCard } from './AnnouncementCard';
import type { AnnouncementContent } from './announcementRules';

afterEach(cleanup);

const response: AnnouncementContent = {
  name: 'Availability for next month',
  type: 'response',
  content: '<p onclick="x()">Can you take on <em>more hours</em>?</p><script>window.hacked = true</script>',
  actions: [
    { id: '1', name: 'Count me in', targetState: 'read' },
    { id: '2', name: 'Not this time', targetState: 'declined' },
  ],
};

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

// antd in jsdom is slow on a busy 2-core machine: give rendering room beyond the 5 s default
describe('the announcement card', { timeout: 30_000 }, () => {
  it('is an article named by its title, with the HTML sanitised', () => {
    render(<AnnouncementCard id="7" announcement={response} />);
    expect(screen.getByRole('article', { name: 'Availability for next month' })).toBeTruthy();
    expect(screen.getByText('more hours').tagName).toBe('EM');
    expect(document.querySelector('.announcement-content')!.innerHTML).not.toMatch(/script|onclick/);
  });

  it('Reply opens the reply box and the actions, declined first; an action sends the typed reply', async () => {
    const onRespond = vi.fn(() => Promise.resolve());
    render(<AnnouncementCard id="7" announcement={response} onRespond={onRespond} />);
    expect(buttons()).toEqual(['Dismiss', 'Reply']);
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(buttons()).toEqual(['Not this time', 'Count me in']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: ' Twenty hours ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    await flush();
    expect(onRespond).toHaveBeenCalledWith(response.actions[0], 'Twenty hours');
  });

  it('an alert offers only Mark as Read; its button is busy until the answer settles, then free again', async () => {
    let settle: () => void = () => {};
    const onRead = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<AnnouncementCard id="8" announcement={{ ...response, type: 'alert', actions: [] }} onRead={onRead} />);
    expect(buttons()).toEqual(['Mark as Read']);
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Read' }));
    await flush();
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button').className).toContain('loading');
    settle();
    await flush();
    expect(screen.getByRole('button').className).not.toContain('loading');
  });

  it('in preview mode the buttons behave but nothing is sent', async () => {
    const onRead = vi.fn(() => Promise.resolve());
    const onRespond = vi.fn(() => Promise.resolve());
    render(<AnnouncementCard id="preview" announcement={response} preview onRead={onRead} onRespond={onRespond} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Count me in' }));
    await flush();
    expect(onRead).not.toHaveBeenCalled();
    expect(onRespond).not.toHaveBeenCalled();
  });

  it('an answered one shows no buttons, and what the caller puts beside the title and under the body', () => {
    render(
      <AnnouncementCard
        id="9"
        announcement={response}
        answered
        headingLevel={2}
        titleExtra={<a href="/announcement/9">View</a>}
        footer={<p>You replied</p>}
      />,
    );
    expect(buttons()).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Availability for next month' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View' })).toBeTruthy();
    expect(screen.getByText('You replied')).toBeTruthy();
  });
});
