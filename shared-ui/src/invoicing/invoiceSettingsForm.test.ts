import { describe, expect, it } from 'vitest';
import { INVOICE_SETTINGS_MESSAGES as M } from '@work/shared-contracts/invoices';
import { textCatalogueProblems } from '../testing/textCatalogue';
import { en as rootWords } from '../text/en';
import {
  accountFields,
  accountOnFileOf,
  checkSettingsForm,
  formValuesOf,
  serverFieldErrors,
  showsAccountOnFile,
  type SettingsFormValues,
} from './invoiceSettingsForm';
import { en } from './text';

const address = {
  billingName: 'Ann Example',
  addressLine1: '1 High Street',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  bankAccountName: 'Ann Example',
};
const gbOnFile = { ...address, countryCode: 'GB', sortCode: '123456', bankAccountLast4: '5678', iban: null };
const ibanOnFile = { ...address, countryCode: 'DE', sortCode: null, iban: 'DE89370400440532013000', bankAccountLast4: '3000' };
const values = (over: Partial<SettingsFormValues>): SettingsFormValues => ({ ...formValuesOf(address), ...over });

describe('the invoice settings form', () => {
  it('starts from what is on file, never with an account number or IBAN in it', () => {
    expect(formValuesOf(ibanOnFile)).toMatchObject({ countryCode: 'DE', iban: '', bankAccountNumber: '', addressLine2: '' });
    expect(formValuesOf(null).billingName).toBe('');
    expect(accountOnFileOf(gbOnFile)).toEqual({ last4: '5678', sortCode: '123456', iban: null });
    expect(accountOnFileOf({ ...gbOnFile, bankAccountLast4: null })).toBeNull();
    expect(accountOnFileOf(null)).toBeNull();
  });

  it('asks a UK account for its sort code and number, any other for an IBAN', () => {
    expect(accountFields({ countryCode: 'gb', sortCode: '' }, null, false)).toEqual({ sortCode: true, accountNumber: true, iban: false });
    expect(accountFields({ countryCode: 'US', sortCode: '' }, null, false)).toEqual({ sortCode: false, accountNumber: false, iban: true });
    expect(accountFields({ countryCode: '', sortCode: '' }, null, false)).toEqual({ sortCode: false, accountNumber: false, iban: false });
  });

  it('shows the account on file instead of its number until the croudie changes it or gives another sort code', () => {
    const onFile = accountOnFileOf(gbOnFile);
    expect(accountFields({ countryCode: 'GB', sortCode: '12-34-56' }, onFile, false).accountNumber).toBe(false);
    expect(showsAccountOnFile({ countryCode: 'GB', sortCode: '12-34-56' }, onFile, false)).toBe(true);
    expect(accountFields({ countryCode: 'GB', sortCode: '65-43-21' }, onFile, false).accountNumber).toBe(true);
    expect(accountFields({ countryCode: 'GB', sortCode: '12-34-56' }, onFile, true).accountNumber).toBe(true);
    const iban = accountOnFileOf(ibanOnFile);
    expect(accountFields({ countryCode: 'DE', sortCode: '' }, iban, false).iban).toBe(false);
    expect(showsAccountOnFile({ countryCode: 'DE', sortCode: '' }, iban, false)).toBe(true);
    // moving abroad from a UK account needs an IBAN
    expect(accountFields({ countryCode: 'FR', sortCode: '12-34-56' }, onFile, false).iban).toBe(true);
  });

  it('checks with the API schema: required fields, a US state, the account of the country', () => {
    const { errors } = checkSettingsForm(values({ billingName: ' ', countryCode: 'US' }), null, false);
    expect(errors).toEqual({ billingName: M.required, usState: M.required, iban: M.required });
    expect(checkSettingsForm(values({ countryCode: 'GB', sortCode: '12', bankAccountNumber: '1' }), null, false).errors).toEqual({
      sortCode: M.sortCode,
      bankAccountNumber: M.bankAccountNumber,
    });
  });

  it('sends normalised values, leaving the number out to keep the account on file', () => {
    const kept = checkSettingsForm(
      values({ countryCode: 'GB', sortCode: '12-34-56', bankAccountNumber: '99999999' }),
      accountOnFileOf(gbOnFile),
      false,
    );
    expect(kept.values).toMatchObject({ sortCode: '123456', bankAccountNumber: null, iban: null, usState: null });
    const us = checkSettingsForm(values({ countryCode: 'US', usState: 'CA', iban: 'de89 3704 0044 0532 0130 00' }), null, false);
    expect(us.values).toMatchObject({ countryCode: 'US', usState: 'CA', iban: 'DE89370400440532013000', sortCode: null });
  });

  it("maps the server's field errors to the form's fields, the rest to the form", () => {
    expect(serverFieldErrors({ 'input.iban': 'Enter a valid IBAN', 'input.recipient': 'Provider refused' })).toEqual({
      iban: 'Enter a valid IBAN',
      form: 'Provider refused',
    });
    expect(serverFieldErrors(null)).toEqual({});
  });

  it('has its own namespaced words, none in the root catalogue', () => {
    expect(textCatalogueProblems('ui.invoicing', en)).toEqual([]);
    expect(Object.keys(en).filter((key) => key in rootWords)).toEqual([]);
  });
});

describe('missing fields', () => {
  it('are named as the form labels them', async () => {
    const { missingFieldLabels } = await import('./missingFields');
    expect(missingFieldLabels(['billingName', 'bankAccountLast4', 'usState', 'somethingNew'])).toEqual([
      'Billing name',
      'Account number',
      'State',
      'somethingNew',
    ]);
  });
});
