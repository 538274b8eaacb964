import { checkInvoiceSettings } from '@work/shared-contracts/invoice-settings-errors';
import { normaliseSortCode, type BankAccountOnFile, type InvoiceSettingsValues } from '@work/shared-contracts/invoices';

/**
 * The rules of the invoice settings form (billing address and bank details) without React: its values from what is
 * on file, which account fields it asks for, and what it sends. The validation itself is the API's schema
 * (@work/shared-contracts/invoices invoiceSettingsSchema), through checkInvoiceSettings.
 */

/** What the API keeps (croudie(id) { invoiceSettings { … } }): every field may be missing. */
export interface InvoiceSettingsOnFile {
  billingName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  usState?: string | null;
  bankAccountName?: string | null;
  bankAccountLast4?: string | null;
  sortCode?: string | null;
  iban?: string | null;
  vatNumber?: string | null;
  companyRegistrationNumber?: string | null;
}

/** The form's fields, in the order it shows them (errors are focused in this order). */
export const SETTINGS_FIELDS = [
  'billingName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'countryCode',
  'usState',
  'bankAccountName',
  'sortCode',
  'bankAccountNumber',
  'iban',
  'vatNumber',
  'companyRegistrationNumber',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsFormValues = Record<SettingsField, string>;
/** Field errors by field; `form`: one that is about no field the form shows (shown above the button). */
export type SettingsErrors = Partial<Record<SettingsField | 'form', string>>;

/** A field's name as the form labels it, for a list of what is missing (`bankAccountLast4`: the account number). */
export function settingsFieldLabel(field: string, label: (key: `ui.invoicing.${SettingsField}`) => string): string {
  const name = field === 'bankAccountLast4' ? 'bankAccountNumber' : field;
  return (SETTINGS_FIELDS as readonly string[]).includes(name) ? label(`ui.invoicing.${name as SettingsField}`) : field;
}

/** The form's starting values: what is on file, blanks for the rest; account numbers are never on file in full. */
export function formValuesOf(settings: InvoiceSettingsOnFile | null | undefined): SettingsFormValues {
  const s = settings ?? {};
  return {
    billingName: s.billingName ?? '',
    addressLine1: s.addressLine1 ?? '',
    addressLine2: s.addressLine2 ?? '',
    city: s.city ?? '',
    postcode: s.postcode ?? '',
    countryCode: s.countryCode ?? '',
    usState: s.usState ?? '',
    bankAccountName: s.bankAccountName ?? '',
    sortCode: s.sortCode ?? '',
    bankAccountNumber: '',
    // an IBAN on file stays there unless a new one is typed (it shows as its last four)
    iban: '',
    vatNumber: s.vatNumber ?? '',
    companyRegistrationNumber: s.companyRegistrationNumber ?? '',
  };
}

/** The payout account kept for the croudie, when there is one (its last four digits and sort code or IBAN). */
export function accountOnFileOf(settings: InvoiceSettingsOnFile | null | undefined): (BankAccountOnFile & { last4: string }) | null {
  const last4 = settings?.bankAccountLast4?.trim();
  if (!last4 || !(settings?.sortCode || settings?.iban)) return null;
  return { last4, sortCode: settings.sortCode ?? null, iban: settings.iban ?? null };
}

/**
 * Which account fields the form asks for. A UK account (GB) has a sort code and an account number, any other an IBAN.
 * With an account on file the number (or IBAN) is asked for only when the croudie chooses to change it, or gives a
 * sort code other than the one on file (a new account needs its number).
 */
export function accountFields(
  values: Pick<SettingsFormValues, 'countryCode' | 'sortCode'>,
  onFile: BankAccountOnFile | null,
  changing: boolean,
): { sortCode: boolean; accountNumber: boolean; iban: boolean } {
  const country = values.countryCode.trim().toUpperCase();
  if (!country) return { sortCode: false, accountNumber: false, iban: false };
  if (country === 'GB') {
    const sameSortCode = Boolean(onFile?.sortCode) && normaliseSortCode(values.sortCode) === onFile?.sortCode;
    return { sortCode: true, accountNumber: changing || !sameSortCode, iban: false };
  }
  return { sortCode: false, accountNumber: false, iban: changing || !onFile?.iban };
}

/** Whether the form shows the account on file ("•••• 1234") rather than asking for its number. */
export function showsAccountOnFile(
  values: Pick<SettingsFormValues, 'countryCode' | 'sortCode'>,
  onFile: BankAccountOnFile | null,
  changing: boolean,
) {
  if (!onFile) return false;
  const shown = accountFields(values, onFile, changing);
  return !shown.accountNumber && !shown.iban && (shown.sortCode || Boolean(onFile.iban));
}

/**
 * The form's check: field errors by the API's schema, or the values to send. Fields the form does not show are sent
 * blank (a hidden account number means "keep the account on file").
 */
export function checkSettingsForm(
  values: SettingsFormValues,
  onFile: BankAccountOnFile | null,
  changing: boolean,
): { values: InvoiceSettingsValues; errors: null } | { values: null; errors: SettingsErrors } {
  const shown = accountFields(values, onFile, changing);
  const input = {
    ...values,
    usState: values.countryCode.trim().toUpperCase() === 'US' ? values.usState : '',
    sortCode: shown.sortCode ? values.sortCode : '',
    bankAccountNumber: shown.accountNumber ? values.bankAccountNumber : '',
    iban: shown.iban ? values.iban : '',
  };
  // changing the account: the new one needs its number even when it has the same sort code
  const result = checkInvoiceSettings(input, changing ? null : onFile);
  if (result.errors === null) return result;
  const errors: SettingsErrors = {};
  for (const field of SETTINGS_FIELDS) if (result.errors[field]) errors[field] = result.errors[field];
  // an error about no field the form shows (should not happen) is still said, not lost
  if (!Object.keys(errors).length) errors.form = Object.values(result.errors)[0];
  return { values: null, errors };
}

/** The server's field errors (`input.iban`) under the form's names; one about no field of the form goes to `form`. */
export function serverFieldErrors(fieldErrors: Record<string, string> | null | undefined): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const field = path.split('.').pop() ?? path;
    if ((SETTINGS_FIELDS as readonly string[]).includes(field)) errors[field as SettingsField] ??= message;
    else errors.form ??= message;
  }
  return errors;
}
