import { DateTime } from 'luxon';
import * as v from 'valibot';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Invoices (staff-and-admin.md §3 Invoice, §4 Invoices, §5, §8 Invoice creation, §9): the rules and words the payment
 * centre's forms and platform-api's invoice mutations share, so a form says exactly what the server would answer.
 */

export const INVOICE_STATUSES = ['draft', 'pending', 'declined', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The payment provider's statuses of a pushed invoice (§4 table). */
export const PROVIDER_STATUSES = [
  'outgoing_payment_sent',
  'push_failed',
  'quoted',
  'processing',
  'cancelled',
  'bounced_back',
  'funds_refunded',
  'charged_back',
  'unknown',
  'preparing',
  'funds_converted',
  'waiting_recipient_input_to_proceed',
  'incoming_payment_waiting',
  'declined',
] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** How a provider status is shown (§4): Sent, Pending, or Preparing for everything else. */
export type ProviderStatusShown = 'Sent' | 'Pending' | 'Preparing';
export function providerStatusShown(status: ProviderStatus): ProviderStatusShown {
  if (status === 'outgoing_payment_sent') return 'Sent';
  if (status === 'push_failed') return 'Pending';
  return 'Preparing';
}

/** §9: invoices are created on days 1 to 5 of each month (the platform clock, in the platform's home zone). */
export const INVOICE_WINDOW_DAYS = { first: 1, last: 5 } as const;
/** §9: payment is on the 19th of the month after the work was completed, or the working day before. */
export const PAYMENT_DAY_OF_MONTH = 19;
/** The zone the platform's calendar rules (invoice window, payment day) are read in. */
export const PLATFORM_ZONE = 'Europe/London';

/** §9: whether invoices may be created at `now` (days 1–5 of the month in the platform's zone). */
export function invoiceWindowOpen(now: Date): boolean {
  const day = DateTime.fromJSDate(now, { zone: PLATFORM_ZONE }).day;
  return day >= INVOICE_WINDOW_DAYS.first && day <= INVOICE_WINDOW_DAYS.last;
}
export const INVOICE_REFERENCE_MAX = 40;
export const INVOICE_NOTES_MAX = 1000;
export const INVOICE_DECLINE_REASON_MAX = 500;

/** §5 and §8, verbatim where the spec quotes them. */
export const INVOICE_MESSAGES = {
  required: 'This field is required',
  referenceTaken: 'This invoice reference number has already been used by you. Please try an alternative.',
  referenceTooLong: `At most ${INVOICE_REFERENCE_MAX} characters`,
  notesTooLong: `At most ${INVOICE_NOTES_MAX} characters`,
  windowClosed: `Invoices can only be created on days ${INVOICE_WINDOW_DAYS.first} to ${INVOICE_WINDOW_DAYS.last} of the month`,
  createFailed: 'Unable to create invoice',
  missingPhone: 'Unable to create invoice: please add a valid phone number to your profile first',
  missingBillingInfo: 'Unable to create invoice: please complete your billing address and bank details first',
  noWork: 'Unable to create invoice: there is no completed work to invoice. Please contact support if this is wrong.',
  // §8 contact-support variants: the croudie cannot fix these themselves.
  primaryOffice: 'Unable to create invoice: there is no primary office to address it to. Please contact support.',
  workLogs: 'Unable to create invoice: the work ready to invoice has changed. Please reload the page, or contact support if this persists.',
  channel: 'Unable to create invoice: the channel of some of your work is not valid. Please contact support.',
  userRecord: 'Unable to create invoice: there is a problem with your user record. Please contact support.',
  create: 'Unable to create invoice. Please contact support if this persists.',
  // Step 3 (final checks): each confirmation must be ticked.
  confirmBillingInfo: 'Please confirm your billing name and address are correct',
  confirmBankDetails: 'Please confirm your bank details are correct',
  confirmPhoneNumber: 'Please confirm your phone number is correct',
  onlyCroudies: 'Only croudies have invoices',
  financeOnly: 'Only finance can do this',
  monthFormat: 'A month as YYYY-MM',
  declineReasonRequired: 'Please give the reason it is declined',
  declineReasonTooLong: `At most ${INVOICE_DECLINE_REASON_MAX} characters`,
  paidCannotBeDeclined: 'A paid invoice cannot be declined',
  alreadyDeclined: 'This invoice has been declined already',
  declinedCannotBePaid: 'A declined invoice cannot be marked as paid',
  alreadyPaid: 'This invoice has been paid already',
  draftCannotBePaid: 'A draft invoice cannot be marked as paid',
} as const;

/** Step 1 of the invoice creation (user-defined info): the reference is mandatory; notes are optional. */
export const InvoiceDetailsSchema = v.object({
  reference: v.pipe(
    v.string(INVOICE_MESSAGES.required),
    v.trim(),
    v.nonEmpty(INVOICE_MESSAGES.required),
    v.maxLength(INVOICE_REFERENCE_MAX, INVOICE_MESSAGES.referenceTooLong),
  ),
  notes: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(INVOICE_NOTES_MAX, INVOICE_MESSAGES.notesTooLong))), null),
});
export type InvoiceDetails = v.InferOutput<typeof InvoiceDetailsSchema>;

