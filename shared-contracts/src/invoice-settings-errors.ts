import * as v from 'valibot';
import { invoiceSettingsSchema, type BankAccountOnFile, type InvoiceSettingsValues } from './invoices';

/**
 * The invoice settings form's check (shared-ui's InvoiceSettingsForm): the same schema updateMyInvoiceSettings parses
 * with, as `{ field: first message }` for the form's fields, or the normalised values the mutation is sent. shared-ui
 * has no valibot of its own, so the form asks here.
 */
export function checkInvoiceSettings(
  input: unknown,
  accountOnFile: BankAccountOnFile | null = null,
): { values: InvoiceSettingsValues; errors: null } | { values: null; errors: Record<string, string> } {
  const result = v.safeParse(invoiceSettingsSchema({ accountOnFile }), input);
  if (result.success) return { values: result.output, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? '_');
    errors[key] ??= issue.message;
  }
  return { values: null, errors };
}
