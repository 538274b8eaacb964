import { Input, Radio, Select } from 'antd';
import { useQuery } from 'urql';
import { UserPicker } from '@work/shared-ui/pickers';
import { useText } from './text';
import { ACCESS_LEVELS, accessLabel, statusLabel } from './credentialsAdmin';
import { CredentialJobOptionsQuery } from './credentialsAdmin.query';
import { FormField } from '@work/shared-ui/forms';

/** The fields the add and edit dialogs share (staff-and-admin.md §3 Task credential (admin)). */

export function AccessLevelField() {
  const t = useText();
  return (
    <FormField<string> name="accessLevel" label={t('work.credentialsAdmin.field.access')}>
      {(input, { id }) => (
        <Radio.Group
          id={id}
          aria-label={t('work.credentialsAdmin.field.access')}
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
        >
          {ACCESS_LEVELS.map((level) => (
            <Radio key={level} value={level}>
              {accessLabel(level)}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </FormField>
  );
}

export function StatusField() {
  const t = useText();
  return (
    <FormField<string> name="status" label={t('work.credentialsAdmin.field.status')}>
      {(input, { id }) => (
        <Radio.Group
          id={id}
          aria-label={t('work.credentialsAdmin.field.status')}
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
        >
          {(['AVAILABLE', 'UNVERIFIED'] as const).map((status) => (
            <Radio key={status} value={status}>
              {statusLabel(status)}
            </Radio>
          ))}
        </Radio.Group>
      )}
    </FormField>
  );
}

/** An ISO day, today or later (the browser's date input); empty: it does not expire. */
export function ExpirationField({ today }: { today: string }) {
  const t = useText();
  return (
    <FormField<string>
      name="expiresOn"
      label={t('work.credentialsAdmin.field.expiration')}
      help={t('work.credentialsAdmin.field.expirationHelp')}
    >
      {(input, { id, invalid }) => (
        <Input
          id={id}
          type="date"
          min={today}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
          onBlur={() => input.onBlur()}
          status={invalid ? 'error' : undefined}
          style={{ maxWidth: 220 }}
        />
      )}
    </FormField>
  );
}

export function RequesterField() {
  const t = useText();
  return (
    <FormField<string | null> name="requesterId" label={t('work.credentialsAdmin.field.requester')}>
      {(input, { id, invalid }) => (
        <UserPicker
          id={id}
          value={input.value || null}
          onChange={(value) => input.onChange(value)}
          onBlur={() => input.onBlur()}
          status={invalid ? 'error' : undefined}
        />
      )}
    </FormField>
  );
}

/** A job of the client's (credentialJobOptions), or none. */
export function JobField({ clientId }: { clientId: string | null }) {
  const t = useText();
  const [{ data, fetching }] = useQuery({
    query: CredentialJobOptionsQuery,
    variables: { clientId: clientId ?? '' },
    pause: !clientId,
  });
  const options = (data?.credentialJobOptions ?? []).map((job) => ({ value: job.id, label: job.name }));
  return (
    <FormField<string | null> name="jobId" label={t('work.credentialsAdmin.field.job')}>
      {(input, { id, invalid }) => (
        <Select
          id={id}
          value={input.value || null}
          onChange={(value: string | undefined) => input.onChange(value ?? null)}
          onBlur={() => input.onBlur()}
          options={options}
          loading={fetching}
          disabled={!clientId}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={clientId ? t('work.credentialsAdmin.field.jobNone') : t('work.credentialsAdmin.field.jobNeedsClient')}
          status={invalid ? 'error' : undefined}
        />
      )}
    </FormField>
  );
}
