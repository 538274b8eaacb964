import { useState } from 'react';
import { Alert, Button, Checkbox, Drawer, Flex, Form as AntForm, Grid, Input, Radio, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useMutation } from 'urql';
import { ANSWER_TEXT_MAX, ANSWERS_MAX, QUESTION_TEXT_MAX, type QuestionType } from '@work/shared-contracts/academy';
import { DirtyReport } from '@work/shared-ui';
import { FormField } from '@work/shared-ui/forms';
import { useText } from '../../text';
import { AddQuestion, UpdateQuestion, type QuestionRow } from './authoring.graphql';
import {
  answersForType,
  blankAnswer,
  canAddAnswer,
  markCorrect,
  questionErrors,
  questionInputOf,
  questionProblems,
  questionValuesOf,
  type AnswerFormValues,
  type QuestionFormValues,
} from './contentForms';
import { useToasts } from './feedback';
import { submissionErrors, SubmitFailure, TextField } from './FormParts';

const ID_PREFIX = 'question';

/**
 * Adds a question at the end of an assessment, or edits one (§3 Question, §5): its text with the maximum length shown
 * as a count, its type, and for single and multiple answer questions 2 to 10 answers, each with correct and always
 * last. The rules are QuestionInputSchema's: a single answer question has exactly one correct answer (marking one
 * unmarks the other), a multiple answer question at least one, an essay none; essay questions only in essay
 * assessments.
 */
