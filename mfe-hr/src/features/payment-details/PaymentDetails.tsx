import { useState } from 'react';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { INVOICE_SETTINGS_MESSAGES } from '@work/shared-contracts/invoices';
import { PageResult, useDirtyReport, useMountProps, useSession } from '@work/shared-ui';
import { InvoiceSettingsForm, missingFieldLabels, serverFieldErrors, type SettingsErrors } from '@work/shared-ui/invoicing';
import { useText } from '../../text';
import { PaymentDetailsQuery, UpdateInvoiceSettingsMutation } from './paymentDetails.graphql';

/** The field errors of a refusal (BAD_USER_INPUT or CONFLICT), keyed as the form's fields; none for other failures. */
export function refusalErrors(error: CombinedError): SettingsErrors {
  const first = error.graphQLErrors[0];
  const fieldErrors = first?.extensions?.fieldErrors as Record<string, string> | undefined;
  return serverFieldErrors(fieldErrors);
}

/**
 * The croudie's bank details and billing address (shell-and-freelancer.md /my-profile/payment, the update-payment-details
 * banner's page; staff-and-admin.md §8 "Unable to update invoicing info (ensure all fields are filled in)"). Saving tells
 * the shell (`invoicing:settings-saved`), which reloads its banners.
 */
export function PaymentDetails() {
  const t = useText();
  const { me } = useSession();
  const { bus } = useMountProps();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: PaymentDetailsQuery,
    variables: { id: me.id },
    requestPolicy: 'network-only',
  });
  const [, save] = useMutation(UpdateInvoiceSettingsMutation);
  const [dirty, setDirty] = useState(false);
  useDirtyReport('hr-payment-details', dirty);
  const settings = data?.croudie?.invoiceSettings;

  if (!data && (fetching || !error)) return <Skeleton active aria-label={t('hr.payment.loading')} />;
  if (!settings) {
    // no croudie, or the settings hidden from the caller (someone else's), or the load failed
    return (
      <PageResult
        status="error"
        title={t('hr.payment.loadFailed')}
        extra={
          <Button type="primary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('hr.payment.retry')}
          </Button>
        }
      />
    );
  }

  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      {settings.needsUpdating ? (
        <Alert
          type="warning"
          showIcon
          title={t('hr.payment.needsUpdating')}
          description={
            settings.missingFields.length
              ? t('hr.payment.missing', { fields: missingFieldLabels(settings.missingFields).join(', ') })
              : undefined
          }
        />
      ) : null}
      <Card>
        <InvoiceSettingsForm
          // a save brings new values on file (the account's last four): start again from them
          key={settings.updatedAt ?? 'new'}
          initialValues={settings}
          label={t('hr.payment.title')}
          onDirtyChange={setDirty}
          onSubmit={async (values) => {
            const result = await save({ input: values });
            if (result.error || !result.data) {
              toast(INVOICE_SETTINGS_MESSAGES.updateFailed, 'error');
              return result.error ? refusalErrors(result.error) : undefined;
            }
            setDirty(false);
            toast(t('hr.payment.saved'), 'success');
            bus.publish('invoicing:settings-saved', { croudieId: me.id });
            refetch({ requestPolicy: 'network-only' });
            return undefined;
          }}
        />
      </Card>
    </Flex>
  );
}
