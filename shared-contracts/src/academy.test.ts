import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AssessmentInputSchema, embedVideoUrl, ModuleInputSchema, QuestionInputSchema, QUESTION_TEXT_MAX } from './academy';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message]));
};

describe('academy forms', () => {
  it('embeds YouTube and Vimeo addresses and refuses anything else', () => {
    expect(embedVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(embedVideoUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embedVideoUrl('http://youtu.be/dQw4w9WgXcQ')).toBeNull();
    expect(embedVideoUrl('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(embedVideoUrl('javascript:alert(1)')).toBeNull();
    expect(issues(ModuleInputSchema, { kind: 'video', title: 'Intro', videoUrl: 'https://example.com/v.mp4' })).toEqual({
      videoUrl: 'Enter the https address of a YouTube or Vimeo video',
    });
  });

  it('limits question text and checks the answers against the question type', () => {
    const answers = [{ text: 'Yes', correct: true }, { text: 'No' }];
    expect(issues(QuestionInputSchema, { text: 'x'.repeat(QUESTION_TEXT_MAX), type: 'single', answers })).toEqual({});
    expect(issues(QuestionInputSchema, { text: 'x'.repeat(QUESTION_TEXT_MAX + 1), type: 'single', answers })).toEqual({
      text: 'Use at most 500 characters',
    });
    expect(issues(QuestionInputSchema, { text: 'Pick', type: 'single', answers: [answers[0]] })).toEqual({
      answers: 'Give at least two answers',
    });
    expect(issues(QuestionInputSchema, { text: 'Pick', type: 'multi', answers: [{ text: 'a' }, { text: 'b' }] })).toEqual({
      answers: 'Mark at least one answer as correct',
    });
    expect(issues(QuestionInputSchema, { text: 'Write', type: 'essay', answers })).toEqual({ answers: 'An essay question has no answers' });
    expect(issues(QuestionInputSchema, { text: '  ', type: 'essay' })).toEqual({ text: 'This field is required' });
  });

  it('gives an assessment its defaults and bounds its numbers', () => {
    expect(v.parse(AssessmentInputSchema, { name: 'Final' })).toMatchObject({
      type: 'multiple_choice',
      timeLimitMinutes: null,
      retakesAllowed: 1,
      retakeWaitDays: 7,
      passScore: 80,
      randomOrder: false,
    });
    expect(issues(AssessmentInputSchema, { name: 'Final', passScore: 101 })).toEqual({ passScore: 'Enter a pass score from 1 to 100 %' });
    expect(issues(AssessmentInputSchema, { name: 'Final', timeLimitMinutes: 0 })).toEqual({
      timeLimitMinutes: 'Enter a whole number from 1 to 240',
    });
  });
});
