import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import type { InvoiceSettingsValues } from '@work/shared-contracts/invoices';
import { CountryPicker } from '../pickers/localePickers';
import { t } from './text';
import { US_STATES } from './usStates';
import {
  accountFields,
  accountOnFileOf,
  checkSettingsForm,
  formValuesOf,
  SETTINGS_FIELDS,
  showsAccountOnFile,
  type InvoiceSettingsOnFile,
  type SettingsErrors,
  type SettingsField,
  type SettingsFormValues,
} from './invoiceSettingsForm';

export interface InvoiceSettingsFormProps {
  /** What is on file (croudie(id) { invoiceSettings { … } }); remount (a `key`) to start again from newer values. */
  initialValues?: InvoiceSettingsOnFile | null;
  /**
   * Saves the checked, normalised values (updateMyInvoiceSettings' input). Resolve with the server's field errors
   * (`serverFieldErrors` maps its `fieldErrors`) to show them on their fields; nothing when it was saved.
   */
  onSubmit: (values: InvoiceSettingsValues) => Promise<SettingsErrors | null | undefined | void>;
  /** The form's accessible name. */
  label?: string;
  submitLabel?: string;
  /** Called when the form starts or stops holding unsaved input (e.g. for useDirtyReport). */
  onDirtyChange?: (dirty: boolean) => void;
}

const idOf = (field: SettingsField) => `invoice-settings-${field}`;

/**
 * The bank-details form (staff-and-admin.md §2 Invoicing & ID, shell-and-freelancer.md /my-profile/payment): billing
 * name and address (a US address with its state), the account name, then for the UK a sort code and account number and
 * elsewhere an IBAN, and the optional VAT and company registration numbers. The account on file shows as "•••• 1234";
 * its number is asked for only to change it. Checked with the API's own schema before it is sent.
 */
