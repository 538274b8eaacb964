import { useState } from 'react';
import { Button, Col, Drawer, Flex, Grid, Radio, Row } from 'antd';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useMutation } from 'urql';
import { ASSESSMENT_NAME_MAX, RETAKE_WAIT_MAX_DAYS, RETAKES_MAX, TIME_LIMIT_MAX_MINUTES } from '@work/shared-contracts/academy';
import { DirtyReport } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { useText } from '../../text';
import { AddAssessment, UpdateAssessment, type AssessmentDetails } from './authoring.graphql';
import { assessmentErrors, assessmentInputOf, assessmentValuesOf, type AssessmentFormValues } from './contentForms';
import { useToasts } from './feedback';
import { NumberField, submissionErrors, SubmitFailure, SwitchField, TextField } from './FormParts';

const ID_PREFIX = 'assessment';
const FIELDS = Object.keys(assessmentValuesOf(null));

/**
 * Adds an assessment (a draft) at the end of a course, or edits one (§3 Assessment: type, time limit, number of
 * questions, retakes allowed, retake wait, pass score, random ordering), checked with AssessmentInputSchema.
 */
export function AssessmentFormDrawer({
  courseId,
  assessment,
  onClose,
  onSaved,
}: {
  courseId: string;
  assessment: AssessmentDetails | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const toasts = useToasts();
  const [, add] = useMutation(AddAssessment);
  const [, update] = useMutation(UpdateAssessment);
  const [initialValues] = useState(() => assessmentValuesOf(assessment));
  const title = t(assessment ? 'academy.admin.assessment.edit' : 'academy.admin.assessment.new');

  const submit = async (values: AssessmentFormValues): Promise<SubmissionErrors | undefined> => {
    const input = assessmentInputOf(values);
    const outcome = assessment ? await update({ id: assessment.id, input }) : await add({ courseId, input });
    const saved = outcome.data
      ? 'updateAcademyAssessment' in outcome.data
        ? outcome.data.updateAcademyAssessment
        : outcome.data.addAcademyAssessment
      : null;
    if (outcome.error || !saved) {
      const failure = assessment ? 'academy.admin.assessment.updateFailed' : 'academy.admin.assessment.createFailed';
      toasts.failed(failure, outcome.error);
      return submissionErrors(outcome.error, t(failure), FIELDS, t);
    }
    toasts.done(assessment ? 'academy.admin.updated' : 'academy.admin.created');
    onSaved(saved.id);
    return undefined;
  };

  return (
    <Drawer
      open
      title={title}
      onClose={onClose}
      size={narrow ? '100%' : 640}
      destroyOnHidden
      closable={{ 'aria-label': t('academy.admin.close') }}
    >
      <Form<AssessmentFormValues> initialValues={initialValues} validate={assessmentErrors} onSubmit={submit}>
        {({ handleSubmit, submitting, submitError, dirty }) => (
          <form
            aria-label={title}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <DirtyReport form={`academy-assessment-${assessment?.id ?? 'new'}`} dirty={Boolean(dirty)} />
            <SubmitFailure error={submitError} />
            <TextField idPrefix={ID_PREFIX} name="name" label={t('academy.admin.assessment.name')} count={ASSESSMENT_NAME_MAX} />
            <FormField<AssessmentFormValues['type']>
              name="type"
              idPrefix={ID_PREFIX}
              label={t('academy.admin.assessment.type')}
              help={t('academy.admin.assessment.typeHint')}
            >
              {(input, { id }) => (
                <Radio.Group
                  id={id}
                  aria-label={t('academy.admin.assessment.type')}
                  value={input.value}
                  onChange={(e) => input.onChange(e.target.value)}
                  options={[
                    { value: 'multiple_choice', label: t('academy.admin.assessmentType.MULTIPLE_CHOICE') },
                    { value: 'essay', label: t('academy.admin.assessmentType.ESSAY') },
                  ]}
                />
              )}
            </FormField>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <NumberField
                  idPrefix={ID_PREFIX}
                  name="timeLimitMinutes"
                  label={t('academy.admin.assessment.timeLimit')}
                  help={t('academy.admin.assessment.timeLimitHint')}
                  min={1}
                  max={TIME_LIMIT_MAX_MINUTES}
                />
              </Col>
              <Col xs={24} sm={12}>
                <NumberField
                  idPrefix={ID_PREFIX}
                  name="questionCount"
                  label={t('academy.admin.assessment.questionCountField')}
                  help={t('academy.admin.assessment.questionCountHint')}
                  min={1}
                  max={200}
                />
              </Col>
              <Col xs={24} sm={12}>
                <NumberField
                  idPrefix={ID_PREFIX}
                  name="retakesAllowed"
                  label={t('academy.admin.assessment.retakesAllowed')}
                  help={t('academy.admin.assessment.retakesHint')}
                  min={0}
                  max={RETAKES_MAX}
                />
              </Col>
              <Col xs={24} sm={12}>
                <NumberField
                  idPrefix={ID_PREFIX}
                  name="retakeWaitDays"
                  label={t('academy.admin.assessment.retakeWaitDays')}
                  min={0}
                  max={RETAKE_WAIT_MAX_DAYS}
                />
              </Col>
              <Col xs={24} sm={12}>
                <NumberField idPrefix={ID_PREFIX} name="passScore" label={t('academy.admin.assessment.passScore')} min={1} max={100} />
              </Col>
            </Row>
            <SwitchField
              idPrefix={ID_PREFIX}
              name="randomOrder"
              label={t('academy.admin.assessment.randomOrder')}
              help={t('academy.admin.assessment.randomOrderHint')}
            />
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
