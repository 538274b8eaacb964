import * as v from 'valibot';
import type { CombinedError } from 'urql';
import { INVOICE_MESSAGES, InvoiceDetailsSchema } from '@work/shared-contracts/invoices';

/**
 * The three-step invoice creation (staff-and-admin.md §2 Payment centre: user-defined info, preview, final checks) as a
 * pure state machine, so the rules are tested without React: what each step needs before the next, what survives going
 * back, and where a refusal of the server takes the croudie.
 */
export const STEPS = ['details', 'preview', 'checks'] as const;
export type StepIndex = 0 | 1 | 2;

export type Confirmation = 'billingInfo' | 'bankDetails' | 'phoneNumber';
export const CONFIRMATIONS: readonly Confirmation[] = ['billingInfo', 'bankDetails', 'phoneNumber'];

export interface DetailsValues {
  reference: string;
  notes: string;
}

export interface WizardState {
  step: StepIndex;
  details: DetailsValues;
  /** The details' errors show once the croudie tried to go on (or left a field). */
  showDetailsErrors: boolean;
  /** The server's word on the reference (taken), shown until the reference changes. */
  referenceTaken: string | null;
  confirmations: Record<Confirmation, boolean>;
  /** A refusal of the server that is not about the reference, shown above the final step's button. */
  problem: string | null;
}

export const INITIAL_WIZARD: WizardState = {
  step: 0,
  details: { reference: '', notes: '' },
  showDetailsErrors: false,
  referenceTaken: null,
  confirmations: { billingInfo: false, bankDetails: false, phoneNumber: false },
  problem: null,
};

export type WizardAction =
  | { type: 'edit'; field: keyof DetailsValues; value: string }
  | { type: 'touch' }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'confirm'; what: Confirmation; checked: boolean }
  | { type: 'refused'; refusal: CreateRefusal };

/** The details' field errors by the shared schema (the server's own rule), plus the server's "reference taken". */
export function detailsErrors(state: Pick<WizardState, 'details' | 'referenceTaken'>): Partial<Record<keyof DetailsValues, string>> {
  const errors: Partial<Record<keyof DetailsValues, string>> = {};
  const result = v.safeParse(InvoiceDetailsSchema, state.details);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      if ((key === 'reference' || key === 'notes') && !errors[key]) errors[key] = issue.message;
    }
  }
  if (!errors.reference && state.referenceTaken) errors.reference = state.referenceTaken;
  return errors;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        details: { ...state.details, [action.field]: action.value },
        referenceTaken: action.field === 'reference' ? null : state.referenceTaken,
      };
    case 'touch':
      return state.showDetailsErrors ? state : { ...state, showDetailsErrors: true };
    case 'next':
      if (state.step === 0) {
        if (Object.keys(detailsErrors(state)).length) return { ...state, showDetailsErrors: true };
        return { ...state, step: 1 };
      }
      return state.step === 1 ? { ...state, step: 2, problem: null } : state;
    case 'back':
      return state.step === 0 ? state : { ...state, step: (state.step - 1) as StepIndex, problem: null };
    case 'confirm':
      return { ...state, confirmations: { ...state.confirmations, [action.what]: action.checked } };
    case 'refused':
      // a taken reference is fixed where it is typed: back on the first step, on the field, in the server's words
      if (action.refusal.kind === 'reference') {
        return { ...state, step: 0, showDetailsErrors: true, referenceTaken: action.refusal.message, problem: null };
      }
      return { ...state, problem: action.refusal.message };
  }
}

/** Whether every confirmation of the final checks is ticked. */
export const allConfirmed = (state: Pick<WizardState, 'confirmations'>) => CONFIRMATIONS.every((c) => state.confirmations[c]);

/** What createInvoice is sent: the details as the schema cleans them, the previewed work, the confirmations. */
export function createInvoiceInput(state: WizardState, workLogIds: readonly string[]) {
  const details = v.parse(InvoiceDetailsSchema, state.details);
  return {
    reference: details.reference,
    notes: details.notes ? details.notes : null,
    workLogIds: [...workLogIds],
    confirmations: { ...state.confirmations },
  };
}

export type CreateRefusal = { kind: 'reference'; message: string } | { kind: 'problem'; message: string };

/**
 * Where a failed createInvoice goes: a field error on the reference (CONFLICT "already used", or its validation) back to
 * the first step; any other answer of the server (missing phone or billing info, the work logs, the window) as its
 * message; a failure of the server as the contact-support variant, no answer at all as "Unable to create invoice".
 */
export function createRefusal(error: CombinedError): CreateRefusal {
  const first = error.graphQLErrors[0];
  if (!first) return { kind: 'problem', message: INVOICE_MESSAGES.createFailed };
  const code = first.extensions?.code;
  const fieldErrors = (first.extensions?.fieldErrors ?? {}) as Record<string, string>;
  const byField = Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [path.split('.').pop() ?? path, message]));
  if (byField['reference']) return { kind: 'reference', message: byField['reference'] };
  // a failure of the server's own: the §8 contact-support "create" variant (its message may be masked in production)
  if (code === 'INTERNAL_SERVER_ERROR' || !code) return { kind: 'problem', message: INVOICE_MESSAGES.create };
  const fieldMessage = Object.values(byField)[0];
  return { kind: 'problem', message: fieldMessage ?? first.message };
}
