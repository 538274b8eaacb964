// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import { fakeApi, inlineStyles, restoreStyles, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { renderScreen } from '../testHarness';
import { NewInvoiceWizard } from './NewInvoiceWizard';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

const party = {
  billingName: 'Ann Example',
  addressLine1: '1 High Street',
  addressLine2: null,
  city: 'Leeds',
  postcode: 'LS1 1AA',
  countryCode: 'GB',
  usState: null,
};
const line = (id: string, total: number) => ({
  workLogId: id,
  description: `Task ${id}`,
  clientName: 'Acme',
  channelName: 'Paid Search',
  completedAt: '2026-10-20T10:00:00Z',
  total,
  expectedPaymentOn: '2026-11-19',
});
function draft(checks: Partial<Record<'windowOpen' | 'hasWork' | 'billingInfoComplete' | 'phoneValid', boolean>> = {}) {
  return {
    myInvoiceDraft: {
      lines: [line('3', 100), line('4', 20)],
      subTotal: 120,
      taxTotal: 24,
      total: 144,
      vatRatePercent: 20,
      reverseCharge: false,
      selfBilling: true,
      vatNumber: 'GB123456789',
      companyRegistrationNumber: null,
      invoiceUser: party,
      bankDetails: { accountName: 'Ann Example', accountNumberLast4: '5678', sortCode: '123456', iban: null },
      phoneNumber: '+447700900123',
      checks: { windowOpen: true, hasWork: true, billingInfoComplete: true, missingFields: [], phoneValid: true, ...checks },
    },
  };
}

function InvoiceStub() {
  return <h1>Invoice page {useParams()['id']}</h1>;
}

function open(answer: (call: GraphQLCall) => Answer) {
  const api = fakeApi(answer);
  const screenState = renderScreen(
    <Routes>
      <Route path="/payments/invoices/new" element={<NewInvoiceWizard />} />
      <Route path="/payments/invoices/:id" element={<InvoiceStub />} />
    </Routes>,
    { api, path: '/payments/invoices/new' },
  );
  return { api, ...screenState };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('the new invoice steps', { timeout: 30_000 }, () => {
  it('go through details, preview and final checks; a taken reference comes back to step 1; then the invoice is created', async () => {
    let attempts = 0;
    const { api, toasts, created } = open(({ operationName }) => {
      if (operationName === 'PaymentsInvoiceDraft') return { data: draft() };
      if (operationName === 'PaymentsCreateInvoice') {
        attempts += 1;
        if (attempts === 1) {
          return {
            errors: [
              {
                message: INVOICE_MESSAGES.referenceTaken,
                extensions: { code: 'CONFLICT', fieldErrors: { 'input.reference': INVOICE_MESSAGES.referenceTaken } },
              },
            ],
          };
        }
        return { data: { createInvoice: { id: '1001', sequenceId: 1001, total: 144 } } };
      }
      return { errors: [{ message: `unexpected ${operationName}` }] };
    });

    // step 1: the reference is mandatory
    const reference = await screen.findByLabelText(/Invoice reference/);
    next();
    expect(await screen.findByText(INVOICE_MESSAGES.required)).toBeTruthy();
    fireEvent.change(reference, { target: { value: 'INV-1' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'October work' } });
    next();

    // step 2: the lines and totals, £ with 2 decimals
    expect(await screen.findByRole('table', { name: 'Work invoiced' })).toBeTruthy();
    expect(screen.getByText('£120.00')).toBeTruthy();
    expect(screen.getByText('VAT (20%)')).toBeTruthy();
    expect(screen.getByText('£144.00')).toBeTruthy();
    expect(screen.getByText(/Self-billing invoice/)).toBeTruthy();
    next();

    // step 3: three confirmations, then Create
    const create = screen.getByRole('button', { name: 'Create invoice' });
    expect(create).toHaveProperty('disabled', true);
    expect(screen.getByText(/cannot be undone/)).toBeTruthy();
    expect(screen.getByText('•••• 5678')).toBeTruthy();
    for (const name of ['My billing information is correct', 'My bank details are correct', 'My phone number is correct']) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);

    // the reference was taken: back on step 1, on the field, in the server's words, what was typed kept
    expect(await screen.findByText(INVOICE_MESSAGES.referenceTaken)).toBeTruthy();
    expect((screen.getByLabelText(/Invoice reference/) as HTMLInputElement).value).toBe('INV-1');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('October work');
    fireEvent.change(screen.getByLabelText(/Invoice reference/), { target: { value: 'INV-2' } });
    next();
    await screen.findByRole('table', { name: 'Work invoiced' });
    next();
    // the confirmations survived going back
    expect(screen.getByRole('checkbox', { name: 'My phone number is correct' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));

    expect(await screen.findByRole('heading', { name: 'Invoice page 1001' })).toBeTruthy();
    const sent = api.callsOf('PaymentsCreateInvoice').map((c) => c.variables['input']);
    expect(sent[1]).toEqual({
      reference: 'INV-2',
      notes: 'October work',
      workLogIds: ['3', '4'],
      confirmations: { billingInfo: true, bankDetails: true, phoneNumber: true },
    });
    expect(toasts).toEqual([{ text: 'Record has been successfully created', color: 'success' }]);
    expect(created).toEqual(['1001']);
  });

  it('explain the window (days 1 to 5) instead of the form when it is closed', async () => {
    open(() => ({ data: draft({ windowOpen: false }) }));
    expect(await screen.findByText(INVOICE_MESSAGES.windowClosed)).toBeTruthy();
    expect(screen.queryByLabelText(/Invoice reference/)).toBeNull();
  });

  it('say what is missing and where to fix it, and let nothing be created without it', async () => {
    open(() => ({ data: draft({ billingInfoComplete: false, phoneValid: false }) }));
    fireEvent.change(await screen.findByLabelText(/Invoice reference/), { target: { value: 'INV-9' } });
    next();
    await screen.findByRole('table', { name: 'Work invoiced' });
    next();
    expect(screen.getByText(INVOICE_MESSAGES.missingBillingInfo)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update bank details' }).getAttribute('href')).toBe('/my-profile/payment');
    expect(screen.getByText(INVOICE_MESSAGES.missingPhone)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update my profile' }).getAttribute('href')).toBe('/my-profile');
    expect(screen.getByRole('checkbox', { name: 'My billing information is correct' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Create invoice' })).toHaveProperty('disabled', true);
  });

  it('shows another refusal of the server as its message on the final step', async () => {
    open(({ operationName }) =>
      operationName === 'PaymentsInvoiceDraft'
        ? { data: draft() }
        : { errors: [{ message: INVOICE_MESSAGES.workLogs, extensions: { code: 'CONFLICT' } }] },
    );
    fireEvent.change(await screen.findByLabelText(/Invoice reference/), { target: { value: 'INV-3' } });
    next();
    await screen.findByRole('table', { name: 'Work invoiced' });
    next();
    for (const checkbox of screen.getAllByRole('checkbox')) fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    expect(await screen.findByText(INVOICE_MESSAGES.workLogs)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Final checks' })).toBeTruthy();
  });
});
