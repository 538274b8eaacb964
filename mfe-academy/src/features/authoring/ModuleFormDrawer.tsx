import { lazy, Suspense, useState } from 'react';
import { Button, Drawer, Flex, Grid, Input, Radio, Spin, Typography } from 'antd';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { MODULE_TITLE_MAX } from '@work/shared-contracts/academy';
import { DirtyReport } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { useText } from '../../text';
import { AddModule, UpdateModule, type ModuleRow } from './authoring.graphql';
import { moduleErrors, moduleInputOf, moduleValuesOf, type ModuleFormValues } from './contentForms';
import { useToasts } from './feedback';
import { submissionErrors, SubmitFailure, TextField } from './FormParts';
import { VideoEmbed } from './VideoEmbed';

// Tiptap and ProseMirror load only when a text module's form shows (ADR 0289).
const RichTextEditor = lazy(() => import('@work/shared-ui/rich-text').then((m) => ({ default: m.RichTextEditor })));

const ID_PREFIX = 'module';

/**
 * Adds a module at the end of a course (`module` null) or edits one: a text module's rich text, or a video module's
 * YouTube or Vimeo address with the video as croudies will see it. §8 "Unable to create module", "Unable to update
 * module" with the API's reason.
 */
export function ModuleFormDrawer({
  courseId,
  module,
  onClose,
  onSaved,
}: {
  courseId: string;
  module: ModuleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const toasts = useToasts();
  const [, add] = useMutation(AddModule);
  const [, update] = useMutation(UpdateModule);
  const [initialValues] = useState(() => moduleValuesOf(module));
  const title = t(module ? 'academy.admin.module.edit' : 'academy.admin.module.new');

  const submit = async (values: ModuleFormValues): Promise<SubmissionErrors | undefined> => {
    const input = moduleInputOf(values);
    const outcome = module ? await update({ id: module.id, input }) : await add({ courseId, input });
    if (outcome.error || !outcome.data) {
      const failure = module ? 'academy.admin.module.updateFailed' : 'academy.admin.module.createFailed';
      toasts.failed(failure, outcome.error);
      return submissionErrors(outcome.error, t(failure), ['kind', 'title', 'body', 'videoUrl'], t);
    }
    toasts.done(module ? 'academy.admin.updated' : 'academy.admin.created');
    onSaved();
    return undefined;
  };

  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 720}
      destroyOnHidden
      closable={{ 'aria-label': t('academy.admin.close') }}
    >
      <Form<ModuleFormValues> initialValues={initialValues} validate={moduleErrors} onSubmit={submit}>
        {({ handleSubmit, submitting, submitError, dirty, values }) => (
          <form
            aria-label={title}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <DirtyReport form={`academy-module-${module?.id ?? 'new'}`} dirty={Boolean(dirty)} />
            <SubmitFailure error={submitError} />
            <FormField<ModuleFormValues['kind']> name="kind" idPrefix={ID_PREFIX} label={t('academy.admin.module.kind')}>
              {(input, { id }) => (
                <Radio.Group
                  id={id}
                  aria-label={t('academy.admin.module.kind')}
                  value={input.value}
                  onChange={(e) => input.onChange(e.target.value)}
                  options={[
                    { value: 'text', label: t('academy.admin.moduleKind.TEXT') },
                    { value: 'video', label: t('academy.admin.moduleKind.VIDEO') },
                  ]}
                />
              )}
            </FormField>
            <TextField idPrefix={ID_PREFIX} name="title" label={t('academy.admin.module.title')} count={MODULE_TITLE_MAX} />
            {values.kind === 'text' ? (
              <FormField<string> name="body" idPrefix={ID_PREFIX} label={t('academy.admin.module.body')}>
                {(input, { id, invalid }) => (
                  <Suspense fallback={<Spin aria-label={t('academy.admin.module.loadingEditor')} />}>
                    <RichTextEditor
                      id={id}
                      aria-label={t('academy.admin.module.body')}
                      value={input.value ?? ''}
                      invalid={invalid}
                      onChange={(html) => input.onChange(html)}
                      onBlur={() => input.onBlur()}
                    />
                  </Suspense>
                )}
              </FormField>
            ) : (
              <>
                <FormField<string>
                  name="videoUrl"
                  idPrefix={ID_PREFIX}
                  label={t('academy.admin.module.videoUrl')}
                  help={t('academy.admin.module.videoUrlHint')}
                >
                  {(input, { id, invalid }) => (
                    <Input {...input} id={id} type="url" inputMode="url" placeholder="https://" status={invalid ? 'error' : undefined} />
                  )}
                </FormField>
                {values.videoUrl ? (
                  <Flex vertical gap={4} style={{ marginBottom: 24 }}>
                    <Typography.Text strong>{t('academy.admin.module.preview')}</Typography.Text>
                    <VideoEmbed address={values.videoUrl} title={t('academy.admin.module.videoTitle', { title: values.title })} />
                  </Flex>
                ) : null}
              </>
            )}
            <Flex gap="small">
              <Button type="primary" htmlType="submit" loading={submitting}>
                {t('academy.admin.save')}
              </Button>
              <Button onClick={onClose}>{t('academy.admin.cancel')}</Button>
            </Flex>
          </form>
        )}
      </Form>
    </Drawer>
  );
}
