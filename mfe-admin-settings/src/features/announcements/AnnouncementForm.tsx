import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Divider, Flex, Input, InputNumber, Spin, Switch, Typography } from 'antd';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { DateTime } from 'luxon';
import { Form } from 'react-final-form';
import { useMutation, type CombinedError } from 'urql';
import { DirtyReport, useConfirm, useMountProps } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { DateInput, TimeOfDayInput } from '@work/shared-ui/inputs';
import { refusalReason } from '@work/shared-ui/refusal';
import { useText, type TextKey } from '../../text';
import {
  announcementErrors,
  announcementInputOf,
  announcementServerErrors,
  announcementValuesOf,
  audienceOf,
  LABEL_MAX,
  newAnnouncementValues,
  PLATFORM_ZONE,
  saveOutcomeOf,
  SUBJECT_MAX,
  type AnnouncementValues,
  type SaveOutcome,
} from './announcementForm';
import { instantText } from './announcementDisplay';
import { SaveAnnouncement, type AnnouncementDetails } from './announcements.graphql';
import { AnnouncementPreview } from './AnnouncementPreview';
import { AudienceSection, ExcludedCroudiesField, ID_PREFIX } from './AudienceFields';
import { useAudienceCount } from './useAudienceCount';
import { sentText } from './useAnnouncementActions';

// the editor (Tiptap and ProseMirror) loads with the form, not with the list
const RichTextEditor = lazy(() => import('@work/shared-ui/rich-text').then((m) => ({ default: m.RichTextEditor })));

type Translate = ReturnType<typeof useText>;

const SUBMIT_LABELS: Record<SaveOutcome, TextKey> = {
  draft: 'settings.announcements.submit.draft',
  schedule: 'settings.announcements.submit.schedule',
  send: 'settings.announcements.submit.send',
};

const countText = (t: Translate, count: number) =>
  count === 1 ? t('settings.announcements.audience.one') : t('settings.announcements.audience.count', { count });

/**
 * The announcement form (§3 Announcement (admin)): subject, body, buttons, schedule or send on save, lifetime and the
 * audience, with the preview and the live audience count beside it. Its one submit button says what saving does: Save
 * draft, Schedule, or Send now (after a confirmation with the count). Refused: the §8 toast with the API's reason, and
 * the API's field errors on the fields.
 */
export function AnnouncementForm({
  name,
  announcement,
  now,
  narrow,
  onClose,
  onSaved,
}: {
  name: string;
  announcement: AnnouncementDetails | null;
  /** the platform clock now: a schedule must be after it */
  now: () => Date;
  narrow: boolean;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useText();
  const { bus } = useMountProps();
  const confirm = useConfirm();
  const [, save] = useMutation(SaveAnnouncement);
  // taken once: react-final-form starts over whenever its initial values change
  const [initialValues] = useState(() => (announcement ? announcementValuesOf(announcement) : newAnnouncementValues()));
  // the audience count the preview shows, for the send confirmation
  const audienceCount = useRef<number | null>(null);
  const rememberCount = useCallback((count: number | null) => {
    audienceCount.current = count;
  }, []);
  const editable = !announcement || announcement.availableActions.includes('save');
  const toast = (text: string, color: 'success' | 'error') => bus.publish('toast:show', { text, color });

  const submit = async (values: AnnouncementValues): Promise<SubmissionErrors | undefined> => {
    const outcome = saveOutcomeOf(values);
    if (outcome === 'send') {
      const count = audienceCount.current;
      const sure = await confirm({
        title: t('settings.announcements.sendConfirm', { name: values.subject.trim() }),
        content: [count === null ? null : `${countText(t, count)}.`, t('settings.announcements.sendConfirmText')].filter(Boolean).join(' '),
        okText: t('settings.announcements.submit.send'),
      });
      if (!sure) return undefined;
    }
    const result = await save({ input: announcementInputOf(values, announcement?.id ?? null) });
    const saved = result.data?.saveAnnouncement;
    if (result.error || !saved) {
      const failure = t(
        outcome === 'send'
          ? 'settings.announcements.sendFailed'
          : announcement
            ? 'settings.announcements.updateFailed'
            : 'settings.announcements.saveFailed',
      );
      const reason = refusalReason(result.error);
      toast(reason ? t('settings.announcements.failedBecause', { failure, reason }) : failure, 'error');
      return refusal(result.error, failure, t);
    }
    if (outcome === 'send') toast(sentText(t, saved.recipients), 'success');
    else if (outcome === 'schedule')
      toast(t('settings.announcements.scheduledFor', { date: instantText(saved.scheduledAt) ?? '' }), 'success');
    else toast(t(announcement ? 'settings.record.updated' : 'settings.record.created'), 'success');
    onSaved(saved.id);
    return undefined;
  };

  return (
    <Form<AnnouncementValues> initialValues={initialValues} validate={(values) => announcementErrors(values, now())} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, dirty, values, form }) => (
        <form
          aria-label={name}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <DirtyReport form={`settings-announcement-${announcement?.id ?? 'new'}`} dirty={Boolean(dirty)} />
          {announcement?.unsentReason ? (
            <Alert
              type="warning"
              showIcon
              title={t('settings.announcements.unsent')}
              description={announcement.unsentReason}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          {!editable ? <Alert type="info" showIcon title={t('settings.announcements.cannotChange')} style={{ marginBottom: 16 }} /> : null}
          {submitError ? <Alert type="error" showIcon role="alert" title={String(submitError)} style={{ marginBottom: 16 }} /> : null}
          <FormLayout values={values} form={form} now={now} narrow={narrow} onCount={rememberCount} />
          <Flex gap="small" style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={submitting} disabled={!editable}>
              {t(SUBMIT_LABELS[saveOutcomeOf(values)])}
            </Button>
            <Button onClick={onClose}>{t('settings.announcements.cancel')}</Button>
          </Flex>
        </form>
      )}
    </Form>
  );
}

