import { describe, expect, it } from 'vitest';
import { ACADEMY_MESSAGES, QUESTION_TEXT_MAX } from '@work/shared-contracts/academy';
import {
  answersForType,
  assessmentErrors,
  assessmentInputOf,
  assessmentValuesOf,
  blankAnswer,
  canAddAnswer,
  markCorrect,
  moduleErrors,
  moduleInputOf,
  questionErrors,
  questionInputOf,
  questionProblems,
  type AnswerFormValues,
  type QuestionFormValues,
} from './contentForms';
import { courseErrors, courseInputOf, newCourseValues } from './courseForm';

const answer = (text: string, correct = false, alwaysLast = false): AnswerFormValues => ({ ...blankAnswer(), text, correct, alwaysLast });
const question = (values: Partial<QuestionFormValues>): QuestionFormValues => ({
  text: 'Which is right?',
  type: 'single',
  answers: [answer('Yes', true), answer('No')],
  ...values,
});

describe('the question rules (QuestionInputSchema, §3 Question, §5)', () => {
  it('takes a single answer question with exactly one correct answer', () => {
    expect(questionErrors(question({}))).toEqual({});
    expect(questionProblems(question({ answers: [answer('Yes'), answer('No')] })).answers).toBe(ACADEMY_MESSAGES.singleCorrect);
    expect(questionProblems(question({ answers: [answer('Yes', true), answer('No', true)] })).answers).toBe(ACADEMY_MESSAGES.singleCorrect);
  });

  it('takes a multiple answer question with at least one correct answer', () => {
    expect(questionErrors(question({ type: 'multi', answers: [answer('A', true), answer('B', true)] }))).toEqual({});
    expect(questionProblems(question({ type: 'multi', answers: [answer('A'), answer('B')] })).answers).toBe(ACADEMY_MESSAGES.multiCorrect);
  });

  it('needs two answers for a choice question and none for an essay', () => {
    expect(questionProblems(question({ answers: [answer('Only', true)] })).answers).toBe(ACADEMY_MESSAGES.answersNeeded);
    expect(questionErrors(question({ type: 'essay', answers: [] }))).toEqual({});
    expect(questionProblems(question({ type: 'essay' })).answers).toBe(ACADEMY_MESSAGES.essayAnswers);
  });

  it('limits the question text to the maximum length and wants every answer written', () => {
    expect(questionProblems(question({ text: 'x'.repeat(QUESTION_TEXT_MAX) })).text).toBeUndefined();
    expect(questionProblems(question({ text: 'x'.repeat(QUESTION_TEXT_MAX + 1) })).text).toBe('Use at most 500 characters');
    expect(questionProblems(question({ text: '   ' })).text).toBe('This field is required');
    const problems = questionProblems(question({ answers: [answer('Yes', true), answer('  ')] }));
    expect(problems.answerTexts).toEqual([undefined, 'This field is required']);
    expect(questionErrors(question({ answers: [answer('Yes', true), answer('')] }))).toEqual({ answers: 'This field is required' });
  });

  it('changes the answers with the type: an essay drops them, a choice question starts from two, single keeps one correct', () => {
    expect(answersForType('essay', [answer('A', true), answer('B')])).toEqual([]);
    expect(answersForType('single', [])).toHaveLength(2);
    const single = answersForType('single', [answer('A', true), answer('B', true), answer('C', true)]);
    expect(single.map((a) => a.correct)).toEqual([true, false, false]);
    expect(answersForType('multi', [answer('A', true), answer('B', true)]).map((a) => a.correct)).toEqual([true, true]);
  });

  it('marks one correct answer of a single answer question at a time, any number of a multiple one', () => {
    const answers = [answer('A', true), answer('B'), answer('C')];
    expect(markCorrect(answers, 2, true, 'single').map((a) => a.correct)).toEqual([false, false, true]);
    expect(markCorrect(answers, 2, true, 'multi').map((a) => a.correct)).toEqual([true, false, true]);
    expect(markCorrect(answers, 0, false, 'multi').map((a) => a.correct)).toEqual([false, false, false]);
  });

  it('offers at most ten answers', () => {
    expect(canAddAnswer(Array.from({ length: 9 }, () => answer('a')))).toBe(true);
    expect(canAddAnswer(Array.from({ length: 10 }, () => answer('a')))).toBe(false);
  });

  it('sends the API its words: trimmed texts, the type in capitals, no answers for an essay', () => {
    expect(questionInputOf(question({ text: ' Why? ', answers: [answer(' Yes ', true, false), answer('No', false, true)] }))).toEqual({
      text: 'Why?',
      type: 'SINGLE',
      answers: [
        { text: 'Yes', correct: true, alwaysLast: false },
        { text: 'No', correct: false, alwaysLast: true },
      ],
    });
    expect(questionInputOf(question({ type: 'essay', answers: [answer('left over')] })).answers).toEqual([]);
  });
});

