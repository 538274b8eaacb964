import { useEffect, useState } from 'react';
import type { FormApi } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useMutation } from 'urql';
import { canQuickSave } from '@work/shared-contracts/journal';
import { DirtyReport, useMountProps } from '@work/shared-ui';
import { useBrowserAtom, useBrowserState } from '@work/shared-ui/browser-state';
import { useText } from '../../text';
import { EntryFields, isAccessLost, useEntryPickers } from './EntryFields';
import { nextEntry, rememberClient, toEntryInput, validateEntry, type EntryValues } from './entryForm';
import { CreateJournalMutation, UpdateJournalMutation } from './journal.documents';

/**
 * The single journal entry form. Saving creates or updates (with id); drafts are kept in the browser under their type
 * and id so a reload loses nothing; add-another (default on, remembered) keeps the form open for the next entry. Both
 * are the browser state's atoms (ADR 0259).
 */
export function JournalEntryForm({
  initial,
  onSaved,
  onClose,
  onAddAnotherChange,
  prefill,
}: {
  initial: EntryValues;
  onSaved: (saved: { id: string; date: string }, addAnother: boolean) => void;
  onClose: () => void;
  onAddAnotherChange?: (on: boolean) => void;
  /** Summary and minutes from selected calendar events; a new `key` applies it again. */
  prefill?: { summary: string; minutes: number; key: number } | null;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const { store, atoms } = useBrowserState();
  const draft = atoms.draft('single', initial.id);
  const pickers = useEntryPickers();
  const [, create] = useMutation(CreateJournalMutation);
  const [, update] = useMutation(UpdateJournalMutation);
  const [{ addAnother }, setOptions] = useBrowserAtom((a) => a.journalOptions);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [startValues, setStartValues] = useState<EntryValues>(initial);

  async function submit(values: EntryValues) {
    setSaveError(null);
    const journal = toEntryInput(values);
    const result = values.id ? await update({ journal }) : await create({ journal });
    const saved =
      result.data &&
      ('updateJournal' in result.data ? result.data.updateJournal : 'createJournal' in result.data ? result.data.createJournal : null);
    if (result.error || !saved) {
      setSaveError(t('journal.saveFailed'));
      return result.error?.graphQLErrors[0]?.extensions?.fieldErrors as Record<string, string> | undefined;
    }
    store.set(draft, null);
    const clientId = values.clientId;
    if (clientId) store.set(atoms.recentClients, (recent) => rememberClient(recent, clientId));
    bus.publish('toast:show', { text: t('journal.saved'), color: 'success' });
    const another = addAnother && !values.id;
    onSaved({ id: saved.id, date: saved.date }, another);
    if (another) {
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
        const shown = (name: keyof EntryValues) =>
          (touched?.[name] || name === 'minutes' ? (errors?.[name] as string | undefined) : undefined) ??
          (submitErrors?.[name] as string | undefined);
        const canSave = canQuickSave(values) && !isAccessLost(values, pickers) && !submitting;
        return (
          <form onSubmit={(e) => void handleSubmit(e)} aria-label={t('journal.title', { date: values.date })} noValidate>
            <FormSpy<EntryValues> subscription={{ values: true }} onChange={({ values: v }) => store.set(draft, v)} />
            <FormSpy<EntryValues> subscription={{ dirty: true }}>
              {({ dirty }) => <DirtyReport form="journal-entry" dirty={dirty === true} />}
            </FormSpy>
            <ApplyPrefill form={form} prefill={prefill} />
            <Flex vertical gap="middle">
              <EntryFields values={values} form={form} pickers={pickers} shown={shown} />
              {saveError ? <Alert type="error" showIcon title={saveError} /> : null}
              <Flex justify="space-between" align="center">
                {values.id ? (
                  <span />
                ) : (
                  <Checkbox
                    checked={addAnother}
                    onChange={(e) => {
                      setOptions({ addAnother: e.target.checked });
                      onAddAnotherChange?.(e.target.checked);
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

function ApplyPrefill({
  form,
  prefill,
}: {
  form: FormApi<EntryValues>;
  prefill: { summary: string; minutes: number; key: number } | null | undefined;
}) {
  useEffect(() => {
    if (!prefill) return;
    form.batch(() => {
      form.change('summary', prefill.summary);
      form.change('minutes', prefill.minutes);
    });
    // Applied once per selection use (key), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill?.key]);
  return null;
}
