import { useEffect, useMemo, useState } from 'react';
import type { FormApi } from 'final-form';
import { Alert, Button, Flex, Input, Select, Typography } from 'antd';
import { useQuery } from 'urql';
import { recentFirst } from '@work/shared-contracts/journal';
import { useMountProps } from '@work/shared-ui';
import { useBrowserAtom } from '@work/shared-ui/browser-state';
import { DurationInput } from '@work/shared-ui/inputs';
import { useText } from '../../text';
import {
  accessLost,
  changeClient,
  clientMark,
  disabledFields,
  entryOptions,
  needsClientDetails,
  pruneChoices,
  type ClientDetails,
  type EntryValues,
} from './entryForm';
import { JournalFormDataQuery } from './journal.documents';

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} style={{ fontWeight: 500 }}>
      {children}
    </label>
  );
}

export function FieldError({ error }: { error: string | undefined }) {
  return error ? (
    <Typography.Text type="danger" role="alert">
      {error}
    </Typography.Text>
  ) : null;
}

/** The clients with access granted (recent ones first) and the journal categories the entry pickers offer. */
export function useEntryPickers() {
  const t = useText();
  const [{ data, fetching, error }, refetch] = useQuery({ query: JournalFormDataQuery });
  const clients = useMemo(() => (data?.journalClients ?? []).map((c) => ({ id: c.id, name: c.name, channels: c.channels })), [data]);
  const categories = data?.journalCategories ?? [];
  const [recent] = useBrowserAtom((a) => a.recentClients);
  const recentIds = new Set(recent);
  const ordered = recentFirst(clients, recent);
  const clientOptions = [
    { label: t('journal.recentClients'), options: ordered.filter((c) => recentIds.has(c.id)).map((c) => ({ value: c.id, label: c.name })) },
    { label: t('journal.allClients'), options: ordered.filter((c) => !recentIds.has(c.id)).map((c) => ({ value: c.id, label: c.name })) },
  ].filter((g) => g.options.length > 0);
  return {
    loaded: Boolean(data),
    clients,
    categories,
    clientOptions,
    fetching,
    error,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}
export type EntryPickers = ReturnType<typeof useEntryPickers>;

/** True when the chosen client is no longer among the clients with access granted (saving is blocked). */
export const isAccessLost = (values: EntryValues, pickers: EntryPickers) =>
  !pickers.fetching && !pickers.error && accessLost(values, pickers.loaded ? pickers.clients : undefined);

/** GET clients/{id} for a chosen client missing from the access list: a failure marks the client as an editable error. */
function useClientDetails(clientId: string | undefined, needed: boolean): ClientDetails {
  const { apiFetch } = useMountProps();
  const [details, setDetails] = useState<ClientDetails>({ status: 'idle' });
  useEffect(() => {
    if (!needed || !clientId) {
      setDetails({ status: 'idle' });
      return undefined;
    }
    let current = true;
    setDetails({ status: 'loading' });
    apiFetch(`/api/platform/clients/${encodeURIComponent(clientId)}?fields=id,name,access_granted`, {
      headers: { accept: 'application/json' },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`GET clients/${clientId} answered ${res.status}`);
        const body = (await res.json()) as { access_granted?: boolean };
        if (current) setDetails({ status: 'loaded', accessGranted: body.access_granted === true });
      })
      .catch(() => current && setDetails({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [apiFetch, clientId, needed]);
  return details;
}

/** Client → channels → category → task type, summary and duration: the fields the single and recurring forms share. */
export function EntryFields<V extends EntryValues>({
  values,
  form,
  pickers,
  shown,
  readOnly = false,
}: {
  values: V;
  form: FormApi<V>;
  pickers: EntryPickers;
  shown: (name: keyof EntryValues) => string | undefined;
  readOnly?: boolean;
}) {
  const t = useText();
  const { clients, categories, clientOptions, fetching, error } = pickers;
  const options = entryOptions(values, clients, categories);
  const disabled = disabledFields(values);
  const lost = isAccessLost(values, pickers);
  const listed = pickers.loaded && !fetching && !error ? clients : undefined;
  const details = useClientDetails(values.clientId, needsClientDetails(values, listed));
  const mark = clientMark(values, listed, details);
  const change = (patch: Partial<EntryValues>) =>
    form.batch(() => {
      for (const [k, v] of Object.entries(patch)) form.change(k as keyof V, v as V[keyof V]);
    });
  return (
    <>
      <Flex vertical gap={4}>
        <FieldLabel htmlFor="journal-client">{t('journal.client')}</FieldLabel>
        <Select
          id="journal-client"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('journal.clientPlaceholder')}
          disabled={readOnly}
          loading={fetching}
          status={error || lost ? 'error' : undefined}
          value={values.clientId}
          options={clientOptions}
          notFoundContent={fetching ? t('journal.common.loading') : t('journal.noClients')}
          onChange={(clientId: string) => {
            const next = changeClient(values, clientId, clients, categories);
            change({ clientId: next.clientId, channelIds: next.channelIds, categoryId: next.categoryId, taskTypeId: next.taskTypeId });
          }}
        />
        {error ? (
          <Alert
            type="error"
            showIcon
            title={t('journal.clientsFailed')}
            action={
              <Button size="small" onClick={pickers.refetch}>
                {t('journal.retry')}
              </Button>
            }
          />
        ) : null}
        {mark === 'detailsFailed' ? (
          <Typography.Text type="danger" role="alert">
            {t('journal.clientDetailsFailed')}
          </Typography.Text>
        ) : lost ? (
          <Alert type="info" showIcon title={t('journal.accessLost')} />
        ) : (
          <FieldError error={shown('clientId')} />
        )}
      </Flex>

      <Flex vertical gap={4}>
        <FieldLabel htmlFor="journal-channels">{t('journal.channels')}</FieldLabel>
        <Select
          id="journal-channels"
          mode="multiple"
          disabled={readOnly || disabled.channels}
          value={values.channelIds}
          options={options.channels.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(channelIds: string[]) => {
            const next = pruneChoices({ ...values, channelIds }, clients, categories);
            change({ channelIds, categoryId: next.categoryId, taskTypeId: next.taskTypeId });
          }}
        />
        <FieldError error={shown('channelIds')} />
      </Flex>

      <Flex vertical gap={4}>
        <FieldLabel htmlFor="journal-category">{t('journal.category')}</FieldLabel>
        <Select
          id="journal-category"
          disabled={readOnly || disabled.category}
          value={values.categoryId}
          options={options.categories.map((c) => ({ value: c.id, label: c.title }))}
          onChange={(categoryId: string) =>
            change({ categoryId, taskTypeId: pruneChoices({ ...values, categoryId }, clients, categories).taskTypeId })
          }
        />
        <FieldError error={shown('categoryId')} />
      </Flex>

      <Flex vertical gap={4}>
        <FieldLabel htmlFor="journal-task-type">{t('journal.taskType')}</FieldLabel>
        <Select
          id="journal-task-type"
          disabled={readOnly || disabled.taskType}
          value={values.taskTypeId}
          options={options.taskTypes.map((c) => ({ value: c.id, label: c.title }))}
          onChange={(taskTypeId: string) => change({ taskTypeId })}
        />
        <FieldError error={shown('taskTypeId')} />
      </Flex>

      <Flex vertical gap={4}>
        <FieldLabel htmlFor="journal-summary">{t('journal.summary')}</FieldLabel>
        <Input.TextArea
          id="journal-summary"
          rows={3}
          disabled={readOnly}
          value={values.summary}
          onChange={(e) => change({ summary: e.target.value })}
          onBlur={() => form.blur('summary' as keyof V)}
          status={shown('summary') ? 'error' : undefined}
        />
        <FieldError error={shown('summary')} />
      </Flex>

      <Flex vertical gap={4}>
        <FieldLabel htmlFor="journal-duration">{t('journal.duration')}</FieldLabel>
        <DurationInput
          id="journal-duration"
          value={values.minutes}
          invalid={Boolean(shown('minutes'))}
          onChange={(m) => change({ minutes: m })}
        />
        <FieldError error={shown('minutes')} />
      </Flex>
    </>
  );
}