/** A reference is unique per person in any case and spacing around it: the key it is compared by. */
export const invoiceReferenceKey = (reference: string): string => reference.trim().toLowerCase();

/** Step 3 (final checks): the croudie confirms their billing info, bank details and phone number; all three are needed. */
export const InvoiceConfirmationsSchema = v.object({
  billingInfo: v.literal(true, INVOICE_MESSAGES.confirmBillingInfo),
  bankDetails: v.literal(true, INVOICE_MESSAGES.confirmBankDetails),
  phoneNumber: v.literal(true, INVOICE_MESSAGES.confirmPhoneNumber),
});

/** Finance declines an invoice with a reason the croudie is told. */
export const DeclineReasonSchema = v.pipe(
  v.string(INVOICE_MESSAGES.declineReasonRequired),
  v.trim(),
  v.nonEmpty(INVOICE_MESSAGES.declineReasonRequired),
  v.maxLength(INVOICE_DECLINE_REASON_MAX, INVOICE_MESSAGES.declineReasonTooLong),
);

// ---- Invoice settings: the billing address and payout account invoices are made from (§2 Invoicing & ID, §8) ----

/** ISO 3166-1 alpha-2 country codes (the same list as platform-api's reference module). */
const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC ' +
    'CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD ' +
    'GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH ' +
    'KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW ' +
    'MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC ' +
    'SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY ' +
    'UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

export const INVOICE_SETTINGS_TEXT_MAX = 200;

export const INVOICE_SETTINGS_MESSAGES = {
  /** §8: the toast (and the top-level error message) when the settings cannot be saved. */
  updateFailed: 'Unable to update invoicing info (ensure all fields are filled in)',
  required: 'This field is required',
  tooLong: `At most ${INVOICE_SETTINGS_TEXT_MAX} characters`,
  countryCode: 'Enter a two-letter ISO country code, e.g. GB',
  sortCode: 'Enter a 6-digit sort code, e.g. 12-34-56',
  bankAccountNumber: 'Enter an 8-digit account number',
  iban: 'Enter a valid IBAN',
  vatNumber: 'Enter a VAT number like GB123456789 (9 or 12 digits)',
  companyRegistrationNumber: 'Enter the 8-character company registration number (letters and digits)',
} as const;

const M = INVOICE_SETTINGS_MESSAGES;

/** The payout account already kept for the croudie (its stored sort code or IBAN), when there is one. */
export interface BankAccountOnFile {
  sortCode: string | null;
  iban: string | null;
}

/** A sort code as stored: six digits ("12-34-56" and "12 34 56" are the same). */
export const normaliseSortCode = (s: string): string => s.replace(/[\s-]/g, '');
const SORT_CODE = /^\d{6}$/;
const UK_ACCOUNT_NUMBER = /^\d{8}$/;
/** GB VAT: 9 digits (12 for a group branch), with or without the GB prefix. */
const VAT_NUMBER = /^(GB)?(\d{9}|\d{12})$/;
const COMPANY_NUMBER = /^[A-Z0-9]{8}$/;
const compact = (s: string) => s.replace(/\s/g, '').toUpperCase();
/** A country outside the UK (an unknown code is reported on its own, not as a missing IBAN too). */
const abroad = (countryCode: string) => countryCode !== 'GB' && ISO_COUNTRY_CODES.has(countryCode);

/** The IBAN in its electronic form (no spaces, upper case) when it is valid; null otherwise. */
export function normaliseIban(value: string): string | null {
  const electronic = electronicFormatIBAN(value);
  return electronic && isValidIBAN(electronic) ? electronic : null;
}

const requiredText = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.maxLength(INVOICE_SETTINGS_TEXT_MAX, M.tooLong));

/** An optional field: absent, null and blank all mean "not given" (null); otherwise trimmed and at most 200 long. */
const optionalText = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((s) => (s ?? '').trim()),
  v.maxLength(INVOICE_SETTINGS_TEXT_MAX, M.tooLong),
  v.transform((s) => (s === '' ? null : s)),
);

/** An optional field with a format of its own: checked on its compact form, which is what is kept. */
const optionalFormatted = (normalise: (s: string) => string, valid: RegExp, message: string) =>
  v.pipe(
    optionalText,
    v.transform((s) => (s === null ? null : normalise(s))),
    v.check((s) => s === null || valid.test(s), message),
  );