describe('the module and assessment forms', () => {
  it('wants a text module’s text and a video module’s YouTube or Vimeo address', () => {
    expect(moduleErrors({ kind: 'text', title: 'Intro', body: '', videoUrl: '' })).toEqual({ body: ACADEMY_MESSAGES.moduleBody });
    expect(moduleErrors({ kind: 'video', title: 'Intro', body: '', videoUrl: 'https://example.com/v' })).toEqual({
      videoUrl: ACADEMY_MESSAGES.videoUrl,
    });
    expect(moduleErrors({ kind: 'video', title: 'Intro', body: '', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({});
    expect(moduleInputOf({ kind: 'video', title: ' Intro ', body: '<p>left over</p>', videoUrl: ' https://vimeo.com/123 ' })).toEqual({
      kind: 'VIDEO',
      title: 'Intro',
      videoUrl: 'https://vimeo.com/123',
    });
  });

  it('starts a new assessment from the defaults (7 days’ wait, 80 % to pass) and checks the numbers', () => {
    const values = assessmentValuesOf(null);
    expect(values).toMatchObject({ type: 'multiple_choice', retakesAllowed: 1, retakeWaitDays: 7, passScore: 80, timeLimitMinutes: null });
    expect(assessmentErrors({ ...values, name: 'Quiz' })).toEqual({});
    expect(assessmentErrors({ ...values, name: 'Quiz', passScore: 0 })).toEqual({ passScore: ACADEMY_MESSAGES.passScore });
    expect(assessmentErrors({ ...values, name: 'Quiz', retakesAllowed: null })).toEqual({
      retakesAllowed: ACADEMY_MESSAGES.wholeNumber(0, 10),
    });
    expect(assessmentInputOf({ ...values, name: 'Quiz', type: 'essay' })).toMatchObject({ type: 'ESSAY', questionCount: null });
  });
});

describe('the course form', () => {
  it('checks with CourseInputSchema and the qualification-only rule', () => {
    const message = 'A qualification-only course must name the qualification it grants';
    expect(courseErrors(newCourseValues(), message)).toEqual({ name: 'This field is required' });
    expect(courseErrors({ ...newCourseValues(), name: 'x'.repeat(121) }, message)).toEqual({ name: 'Use at most 120 characters' });
    expect(courseErrors({ ...newCourseValues(), name: 'Search', type: 'qualification_only' }, message)).toEqual({
      qualificationId: message,
    });
    expect(courseErrors({ ...newCourseValues(), name: 'Search', type: 'qualification_only', qualificationId: '3' }, message)).toEqual({});
  });

  it('sends the states in the API’s capitals', () => {
    expect(
      courseInputOf({
        ...newCourseValues(),
        name: 'Search',
        experienceLevel: 'advanced',
        applicableStatus: 'pending',
        type: 'qualification_only',
      }),
    ).toMatchObject({ experienceLevel: 'ADVANCED', applicableStatus: 'PENDING', type: 'QUALIFICATION_ONLY' });
  });
});
