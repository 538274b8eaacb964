import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { INVOICE_SETTINGS_MESSAGES as M, invoiceSettingsSchema, InvoiceSettingsSchema, normaliseIban } from './invoices';

const GB = {
  billingName: 'Ada Lovelace',
  addressLine1: '1 High Street',
  city: 'London',
  postcode: 'N1 1AA',
  countryCode: 'GB',
  bankAccountName: 'A Lovelace',
  sortCode: '12-34-56',
  bankAccountNumber: '12345678',
};
const DE = { ...GB, countryCode: 'de', sortCode: undefined, bankAccountNumber: undefined, iban: 'de89 3704 0044 0532 0130 00' };

/** Field errors as the API reports them: the first message per field. */
function errors(input: unknown, schema: v.GenericSchema = InvoiceSettingsSchema): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) out[issue.path?.map((p) => String(p.key)).join('.') ?? '_'] ??= issue.message;
  return out;
}

describe('invoice settings schema', () => {
  it('accepts a GB address and account, normalising the sort code and blanks', () => {
    const out = v.parse(InvoiceSettingsSchema, { ...GB, addressLine2: '  ', sortCode: '12 34 56', vatNumber: '', iban: 'ignored' });
    expect(out).toEqual({
      billingName: 'Ada Lovelace',
      addressLine1: '1 High Street',
      addressLine2: null,
      city: 'London',
      postcode: 'N1 1AA',
      countryCode: 'GB',
      usState: null,
      bankAccountName: 'A Lovelace',
      bankAccountNumber: '12345678',
      sortCode: '123456',
      iban: null,
      vatNumber: null,
      companyRegistrationNumber: null,
    });
    expect(v.parse(InvoiceSettingsSchema, GB).sortCode).toBe('123456');
  });

  it('requires the address, the country and the account name, with the spec message', () => {
    expect(
      errors({ ...GB, billingName: ' ', addressLine1: '', city: undefined, postcode: null, countryCode: '', bankAccountName: '' }),
    ).toEqual({
      billingName: M.required,
      addressLine1: M.required,
      city: M.required,
      postcode: M.required,
      countryCode: M.required,
      bankAccountName: M.required,
    });
  });

  it('takes an ISO 3166 alpha-2 country in any case, stored upper case', () => {
    expect(v.parse(InvoiceSettingsSchema, DE).countryCode).toBe('DE');
    expect(errors({ ...GB, countryCode: 'UK' })).toEqual({ countryCode: M.countryCode });
    expect(errors({ ...GB, countryCode: 'GBR' })).toEqual({ countryCode: M.countryCode });
  });

  it('caps every text at 200 characters', () => {
    expect(errors({ ...GB, billingName: 'x'.repeat(201), addressLine2: 'y'.repeat(201) })).toEqual({
      billingName: M.tooLong,
      addressLine2: M.tooLong,
    });
    expect(errors({ ...GB, billingName: 'x'.repeat(200) })).toEqual({});
  });

  it('needs a US state for a US address, and drops it elsewhere', () => {
    const US = { ...DE, countryCode: 'US', iban: 'DE89370400440532013000' };
    expect(errors(US)).toEqual({ usState: M.required });
    expect(errors({ ...US, usState: '  ' })).toEqual({ usState: M.required });
    expect(v.parse(InvoiceSettingsSchema, { ...US, usState: 'CA' }).usState).toBe('CA');
    expect(v.parse(InvoiceSettingsSchema, { ...GB, usState: 'CA' }).usState).toBeNull();
  });

  it('reports cross-field rules together with field errors', () => {
    expect(errors({ ...GB, countryCode: 'US', city: '' })).toEqual({ city: M.required, usState: M.required, iban: M.required });
  });

  describe('a GB account', () => {
    it('needs a six-digit sort code', () => {
      expect(errors({ ...GB, sortCode: undefined })).toEqual({ sortCode: M.required });
      for (const sortCode of ['12345', '1234567', '12-34-5a', '12/34/56'])
        expect(errors({ ...GB, sortCode })).toEqual({ sortCode: M.sortCode });
    });
    it('needs an 8-digit account number', () => {
      expect(errors({ ...GB, bankAccountNumber: '' })).toEqual({ bankAccountNumber: M.required });
      for (const bankAccountNumber of ['1234567', '123456789', '1234567a'])
        expect(errors({ ...GB, bankAccountNumber })).toEqual({ bankAccountNumber: M.bankAccountNumber });
      expect(v.parse(InvoiceSettingsSchema, { ...GB, bankAccountNumber: '1234 5678' }).bankAccountNumber).toBe('12345678');
    });
    it('may leave the account number out when the same sort code is on file, not when it changes', () => {
      const schema = invoiceSettingsSchema({ accountOnFile: { sortCode: '123456', iban: null } });
      expect(errors({ ...GB, bankAccountNumber: undefined }, schema)).toEqual({});
      expect(v.parse(schema, { ...GB, bankAccountNumber: undefined }).bankAccountNumber).toBeNull();
      expect(errors({ ...GB, sortCode: '65-43-21', bankAccountNumber: undefined }, schema)).toEqual({ bankAccountNumber: M.required });
      // An IBAN on file does not stand for a UK account.
      const ibanOnFile = invoiceSettingsSchema({ accountOnFile: { sortCode: null, iban: 'DE89370400440532013000' } });
      expect(errors({ ...GB, bankAccountNumber: undefined }, ibanOnFile)).toEqual({ bankAccountNumber: M.required });
    });
  });

  describe('an account outside the UK', () => {
    it('needs a valid IBAN, kept in its electronic form, and no sort code or account number', () => {
      const out = v.parse(InvoiceSettingsSchema, { ...DE, sortCode: '12-34-56', bankAccountNumber: '12345678' });
      expect(out).toMatchObject({ countryCode: 'DE', iban: 'DE89370400440532013000', sortCode: null, bankAccountNumber: null });
      expect(errors({ ...DE, iban: undefined })).toEqual({ iban: M.required });
      expect(errors({ ...DE, iban: 'DE89 3704 0044 0532 0130 01' })).toEqual({ iban: M.iban });
      expect(errors({ ...DE, iban: 'not an iban' })).toEqual({ iban: M.iban });
    });
    it('may leave the IBAN out when one is on file', () => {
      const schema = invoiceSettingsSchema({ accountOnFile: { sortCode: null, iban: 'DE89370400440532013000' } });
      expect(v.parse(schema, { ...DE, iban: '' }).iban).toBeNull();
      expect(errors({ ...DE, iban: '' }, invoiceSettingsSchema({ accountOnFile: { sortCode: '123456', iban: null } }))).toEqual({
        iban: M.required,
      });
    });
    it('normalises an IBAN or says it is not one', () => {
      expect(normaliseIban('gb82 west 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
      expect(normaliseIban('GB82WEST12345698765433')).toBeNull();
    });
  });

  it('checks a VAT number: GB and 9 digits, or 9 or 12 digits', () => {
    for (const vatNumber of ['GB123456789', 'gb 123 4567 89', '123456789', '123456789012'])
      expect(errors({ ...GB, vatNumber })).toEqual({});
    expect(v.parse(InvoiceSettingsSchema, { ...GB, vatNumber: 'gb 123 4567 89' }).vatNumber).toBe('GB123456789');
    for (const vatNumber of ['GB12345678', '1234567890', 'FR123456789', 'GB123456789012X'])
      expect(errors({ ...GB, vatNumber })).toEqual({ vatNumber: M.vatNumber });
  });

  it('checks a company registration number: 8 letters or digits', () => {
    for (const companyRegistrationNumber of ['01234567', 'sc123456', 'OC 123456'])
      expect(errors({ ...GB, companyRegistrationNumber })).toEqual({});
    expect(v.parse(InvoiceSettingsSchema, { ...GB, companyRegistrationNumber: 'sc123456' }).companyRegistrationNumber).toBe('SC123456');
    for (const companyRegistrationNumber of ['1234567', '123456789', 'SC-12345'])
      expect(errors({ ...GB, companyRegistrationNumber })).toEqual({ companyRegistrationNumber: M.companyRegistrationNumber });
  });

  it('has the spec toast as its update-failed message', () => {
    expect(M.updateFailed).toBe('Unable to update invoicing info (ensure all fields are filled in)');
  });
});