export function QuestionFormDrawer({
  assessmentId,
  essayAllowed,
  question,
  number,
  onClose,
  onSaved,
}: {
  assessmentId: string;
  /** An essay assessment may hold essay questions; a multiple choice one may not. */
  essayAllowed: boolean;
  question: QuestionRow | null;
  /** The question's place (1-based), for its title. */
  number: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useText();
  const narrow = !Grid.useBreakpoint().md;
  const toasts = useToasts();
  const [, add] = useMutation(AddQuestion);
  const [, update] = useMutation(UpdateQuestion);
  const [initialValues] = useState(() => questionValuesOf(question));
  const title = question ? t('academy.admin.question.name', { n: number }) : t('academy.admin.question.new');

  const submit = async (values: QuestionFormValues): Promise<SubmissionErrors | undefined> => {
    const input = questionInputOf(values);
    const outcome = question ? await update({ id: question.id, input }) : await add({ assessmentId, input });
    if (outcome.error || !outcome.data) {
      toasts.failed('academy.admin.question.saveFailed', outcome.error);
      return submissionErrors(outcome.error, t('academy.admin.question.saveFailed'), ['text', 'type', 'answers'], t);
    }
    toasts.done(question ? 'academy.admin.updated' : 'academy.admin.created');
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
      <Form<QuestionFormValues> initialValues={initialValues} validate={questionErrors} onSubmit={submit}>
        {({ handleSubmit, submitting, submitError, submitFailed, dirty, values, form }) => (
          <form
            aria-label={title}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            <DirtyReport form={`academy-question-${question?.id ?? 'new'}`} dirty={Boolean(dirty)} />
            <SubmitFailure error={submitError} />
            <TextField
              idPrefix={ID_PREFIX}
              name="text"
              label={t('academy.admin.question.text')}
              help={t('academy.admin.question.textHint', { max: QUESTION_TEXT_MAX })}
              multiline
              count={QUESTION_TEXT_MAX}
            />
            <FormField<QuestionType>
              name="type"
              idPrefix={ID_PREFIX}
              label={t('academy.admin.question.type')}
              help={essayAllowed ? undefined : t('academy.admin.question.essayOnlyInEssay')}
            >
              {(input, { id }) => (
                <Radio.Group
                  id={id}
                  aria-label={t('academy.admin.question.type')}
                  value={input.value}
                  onChange={(e) => {
                    const type = e.target.value as QuestionType;
                    input.onChange(type);
                    form.change('answers', answersForType(type, form.getState().values.answers));
                  }}
                  options={[
                    { value: 'single', label: t('academy.admin.questionType.SINGLE') },
                    { value: 'multi', label: t('academy.admin.questionType.MULTI') },
                    // an essay question already held stays choosable, so the form can show what it is
                    { value: 'essay', label: t('academy.admin.questionType.ESSAY'), disabled: !essayAllowed && values.type !== 'essay' },
                  ]}
                />
              )}
            </FormField>
            {values.type === 'essay' ? (
              <Alert type="info" showIcon title={t('academy.admin.question.essayNoAnswers')} style={{ marginBottom: 24 }} />
            ) : (
              <Field<AnswerFormValues[]> name="answers">
                {({ input, meta }) => (
                  <AnswersEditor
                    type={values.type}
                    answers={input.value || []}
                    // a rule's words once the form was submitted or an answer touched
                    showProblems={submitFailed || Boolean(meta.touched)}
                    problems={questionProblems(values)}
                    serverProblem={!meta.dirtySinceLastSubmit && meta.submitError ? String(meta.submitError) : undefined}
                    onChange={(answers) => {
                      input.onChange(answers);
                    }}
                    onBlur={() => input.onBlur()}
                  />
                )}
              </Field>
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

/** The answers of a choice question: text, correct (one of a single answer question: radios), always last; add and remove. */
function AnswersEditor({
  type,
  answers,
  showProblems,
  problems,
  serverProblem,
  onChange,
  onBlur,
}: {
  type: QuestionType;
  answers: AnswerFormValues[];
  showProblems: boolean;
  problems: ReturnType<typeof questionProblems>;
  /** The API's words about the answers, until they change again. */
  serverProblem?: string;
  onChange: (answers: AnswerFormValues[]) => void;
  onBlur: () => void;
}) {
  const t = useText();
  const set = (index: number, change: Partial<AnswerFormValues>) =>
    onChange(answers.map((a, i) => (i === index ? { ...a, ...change } : a)));
  const rule = (showProblems ? problems.answers : undefined) ?? serverProblem;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 24px' }} aria-describedby="question-answers-help">
      <legend style={{ fontWeight: 600, marginBottom: 4, fontSize: 14 }}>{t('academy.admin.question.answers')}</legend>
      <Typography.Text id="question-answers-help" type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        {t('academy.admin.question.answersHint', { max: ANSWERS_MAX })}
      </Typography.Text>
      <Flex vertical gap="small">
        {answers.map((answer, index) => {
          const n = index + 1;
          const textProblem = showProblems ? problems.answerTexts[index] : undefined;
          return (
            <Flex key={answer.key} gap="small" align="flex-start" wrap>
              <AntForm.Item
                style={{ flex: 1, minWidth: 240, marginBottom: 0 }}
                validateStatus={textProblem ? 'error' : undefined}
                help={textProblem}
              >
                <Input
                  aria-label={t('academy.admin.question.answer', { n })}
                  placeholder={t('academy.admin.question.answer', { n })}
                  value={answer.text}
                  count={{ show: answer.text.length > ANSWER_TEXT_MAX * 0.8, max: ANSWER_TEXT_MAX }}
                  status={textProblem ? 'error' : undefined}
                  onChange={(e) => set(index, { text: e.target.value })}
                  onBlur={onBlur}
                />
              </AntForm.Item>
              {type === 'single' ? (
                <Radio
                  checked={answer.correct}
                  aria-label={t('academy.admin.question.correctLabel', { n })}
                  onChange={() => onChange(markCorrect(answers, index, true, type))}
                  style={{ marginTop: 5 }}
                >
                  {t('academy.admin.question.correct')}
                </Radio>
              ) : (
                <Checkbox
                  checked={answer.correct}
                  aria-label={t('academy.admin.question.correctLabel', { n })}
                  onChange={(e) => onChange(markCorrect(answers, index, e.target.checked, type))}
                  style={{ marginTop: 5 }}
                >
                  {t('academy.admin.question.correct')}
                </Checkbox>
              )}
              <Checkbox
                checked={answer.alwaysLast}
                aria-label={t('academy.admin.question.alwaysLastLabel', { n })}
                onChange={(e) => set(index, { alwaysLast: e.target.checked })}
                style={{ marginTop: 5 }}
              >
                {t('academy.admin.question.alwaysLast')}
              </Checkbox>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('academy.admin.question.removeAnswer', { n })}
                onClick={() => onChange(answers.filter((_, i) => i !== index))}
              />
            </Flex>
          );
        })}
      </Flex>
      {rule ? (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {rule}
        </Typography.Text>
      ) : null}
      <Button
        icon={<PlusOutlined aria-hidden />}
        style={{ marginTop: 8 }}
        disabled={!canAddAnswer(answers)}
        onClick={() => onChange([...answers, blankAnswer()])}
      >
        {t('academy.admin.question.addAnswer')}
      </Button>
    </fieldset>
  );
}
