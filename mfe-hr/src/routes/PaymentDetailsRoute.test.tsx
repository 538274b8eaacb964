// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { createEventBus, type MountProps, type Session } from '@work/shared-contracts';
import { INVOICE_SETTINGS_MESSAGES } from '@work/shared-contracts/invoices';
import { RemoteProviders } from '@work/shared-ui';
import { AppRouter } from '../app/AppRouter';
import { TEST_THEME } from '@work/shared-ui/testing/theme';

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

const usCroudie = {
  billingName: 'Uma States',
  addressLine1: '1 Main Street',
  addressLine2: null,
  city: 'Austin',
  postcode: '73301',
  countryCode: 'US',
  usState: 'TX',
  bankAccountName: 'Uma States',
  bankAccountLast4: null,
  sortCode: null,
  iban: null,
  vatNumber: null,
  companyRegistrationNumber: null,
  updatedAt: null,
  needsUpdating: true,
  missingFields: ['bankAccountLast4'],
};

type Sent = { operationName: string; variables: Record<string, unknown> };

/** /my-profile/payment for croudie 12 over a fake API: the croudie's settings, and the save's `answer`. */
function open(save: (variables: Record<string, unknown>) => unknown) {
  const sent: Sent[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.method === 'POST' ? (JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> }) : null;
    const params = new URL(String(url)).searchParams;
    const query = body?.query ?? params.get('query') ?? '';
    const variables = body?.variables ?? (JSON.parse(params.get('variables') ?? '{}') as Record<string, unknown>);
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    sent.push({ operationName, variables });
    const answer =
      operationName === 'HrPaymentDetails'
        ? { data: { croudie: { id: '12', invoiceSettings: usCroudie } } }
        : operationName === 'CountryPicker'
          ? { data: { countries: { nodes: [{ id: 'US', name: 'United States' }], pagination: { total: 1, page: 1, limit: 25 } } } }
          : save(variables);
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  };
  const bus = createEventBus();
  const toasts: string[] = [];
  const saved: string[] = [];
  bus.subscribe('toast:show', (toast) => void toasts.push(`${toast.color}: ${toast.text}`));
  bus.subscribe('invoicing:settings-saved', (event) => void saved.push(event.croudieId));
  const session = {
    tenant: 'network',
    roles: ['croudie-active'],
    me: { id: '12', kind: 'CROUDIE' },
    impersonation: null,
  } as unknown as Session;
  const props = {
    bus,
    client: new Client({ url: 'http://platform.test/graphql', exchanges: [fetchExchange], fetch }),
    session: { getSnapshot: () => session, subscribe: () => () => {} },
    featureFlags: [],
    theme: TEST_THEME,
  } as unknown as MountProps;
  window.history.replaceState(null, '', '/my-profile/payment');
  render(
    <RemoteProviders remote="mfe-hr" props={props}>
      <AppRouter basename="/" />
    </RemoteProviders>,
  );
  return { sent, toasts, saved };
}

describe('/my-profile/payment', { timeout: 30_000 }, () => {
  it('says what is missing, saves the bank details, and tells the shell so its banner can go', async () => {
    const { sent, toasts, saved } = open((variables) => ({
      data: {
        updateMyInvoiceSettings: {
          ...usCroudie,
          ...(variables['input'] as object),
          bankAccountLast4: '3000',
          needsUpdating: false,
          missingFields: [],
        },
      },
    }));
    expect(await screen.findByRole('heading', { name: 'Update bank details', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Missing: Account number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual(['success: Record has been successfully updated']));
    expect(sent.find((s) => s.operationName === 'HrUpdateInvoiceSettings')?.variables['input']).toMatchObject({
      countryCode: 'US',
      usState: 'TX',
      iban: 'DE89370400440532013000',
      sortCode: null,
      bankAccountNumber: null,
    });
    expect(saved).toEqual(['12']);
  });

  it('shows the §8 toast and the field errors when the API refuses', async () => {
    const { toasts, saved } = open(() => ({
      errors: [
        { message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { 'input.iban': INVOICE_SETTINGS_MESSAGES.iban } } },
      ],
    }));
    fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: 'DE89 3704 0044 0532 0130 00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toEqual([`error: ${INVOICE_SETTINGS_MESSAGES.updateFailed}`]));
    expect(await screen.findByText(INVOICE_SETTINGS_MESSAGES.iban)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
