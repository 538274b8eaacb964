import { useReducer } from 'react';
import { Alert, Button, Card, Checkbox, Col, Descriptions, Flex, Form, Input, Row, Skeleton, Steps, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { INVOICE_MESSAGES, INVOICE_NOTES_MAX, INVOICE_REFERENCE_MAX } from '@work/shared-contracts/invoices';
import { PageResult, useDirtyReport, useMountProps } from '@work/shared-ui';
import { useText } from '../../text';
import { NONE } from '../money/money';
import { invoicePath } from '../invoices/InvoiceCells';
import { BankDetails, InvoiceLinesTable, InvoiceTotals, PartyAddress } from '../invoices/InvoiceParts';
import { CreateInvoiceMutation, InvoiceDraftQuery, type InvoiceDraft } from '../invoices/invoices.graphql';
import { ShellLink } from '../ShellLink';
import {
  allConfirmed,
  createInvoiceInput,
  createRefusal,
  detailsErrors,
  INITIAL_WIZARD,
  wizardReducer,
  type Confirmation,
  type WizardAction,
  type WizardState,
} from './invoiceSteps';

/**
 * /payments/invoices/new: the three-step invoice creation (staff-and-admin.md §2, §4, §5, §8). The draft (the work the
 * croudie may invoice now, its totals and the facts to check) is read once; the invoice is made of exactly the work
 * the preview showed. Outside days 1–5 of the month the page explains the window instead.
 */
export function NewInvoiceWizard() {
  const t = useText();
  const [{ data, fetching, error }, refetch] = useQuery({ query: InvoiceDraftQuery, requestPolicy: 'network-only' });
  const draft = data?.myInvoiceDraft;
  if (!draft && (fetching || !error)) return <Skeleton active aria-label={t('payments.loading')} />;
  if (!draft) {
    return (
      <PageResult
        status="error"
        title={t('payments.new.loadFailed')}
        extra={
          <Button type="primary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('payments.retry')}
          </Button>
        }
      />
    );
  }
  if (!draft.checks.windowOpen) {
    return (
      <PageResult
        status="info"
        title={t('payments.new.closed.title')}
        subTitle={INVOICE_MESSAGES.windowClosed}
        extra={<Link to="/payments">{t('payments.backToCentre')}</Link>}
      />
    );
  }
  if (!draft.checks.hasWork || draft.lines.length === 0) {
    return (
      <PageResult
        status="info"
        title={t('payments.new.noWork.title')}
        subTitle={t('payments.create.noWork')}
        extra={<Link to="/payments">{t('payments.backToCentre')}</Link>}
      />
    );
  }
  return <Wizard draft={draft} />;
}

function Wizard({ draft }: { draft: InvoiceDraft }) {
  const t = useText();
  const navigate = useNavigate();
  const { bus } = useMountProps();
  const [state, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const [{ fetching: creating }, create] = useMutation(CreateInvoiceMutation);
  useDirtyReport('payments-new-invoice', state.details.reference.trim() !== '' || state.details.notes.trim() !== '');

  const submit = async () => {
    const result = await create({
      input: createInvoiceInput(
        state,
        draft.lines.map((line) => line.workLogId),
      ),
    });
    const created = result.data?.createInvoice;
    if (result.error || !created) {
      dispatch({
        type: 'refused',
        refusal: result.error ? createRefusal(result.error) : { kind: 'problem', message: INVOICE_MESSAGES.createFailed },
      });
      return;
    }
    bus.publish('toast:show', { text: t('payments.record.created'), color: 'success' });
    bus.publish('invoicing:invoice-created', { invoiceId: created.id });
    // replace: Back must not return to a creation that already happened
    navigate(invoicePath(created.id), { replace: true });
  };

  return (
    <Flex vertical gap="large" style={{ maxWidth: 960 }}>
      <Steps
        current={state.step}
        items={[
          { title: t('payments.new.step.details') },
          { title: t('payments.new.step.preview') },
          { title: t('payments.new.step.checks') },
        ]}
      />
      {state.step === 0 ? <DetailsStep state={state} dispatch={dispatch} /> : null}
      {state.step === 1 ? <PreviewStep draft={draft} dispatch={dispatch} /> : null}
      {state.step === 2 ? (
        <ChecksStep draft={draft} state={state} dispatch={dispatch} creating={creating} onCreate={() => void submit()} />
      ) : null}
    </Flex>
  );
}

type Dispatch = (action: WizardAction) => void;

function DetailsStep({ state, dispatch }: { state: WizardState; dispatch: Dispatch }) {
  const t = useText();
  const errors = state.showDetailsErrors ? detailsErrors(state) : {};
  return (
    <Form layout="vertical" aria-label={t('payments.new.step.details')} onFinish={() => dispatch({ type: 'next' })} requiredMark>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {t('payments.new.step.details')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('payments.details.hint')}</Typography.Paragraph>
      <Form.Item
        label={t('payments.details.reference')}
        htmlFor="invoice-reference"
        required
        validateStatus={errors.reference ? 'error' : undefined}
        help={errors.reference}
        extra={t('payments.details.referenceHint')}
      >
        <Input
          id="invoice-reference"
          autoFocus
          value={state.details.reference}
          maxLength={INVOICE_REFERENCE_MAX}
          showCount
          aria-invalid={Boolean(errors.reference)}
          onChange={(e) => dispatch({ type: 'edit', field: 'reference', value: e.target.value })}
          onBlur={() => dispatch({ type: 'touch' })}
        />
      </Form.Item>
      <Form.Item
        label={t('payments.details.notes')}
        htmlFor="invoice-notes"
        validateStatus={errors.notes ? 'error' : undefined}
        help={errors.notes}
      >
        <Input.TextArea
          id="invoice-notes"
          rows={3}
          value={state.details.notes}
          maxLength={INVOICE_NOTES_MAX}
          showCount
          onChange={(e) => dispatch({ type: 'edit', field: 'notes', value: e.target.value })}
        />
      </Form.Item>
      <Flex justify="space-between">
        <Link to="/payments">{t('payments.new.cancel')}</Link>
        <Button type="primary" htmlType="submit">
          {t('payments.new.next')}
        </Button>
      </Flex>
    </Form>
  );
}

function PreviewStep({ draft, dispatch }: { draft: InvoiceDraft; dispatch: Dispatch }) {
  const t = useText();
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {t('payments.new.step.preview')}
      </Typography.Title>
      <InvoiceLinesTable lines={draft.lines} label={t('payments.lines.label')} />
      <InvoiceTotals
        subTotal={draft.subTotal}
        taxTotal={draft.taxTotal}
        total={draft.total}
        reverseCharge={draft.reverseCharge}
        selfBilling={draft.selfBilling}
        vatRatePercent={draft.vatRatePercent}
      />
      <Flex justify="space-between">
        <Button onClick={() => dispatch({ type: 'back' })}>{t('payments.new.back')}</Button>
        <Button type="primary" onClick={() => dispatch({ type: 'next' })}>
          {t('payments.new.next')}
        </Button>
      </Flex>
    </Flex>
  );
}

function ChecksStep({
  draft,
  state,
  dispatch,
  creating,
  onCreate,
}: {
  draft: InvoiceDraft;
  state: WizardState;
  dispatch: Dispatch;
  creating: boolean;
  onCreate: () => void;
}) {
  const t = useText();
  const { checks } = draft;
  const confirm = (what: Confirmation, disabled: boolean, label: string) => (
    <Checkbox
      checked={state.confirmations[what]}
      disabled={disabled}
      onChange={(e) => dispatch({ type: 'confirm', what, checked: e.target.checked })}
    >
      {label}
    </Checkbox>
  );
  const ready = allConfirmed(state) && checks.billingInfoComplete && checks.phoneValid && Boolean(draft.bankDetails);
  return (
    <Flex vertical gap="middle">
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {t('payments.new.step.checks')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('payments.checks.billing')} style={{ height: '100%' }}>
            <Flex vertical gap="small">
              <PartyAddress party={draft.invoiceUser} />
              <Descriptions
                size="small"
                column={1}
                items={[
                  { key: 'vat', label: t('payments.invoice.vatNumber'), children: draft.vatNumber ?? NONE },
                  { key: 'company', label: t('payments.invoice.companyNumber'), children: draft.companyRegistrationNumber ?? NONE },
                ]}
              />
              {checks.billingInfoComplete ? null : (
                <Alert
                  type="error"
                  showIcon
                  title={INVOICE_MESSAGES.missingBillingInfo}
                  description={<ShellLink to="/my-profile/payment">{t('payments.checks.updateBilling')}</ShellLink>}
                />
              )}
              {confirm('billingInfo', !checks.billingInfoComplete, t('payments.checks.confirmBilling'))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('payments.checks.bank')} style={{ height: '100%' }}>
            <Flex vertical gap="small">
              <BankDetails bank={draft.bankDetails} />
              {confirm('bankDetails', !draft.bankDetails, t('payments.checks.confirmBank'))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('payments.checks.phone')} style={{ height: '100%' }}>
            <Flex vertical gap="small">
              <Typography.Text>{draft.phoneNumber || t('payments.checks.noPhone')}</Typography.Text>
              {checks.phoneValid ? null : (
                <Alert
                  type="error"
                  showIcon
                  title={INVOICE_MESSAGES.missingPhone}
                  description={<ShellLink to="/my-profile">{t('payments.checks.updatePhone')}</ShellLink>}
                />
              )}
              {confirm('phoneNumber', !checks.phoneValid, t('payments.checks.confirmPhone'))}
            </Flex>
          </Card>
        </Col>
      </Row>
      <Alert type="warning" showIcon title={t('payments.checks.irreversible')} />
      {state.problem ? <Alert type="error" showIcon title={state.problem} /> : null}
      <Flex justify="space-between">
        <Button onClick={() => dispatch({ type: 'back' })} disabled={creating}>
          {t('payments.new.back')}
        </Button>
        <Button type="primary" disabled={!ready} loading={creating} onClick={onCreate}>
          {t('payments.create.action')}
        </Button>
      </Flex>
    </Flex>
  );
}
