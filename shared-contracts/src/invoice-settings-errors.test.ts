import { describe, expect, it } from 'vitest';
import { checkInvoiceSettings } from './invoice-settings-errors';
import { INVOICE_SETTINGS_MESSAGES as M } from './invoices';

const address = {
  billingName: 'Ann Example',
  addressLine1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  bankAccountName: 'Ann Example',
};

describe('checkInvoiceSettings', () => {
  it('gives the first message of each field, cross-field rules included', () => {
    const { errors } = checkInvoiceSettings({ ...address, billingName: ' ', countryCode: 'US', usState: '' });
    expect(errors).toMatchObject({ billingName: M.required, usState: M.required, iban: M.required });
  });

  it('gives the normalised values when valid, keeping the account on file when its number is left out', () => {
    const gb = checkInvoiceSettings(
      { ...address, countryCode: 'gb', sortCode: '12-34-56', bankAccountNumber: '' },
      { sortCode: '123456', iban: null },
    );
    expect(gb.errors).toBeNull();
    expect(gb.values).toMatchObject({ countryCode: 'GB', sortCode: '123456', bankAccountNumber: null, iban: null });
    expect(checkInvoiceSettings({ ...address, countryCode: 'GB', sortCode: '12-34-56' }).errors).toEqual({ bankAccountNumber: M.required });
  });
});