/**
 * What a refused save shows in the form: the API's field errors on their fields, its reason above the fields when it
 * named none ("Failed to save announcement: <reason>"), or the §8 words alone when the network or the server failed.
 */
function refusal(error: CombinedError | undefined, failure: string, t: Translate): SubmissionErrors {
  const reason = refusalReason(error);
  if (!reason) return { [FORM_ERROR]: failure };
  const fieldErrors = error?.graphQLErrors[0]?.extensions?.['fieldErrors'] as Record<string, string> | undefined;
  return announcementServerErrors(fieldErrors) ?? { [FORM_ERROR]: t('settings.announcements.failedBecause', { failure, reason }) };
}

/** The fields, and the preview beside them (below them on a narrow screen). */
function FormLayout({
  values,
  form,
  now,
  narrow,
  onCount,
}: {
  values: AnnouncementValues;
  form: FormApi<AnnouncementValues>;
  now: () => Date;
  narrow: boolean;
  onCount: (count: number | null) => void;
}) {
  const t = useText();
  const audience = useAudienceCount(audienceOf(values));
  const counted = audience.counting ? null : audience.count;
  useEffect(() => onCount(counted), [counted, onCount]);
  const fields = (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Section title={t('settings.announcements.section.message')}>
        <TextField name="subject" label={t('settings.announcements.field.subject')} maxLength={SUBJECT_MAX} />
        <FormField<string>
          name="body"
          idPrefix={ID_PREFIX}
          label={t('settings.announcements.field.body')}
          help={t('settings.announcements.field.bodyHint')}
        >
          {(input, { id, invalid }) => (
            <Suspense fallback={<Spin aria-label={t('settings.announcements.field.bodyLoading')} />}>
              <RichTextEditor
                id={id}
                aria-label={t('settings.announcements.field.body')}
                value={input.value ?? ''}
                invalid={invalid}
                onChange={(html) => input.onChange(html)}
                onBlur={() => input.onBlur()}
              />
            </Suspense>
          )}
        </FormField>
      </Section>
      <Section title={t('settings.announcements.section.buttons')}>
        <SwitchField
          name="allowResponse"
          label={t('settings.announcements.field.allowResponse')}
          help={t('settings.announcements.field.allowResponseHint')}
        />
        <Flex gap="middle" wrap>
          <TextField
            name="positiveLabel"
            label={t('settings.announcements.field.positiveLabel')}
            maxLength={LABEL_MAX}
            help={t(values.allowResponse ? 'settings.announcements.field.positiveReplyHint' : 'settings.announcements.field.positiveHint')}
          />
          <TextField
            name="negativeLabel"
            label={t('settings.announcements.field.negativeLabel')}
            maxLength={LABEL_MAX}
            help={t('settings.announcements.field.negativeHint')}
          />
        </Flex>
      </Section>
      <Section title={t('settings.announcements.section.sending')}>
        <ScheduleFields values={values} form={form} now={now} />
        <SwitchField
          name="sendOnSave"
          label={t('settings.announcements.field.sendOnSave')}
          help={t('settings.announcements.field.sendOnSaveHint')}
        />
        <FormField<number | null>
          name="lifetimeDays"
          idPrefix={ID_PREFIX}
          label={t('settings.announcements.field.lifetime')}
          help={t('settings.announcements.field.lifetimeHint')}
        >
          {(input, { id, invalid }) => (
            <InputNumber<number>
              id={id}
              value={input.value ?? null}
              status={invalid ? 'error' : undefined}
              style={{ width: 160 }}
              onChange={(days) => input.onChange(days ?? null)}
              onBlur={() => input.onBlur()}
            />
          )}
        </FormField>
      </Section>
      <Divider style={{ margin: '8px 0 16px' }} />
      <AudienceSection side="include" />
      <AudienceSection side="exclude" />
      <ExcludedCroudiesField />
    </div>
  );
  const preview = <AnnouncementPreview values={values} audience={audience} />;
  if (narrow) {
    return (
      <Flex vertical gap="large">
        {fields}
        {preview}
      </Flex>
    );
  }
  return (
    <Flex gap="large" align="flex-start">
      {fields}
      <aside style={{ width: 380, flex: 'none', position: 'sticky', top: 0 }}>{preview}</aside>
    </Flex>
  );
}

