// the factory by its own path: this subpath is bundled into each remote that shows the form
import { createTextCatalogue } from '../text/createTextCatalogue';

/**
 * The invoice settings form's words (keys `ui.invoicing.…`), bundled with the form rather than in shared-ui's root
 * catalogue, which the host shares and every first load carries. The rules' messages are the shared ones of
 * @work/shared-contracts/invoices (INVOICE_SETTINGS_MESSAGES), so the form says what the API would.
 */
export const en = {
  'ui.invoicing.address': 'Billing address',
  'ui.invoicing.bank': 'Bank details',
  'ui.invoicing.tax': 'Tax details',
  'ui.invoicing.billingName': 'Billing name',
  'ui.invoicing.addressLine1': 'Address line 1',
  'ui.invoicing.addressLine2': 'Address line 2',
  'ui.invoicing.city': 'Town or city',
  'ui.invoicing.postcode': 'Postcode',
  'ui.invoicing.countryCode': 'Country',
  'ui.invoicing.usState': 'State',
  'ui.invoicing.usState.placeholder': 'Select a state',
  'ui.invoicing.bankAccountName': 'Account name',
  'ui.invoicing.sortCode': 'Sort code',
  'ui.invoicing.sortCode.hint': 'Six digits, e.g. 12-34-56',
  'ui.invoicing.bankAccountNumber': 'Account number',
  'ui.invoicing.bankAccountNumber.hint': 'Eight digits',
  'ui.invoicing.iban': 'IBAN',
  'ui.invoicing.iban.hint': 'Your international bank account number, e.g. DE89 3704 0044 0532 0130 00',
  'ui.invoicing.accountOnFile': 'Account on file: {account}',
  'ui.invoicing.changeAccount': 'Change account',
  'ui.invoicing.keepAccount': 'Keep the account on file',
  'ui.invoicing.accountHint': 'For your security the full number is never shown; enter a new one only to change it.',
  'ui.invoicing.vatNumber': 'VAT number',
  'ui.invoicing.companyRegistrationNumber': 'Company registration number',
  'ui.invoicing.optional': '(optional)',
  'ui.invoicing.save': 'Save',
} as const;

export const { t, hasText } = createTextCatalogue('ui.invoicing', en);
export type TextKey = keyof typeof en;
