// The invoice settings (bank details) form: `@work/shared-ui/invoicing`, an unshared subpath like `pickers`, so only a
// remote that shows the form bundles it with its words and the country picker (ADR 0262). Used by mfe-hr's
// /my-profile/payment now and its profile's Invoicing & ID tab later.
export { InvoiceSettingsForm, type InvoiceSettingsFormProps } from './InvoiceSettingsForm';
export {
  accountFields,
  accountOnFileOf,
  checkSettingsForm,
  formValuesOf,
  serverFieldErrors,
  showsAccountOnFile,
  SETTINGS_FIELDS,
  type InvoiceSettingsOnFile,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
} from './invoiceSettingsForm';
export { US_STATES } from './usStates';
export { missingFieldLabels } from './missingFields';
