// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Client } from 'urql';
import { SiteBanners, type OffboardingUser } from './SiteBanners';

afterEach(cleanup);

const flush = () =>
  act(async () => {
    for (let i = 0; i < 6; i++) await Promise.resolve();
  });

const DEFER = '/api/platform/users/9/transitions/defer_auto_offboard';
const REACTIVATE = '/api/platform/users/9/transitions/request_reactivation';

function user(over: Partial<OffboardingUser> = {}): OffboardingUser {
  return {
    offboard_at: '2026-12-13T10:00:00Z',
    state: 'active',
    country_code: 'US',
    us_state: null,
    links: { transitions: { defer_auto_offboard: { href: DEFER } } },
    ...over,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(opts: {
  user: OffboardingUser;
  canInvoice?: boolean;
  needsUpdating?: boolean;
  pathname?: string;
  post?: (path: string) => Response;
  /** the croudie query answers only when this settles (the users call answers at once) */
  invoicingAnswers?: Promise<void>;
}) {
  const calls: Array<{ path: string; method: string }> = [];
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => {
    calls.push({ path, method: init?.method ?? 'GET' });
    if ((init?.method ?? 'GET') === 'GET') return json(opts.user);
    return opts.post ? opts.post(path) : json({}, 500);
  });
  const client = {
    query: () => ({
      toPromise: () =>
        (opts.invoicingAnswers ?? Promise.resolve()).then(() => ({
          data: {
            croudie: {
              id: '9',
              invoicingInfo: { canInvoice: opts.canInvoice ?? false },
              invoiceSettings: { needsUpdating: opts.needsUpdating ?? false },
            },
          },
        })),
    }),
  } as unknown as Pick<Client, 'query'>;
  const navigate = vi.fn();
  const view = render(
    <AntApp>
      <SiteBanners
        client={client}
        apiFetch={apiFetch}
        croudieId="9"
        timezone="Europe/London"
        pathname={opts.pathname ?? '/work'}
        navigate={navigate}
      />
    </AntApp>,
  );
  return { calls, navigate, view };
}

const banner = () => screen.getByTestId('site-banner');

// antd's first render in jsdom is slow on a busy machine
describe('site banners', { timeout: 30_000 }, () => {
  it('pages through all four in order, n of m, and closes one at a time', async () => {
    setup({ user: user(), canInvoice: true, needsUpdating: true });
    await flush();
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      expect(screen.getByTestId('site-banner-paging').textContent).toBe(`${i + 1} of 4`);
      seen.push(banner().getAttribute('data-banner-id')!);
      if (i < 3) fireEvent.click(screen.getByRole('button', { name: 'Next alert' }));
    }
    expect(seen).toEqual(['automatic-offboarding', 'update-payment-details', 'invoice-window-open', 'us-state-update-needed']);
    expect(screen.getByRole('button', { name: 'Next alert' })).toHaveProperty('disabled', true);
    expect(banner().textContent).toContain('Please add your US state to your profile.');

    // closing the last one shows the one before it
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    await flush();
    expect(screen.getByTestId('site-banner-paging').textContent).toBe('3 of 3');
    expect(banner().getAttribute('data-banner-id')).toBe('invoice-window-open');
    fireEvent.click(screen.getByRole('button', { name: 'Previous alert' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous alert' }));
    expect(banner().getAttribute('data-banner-id')).toBe('automatic-offboarding');
    expect(banner().textContent).toContain('Automatic offboarding scheduled for the 13th December');
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    await flush();
    expect(screen.getByTestId('site-banner-paging').textContent).toBe('1 of 2');
    expect(banner().getAttribute('data-banner-id')).toBe('update-payment-details');
  });

  it('shows the banners once both sources have answered, so they do not reorder as the second arrives', async () => {
    let answer!: () => void;
    const invoicingAnswers = new Promise<void>((resolve) => (answer = resolve));
    setup({ user: user({ offboard_at: null, links: { transitions: {} } }), canInvoice: true, needsUpdating: true, invoicingAnswers });
    await flush();
    expect(screen.queryByTestId('site-banner')).toBeNull();

    answer();
    await flush();
    expect(banner().getAttribute('data-banner-id')).toBe('update-payment-details');
    expect(screen.getByTestId('site-banner-paging').textContent).toBe('1 of 3');
  });

  it('shows no pager for a single banner, and hides the invoice banner on /payments', async () => {
    setup({ user: user({ offboard_at: null, links: { transitions: {} }, country_code: 'GB' }), canInvoice: true, pathname: '/payments' });
    await flush();
    expect(screen.queryByTestId('site-banner')).toBeNull();
    cleanup();
    const { navigate } = setup({ user: user({ offboard_at: null, links: { transitions: {} }, country_code: 'GB' }), canInvoice: true });
    await flush();
    expect(banner().getAttribute('data-banner-id')).toBe('invoice-window-open');
    expect(screen.queryByTestId('site-banner-paging')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(navigate).toHaveBeenCalledWith('/payments/invoices/new');
  });

  it('inactive: cancel offboarding POSTs the defer link, then Yes requests reactivation and says Request sent', async () => {
    const { calls } = setup({
      user: user({
        state: 'inactive',
        country_code: 'GB',
        links: { transitions: { defer_auto_offboard: { href: DEFER }, request_reactivation: { href: REACTIVATE } } },
      }),
      post: (path) =>
        path === DEFER
          ? json(
              user({
                state: 'inactive',
                offboard_at: null,
                country_code: 'GB',
                links: { transitions: { request_reactivation: { href: REACTIVATE } } },
              }),
            )
          : json(user({ state: 'pending_reactivation', offboard_at: null, country_code: 'GB', links: { transitions: {} } })),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel offboarding' }));
    await flush();
    expect(calls).toContainEqual({ path: DEFER, method: 'POST' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Do you also want to have your account reactivated to be eligible for tasks?');
    expect(screen.queryByTestId('site-banner')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, request reactivation' }));
    await flush();
    expect(calls).toContainEqual({ path: REACTIVATE, method: 'POST' });
    expect(await screen.findByText('Request sent')).toBeTruthy();
  });

  it('inactive: No, stay inactive sends nothing more', async () => {
    const { calls } = setup({
      user: user({ state: 'inactive', country_code: 'GB' }),
      post: () =>
        json(
          user({
            state: 'inactive',
            offboard_at: null,
            country_code: 'GB',
            links: { transitions: { request_reactivation: { href: REACTIVATE } } },
          }),
        ),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel offboarding' }));
    await flush();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No, stay inactive' }));
    await flush();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ path: DEFER, method: 'POST' }]);
  });

  it('active: the dialog says they are still active and suggests bio, title and availability', async () => {
    const { navigate } = setup({
      user: user({ country_code: 'GB' }),
      post: () => json(user({ offboard_at: null, country_code: 'GB', links: { transitions: {} } })),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel offboarding' }));
    await flush();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toMatch(/still active/);
    expect(dialog.textContent).toMatch(/bio.*title.*availability/);
    expect(within(dialog).queryByRole('button', { name: 'Yes, request reactivation' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update my profile' }));
    expect(navigate).toHaveBeenCalledWith('/my-profile');
  });

  it('a failed cancel or reactivation shows There was a problem, please try again.', async () => {
    setup({ user: user({ country_code: 'GB' }), post: () => json({ error: { code: 'CONFLICT', message: 'x' } }, 409) });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel offboarding' }));
    await flush();
    expect(await screen.findByText('There was a problem, please try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the banner stays, so the person can try again
    expect(banner().getAttribute('data-banner-id')).toBe('automatic-offboarding');
    cleanup();

    setup({
      user: user({ state: 'inactive', country_code: 'GB' }),
      post: (path) =>
        path === DEFER
          ? json(
              user({
                state: 'inactive',
                offboard_at: null,
                country_code: 'GB',
                links: { transitions: { request_reactivation: { href: REACTIVATE } } },
              }),
            )
          : json({ error: { code: 'CONFLICT', message: 'x' } }, 409),
    });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel offboarding' }));
    await flush();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, request reactivation' }));
    await flush();
    expect(await screen.findByText('There was a problem, please try again.')).toBeTruthy();
  });
});

describe('site banners after invoicing changes', { timeout: 30_000 }, () => {
  it('reload the invoicing facts when a remote says the invoice settings were saved or an invoice was made', async () => {
    const { createEventBus } = await import('@work/shared-contracts');
    const bus = createEventBus();
    let facts = { canInvoice: true, needsUpdating: true };
    const query = vi.fn(() => ({
      toPromise: () =>
        Promise.resolve({
          data: {
            croudie: { id: '9', invoicingInfo: { canInvoice: facts.canInvoice }, invoiceSettings: { needsUpdating: facts.needsUpdating } },
          },
        }),
    }));
    render(
      <AntApp>
        <SiteBanners
          client={{ query } as unknown as Pick<Client, 'query'>}
          apiFetch={async () => json(user({ offboard_at: null, links: { transitions: {} }, country_code: 'GB' }))}
          croudieId="9"
          timezone="Europe/London"
          pathname="/my-profile/payment"
          navigate={vi.fn()}
          bus={bus}
        />
      </AntApp>,
    );
    await flush();
    expect(banner().getAttribute('data-banner-id')).toBe('update-payment-details');

    facts = { canInvoice: true, needsUpdating: false };
    bus.publish('invoicing:settings-saved', { croudieId: '9' });
    await flush();
    expect(banner().getAttribute('data-banner-id')).toBe('invoice-window-open');

    facts = { canInvoice: false, needsUpdating: false };
    bus.publish('invoicing:invoice-created', { invoiceId: '1001' });
    await flush();
    expect(screen.queryByTestId('site-banner')).toBeNull();
    expect(query).toHaveBeenCalledTimes(3);
  });
});

describe('site banners after a profile save', { timeout: 30_000 }, () => {
  it('reload the US state when a remote says the profile was saved, so us-state-update-needed goes', async () => {
    const { createEventBus } = await import('@work/shared-contracts');
    const bus = createEventBus();
    let usState: string | null = null;
    const apiFetch = vi.fn(async () =>
      json(user({ offboard_at: null, links: { transitions: {} }, country_code: 'US', us_state: usState })),
    );
    const query = () => ({
      toPromise: () =>
        Promise.resolve({
          data: { croudie: { id: '9', invoicingInfo: { canInvoice: false }, invoiceSettings: { needsUpdating: false } } },
        }),
    });
    render(
      <AntApp>
        <SiteBanners
          client={{ query } as unknown as Pick<Client, 'query'>}
          apiFetch={apiFetch}
          croudieId="9"
          timezone="Europe/London"
          pathname="/my-profile"
          navigate={vi.fn()}
          bus={bus}
        />
      </AntApp>,
    );
    await flush();
    expect(banner().getAttribute('data-banner-id')).toBe('us-state-update-needed');

    usState = 'TX';
    bus.publish('profile:updated', { croudieId: '9' });
    await flush();
    expect(screen.queryByTestId('site-banner')).toBeNull();
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('keeps the banner on show when a reload brings one that comes before it', async () => {
    const { createEventBus } = await import('@work/shared-contracts');
    const bus = createEventBus();
    let canInvoice = false;
    const apiFetch = vi.fn(async () => json(user({ offboard_at: null, links: { transitions: {} }, country_code: 'US' })));
    const query = () => ({
      toPromise: () =>
        Promise.resolve({ data: { croudie: { id: '9', invoicingInfo: { canInvoice }, invoiceSettings: { needsUpdating: false } } } }),
    });
    render(
      <AntApp>
        <SiteBanners
          client={{ query } as unknown as Pick<Client, 'query'>}
          apiFetch={apiFetch}
          croudieId="9"
          timezone="Europe/London"
          pathname="/work"
          navigate={vi.fn()}
          bus={bus}
        />
      </AntApp>,
    );
    await flush();
    expect(banner().getAttribute('data-banner-id')).toBe('us-state-update-needed');

    canInvoice = true;
    bus.publish('invoicing:settings-saved', { croudieId: '9' });
    await flush();
    // invoice-window-open comes first in the order, but the one being read stays, as 2 of 2
    expect(banner().getAttribute('data-banner-id')).toBe('us-state-update-needed');
    expect(screen.getByTestId('site-banner-paging').textContent).toBe('2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous alert' }));
    expect(banner().getAttribute('data-banner-id')).toBe('invoice-window-open');
  });
});
