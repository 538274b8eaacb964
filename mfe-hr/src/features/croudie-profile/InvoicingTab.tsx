import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import { useMutation, useQuery } from 'urql';
import { useSession } from '@work/shared-ui';
import { FileHistoryDialog } from '@work/shared-ui/files';
import { useText } from '../../text';
import { PaymentDetails } from '../payment-details/PaymentDetails';
import { LoadFailed, TabLoading } from './TabStates';
import { UsStateCard } from './UsStateCard';
import { AddIdDocumentMutation, CroudieInvoicingQuery, RemoveIdDocumentMutation } from './profile.graphql';
import type { ProfileMode } from './mode';
import { useProfileSave } from './useProfileSave';

/**
 * Invoicing & ID: the US state for a croudie in the US (first, explained, when the banner led here), the ID document
 * with its file history, then the billing address and bank details: the croudie's own form (the one of
 * /my-profile/payment), or what is on file for staff.
 */
export function InvoicingTab({
  croudieId,
  mode,
  editable,
  usStateFirst,
}: {
  croudieId: string;
  mode: ProfileMode;
  editable: boolean;
  /** /my-profile?update_summary=true: the US state banner led here. */
  usStateFirst: boolean;
}) {
  const t = useText();
  const { me } = useSession();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CroudieInvoicingQuery,
    variables: { id: croudieId },
    requestPolicy: 'network-only',
  });
  const [, add] = useMutation(AddIdDocumentMutation);
  const [, remove] = useMutation(RemoveIdDocumentMutation);
  const saveProfile = useProfileSave(croudieId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const croudie = data?.croudie;

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!croudie) return <LoadFailed onRetry={reload} />;

  const self = mode === 'self';
  const documents = croudie.idDocuments ?? [];
  const latest = documents[0];
  const inUs = croudie.countryCode === 'US';
  const settings = croudie.invoiceSettings;
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 760 }}>
      {inUs && (usStateFirst || croudie.usStateUpdateNeeded) ? (
        <UsStateCard
          usState={croudie.usState ?? null}
          explain
          editable={editable}
          save={async (usState) => {
            const refused = await saveProfile({ usState });
            if (!refused) reload();
            return refused;
          }}
        />
      ) : null}
      <Card title={t('hr.profile.id.title')}>
        <Flex align="center" gap="middle" wrap>
          <FileProtectOutlined style={{ fontSize: 24 }} aria-hidden />
          <Typography.Text>{latest ? t('hr.profile.id.latest', { name: latest.fileName }) : t('hr.profile.id.none')}</Typography.Text>
          <Button onClick={() => setHistoryOpen(true)}>{self ? t('hr.profile.id.manage') : t('hr.profile.id.history')}</Button>
        </Flex>
      </Card>
      {self && croudieId === me.id ? (
        <PaymentDetails />
      ) : (
        <Card title={t('hr.profile.billing.title')}>
          {settings ? (
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'name', label: t('hr.profile.billing.name'), children: settings.billingName ?? '—' },
                {
                  key: 'address',
                  label: t('hr.profile.billing.address'),
                  children:
                    [settings.addressLine1, settings.addressLine2, settings.city, settings.usState, settings.postcode, settings.countryCode]
                      .filter(Boolean)
                      .join(', ') || '—',
                },
                {
                  key: 'account',
                  label: t('hr.profile.billing.account'),
                  children: settings.bankAccountLast4 ? `•••• ${settings.bankAccountLast4}` : '—',
                },
                {
                  key: 'state',
                  label: t('hr.profile.billing.state'),
                  children: settings.needsUpdating ? t('hr.profile.billing.needsUpdating') : t('hr.profile.billing.complete'),
                },
              ]}
            />
          ) : (
            <Typography.Text type="secondary">{t('hr.profile.billing.none')}</Typography.Text>
          )}
        </Card>
      )}
      <FileHistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        title={t('hr.profile.id.title')}
        files={documents}
        scope="profile"
        accept="image/png,image/jpeg,application/pdf"
        timezone={me.timezone}
        onUploaded={
          self
            ? async (fileId) => {
                const result = await add({ croudieId, fileId });
                if (result.error || !result.data) return false;
                reload();
                return true;
              }
            : undefined
        }
        onDelete={
          editable
            ? async (file) => {
                const result = await remove({ croudieId, attachmentId: file.id });
                if (result.error || !result.data) return false;
                reload();
                return true;
              }
            : undefined
        }
      />
    </Flex>
  );
}
