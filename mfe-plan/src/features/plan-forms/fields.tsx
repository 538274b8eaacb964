// The fields the plan's forms share, each a FormField (label tied to the control, the field's error under it).
import type { ReactNode } from 'react';
import { Input, Switch } from 'antd';
import { FormField } from '@work/shared-ui/forms';
import { DateInput } from '@work/shared-ui/inputs';
import { ChannelPicker, ChannelTypePicker, ClientPicker, UserPicker } from '@work/shared-ui/pickers';

/** The days a plan date may take. */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2099-12-31';

export function TextField({
  name,
  label,
  maxLength,
  multiline = false,
  disabled,
}: {
  name: string;
  label: string;
  maxLength?: number;
  multiline?: boolean;
  disabled?: boolean;
}) {
  return (
    <FormField<string> name={name} label={label}>
      {(input, { id, invalid }) =>
        multiline ? (
          <Input.TextArea
            {...input}
            id={id}
            maxLength={maxLength}
            autoSize={{ minRows: 2, maxRows: 8 }}
            disabled={disabled}
            status={invalid ? 'error' : undefined}
          />
        ) : (
          <Input {...input} id={id} maxLength={maxLength} disabled={disabled} status={invalid ? 'error' : undefined} />
        )
      }
    </FormField>
  );
}

export function DateField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  return (
    <FormField<string> name={name} label={label}>
      {(input, { id }) => (
        <DateInput
          id={id}
          aria-label={label}
          value={input.value ?? ''}
          min={EARLIEST_DAY}
          max={LATEST_DAY}
          disabled={disabled}
          onChange={(day) => {
            input.onChange(day);
            input.onBlur();
          }}
        />
      )}
    </FormField>
  );
}

export function SwitchField({ name, label, disabled, help }: { name: string; label: string; disabled?: boolean; help?: ReactNode }) {
  return (
    <FormField<boolean> name={name} label={label} help={help}>
      {(input, { id }) => (
        <Switch id={id} aria-label={label} checked={Boolean(input.value)} disabled={disabled} onChange={(on) => input.onChange(on)} />
      )}
    </FormField>
  );
}

export function OwnerField({ label, disabled }: { label: string; disabled?: boolean }) {
  return (
    <FormField<string | null> name="ownerId" label={label}>
      {(input, { id, invalid }) => (
        <UserPicker
          id={id}
          aria-label={label}
          value={input.value || null}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          onChange={(userId) => {
            input.onChange(userId);
            input.onBlur();
          }}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

/** The client; `onChosen` after a change (e.g. to clear the channels of the client before). */
export function ClientField({
  label,
  disabled,
  onChosen,
}: {
  label: string;
  disabled?: boolean;
  onChosen?: (clientId: string | null) => void;
}) {
  return (
    <FormField<string | null> name="clientId" label={label}>
      {(input, { id, invalid }) => (
        <ClientPicker
          id={id}
          aria-label={label}
          value={input.value || null}
          disabled={disabled}
          status={invalid ? 'error' : undefined}
          onChange={(clientId) => {
            input.onChange(clientId);
            input.onBlur();
            onChosen?.(clientId);
          }}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

/** One channel of the client (`name` channelId). */
export function ChannelField({
  label,
  clientId,
  disabled,
  help,
  problem,
}: {
  label: string;
  clientId: string | null;
  disabled?: boolean;
  help?: ReactNode;
  problem?: ReactNode;
}) {
  return (
    <FormField<string | null> name="channelId" label={label} help={help} problem={problem}>
      {(input, { id, invalid }) => (
        <ChannelPicker
          id={id}
          aria-label={label}
          clientId={clientId}
          value={input.value || null}
          disabled={disabled || !clientId}
          status={invalid ? 'error' : undefined}
          onChange={(channelId) => {
            input.onChange(channelId);
            input.onBlur();
          }}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

/** Several channels of the client (`name` channelIds). */
export function ChannelsField({ label, clientId }: { label: string; clientId: string | null }) {
  return (
    <FormField<string[]> name="channelIds" label={label}>
      {(input, { id, invalid }) => (
        <ChannelPicker
          multiple
          id={id}
          aria-label={label}
          clientId={clientId}
          value={input.value || []}
          disabled={!clientId}
          status={invalid ? 'error' : undefined}
          onChange={(ids) => {
            input.onChange(ids);
            input.onBlur();
          }}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}

export function ChannelTypesField({ label }: { label: string }) {
  return (
    <FormField<string[]> name="channelTypeIds" label={label}>
      {(input, { id, invalid }) => (
        <ChannelTypePicker
          multiple
          id={id}
          aria-label={label}
          value={input.value || []}
          status={invalid ? 'error' : undefined}
          onChange={(ids) => {
            input.onChange(ids);
            input.onBlur();
          }}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );
}