/**
 * The invoice settings form (mfe-hr's payment details, the payment centre) and platform-api's updateMyInvoiceSettings:
 * a billing address (a US one with its state) and a payout account — for GB a sort code and 8-digit account number,
 * elsewhere an IBAN. The account number (or IBAN) may be left out when `accountOnFile` says one is kept already and the
 * sort code (or IBAN) is not changed: the full number is sent to the payment provider once and never stored.
 * The output is normalised: country upper case, sort code six digits, IBAN electronic, blanks null, and only the
 * account fields of the country's kind kept (a GB account has no IBAN; any other has no sort code or account number).
 */
export function invoiceSettingsSchema(options: { accountOnFile?: BankAccountOnFile | null } = {}) {
  const onFile = options.accountOnFile ?? null;
  return v.pipe(
    v.object({
      billingName: requiredText,
      addressLine1: requiredText,
      addressLine2: optionalText,
      city: requiredText,
      postcode: requiredText,
      countryCode: v.pipe(
        v.string(M.required),
        v.trim(),
        v.nonEmpty(M.required),
        v.toUpperCase(),
        v.check((c) => ISO_COUNTRY_CODES.has(c), M.countryCode),
      ),
      usState: optionalText,
      bankAccountName: requiredText,
      bankAccountNumber: v.pipe(
        optionalText,
        v.transform((s) => (s === null ? null : s.replace(/[\s-]/g, ''))),
      ),
      sortCode: optionalText,
      iban: optionalText,
      vatNumber: optionalFormatted(compact, VAT_NUMBER, M.vatNumber),
      companyRegistrationNumber: optionalFormatted(compact, COMPANY_NUMBER, M.companyRegistrationNumber),
    }),
    // Cross-field rules run as soon as the fields they read are valid, so a form shows them with the other errors.
    v.forward(
      v.partialCheck([['countryCode'], ['usState']], (s) => s.countryCode !== 'US' || s.usState !== null, M.required),
      ['usState'],
    ),
    // GB: a six-digit sort code, and an 8-digit account number unless the same sort code's account is on file.
    v.forward(
      v.partialCheck([['countryCode'], ['sortCode']], (s) => s.countryCode !== 'GB' || s.sortCode !== null, M.required),
      ['sortCode'],
    ),
    v.forward(
      v.partialCheck(
        [['countryCode'], ['sortCode']],
        (s) => s.countryCode !== 'GB' || s.sortCode === null || SORT_CODE.test(normaliseSortCode(s.sortCode)),
        M.sortCode,
      ),
      ['sortCode'],
    ),
    v.forward(
      v.partialCheck(
        [['countryCode'], ['sortCode'], ['bankAccountNumber']],
        (s) =>
          s.countryCode !== 'GB' ||
          s.bankAccountNumber !== null ||
          (!!onFile?.sortCode && s.sortCode !== null && normaliseSortCode(s.sortCode) === onFile.sortCode),
        M.required,
      ),
      ['bankAccountNumber'],
    ),
    v.forward(
      v.partialCheck(
        [['countryCode'], ['bankAccountNumber']],
        (s) => s.countryCode !== 'GB' || s.bankAccountNumber === null || UK_ACCOUNT_NUMBER.test(s.bankAccountNumber),
        M.bankAccountNumber,
      ),
      ['bankAccountNumber'],
    ),
    // Elsewhere: a valid IBAN, unless one is on file and kept (left out).
    v.forward(
      v.partialCheck([['countryCode'], ['iban']], (s) => !abroad(s.countryCode) || s.iban !== null || !!onFile?.iban, M.required),
      ['iban'],
    ),
    v.forward(
      v.partialCheck(
        [['countryCode'], ['iban']],
        (s) => !abroad(s.countryCode) || s.iban === null || normaliseIban(s.iban) !== null,
        M.iban,
      ),
      ['iban'],
    ),
    v.transform((s) => {
      const gb = s.countryCode === 'GB';
      return {
        ...s,
        usState: s.countryCode === 'US' ? s.usState : null,
        sortCode: gb && s.sortCode !== null ? normaliseSortCode(s.sortCode) : null,
        bankAccountNumber: gb ? s.bankAccountNumber : null,
        iban: !gb && s.iban !== null ? normaliseIban(s.iban) : null,
      };
    }),
  );
}
/** What the form holds and the mutation takes (InvoiceSettingsInput), and what is saved after normalising. */
export type InvoiceSettingsInput = v.InferInput<ReturnType<typeof invoiceSettingsSchema>>;
export type InvoiceSettingsValues = v.InferOutput<ReturnType<typeof invoiceSettingsSchema>>;

/** The schema for a croudie with no payout account on file (every account field as the country needs it). */
export const InvoiceSettingsSchema = invoiceSettingsSchema();
