import { useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { Alert, Button, Flex } from 'antd';
import { useMutation } from 'urql';
import { canQuickSave } from '@work/shared-contracts/journal';
import { defaultSchedule } from '@work/shared-contracts/journal-schedule';
import { DirtyReport, useMountProps } from '@work/shared-ui';
import { useBrowserState } from '@work/shared-ui/browser-state';
import { useText } from '../../text';
import { EntryFields, isAccessLost, useEntryPickers } from './EntryFields';
import { rememberClient, toEntryInput, type EntryValues } from './entryForm';
import { CreateJournalScheduleMutation } from './journal.documents';
import { recurringDraft, toScheduleInput, validateRecurring, type RecurringValues } from './recurringForm';
import { SchedulerFields } from './SchedulerFields';

/** The recurring journal form: the entry fields plus the scheduler; the server creates the journals when they fall due. */
export function RecurringJournalForm({ today, onSaved }: { today: string; onSaved: () => void }) {
  const t = useText();
  const { bus } = useMountProps();
  const { store, atoms } = useBrowserState();
  const draftAtom = atoms.draft('recurring', undefined);
  const pickers = useEntryPickers();
  const [, create] = useMutation(CreateJournalScheduleMutation);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  // read, not subscribed: the form keeps its own values while the draft follows them
  const draft = recurringDraft(store.get(draftAtom));
  const initial: RecurringValues = draft
    ? draft
    : { date: today, channelIds: [], summary: '', minutes: 0, schedule: defaultSchedule('weekly', today) };

  async function submit(values: RecurringValues) {
    setSaveError(null);
    const { id: _id, ...journal } = toEntryInput({ ...values, date: values.schedule.range.start });
    const result = await create({ journal, schedule: toScheduleInput(values.schedule) });
    if (result.error || !result.data?.createJournalSchedule) {
      setSaveError(t('journal.saveFailed'));
      return result.error?.graphQLErrors[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
    }
    store.set(draftAtom, null);
    const clientId = values.clientId;
    if (clientId) store.set(atoms.recentClients, (recent) => rememberClient(recent, clientId));
    bus.publish('toast:show', { text: t('journal.saved'), color: 'success' });
    onSaved();
    setFormKey((k) => k + 1);
    return undefined;
  }

  return (
    <Form<RecurringValues>
      key={formKey}
      onSubmit={submit}
      initialValues={initial}
      validate={(v) => validateRecurring(v, today)}
      subscription={{ submitting: true, values: true, errors: true, touched: true, submitErrors: true }}
      render={({ handleSubmit, submitting, values, errors, touched, submitErrors, form }) => {
        const shown = (name: keyof EntryValues) =>
          (touched?.[name] || name === 'minutes' ? (errors?.[name] as string | undefined) : undefined) ??
          (submitErrors?.[name] as string | undefined);
        const scheduleErrors = {
          ...((errors?.schedule as Record<string, string>) ?? {}),
          ...((errors?.schedule as { range?: Record<string, string> })?.range
            ? { 'range.end': (errors?.schedule as { range: Record<string, string> }).range.end }
            : {}),
        };
        const canSave = canQuickSave(values) && !isAccessLost(values, pickers) && !submitting && !errors?.schedule;
        return (
          <form onSubmit={(e) => void handleSubmit(e)} aria-label={t('journal.mode.recurring')} noValidate>
            <FormSpy<RecurringValues> subscription={{ values: true }} onChange={({ values: v }) => store.set(draftAtom, v)} />
            <FormSpy<RecurringValues> subscription={{ dirty: true }}>
              {({ dirty }) => <DirtyReport form="journal-recurring" dirty={dirty === true} />}
            </FormSpy>
            <Flex vertical gap="middle">
              <EntryFields values={values} form={form} pickers={pickers} shown={shown} />
              <SchedulerFields value={values.schedule} today={today} errors={scheduleErrors} onChange={(s) => form.change('schedule', s)} />
              {saveError ? <Alert type="error" showIcon title={saveError} /> : null}
              <Flex justify="end">
                <Button type="primary" htmlType="submit" disabled={!canSave} loading={submitting}>
                  {t('journal.schedule.save')}
                </Button>
              </Flex>
            </Flex>
          </form>
        );
      }}
    />
  );
}
