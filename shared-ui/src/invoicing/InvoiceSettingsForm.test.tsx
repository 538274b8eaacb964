// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, Provider, fetchExchange } from 'urql';
import { INVOICE_SETTINGS_MESSAGES as M } from '@work/shared-contracts/invoices';
import { InvoiceSettingsForm, type InvoiceSettingsFormProps } from './InvoiceSettingsForm';
import type { SettingsErrors } from './invoiceSettingsForm';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
const jsdomComputedStyle = window.getComputedStyle.bind(window);
beforeEach(() => {
  window.getComputedStyle = ((elt: Element) => (elt as HTMLElement).style) as typeof window.getComputedStyle;
});
afterEach(() => {
  cleanup();
  window.getComputedStyle = jsdomComputedStyle;
});

// The country picker asks the API for the label of the country on file: the one outside boundary here.
const client = new Client({
  url: 'http://platform.test/graphql',
  exchanges: [fetchExchange],
  fetch: async () =>
    new Response(
      JSON.stringify({
        data: { countries: { nodes: [{ id: 'GB', name: 'United Kingdom' }], pagination: { total: 1, page: 1, limit: 25 } } },
      }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    ),
});

const onFile = {
  billingName: 'Ann Example',
  addressLine1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  countryCode: 'GB',
  bankAccountName: 'Ann Example',
  sortCode: '123456',
  bankAccountLast4: '5678',
};

type Submit = InvoiceSettingsFormProps['onSubmit'];

function renderForm(onSubmit = vi.fn<Submit>(async () => undefined)) {
  render(
    <Provider value={client}>
      <InvoiceSettingsForm initialValues={onFile} onSubmit={onSubmit} label="Bank details" />
    </Provider>,
  );
  return onSubmit;
}

describe('InvoiceSettingsForm', () => {
  it('shows the account on file by its last four digits and sends no number while it is kept', async () => {
    const onSubmit = renderForm();
    expect(screen.getByText('Account on file: •••• 5678')).toBeTruthy();
    expect(screen.queryByLabelText('Account number')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ countryCode: 'GB', sortCode: '123456', bankAccountNumber: null });
  });

  it('asks for a new number only when changing the account, and says what is wrong with it', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Change account' }));
    const number = screen.getByLabelText('Account number');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.required)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(number, { target: { value: '1234' } });
    expect(await screen.findByText(M.bankAccountNumber)).toBeTruthy();
    fireEvent.change(number, { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ bankAccountNumber: '12345678' });
  });

  it("shows the server's field errors on their fields until they change", async () => {
    renderForm(vi.fn<Submit>(async (): Promise<SettingsErrors> => ({ sortCode: 'The bank does not know this sort code' })));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The bank does not know this sort code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort code'), { target: { value: '65-43-21' } });
    await waitFor(() => expect(screen.queryByText('The bank does not know this sort code')).toBeNull());
    // another sort code is another account: its number is needed
    expect(screen.getByLabelText('Account number')).toBeTruthy();
  });
});