export function InvoiceSettingsForm({ initialValues, onSubmit, label, submitLabel, onDirtyChange }: InvoiceSettingsFormProps) {
  const start = useMemo(() => formValuesOf(initialValues), [initialValues]);
  const onFile = useMemo(() => accountOnFileOf(initialValues), [initialValues]);
  const [values, setValues] = useState<SettingsFormValues>(start);
  const [changing, setChanging] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<SettingsField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);

  const dirty = SETTINGS_FIELDS.some((f) => values[f] !== start[f]);
  const dirtyChange = useRef(onDirtyChange);
  dirtyChange.current = onDirtyChange;
  useEffect(() => dirtyChange.current?.(dirty), [dirty]);

  const shown = accountFields(values, onFile, changing);
  const country = values.countryCode.trim().toUpperCase();
  const checked = checkSettingsForm(values, onFile, changing);
  const errorOf = (field: SettingsField): string | undefined =>
    serverErrors[field] ?? (submitted || touched.has(field) ? (checked.errors?.[field] ?? undefined) : undefined);

  const set = (field: SettingsField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const touch = (field: SettingsField) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field)));

  const submit = async () => {
    setSubmitted(true);
    setServerErrors({});
    const result = checkSettingsForm(values, onFile, changing);
    if (result.errors) return focusFirstError(result.errors);
    setSaving(true);
    try {
      const refused = (await onSubmit(result.values)) ?? null;
      if (refused && Object.keys(refused).length) {
        setServerErrors(refused);
        focusFirstError(refused);
      }
    } finally {
      setSaving(false);
    }
  };
  const focusFirstError = (errors: SettingsErrors) => {
    const first = SETTINGS_FIELDS.find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
  };

  const field = (name: SettingsField, control: ReactNode, options: { required?: boolean; hint?: string } = {}) => {
    const error = errorOf(name);
    const optional = options.required === false;
    return (
      <Form.Item
        label={optional ? `${t(`ui.invoicing.${name}`)} ${t('ui.invoicing.optional')}` : t(`ui.invoicing.${name}`)}
        htmlFor={idOf(name)}
        required={!optional}
        validateStatus={error ? 'error' : undefined}
        help={error}
        extra={options.hint}
      >
        {control}
      </Form.Item>
    );
  };
  const text = (name: SettingsField, options: { required?: boolean; hint?: string; autoComplete?: string } = {}) =>
    field(
      name,
      <Input
        id={idOf(name)}
        value={values[name]}
        autoComplete={options.autoComplete}
        aria-invalid={Boolean(errorOf(name))}
        onChange={(e) => set(name, e.target.value)}
        onBlur={() => touch(name)}
      />,
      options,
    );

  const formError = serverErrors.form ?? (submitted ? checked.errors?.form : undefined);
  return (
    <div ref={formRef}>
      <Form layout="vertical" aria-label={label} onFinish={() => void submit()} requiredMark>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('ui.invoicing.address')}
        </Typography.Title>
        {text('billingName', { autoComplete: 'name' })}
        {text('addressLine1', { autoComplete: 'address-line1' })}
        {text('addressLine2', { required: false, autoComplete: 'address-line2' })}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('city', { autoComplete: 'address-level2' })}
          </Col>
          <Col xs={24} md={12}>
            {text('postcode', { autoComplete: 'postal-code' })}
          </Col>
        </Row>
        {field(
          'countryCode',
          <CountryPicker
            id={idOf('countryCode')}
            aria-label={t('ui.invoicing.countryCode')}
            value={values.countryCode || null}
            status={errorOf('countryCode') ? 'error' : undefined}
            onChange={(code) => {
              set('countryCode', code ?? '');
              touch('countryCode');
            }}
            onBlur={() => touch('countryCode')}
          />,
        )}
        {country === 'US'
          ? field(
              'usState',
              <Select
                id={idOf('usState')}
                aria-label={t('ui.invoicing.usState')}
                placeholder={t('ui.invoicing.usState.placeholder')}
                value={values.usState || undefined}
                status={errorOf('usState') ? 'error' : undefined}
                showSearch={{ optionFilterProp: 'label' }}
                options={US_STATES.map((s) => ({ value: s.code, label: s.name }))}
                onChange={(code: string) => {
                  set('usState', code);
                  touch('usState');
                }}
                onBlur={() => touch('usState')}
              />,
            )
          : null}

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('ui.invoicing.bank')}
        </Typography.Title>
        {text('bankAccountName')}
        {shown.sortCode ? text('sortCode', { hint: t('ui.invoicing.sortCode.hint') }) : null}
        {onFile && showsAccountOnFile(values, onFile, changing) ? (
          <Flex vertical gap={4} style={{ marginBottom: 24 }}>
            <Flex align="center" gap="small" wrap>
              <Typography.Text>{t('ui.invoicing.accountOnFile', { account: `•••• ${onFile.last4}` })}</Typography.Text>
              <Button size="small" onClick={() => setChanging(true)}>
                {t('ui.invoicing.changeAccount')}
              </Button>
            </Flex>
            <Typography.Text type="secondary">{t('ui.invoicing.accountHint')}</Typography.Text>
          </Flex>
        ) : null}
        {shown.accountNumber ? text('bankAccountNumber', { hint: t('ui.invoicing.bankAccountNumber.hint'), autoComplete: 'off' }) : null}
        {shown.iban ? text('iban', { hint: t('ui.invoicing.iban.hint'), autoComplete: 'off' }) : null}
        {onFile && changing ? (
          <Button
            size="small"
            style={{ marginBottom: 24 }}
            onClick={() => {
              setChanging(false);
              setValues((v) => ({ ...v, bankAccountNumber: '', iban: '' }));
            }}
          >
            {t('ui.invoicing.keepAccount')}
          </Button>
        ) : null}

        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('ui.invoicing.tax')}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('vatNumber', { required: false })}
          </Col>
          <Col xs={24} md={12}>
            {text('companyRegistrationNumber', { required: false })}
          </Col>
        </Row>
        {formError ? <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} /> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel ?? t('ui.invoicing.save')}
        </Button>
      </Form>
    </div>
  );
}
