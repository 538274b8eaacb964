import { describe, expect, it } from 'vitest';
import {
  assessmentStanding,
  coursePassed,
  drawPaper,
  isSameSet,
  markPaper,
  takeRefusal,
  timeRanOut,
  type PaperQuestion,
} from './academy.rules.js';

const q = (id: number, type: PaperQuestion['type'], answers: [number, boolean, boolean?][] = []): PaperQuestion => ({
  id,
  type,
  answers: answers.map(([aid, correct, alwaysLast]) => ({ id: aid, correct, alwaysLast: alwaysLast ?? false })),
});
const QUESTIONS = [
  q(1, 'single', [
    [11, true],
    [12, false],
    [13, false, true],
  ]),
  q(2, 'multi', [
    [21, true],
    [22, true],
    [23, false],
  ]),
  q(3, 'single', [
    [31, false],
    [32, true],
  ]),
];
const DAY = 24 * 60 * 60 * 1000;

describe('drawPaper', () => {
  it('keeps the authored order and every question without random ordering', () => {
    expect(drawPaper(QUESTIONS, { count: null, randomOrder: false })).toEqual([
      { questionId: 1, answerIds: [11, 12, 13] },
      { questionId: 2, answerIds: [21, 22, 23] },
      { questionId: 3, answerIds: [31, 32] },
    ]);
  });

  it('draws the number of questions the assessment asks for', () => {
    expect(drawPaper(QUESTIONS, { count: 2, randomOrder: false }).map((p) => p.questionId)).toEqual([1, 2]);
  });

  it('shuffles questions and answers when random, an always-last answer staying last', () => {
    // a "random" source that always picks index 0: Fisher–Yates then rotates the list
    const paper = drawPaper(QUESTIONS, { count: null, randomOrder: true }, () => 0);
    expect(paper.map((p) => p.questionId)).toEqual([2, 3, 1]);
    expect(paper.find((p) => p.questionId === 1)!.answerIds).toEqual([12, 11, 13]);
    for (let i = 0; i < 20; i++) {
      const random = drawPaper(QUESTIONS, { count: null, randomOrder: true });
      expect(random.find((p) => p.questionId === 1)!.answerIds.at(-1)).toBe(13);
      expect(random.map((p) => p.questionId).sort()).toEqual([1, 2, 3]);
    }
  });
});

describe('markPaper', () => {
  const byId = new Map(QUESTIONS.map((x) => [x.id, x]));
  const paper = QUESTIONS.map((x) => ({ questionId: x.id }));

  it('counts a question right only when exactly its correct answers were chosen; unanswered is wrong', () => {
    const given = new Map([
      [1, [11]],
      [2, [21]], // one of two correct answers: wrong
    ]);
    expect(markPaper(paper, byId, given, 30)).toEqual({ score: 33, hasEssay: false, status: 'passed', failReason: null });
    expect(markPaper(paper, byId, given, 34)).toEqual({ score: 33, hasEssay: false, status: 'failed', failReason: 'score' });
  });

  it('passes at exactly the pass score', () => {
    const all = new Map([
      [1, [11]],
      [2, [22, 21]],
      [3, [31]],
    ]);
    expect(markPaper(paper, byId, all, 67).status).toBe('passed');
    expect(markPaper(paper, byId, all, 68).status).toBe('failed');
  });

  it('sends a paper with an essay to review, with the score of its choice questions', () => {
    const withEssay = new Map([...byId, [4, q(4, 'essay')]]);
    const marking = markPaper([...paper, { questionId: 4 }], withEssay, new Map([[1, [11]]]), 80);
    expect(marking).toEqual({ score: 33, hasEssay: true, status: 'pending_review', failReason: null });
  });
});

describe('assessmentStanding', () => {
  const now = new Date('2026-03-15T09:00:00Z');
  const failedAt = (days: number) => ({ status: 'failed' as const, finishedAt: new Date(now.getTime() - days * DAY) });
  const rules = { retakesAllowed: 1, retakeWaitDays: 7 };

  it('is available before any attempt and passed once one passed', () => {
    expect(assessmentStanding([], rules, now).standing).toBe('available');
    expect(assessmentStanding([failedAt(9), { status: 'passed', finishedAt: now }], rules, now).standing).toBe('passed');
  });

  it('waits for the retake wait after a failure, then offers the retake', () => {
    const waiting = assessmentStanding([failedAt(2)], rules, now);
    expect(waiting).toEqual({ standing: 'retake_waiting', retakeAvailableAt: new Date(now.getTime() + 5 * DAY), retakesTaken: 0 });
    expect(takeRefusal(waiting.standing, waiting.retakeAvailableAt)).toBe(
      `Unable to take assessment: a retake is available from ${waiting.retakeAvailableAt!.toISOString()}`,
    );
    const ready = assessmentStanding([failedAt(7)], rules, now);
    expect(ready.standing).toBe('available_for_retake');
    expect(takeRefusal(ready.standing, ready.retakeAvailableAt)).toBeNull();
  });

  it('offers no retake once the allowed retakes are used', () => {
    const used = assessmentStanding([failedAt(30), failedAt(20)], rules, now);
    expect(used).toMatchObject({ standing: 'failed_retake_not_available', retakesTaken: 1 });
    expect(takeRefusal(used.standing, null)).toBe('Unable to take assessment: no retakes are left');
    expect(assessmentStanding([failedAt(30)], { retakesAllowed: 0, retakeWaitDays: 0 }, now).standing).toBe('failed_retake_not_available');
  });

  it('refuses a second attempt while one is under way or waiting for review', () => {
    expect(takeRefusal(assessmentStanding([{ status: 'in_progress', finishedAt: null }], rules, now).standing, null)).toBe(
      'Unable to take assessment: an attempt is already under way',
    );
    expect(assessmentStanding([{ status: 'pending_review', finishedAt: now }], rules, now).standing).toBe('pending_review');
  });
});

describe('the rest', () => {
  it('runs out of time only after the deadline and its grace', () => {
    const deadline = new Date('2026-03-15T09:10:00Z');
    expect(timeRanOut(null, new Date('2030-01-01'))).toBe(false);
    expect(timeRanOut(deadline, new Date('2026-03-15T09:10:04Z'))).toBe(false);
    expect(timeRanOut(deadline, new Date('2026-03-15T09:10:06Z'))).toBe(true);
  });

  it('passes a course when every live assessment is passed, and not a course without one', () => {
    expect(coursePassed(['passed', 'passed'])).toBe(true);
    expect(coursePassed(['passed', 'available'])).toBe(false);
    expect(coursePassed([])).toBe(false);
  });

  it('accepts a reorder only of exactly the current ids', () => {
    expect(isSameSet([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isSameSet([1, 2, 3], [3, 1])).toBe(false);
    expect(isSameSet([1, 2, 3], [3, 1, 1])).toBe(false);
    expect(isSameSet([1, 2], [1, 4])).toBe(false);
  });
});
