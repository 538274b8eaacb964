import { useState } from 'react';
import { Button, Col, Flex, Radio, Row, Select } from 'antd';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { COURSE_DESCRIPTION_MAX, COURSE_NAME_MAX, EXPERIENCE_LEVELS } from '@work/shared-contracts/academy';
import { DirtyReport } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { ChannelPicker, LanguagePicker, QualificationPicker } from '@work/shared-ui/pickers';
import { useText } from '../../text';
import { CreateCourse, UpdateCourse, type CourseDetails } from './authoring.graphql';
import { courseErrors, courseInputOf, courseValuesOf, newCourseValues, type CourseFormValues } from './courseForm';
import { useToasts } from './feedback';
import { submissionErrors, SubmitFailure, SwitchField, TextField } from './FormParts';
import { TemplatePicker } from './TemplatePicker';

const ID_PREFIX = 'course';
const FIELDS = Object.keys(newCourseValues());

/**
 * The course form (§3 Course, every field): a new course (`course` null) or an existing one. Checked with
 * CourseInputSchema before it is sent; the API's refusals land on their fields or above them (§8 "Unable to create
 * course", "Unable to update course").
 */
export function CourseForm({
  course,
  onSaved,
  onCancel,
}: {
  course: CourseDetails | null;
  onSaved: (id: string) => void;
  onCancel?: () => void;
}) {
  const t = useText();
  const toasts = useToasts();
  const [, create] = useMutation(CreateCourse);
  const [, update] = useMutation(UpdateCourse);
  // taken once: a reload of the course while it is being edited must not throw the typing away
  const [initialValues] = useState(() => (course ? courseValuesOf(course) : newCourseValues()));
  const qualificationRequired = t('academy.admin.course.qualificationRequired');

  const submit = async (values: CourseFormValues, form: FormApi<CourseFormValues>): Promise<SubmissionErrors | undefined> => {
    const input = courseInputOf(values);
    const outcome = course ? await update({ id: course.id, input }) : await create({ input });
    const saved = outcome.data
      ? 'updateAcademyCourse' in outcome.data
        ? outcome.data.updateAcademyCourse
        : outcome.data.createAcademyCourse
      : null;
    if (outcome.error || !saved) {
      const failure = course ? 'academy.admin.course.updateFailed' : 'academy.admin.course.createFailed';
      toasts.failed(failure, outcome.error);
      return submissionErrors(outcome.error, t(failure), FIELDS, t);
    }
    toasts.done(course ? 'academy.admin.updated' : 'academy.admin.created');
    // what was saved is the new starting point: the form is no longer dirty (after final-form ends this submit)
    if (course) setTimeout(() => form.initialize(values));
    onSaved(saved.id);
    return undefined;
  };

  return (
    <Form<CourseFormValues>
      initialValues={initialValues}
      validate={(values) => courseErrors(values, qualificationRequired)}
      onSubmit={submit}
    >
      {({ handleSubmit, submitting, submitError, dirty, values }) => (
        <form
          aria-label={t('academy.admin.course.formName')}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          <DirtyReport form={`academy-course-${course?.id ?? 'new'}`} dirty={Boolean(dirty)} />
          <SubmitFailure error={submitError} />
          <TextField idPrefix={ID_PREFIX} name="name" label={t('academy.admin.field.name')} count={COURSE_NAME_MAX} />
          <TextField
            idPrefix={ID_PREFIX}
            name="description"
            label={t('academy.admin.field.description')}
            multiline
            count={COURSE_DESCRIPTION_MAX}
          />
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormField<string[]>
                name="channelIds"
                idPrefix={ID_PREFIX}
                label={t('academy.admin.field.channels')}
                help={t('academy.admin.field.channelsHint')}
              >
                {(input, { id, invalid }) => (
                  <ChannelPicker
                    id={id}
                    multiple
                    allowClear
                    value={input.value || []}
                    status={invalid ? 'error' : undefined}
                    onChange={(ids) => input.onChange(ids)}
                    onBlur={() => input.onBlur()}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField<string[]>
                name="templateIds"
                idPrefix={ID_PREFIX}
                label={t('academy.admin.field.templates')}
                help={t('academy.admin.field.templatesHint')}
              >
                {(input, { id, invalid }) => (
                  <TemplatePicker
                    id={id}
                    value={input.value || []}
                    invalid={invalid}
                    onChange={(ids) => input.onChange(ids)}
                    onBlur={() => input.onBlur()}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField<string | null> name="languageCode" idPrefix={ID_PREFIX} label={t('academy.admin.field.language')}>
                {(input, { id, invalid }) => (
                  <LanguagePicker
                    id={id}
                    allowClear
                    value={input.value || null}
                    status={invalid ? 'error' : undefined}
                    onChange={(code) => input.onChange(code)}
                    onBlur={() => input.onBlur()}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField<CourseFormValues['experienceLevel']>
                name="experienceLevel"
                idPrefix={ID_PREFIX}
                label={t('academy.admin.field.experienceLevel')}
              >
                {(input, { id, invalid }) => (
                  <Select
                    id={id}
                    allowClear
                    placeholder={t('academy.admin.field.anyLevel')}
                    value={input.value || null}
                    status={invalid ? 'error' : undefined}
                    options={EXPERIENCE_LEVELS.map((level) => ({
                      value: level,
                      label: t(`academy.admin.experienceLevel.${level.toUpperCase() as 'BEGINNER'}`),
                    }))}
                    onChange={(level) => input.onChange(level ?? null)}
                    onBlur={() => input.onBlur()}
                  />
                )}
              </FormField>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <FormField<CourseFormValues['applicableStatus']>
                name="applicableStatus"
                idPrefix={ID_PREFIX}
                label={t('academy.admin.field.applicableStatus')}
                help={t('academy.admin.field.applicableStatusHint')}
              >
                {(input, { id }) => (
                  <Radio.Group
                    id={id}
                    aria-label={t('academy.admin.field.applicableStatus')}
                    value={input.value}
                    onChange={(e) => input.onChange(e.target.value)}
                    options={[
                      { value: 'live', label: t('academy.admin.applicableStatus.LIVE') },
                      { value: 'pending', label: t('academy.admin.applicableStatus.PENDING') },
                    ]}
                  />
                )}
              </FormField>
            </Col>
            <Col xs={24} md={12}>
              <FormField<CourseFormValues['type']> name="type" idPrefix={ID_PREFIX} label={t('academy.admin.field.type')}>
                {(input, { id }) => (
                  <Radio.Group
                    id={id}
                    aria-label={t('academy.admin.field.type')}
                    value={input.value}
                    onChange={(e) => input.onChange(e.target.value)}
                    options={[
                      { value: 'standard', label: t('academy.admin.courseType.STANDARD') },
                      { value: 'qualification_only', label: t('academy.admin.courseType.QUALIFICATION_ONLY') },
                    ]}
                  />
                )}
              </FormField>
            </Col>
          </Row>
          <FormField<string | null>
            name="qualificationId"
            idPrefix={ID_PREFIX}
            label={t('academy.admin.field.qualification')}
            help={
              values.type === 'qualification_only'
                ? t('academy.admin.course.qualificationRequired')
                : t('academy.admin.field.qualificationHint')
            }
          >
            {(input, { id, invalid }) => (
              <QualificationPicker
                id={id}
                allowClear
                style={{ maxWidth: 480 }}
                value={input.value || null}
                status={invalid ? 'error' : undefined}
                onChange={(qualification) => input.onChange(qualification)}
                onBlur={() => input.onBlur()}
              />
            )}
          </FormField>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <SwitchField
                idPrefix={ID_PREFIX}
                name="private"
                label={t('academy.admin.field.private')}
                help={t('academy.admin.field.privateHint')}
              />
            </Col>
            <Col xs={24} md={8}>
              <SwitchField idPrefix={ID_PREFIX} name="inDemand" label={t('academy.admin.field.inDemand')} />
            </Col>
            <Col xs={24} md={8}>
              <SwitchField
                idPrefix={ID_PREFIX}
                name="partOfOnboarding"
                label={t('academy.admin.field.partOfOnboarding')}
                help={t('academy.admin.field.partOfOnboardingHint')}
              />
            </Col>
          </Row>
          <Flex gap="small">
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t(course ? 'academy.admin.save' : 'academy.admin.course.create')}
            </Button>
            {onCancel ? <Button onClick={onCancel}>{t('academy.admin.cancel')}</Button> : null}
          </Flex>
        </form>
      )}
    </Form>
  );
}
