import {
  ANSWERS_MAX,
  AssessmentInputSchema,
  DEFAULT_PASS_SCORE,
  DEFAULT_RETAKE_WAIT_DAYS,
  ModuleInputSchema,
  QuestionInputSchema,
  type AssessmentType,
  type ModuleKind,
  type QuestionType,
} from '@work/shared-contracts/academy';
import type { VariablesOf } from '../../graphql';
import type { AddAssessment, AddModule, AddQuestion, AssessmentDetails, ModuleRow, QuestionRow } from './authoring.graphql';
import { schemaErrors } from './schemaErrors';

// The module, assessment and question forms (§3): values in the shared schemas' words, checked by those schemas, and
// turned into the API's inputs (its enums are the same words in capitals).

// ------------------------------------------------------------------------------------------------------------ module

export interface ModuleFormValues {
  kind: ModuleKind;
  title: string;
  /** HTML from the rich-text editor ('' when empty). */
  body: string;
  videoUrl: string;
}

export function moduleValuesOf(module: ModuleRow | null): ModuleFormValues {
  if (!module) return { kind: 'text', title: '', body: '', videoUrl: '' };
  return {
    kind: module.kind.toLowerCase() as ModuleKind,
    title: module.title,
    body: module.body ?? '',
    videoUrl: module.videoUrl ?? '',
  };
}

export const moduleErrors = (values: ModuleFormValues) => schemaErrors(ModuleInputSchema, values);

export function moduleInputOf(values: ModuleFormValues): VariablesOf<typeof AddModule>['input'] {
  return values.kind === 'text'
    ? { kind: 'TEXT', title: values.title.trim(), body: values.body }
    : { kind: 'VIDEO', title: values.title.trim(), videoUrl: values.videoUrl.trim() };
}

// -------------------------------------------------------------------------------------------------------- assessment

export interface AssessmentFormValues {
  name: string;
  type: AssessmentType;
  timeLimitMinutes: number | null;
  questionCount: number | null;
  retakesAllowed: number | null;
  retakeWaitDays: number | null;
  passScore: number | null;
  randomOrder: boolean;
}

export function assessmentValuesOf(assessment: AssessmentDetails | null): AssessmentFormValues {
  if (!assessment) {
    return {
      name: '',
      type: 'multiple_choice',
      timeLimitMinutes: null,
      questionCount: null,
      retakesAllowed: 1,
      retakeWaitDays: DEFAULT_RETAKE_WAIT_DAYS,
      passScore: DEFAULT_PASS_SCORE,
      randomOrder: false,
    };
  }
  return {
    name: assessment.name,
    type: assessment.type.toLowerCase() as AssessmentType,
    timeLimitMinutes: assessment.timeLimitMinutes ?? null,
    questionCount: assessment.questionCount ?? null,
    retakesAllowed: assessment.retakesAllowed,
    retakeWaitDays: assessment.retakeWaitDays,
    passScore: assessment.passScore,
    randomOrder: assessment.randomOrder,
  };
}

export const assessmentErrors = (values: AssessmentFormValues) => schemaErrors(AssessmentInputSchema, values);

export function assessmentInputOf(values: AssessmentFormValues): VariablesOf<typeof AddAssessment>['input'] {
  return {
    name: values.name.trim(),
    type: values.type.toUpperCase() as 'ESSAY' | 'MULTIPLE_CHOICE',
    timeLimitMinutes: values.timeLimitMinutes,
    questionCount: values.questionCount,
    retakesAllowed: values.retakesAllowed,
    retakeWaitDays: values.retakeWaitDays,
    passScore: values.passScore,
    randomOrder: values.randomOrder,
  };
}

// ---------------------------------------------------------------------------------------------------------- question

export interface AnswerFormValues {
  /** The row's React key: answers have no id until saved (the API replaces them all on each save). */
  key: string;
  text: string;
  correct: boolean;
  alwaysLast: boolean;
}

export interface QuestionFormValues {
  text: string;
  type: QuestionType;
  answers: AnswerFormValues[];
}

let answerKeys = 0;
export const blankAnswer = (): AnswerFormValues => ({ key: `answer-${(answerKeys += 1)}`, text: '', correct: false, alwaysLast: false });

export function questionValuesOf(question: QuestionRow | null): QuestionFormValues {
  if (!question) return { text: '', type: 'single', answers: [blankAnswer(), blankAnswer()] };
  return {
    text: question.text,
    type: question.type.toLowerCase() as QuestionType,
    answers: question.answers.map((a) => ({ key: `answer-${a.id}`, text: a.text, correct: a.correct, alwaysLast: a.alwaysLast })),
  };
}

/** What a change of type does to the answers: an essay has none; a choice question needs two to start from. */
export function answersForType(type: QuestionType, answers: readonly AnswerFormValues[]): AnswerFormValues[] {
  if (type === 'essay') return [];
  const kept = type === 'single' ? keepOneCorrect(answers) : [...answers];
  while (kept.length < 2) kept.push(blankAnswer());
  return kept;
}

/** A single-answer question: marking one correct unmarks the others. */
export function markCorrect(answers: readonly AnswerFormValues[], index: number, correct: boolean, type: QuestionType): AnswerFormValues[] {
  return answers.map((a, i) => (i === index ? { ...a, correct } : type === 'single' && correct ? { ...a, correct: false } : a));
}

function keepOneCorrect(answers: readonly AnswerFormValues[]): AnswerFormValues[] {
  const first = answers.findIndex((a) => a.correct);
  return answers.map((a, i) => (a.correct && i !== first ? { ...a, correct: false } : a));
}

export const canAddAnswer = (answers: readonly unknown[]) => answers.length < ANSWERS_MAX;

/**
 * The question form's problems in QuestionInputSchema's words: `text`, `type`, `answers` (a rule about the answers as
 * a whole: how many, which are correct) and `answerTexts[i]` (one answer's text).
 */
export function questionProblems(values: QuestionFormValues): {
  text?: string;
  type?: string;
  answers?: string;
  answerTexts: (string | undefined)[];
} {
  const errors = schemaErrors(QuestionInputSchema, values);
  return {
    text: errors['text'],
    type: errors['type'],
    answers: errors['answers'],
    answerTexts: values.answers.map((_, i) => errors[`answers.${i}.text`]),
  };
}

/** react-final-form's record-level validation: one message per field, answer texts under `answerTexts`. */
export function questionErrors(values: QuestionFormValues): Record<string, unknown> {
  const problems = questionProblems(values);
  const errors: Record<string, unknown> = {};
  if (problems.text) errors['text'] = problems.text;
  if (problems.type) errors['type'] = problems.type;
  if (problems.answers) errors['answers'] = problems.answers;
  else if (problems.answerTexts.some(Boolean)) errors['answers'] = problems.answerTexts.find(Boolean);
  return errors;
}

export function questionInputOf(values: QuestionFormValues): VariablesOf<typeof AddQuestion>['input'] {
  return {
    text: values.text.trim(),
    type: values.type.toUpperCase() as 'SINGLE' | 'MULTI' | 'ESSAY',
    answers:
      values.type === 'essay' ? [] : values.answers.map((a) => ({ text: a.text.trim(), correct: a.correct, alwaysLast: a.alwaysLast })),
  };
}
