// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, inlineStyles, restoreStyles, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen } from '../features/testHarness';
import { AppRouter } from './AppRouter';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const row = (over: Record<string, unknown>) => ({
  id: '1001',
  sequenceId: 1001,
  reference: 'INV-1',
  createdAt: '2026-11-03T12:00:00Z',
  status: 'pending',
  providerStatus: null,
  providerStatusShown: null,
  total: 144,
  croudieId: '7',
  croudieName: 'Ann Example',
  ...over,
});
const page = (nodes: unknown[]) => ({ nodes, pagination: { total: nodes.length, page: 1, limit: 10 } });

function answer({ operationName }: GraphQLCall) {
  switch (operationName) {
    case 'PaymentsMyInvoices':
      return {
        data: {
          myInvoices: page([
            row({ status: 'paid', providerStatus: 'outgoing_payment_sent', providerStatusShown: 'Sent' }),
            row({ id: '1002', sequenceId: 1002, reference: 'INV-2', providerStatus: 'push_failed', providerStatusShown: 'Pending' }),
          ]),
        },
      };
    case 'PaymentsFinanceInvoices':
      return { data: { invoices: page([row({ providerStatus: 'processing', providerStatusShown: 'Preparing' })]) } };
    case 'PaymentsInvoiceReadiness':
      return { data: { myInvoiceDraft: { checks: { windowOpen: false, hasWork: true } } } };
    case 'PaymentsDeclineInvoice':
      return { data: { declineInvoice: { ...row({ status: 'declined' }), declinedReason: 'Duplicate' } } };
    case 'PaymentsMarkInvoicePaid':
      return { data: { markInvoicePaid: { ...row({ status: 'paid' }), paidAt: '2026-11-04T10:00:00Z', paidBy: 'Fay Finance' } } };
    case 'PaymentsInvoice':
      return { errors: [{ message: 'Invoice not found', extensions: { code: 'NOT_FOUND' } }] };
    default:
      return { errors: [{ message: `unexpected ${operationName}` }] };
  }
}

describe('the payments routes', { timeout: 30_000 }, () => {
  it("list the croudie's invoices by the status filter in the URL, with the payment status as §4 words it", async () => {
    const api = fakeApi(answer);
    renderScreen(<AppRouter basename="/" />, { api, path: '/payments/invoices?status=paid&status=bogus', ownRouter: true });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).getByText('Sent')).toBeTruthy());
    // INV-2: status Pending, and payment status Pending (push_failed)
    expect(within(table).getAllByText('Pending')).toHaveLength(2);
    expect(within(table).getAllByText('£144.00')).toHaveLength(2);
    expect(within(table).getByText('Paid')).toBeTruthy();
    expect(api.callsOf('PaymentsMyInvoices')[0]!.variables).toMatchObject({
      filters: { statuses: ['paid'] },
      sort: { field: 'createdAt', direction: 'DESC' },
      pagination: { page: 1, limit: 10 },
    });
    // outside the window the button says why
    expect(await screen.findByText('Invoices can only be created on days 1 to 5 of the month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create invoice' })).toHaveProperty('disabled', true);
    // a row's number opens its page
    fireEvent.click(within(table).getByRole('link', { name: 'Invoice 1002 (INV-2)' }));
    await waitFor(() => expect(window.location.pathname).toBe('/payments/invoices/1002'));
    // the API answers NOT_FOUND for it (not theirs, or gone): the shared not-found page
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });

  it("sends control's /payments to finance's view, which exports what its filters select", async () => {
    const api = fakeApi(answer);
    const apiFetch = vi.fn(
      async (_path: string) =>
        new Response('number,reference\n', { headers: { 'Content-Disposition': 'attachment; filename="invoices.csv"' } }),
    );
    URL.createObjectURL = () => 'blob:csv';
    URL.revokeObjectURL = () => {};
    // the browser's save: jsdom cannot follow the link, so record the file name it would be saved under
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderScreen(<AppRouter basename="/" />, {
      api,
      path: '/payments?x=1',
      tenant: 'control',
      roles: ['finance'],
      apiFetch: apiFetch as never,
      ownRouter: true,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/payments/finance'));
    const table = await screen.findByRole('table', { name: 'Finance' });
    await waitFor(() => expect(within(table).getByText('Preparing')).toBeTruthy());
    expect(within(table).getByText('Ann Example')).toBeTruthy();
    // filters arrive by the URL (a shared link, Back): the grid asks for them and the export takes them
    window.history.pushState(null, '', '/payments/finance?status=pending&month=2026-11');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() =>
      expect(api.callsOf('PaymentsFinanceInvoices').at(-1)!.variables).toMatchObject({
        filters: { statuses: ['pending'], month: '2026-11' },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(apiFetch).toHaveBeenCalled());
    expect(apiFetch.mock.calls[0]![0]).toBe('/api/platform/invoices/export.csv?status=pending&month=2026-11');
    await waitFor(() => expect(saved).toEqual(['invoices.csv']));
    click.mockRestore();
  });

  it('lets finance decline an invoice with a reason, and mark one paid after confirming', async () => {
    const api = fakeApi(answer);
    const { toasts } = renderScreen(<AppRouter basename="/" />, {
      api,
      path: '/payments/finance',
      tenant: 'control',
      roles: ['finance_admin'],
      ownRouter: true,
    });
    const table = await screen.findByRole('table', { name: 'Finance' });
    const more = await within(table).findByRole('button', { name: 'More actions for invoice 1001 (INV-1)' });
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Decline' }));
    // antd's test build names every dialog "test-id": find it by its title instead
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Decline invoice 1001')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please give the reason it is declined')).toBeTruthy();
    expect(api.callsOf('PaymentsDeclineInvoice')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  Duplicate  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.callsOf('PaymentsDeclineInvoice')[0]?.variables).toEqual({ id: '1001', reason: 'Duplicate' }));
    await waitFor(() => expect(toasts).toEqual([{ text: 'Record has been successfully updated', color: 'success' }]));

    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mark paid' }));
    await waitFor(() => expect(api.callsOf('PaymentsMarkInvoicePaid')[0]?.variables).toEqual({ id: '1001' }));
  });

  it('shows a staff member without a finance role no invoices', async () => {
    renderScreen(<AppRouter basename="/" />, {
      api: fakeApi(answer),
      path: '/payments/finance',
      tenant: 'control',
      roles: ['fte_core'],
      ownRouter: true,
    });
    expect(await screen.findByText('Finance only')).toBeTruthy();
  });
});