/**
 * The schedule: a day and a time in the platform's zone, both or neither (no schedule: a draft, sent later by hand).
 * The day may be from today (by the platform clock) to a year ahead.
 */
function ScheduleFields({ values, form, now }: { values: AnnouncementValues; form: FormApi<AnnouncementValues>; now: () => Date }) {
  const t = useText();
  const today = DateTime.fromJSDate(now(), { zone: PLATFORM_ZONE });
  const min = today.toISODate() ?? '';
  const max = today.plus({ years: 1 }).toISODate() ?? '';
  const touch = (field: 'scheduleDate' | 'scheduleTime') => {
    form.focus(field);
    form.blur(field);
  };
  return (
    <Flex gap="middle" align="flex-start" wrap>
      <FormField<string | null>
        name="scheduleDate"
        idPrefix={ID_PREFIX}
        label={t('settings.announcements.field.scheduleDate')}
        help={t('settings.announcements.field.scheduleHint')}
      >
        {(input, { id }) => (
          <DateInput
            id={id}
            value={input.value || ''}
            min={min}
            max={max}
            onChange={(day) => {
              input.onChange(day);
              touch('scheduleDate');
            }}
          />
        )}
      </FormField>
      <FormField<string | null> name="scheduleTime" idPrefix={ID_PREFIX} label={t('settings.announcements.field.scheduleTime')}>
        {(input, { id, invalid }) => (
          <TimeOfDayInput
            id={id}
            allowClear
            value={input.value || null}
            status={invalid ? 'error' : undefined}
            onChange={(time) => {
              input.onChange(time);
              touch('scheduleTime');
            }}
          />
        )}
      </FormField>
      {values.scheduleDate || values.scheduleTime ? (
        <Button
          type="link"
          style={{ marginTop: 30 }}
          onClick={() =>
            form.batch(() => {
              form.change('scheduleDate', null);
              form.change('scheduleTime', null);
            })
          }
        >
          {t('settings.announcements.field.clearSchedule')}
        </Button>
      ) : null}
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 8 }}>
      <Typography.Title level={3} style={{ fontSize: 15, margin: '0 0 8px' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function TextField({ name, label, maxLength, help }: { name: string; label: string; maxLength: number; help?: ReactNode }) {
  return (
    <FormField<string> name={name} idPrefix={ID_PREFIX} label={label} help={help}>
      {(input, { id, invalid }) => <Input {...input} id={id} maxLength={maxLength} status={invalid ? 'error' : undefined} />}
    </FormField>
  );
}

function SwitchField({ name, label, help }: { name: string; label: string; help?: ReactNode }) {
  return (
    <FormField<boolean> name={name} idPrefix={ID_PREFIX} label={label} help={help}>
      {(input, { id }) => <Switch id={id} aria-label={label} checked={Boolean(input.value)} onChange={(on) => input.onChange(on)} />}
    </FormField>
  );
}
