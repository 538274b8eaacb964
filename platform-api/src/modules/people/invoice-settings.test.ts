// updateMyInvoiceSettings on a real server (staff-and-admin.md §2 Invoicing & ID, §5, §8; shell-and-freelancer.md §4
// update-payment-details): the shared form rules, the payment provider keeping the full account, the banner.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_SETTINGS_MESSAGES as M } from '@work/shared-contracts/invoices';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { croudieInvoiceSettings } from './banners.tables.js';

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-03-10T09:00:00Z') });
  for (const email of [
    'croudie.active@example.com',
    'croudie.us@example.com',
    'croudie.pending@example.com',
    'croudie.inactive@example.com',
    'staff.admin@example.com',
    'finance.user@example.com',
  ]) {
    tokens[email] = await tokenFor(api.baseUrl, email);
  }
});
afterAll(async () => {
  await api?.close();
});

const FIELDS = `needsUpdating missingFields billingName addressLine1 addressLine2 city postcode countryCode usState
  bankAccountName bankAccountLast4 sortCode iban vatNumber companyRegistrationNumber updatedAt`;
const UPDATE = `mutation($input: InvoiceSettingsInput!) { updateMyInvoiceSettings(input: $input) { ${FIELDS} } }`;
type Settings = Record<string, unknown> & { needsUpdating: boolean; missingFields: string[] };
const update = (email: string, input: Record<string, unknown>) =>
  gql<{ updateMyInvoiceSettings: Settings }>(api, UPDATE, { token: tokens[email], variables: { input } });
const read = async (id: number, email: string) =>
  (await gql<{ croudie: { invoiceSettings: Settings } }>(api, `query($id: ID!) { croudie(id: $id) { invoiceSettings { ${FIELDS} } } }`, {
    token: tokens[email],
    variables: { id: String(id) },
  }))!.data!.croudie.invoiceSettings;
const stored = async (croudieId: number) =>
  (await api.db.select().from(croudieInvoiceSettings).where(eq(croudieInvoiceSettings.croudieId, croudieId)))[0]!;

const GB = {
  billingName: 'Alex Active',
  addressLine1: '1 High Street',
  city: 'London',
  postcode: 'N1 1AA',
  countryCode: 'GB',
  bankAccountName: 'A Active',
  sortCode: '12-34-56',
  bankAccountNumber: '87654321',
};

