import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Alert, Button, Checkbox, Flex, Input, Select, Typography } from 'antd';
import { useMutation, useQuery } from 'urql';
import { canQuickSave, recentFirst } from '@work/shared-contracts/journal';
import { useMountProps, useText } from '@work/shared-ui';
import { DurationInput } from './DurationInput';
import {
  accessLost,
  changeClient,
  clearDraft,
  disabledFields,
  draftKey,
  entryOptions,
  loadOptions,
  loadRecentClients,
  nextEntry,
  pruneChoices,
  rememberClient,
  saveDraft,
  saveOptions,
  toEntryInput,
  validateEntry,
  type EntryValues,
} from './entryForm';
import { CreateJournalMutation, JournalFormDataQuery, UpdateJournalMutation } from './journal.documents';

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} style={{ fontWeight: 500 }}>
      {children}
    </label>
  );
}

function FieldError({ error }: { error: string | undefined }) {
  return error ? <Typography.Text type="danger" role="alert">{error}</Typography.Text> : null;
}

/**
 * The single journal entry form: client → channels → category → task type, summary and duration. Saving creates or
 * updates (with id); drafts live in localStorage under their type and id so a reload loses nothing.
 */
export function JournalEntryForm({
  initial,
  onSaved,
  onClose,
}: {
  initial: EntryValues;
  onSaved: (saved: { id: string; date: string }) => void;
  onClose: () => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const store = window.localStorage;
  const key = draftKey('single', initial.id);
  const [{ data, fetching, error }, refetch] = useQuery({ query: JournalFormDataQuery });
  const [, create] = useMutation(CreateJournalMutation);
  const [, update] = useMutation(UpdateJournalMutation);
  const [addAnother, setAddAnother] = useState(() => loadOptions(store).addAnother);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [startValues, setStartValues] = useState<EntryValues>(initial);

  const clients = useMemo(
    () => (data?.journalClients ?? []).map((c) => ({ id: c.id, name: c.name, channels: c.channels })),
    [data],
  );
  const categories = data?.journalCategories ?? [];
  const recent = loadRecentClients(store);
  const ordered = recentFirst(clients, recent);
  const recentIds = new Set(recent);
  const clientOptions = [
    { label: t('journal.recentClients'), options: ordered.filter((c) => recentIds.has(c.id)).map((c) => ({ value: c.id, label: c.name })) },
    { label: t('journal.allClients'), options: ordered.filter((c) => !recentIds.has(c.id)).map((c) => ({ value: c.id, label: c.name })) },
  ].filter((g) => g.options.length > 0);

  async function submit(values: EntryValues) {
    setSaveError(null);
    const journal = toEntryInput(values);
    const result = values.id ? await update({ journal }) : await create({ journal });
    const saved = result.data && ('updateJournal' in result.data ? result.data.updateJournal : 'createJournal' in result.data ? result.data.createJournal : null);
    if (result.error || !saved) {
      const fieldErrors = result.error?.graphQLErrors[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
      setSaveError(t('journal.saveFailed'));
      return fieldErrors;
    }
    clearDraft(store, key);
    if (values.clientId) rememberClient(store, values.clientId);
    bus.publish('toast:show', { text: t('journal.saved'), color: 'success' });
    onSaved({ id: saved.id, date: saved.date });
    if (addAnother && !values.id) {
      setStartValues(nextEntry(values));
      setFormKey((k) => k + 1);
    } else {
      onClose();
    }
    return undefined;
  }

  return (
    <Form<EntryValues>
      key={formKey}
      onSubmit={submit}
      initialValues={startValues}
      validate={validateEntry}
      subscription={{ submitting: true, values: true, errors: true, touched: true, submitErrors: true }}
      render={({ handleSubmit, submitting, values, errors, touched, submitErrors, form }) => {
        const options = entryOptions(values, clients, categories);
        const disabled = disabledFields(values);
        const lost = !fetching && !error && accessLost(values, data ? clients : undefined);
        const shown = (name: keyof EntryValues) => (touched?.[name] ? (errors?.[name] as string | undefined) : undefined) ?? (submitErrors?.[name] as string | undefined);
        const canSave = canQuickSave(values) && !lost && !submitting;
        return (
          <form onSubmit={(e) => void handleSubmit(e)} aria-label={t('journal.title', { date: values.date })} noValidate>
            <FormSpy<EntryValues> subscription={{ values: true }} onChange={({ values: v }) => saveDraft(store, key, v)} />
            <Flex vertical gap="middle">
              <Flex vertical gap={4}>
                <FieldLabel htmlFor="journal-client">{t('journal.client')}</FieldLabel>
                <Select
                  id="journal-client"
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('journal.clientPlaceholder')}
                  loading={fetching}
                  status={error || lost ? 'error' : undefined}
                  value={values.clientId}
                  options={clientOptions}
                  notFoundContent={fetching ? t('common.loading') : t('journal.noClients')}
                  onChange={(clientId: string) => form.batch(() => {
                    const next = changeClient(values, clientId, clients, categories);
                    form.change('clientId', next.clientId);
                    form.change('channelIds', next.channelIds);
                    form.change('categoryId', next.categoryId);
                    form.change('taskTypeId', next.taskTypeId);
                  })}
                />
                {error ? (
                  <Alert type="error" showIcon title={t('journal.clientsFailed')} action={<Button size="small" onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('journal.retry')}</Button>} />
                ) : null}
                {lost ? <Alert type="info" showIcon title={t('journal.accessLost')} /> : <FieldError error={shown('clientId')} />}
              </Flex>

              <Flex vertical gap={4}>
                <FieldLabel htmlFor="journal-channels">{t('journal.channels')}</FieldLabel>
                <Select
                  id="journal-channels"
                  mode="multiple"
                  disabled={disabled.channels}
                  value={values.channelIds}
                  options={options.channels.map((c) => ({ value: c.id, label: c.name }))}
                  onChange={(channelIds: string[]) => form.batch(() => {
                    const next = pruneChoices({ ...values, channelIds }, clients, categories);
                    form.change('channelIds', channelIds);
                    form.change('categoryId', next.categoryId);
                    form.change('taskTypeId', next.taskTypeId);
                  })}
                />
                <FieldError error={shown('channelIds')} />
              </Flex>

              <Flex vertical gap={4}>
                <FieldLabel htmlFor="journal-category">{t('journal.category')}</FieldLabel>
                <Select
                  id="journal-category"
                  disabled={disabled.category}
                  value={values.categoryId}
                  options={options.categories.map((c) => ({ value: c.id, label: c.title }))}
                  onChange={(categoryId: string) => form.batch(() => {
                    form.change('categoryId', categoryId);
                    form.change('taskTypeId', pruneChoices({ ...values, categoryId }, clients, categories).taskTypeId);
                  })}
                />
                <FieldError error={shown('categoryId')} />
              </Flex>

              <Flex vertical gap={4}>
                <FieldLabel htmlFor="journal-task-type">{t('journal.taskType')}</FieldLabel>
                <Select
                  id="journal-task-type"
                  disabled={disabled.taskType}
                  value={values.taskTypeId}
                  options={options.taskTypes.map((c) => ({ value: c.id, label: c.title }))}
                  onChange={(taskTypeId: string) => form.change('taskTypeId', taskTypeId)}
                />
                <FieldError error={shown('taskTypeId')} />
              </Flex>

              <Flex vertical gap={4}>
                <FieldLabel htmlFor="journal-summary">{t('journal.summary')}</FieldLabel>
                <Input.TextArea
                  id="journal-summary"
                  rows={3}
                  value={values.summary}
                  onChange={(e) => form.change('summary', e.target.value)}
                  onBlur={() => form.blur('summary')}
                  status={shown('summary') ? 'error' : undefined}
                />
                <FieldError error={shown('summary')} />
              </Flex>

              <Flex vertical gap={4}>
                <FieldLabel htmlFor="journal-duration">{t('journal.duration')}</FieldLabel>
                <DurationInput id="journal-duration" value={values.minutes} invalid={Boolean(errors?.minutes)} onChange={(m) => form.change('minutes', m)} />
                <FieldError error={errors?.minutes as string | undefined} />
              </Flex>

              {saveError ? <Alert type="error" showIcon title={saveError} /> : null}
              <Flex justify="space-between" align="center">
                {values.id ? <span /> : (
                  <Checkbox
                    checked={addAnother}
                    onChange={(e) => {
                      setAddAnother(e.target.checked);
                      saveOptions(store, { addAnother: e.target.checked });
                    }}
                  >
                    {t('journal.addAnother')}
                  </Checkbox>
                )}
                <Button type="primary" htmlType="submit" disabled={!canSave} loading={submitting}>
                  {t('journal.save')}
                </Button>
              </Flex>
            </Flex>
          </form>
        );
      }}
    />
  );
}
