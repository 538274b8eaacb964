import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { INVOICE_MESSAGES } from '@work/shared-contracts/invoices';
import {
  allConfirmed,
  createInvoiceInput,
  createRefusal,
  detailsErrors,
  INITIAL_WIZARD,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './invoiceSteps';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, INITIAL_WIZARD);
const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('the three invoice creation steps', () => {
  it('stay on the details until the reference is valid, then go on', () => {
    const blocked = run({ type: 'next' });
    expect(blocked.step).toBe(0);
    expect(blocked.showDetailsErrors).toBe(true);
    expect(detailsErrors(blocked)).toEqual({ reference: INVOICE_MESSAGES.required });
    expect(detailsErrors(run({ type: 'edit', field: 'reference', value: 'x'.repeat(41) }))).toEqual({
      reference: INVOICE_MESSAGES.referenceTooLong,
    });
    expect(run({ type: 'edit', field: 'reference', value: ' INV-1 ' }, { type: 'next' }).step).toBe(1);
  });

  it('keep what was typed and ticked when going back', () => {
    const at3 = run(
      { type: 'edit', field: 'reference', value: 'INV-1' },
      { type: 'edit', field: 'notes', value: 'October' },
      { type: 'next' },
      { type: 'next' },
      { type: 'confirm', what: 'billingInfo', checked: true },
    );
    expect(at3.step).toBe(2);
    const back = wizardReducer(wizardReducer(at3, { type: 'back' }), { type: 'back' });
    expect(back.step).toBe(0);
    expect(back.details).toEqual({ reference: 'INV-1', notes: 'October' });
    expect(back.confirmations.billingInfo).toBe(true);
    expect(wizardReducer(back, { type: 'back' })).toBe(back);
  });

  it('need every confirmation before the invoice can be created', () => {
    const ticked = run({ type: 'confirm', what: 'billingInfo', checked: true }, { type: 'confirm', what: 'bankDetails', checked: true });
    expect(allConfirmed(ticked)).toBe(false);
    expect(allConfirmed(wizardReducer(ticked, { type: 'confirm', what: 'phoneNumber', checked: true }))).toBe(true);
  });

  it('send the cleaned details, the previewed work and the confirmations', () => {
    const state = run({ type: 'edit', field: 'reference', value: '  INV-7 ' }, { type: 'edit', field: 'notes', value: '   ' });
    expect(createInvoiceInput(state, ['3', '4'])).toEqual({
      reference: 'INV-7',
      notes: null,
      workLogIds: ['3', '4'],
      confirmations: { billingInfo: false, bankDetails: false, phoneNumber: false },
    });
  });

  it('take a taken reference back to the first step, on its field, in the server’s words, until it changes', () => {
    const at3 = run({ type: 'edit', field: 'reference', value: 'INV-1' }, { type: 'next' }, { type: 'next' });
    const taken = createRefusal(
      refusal(INVOICE_MESSAGES.referenceTaken, { code: 'CONFLICT', fieldErrors: { 'input.reference': INVOICE_MESSAGES.referenceTaken } }),
    );
    expect(taken).toEqual({ kind: 'reference', message: INVOICE_MESSAGES.referenceTaken });
    const back = wizardReducer(at3, { type: 'refused', refusal: taken });
    expect(back.step).toBe(0);
    expect(detailsErrors(back)).toEqual({ reference: INVOICE_MESSAGES.referenceTaken });
    expect(wizardReducer(back, { type: 'next' }).step).toBe(0);
    const edited = wizardReducer(back, { type: 'edit', field: 'reference', value: 'INV-2' });
    expect(detailsErrors(edited)).toEqual({});
  });

  it("show other refusals as the server's message, a failure of the server as contact support, no answer as Unable to create invoice", () => {
    expect(createRefusal(refusal(INVOICE_MESSAGES.missingPhone, { code: 'BAD_USER_INPUT' }))).toEqual({
      kind: 'problem',
      message: INVOICE_MESSAGES.missingPhone,
    });
    expect(
      createRefusal(refusal('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: { 'input.workLogIds': INVOICE_MESSAGES.workLogs } })),
    ).toEqual({
      kind: 'problem',
      message: INVOICE_MESSAGES.workLogs,
    });
    expect(createRefusal(refusal('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' }))).toEqual({
      kind: 'problem',
      message: INVOICE_MESSAGES.create,
    });
    expect(createRefusal(new CombinedError({ networkError: new Error('offline') }))).toEqual({
      kind: 'problem',
      message: INVOICE_MESSAGES.createFailed,
    });
    const at3 = run({ type: 'edit', field: 'reference', value: 'INV-1' }, { type: 'next' }, { type: 'next' });
    const shown = wizardReducer(at3, { type: 'refused', refusal: { kind: 'problem', message: INVOICE_MESSAGES.missingPhone } });
    expect(shown).toMatchObject({ step: 2, problem: INVOICE_MESSAGES.missingPhone });
  });
});