describe('updateMyInvoiceSettings', () => {
  it('turns the update-payment-details banner off for croudie.us once a US state is saved (and the profile gets it)', async () => {
    const before = await read(5, 'croudie.us@example.com');
    expect(before).toMatchObject({ needsUpdating: true, missingFields: ['usState'] });
    const userBefore = await (
      await fetch(`${api.baseUrl}/api/platform/users/5`, { headers: { authorization: `Bearer ${tokens['croudie.us@example.com']}` } })
    ).json();
    expect(userBefore).toMatchObject({ us_state_update_needed: true });

    // The IBAN on file is kept when left out.
    const input = {
      billingName: before.billingName,
      addressLine1: before.addressLine1,
      city: before.city,
      postcode: before.postcode,
      countryCode: 'us',
      usState: 'CA',
      bankAccountName: before.bankAccountName,
    };
    const res = await update('croudie.us@example.com', input);
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateMyInvoiceSettings).toMatchObject({
      needsUpdating: false,
      missingFields: [],
      countryCode: 'US',
      usState: 'CA',
      iban: before.iban,
      bankAccountLast4: before.bankAccountLast4,
      sortCode: null,
    });
    // Saved at the platform clock's time.
    expect(Date.parse(res.data!.updateMyInvoiceSettings.updatedAt as string)).toBeGreaterThanOrEqual(Date.parse('2026-03-10T09:00:00Z'));
    expect((await read(5, 'croudie.us@example.com')).needsUpdating).toBe(false);
    const userAfter = await (
      await fetch(`${api.baseUrl}/api/platform/users/5`, { headers: { authorization: `Bearer ${tokens['croudie.us@example.com']}` } })
    ).json();
    expect(userAfter).toMatchObject({ us_state: 'CA', us_state_update_needed: false });
  });

  it('sends a new UK account to the payment provider and keeps only its last four digits', async () => {
    const res = await update('croudie.active@example.com', { ...GB, addressLine2: '', vatNumber: 'gb 123 456 789' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateMyInvoiceSettings).toMatchObject({
      needsUpdating: false,
      sortCode: '123456',
      bankAccountLast4: '4321',
      iban: null,
      addressLine2: null,
      vatNumber: 'GB123456789',
    });
    const row = await stored(1);
    expect(row.providerRecipientId).toMatch(/^dev_rcp_1_/);
    // The full account number is nowhere in the row.
    expect(JSON.stringify(row)).not.toContain('87654321');
  });

  it('keeps the account on file when the number is left out under the same sort code, not under a new one', async () => {
    const before = await stored(1);
    const same = await update('croudie.active@example.com', { ...GB, bankAccountNumber: undefined, sortCode: '12 34 56', city: 'Leeds' });
    expect(same.errors).toBeUndefined();
    expect(same.data!.updateMyInvoiceSettings).toMatchObject({ city: 'Leeds', bankAccountLast4: '4321', sortCode: '123456' });
    expect((await stored(1)).providerRecipientId).toBe(before.providerRecipientId);

    const moved = await update('croudie.active@example.com', { ...GB, bankAccountNumber: undefined, sortCode: '65-43-21' });
    expect(errorCode(moved)).toBe('BAD_USER_INPUT');
    expect(moved.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.bankAccountNumber': M.required });
    expect((await stored(1)).sortCode).toBe('123456');
  });

  it('moves an account abroad by IBAN: kept in electronic form, no sort code, the same provider recipient updated', async () => {
    const before = await stored(1);
    const res = await update('croudie.active@example.com', {
      ...GB,
      countryCode: 'DE',
      sortCode: '12-34-56',
      bankAccountNumber: undefined,
      iban: 'de89 3704 0044 0532 0130 00',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateMyInvoiceSettings).toMatchObject({
      needsUpdating: false,
      countryCode: 'DE',
      iban: 'DE89370400440532013000',
      sortCode: null,
      bankAccountLast4: '3000',
    });
    expect((await stored(1)).providerRecipientId).toBe(before.providerRecipientId);
  });

  it('refuses what the form would refuse, with the spec toast as the message and a message per field', async () => {
    const res = await update('croudie.inactive@example.com', {
      billingName: ' ',
      addressLine1: '1 High Street',
      city: '',
      postcode: 'N1 1AA',
      countryCode: 'GB',
      bankAccountName: 'I Inactive',
      sortCode: '1234',
      bankAccountNumber: '123',
      vatNumber: 'FR123',
      companyRegistrationNumber: 'ABC',
    });
    expect(errorCode(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.message).toBe('Unable to update invoicing info (ensure all fields are filled in)');
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({
      'input.billingName': M.required,
      'input.city': M.required,
      'input.sortCode': M.sortCode,
      'input.bankAccountNumber': M.bankAccountNumber,
      'input.vatNumber': M.vatNumber,
      'input.companyRegistrationNumber': M.companyRegistrationNumber,
    });
    const bad = await update('croudie.inactive@example.com', { ...GB, countryCode: 'FR', iban: 'FR00 0000' });
    expect(bad.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.iban': M.iban });
    const missingIban = await update('croudie.pending@example.com', { ...GB, countryCode: 'FR' });
    expect(missingIban.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.iban': M.required });
  });

  it("completes a pending croudie's settings, which had no account yet", async () => {
    expect((await read(3, 'croudie.pending@example.com')).missingFields).toEqual(['bankAccountName', 'bankAccountLast4', 'sortCode']);
    const res = await update('croudie.pending@example.com', { ...GB, bankAccountNumber: undefined });
    expect(res.errors![0]!.extensions!.fieldErrors).toEqual({ 'input.bankAccountNumber': M.required });
    const ok = await update('croudie.pending@example.com', GB);
    expect(ok.data!.updateMyInvoiceSettings).toMatchObject({ needsUpdating: false, missingFields: [], bankAccountLast4: '4321' });
  });

  it('is for croudies only: staff are refused, whatever their roles', async () => {
    for (const email of ['staff.admin@example.com', 'finance.user@example.com']) {
      const res = await update(email, GB);
      expect(errorCode(res)).toBe('FORBIDDEN');
    }
  });

  it("lets staff read a croudie's saved settings, and not another croudie", async () => {
    expect(await read(1, 'staff.admin@example.com')).toMatchObject({ countryCode: 'DE', bankAccountLast4: '3000' });
    const other = await gql(api, `{ croudie(id: "1") { invoiceSettings { iban } } }`, { token: tokens['croudie.us@example.com'] });
    expect(errorCode(other)).toBe('FORBIDDEN');
  });
});
