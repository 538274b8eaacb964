// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Client } from 'urql';
import { JournalProgressRing } from './JournalProgressRing';
import { socketReconnected } from '../graphql/reconnects';
import { CroudieChips } from './CroudieChips';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Push = (result: { data?: unknown }) => void;

/** A stand-in for the host's urql client: answers queries from a list, records subscriptions. */
function fakeClient(answers: Array<{ data?: unknown; error?: unknown }>) {
  const queries: Array<{ variables: unknown; context: unknown }> = [];
  const subscriptions: Array<{ variables: unknown; push: Push; unsubscribed: boolean }> = [];
  const client = {
    query: (_q: string, variables: unknown, context: unknown) => {
      queries.push({ variables, context });
      const answer = answers[Math.min(queries.length - 1, answers.length - 1)];
      return { toPromise: () => Promise.resolve(answer) };
    },
    subscription: (_q: string, variables: unknown) => ({
      subscribe: (push: Push) => {
        const sub = { variables, push, unsubscribed: false };
        subscriptions.push(sub);
        return {
          unsubscribe: () => {
            sub.unsubscribed = true;
          },
        };
      },
    }),
  } as unknown as Pick<Client, 'query' | 'subscription'>;
  return { client, queries, subscriptions };
}

const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

describe('journal progress ring', () => {
  it("shows today's percentage and colour, opens the journal, and follows the updateBreakdown push", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const { client, queries, subscriptions } = fakeClient([
      { data: { myJournals: { breakdown: { date: today, target: 480, minutes: 120 } } } },
    ]);
    const onOpen = vi.fn();
    const view = render(<JournalProgressRing client={client} timezone="Europe/London" onOpen={onOpen} />);
    await flush();

    expect(queries[0]?.variables).toEqual({ filters: { startDate: today, endDate: today } });
    const ring = screen.getByRole('button', { name: 'Journal progress 25%' });
    expect(ring.getAttribute('data-colour')).toBe('error');
    fireEvent.click(ring);
    expect(onOpen).toHaveBeenCalledTimes(1);

    expect(subscriptions[0]?.variables).toEqual({ date: today });
    act(() => subscriptions[0]?.push({ data: { updateBreakdown: { date: today, target: 480, minutes: 480 } } }));
    expect(screen.getByRole('button', { name: 'Journal progress 100%' }).getAttribute('data-colour')).toBe('success');

    view.unmount();
    expect(subscriptions[0]?.unsubscribed).toBe(true);
  });

  it('shows only the minutes when there is no target', async () => {
    const { client } = fakeClient([{ data: { myJournals: { breakdown: { date: '2026-01-01', target: 0, minutes: 45 } } } }]);
    render(<JournalProgressRing client={client} timezone="Europe/London" onOpen={() => {}} />);
    await flush();
    expect(screen.getByRole('button', { name: 'Journal: 45 minutes logged today' })).toBeTruthy();
  });

  it("follows the platform clock's day, not the browser's (a moved platform clock)", async () => {
    const browserToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const { client, queries, subscriptions } = fakeClient([
      { data: { platformNow: '2031-05-06T12:00:00Z', myJournals: { breakdown: { date: browserToday, target: 480, minutes: 0 } } } },
      { data: { platformNow: '2031-05-06T12:00:00Z', myJournals: { breakdown: { date: '2031-05-06', target: 480, minutes: 240 } } } },
    ]);
    render(<JournalProgressRing client={client} timezone="Europe/London" onOpen={() => {}} />);
    await flush();
    await flush();
    expect(queries.at(-1)?.variables).toEqual({ filters: { startDate: '2031-05-06', endDate: '2031-05-06' } });
    expect(subscriptions.at(-1)?.variables).toEqual({ date: '2031-05-06' });
    expect(await screen.findByRole('button', { name: 'Journal progress 50%' })).toBeTruthy();
  });

  it('fetches the breakdown again when the socket comes back (pushes sent meanwhile are lost)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    const { client, queries } = fakeClient([
      { data: { myJournals: { breakdown: { date: today, target: 480, minutes: 120 } } } },
      { data: { myJournals: { breakdown: { date: today, target: 0, minutes: 120 } } } },
    ]);
    render(<JournalProgressRing client={client} timezone="Europe/London" onOpen={() => {}} />);
    await flush();
    expect(screen.getByRole('button', { name: 'Journal progress 25%' })).toBeTruthy();
    await act(async () => socketReconnected());
    await flush();
    expect(queries).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Journal: 120 minutes logged today' })).toBeTruthy();
  });

  it('says so when the breakdown cannot be loaded', async () => {
    const { client } = fakeClient([{ error: new Error('down') }]);
    render(<JournalProgressRing client={client} timezone="Europe/London" onOpen={() => {}} />);
    await flush();
    expect(screen.getByRole('button', { name: 'Journal progress could not be loaded' })).toBeTruthy();
  });
});

