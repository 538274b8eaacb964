import { useState } from 'react';
import { Button, Card, Divider, Flex, Typography } from 'antd';
import { useQuery } from 'urql';
import { useMountProps } from '@work/shared-ui';
import { PhoneVerificationDialog } from '@work/shared-ui/phone';
import { useText } from '../../text';
import { EmailChange } from './EmailChange';
import { LoadFailed, TabLoading } from './TabStates';
import { ProfileForm } from './ProfileForm';
import { ProfilePhoto } from './ProfilePhoto';
import { profileFieldOf, profileInput } from './profileForm';
import { CroudieProfileQuery } from './profile.graphql';
import type { ProfileMode } from './mode';
import { useProfileSave } from './useProfileSave';

/**
 * The Profile tab: photo, e-mail (and its change), phone (verified by a texted code) and the personal details form.
 * The e-mail change, the phone and the photo are the croudie's own; on the staff view network_admin edits the details.
 */
export function ProfileTab({ croudieId, mode, editable }: { croudieId: string; mode: ProfileMode; editable: boolean }) {
  const t = useText();
  const { client } = useMountProps();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CroudieProfileQuery,
    variables: { id: croudieId },
    requestPolicy: 'network-only',
  });
  const save = useProfileSave(croudieId);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const profile = data?.croudie;

  if (!data && (fetching || !error)) return <TabLoading />;
  if (!profile) return <LoadFailed onRetry={reload} />;

  const self = mode === 'self';
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
      <Card>
        <Flex vertical gap="middle">
          <ProfilePhoto
            name={fullName}
            avatar={profile.avatar ?? null}
            editable={self}
            save={async (avatarFileId) => {
              const refused = await save({ avatarFileId });
              if (!refused) reload();
              return !refused;
            }}
          />
          <EmailChange
            croudieId={croudieId}
            email={profile.emailAddress ?? null}
            pendingEmail={profile.pendingEmail ?? null}
            canChange={self}
            onRequested={reload}
          />
          <Flex align="center" gap="small" wrap>
            <Typography.Text type="secondary">{t('hr.profile.phone')}</Typography.Text>
            <Typography.Text strong>{profile.phoneNumber ?? t('hr.profile.phone.none')}</Typography.Text>
            {self ? (
              <Button size="small" onClick={() => setPhoneOpen(true)}>
                {t('hr.profile.phone.change')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </Card>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('hr.profile.details')}
        </Typography.Title>
        <Divider style={{ marginTop: 0 }} />
        <ProfileForm
          profile={profile}
          editable={editable}
          rateShown={self || profile.hourlyRate != null}
          onSave={async (values, initial) => {
            const refused = await save(profileInput(values, initial));
            if (!refused) {
              reload();
              return undefined;
            }
            const errors: Record<string, string> = {};
            for (const [field, message] of Object.entries(refused.fieldErrors)) {
              const on = profileFieldOf(field, message);
              if (on) errors[on] = message;
            }
            return errors;
          }}
        />
      </Card>
      {self ? (
        <PhoneVerificationDialog
          open={phoneOpen}
          onClose={() => setPhoneOpen(false)}
          client={client}
          croudieId={croudieId}
          currentNumber={profile.phoneNumber ?? null}
          onVerified={reload}
        />
      ) : null}
    </Flex>
  );
}