const croudie = (totalMonthlyMinutes: number, totalValue: number, entityType = 'any_other_type') => ({
  data: { croudie: { id: '7', entityType, totalMonthlyMinutes, outstandingWorkLogs: { aggregations: { totalValue } } } },
});

describe('croudie chips', () => {
  it('shows earnings in pounds and the hours chip, polling the network every 30 s', async () => {
    vi.useFakeTimers();
    const { client, queries } = fakeClient([croudie(4550, 12.5), croudie(4608, 99)]);
    render(<CroudieChips client={client} croudieId="7" />);
    await flush();

    expect(queries[0]).toEqual({ variables: { id: '7' }, context: { requestPolicy: 'network-only' } });
    expect(screen.getByRole('status', { name: 'Earnings £12.50' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Monthly hours: 75h 50m of 96h' }).getAttribute('data-state')).toBe('normal');

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    await flush();
    expect(queries).toHaveLength(2);
    expect(screen.getByRole('status', { name: 'Earnings £99.00' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Monthly hours: 76h 48m of 96h' }).getAttribute('data-state')).toBe('warning');
  });

  it('shows limit reached at 96 hours', async () => {
    const { client } = fakeClient([croudie(5760, 0)]);
    render(<CroudieChips client={client} croudieId="7" />);
    await flush();
    expect(screen.getByRole('status', { name: 'Monthly hours: Limit reached' }).getAttribute('data-state')).toBe('limitReached');
  });

  it('hides the hours chip for a limited company', async () => {
    const { client } = fakeClient([croudie(5760, 3, 'limited_company')]);
    render(<CroudieChips client={client} croudieId="7" />);
    await flush();
    expect(screen.getByRole('status', { name: 'Earnings £3.00' })).toBeTruthy();
    expect(screen.queryByTestId('monthly-hours-chip')).toBeNull();
  });

  it('says so when the figures cannot be loaded', async () => {
    const { client } = fakeClient([{ error: new Error('down') }]);
    render(<CroudieChips client={client} croudieId="7" />);
    await flush();
    expect(screen.getByText('Earnings could not be loaded')).toBeTruthy();
  });
});

describe('journal progress ring across midnight', () => {
  it('moves to the new day: queries and subscribes for it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-03-10T23:59:30Z')); // 23:59:30 in London (GMT)
    const { client, queries, subscriptions } = fakeClient([
      { data: { myJournals: { breakdown: { date: '2026-03-10', target: 480, minutes: 480 } } } },
    ]);
    render(<JournalProgressRing client={client} timezone="Europe/London" onOpen={() => {}} />);
    await flush();
    expect(subscriptions[0]?.variables).toEqual({ date: '2026-03-10' });

    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await flush();
    expect(queries.at(-1)?.variables).toEqual({ filters: { startDate: '2026-03-11', endDate: '2026-03-11' } });
    expect(subscriptions[0]?.unsubscribed).toBe(true);
    expect(subscriptions.at(-1)?.variables).toEqual({ date: '2026-03-11' });
  });
});
