import { describe, expect, it } from 'vitest';
import {
  saveFileIds,
  splitAttachments,
  actionButtons,
  actionDoneText,
  actionLabel,
  CONFIRM,
  costText,
  fileSizeText,
  errorText,
  passFeedbackError,
  ratingsInput,
} from './taskView';

describe('task view helpers', () => {
  it('offers the buttons of the available actions (messages have their own box) with their labels', () => {
    expect(actionButtons(['ACCEPT', 'DECLINE', 'POST_MESSAGE'])).toEqual(['ACCEPT', 'DECLINE']);
    expect(actionButtons(['RELINQUISH', 'SAVE', 'SUBMIT', 'POST_MESSAGE', 'SOMETHING_NEW'])).toEqual(['RELINQUISH', 'SAVE', 'SUBMIT']);
    expect(actionLabel('SAVE')).toBe('Save without submitting');
    expect(actionLabel('SEND_TO_OWNER')).toBe('Send to job owner for review');
    expect(actionDoneText('PASS')).toBe('Work passed');
    expect(Object.keys(CONFIRM)).toEqual(['DECLINE', 'RELINQUISH']);
  });
  it('shows a fixed cost in pounds or the allocated minutes', () => {
    expect(costText({ fixedCostPence: 2550, allocatedMinutes: null })).toEqual({ label: 'Cost', value: '£25.50' });
    expect(costText({ fixedCostPence: null, allocatedMinutes: 45 })).toEqual({ label: 'Allocated minutes', value: '45 minutes' });
    expect(costText({ fixedCostPence: null, allocatedMinutes: null })).toBeNull();
  });
  it('checks pass feedback like the server: 50 characters, optional for recurring tasks', () => {
    expect(passFeedbackError('x'.repeat(49), false)).toBe('Timeline feedback needs at least 50 characters');
    expect(passFeedbackError('x'.repeat(50), false)).toBeNull();
    expect(passFeedbackError('  ', true)).toBeNull();
    expect(passFeedbackError('short', true)).toBe('Timeline feedback needs at least 50 characters');
  });
  it('sends only the ratings given', () => {
    expect(ratingsInput({})).toBeNull();
    expect(ratingsInput({ communication: 0, otherComments: '  ' })).toBeNull();
    expect(ratingsInput({ communication: 3, qualityOfWork: 1, otherComments: ' ok ' })).toEqual({
      communication: 3,
      qualityOfWork: 1,
      otherComments: 'ok',
    });
  });
  it("shows the server's sentence, field errors, or a generic message", () => {
    expect(errorText({ graphQLErrors: [{ message: 'You cannot accept this offer while it is in progress' }] })).toBe(
      'You cannot accept this offer while it is in progress',
    );
    expect(
      errorText({ graphQLErrors: [{ message: 'Some fields are not valid', extensions: { fieldErrors: { feedback: 'Too short' } } }] }),
    ).toBe('Too short');
    expect(errorText({ graphQLErrors: [] })).toBe('Something went wrong. Please try again.');
    expect(errorText(null)).toBe('Something went wrong. Please try again.');
  });
  it('gives file sizes in B, KB or MB', () => {
    expect(fileSizeText(900)).toBe('900 B');
    expect(fileSizeText(1536)).toBe('1.5 KB');
    expect(fileSizeText(50 * 1024 * 1024)).toBe('50.0 MB');
  });
});

describe('saving keeps files', () => {
  it('sends no fileIds when nothing new was uploaded (the server keeps the saved files)', () => {
    expect(saveFileIds(['1', '2'], [])).toBeNull();
  });
  it('sends the saved files plus the new uploads, each once', () => {
    expect(saveFileIds(['1', '2'], ['2', '3'])).toEqual(['1', '2', '3']);
    expect(saveFileIds([], ['3'])).toEqual(['3']);
  });
  it('shows saved (draft) files apart from the brief and submitted files', () => {
    const split = splitAttachments([
      { id: '1', kind: 'brief' },
      { id: '2', kind: 'draft' },
      { id: '3', kind: 'submission' },
    ]);
    expect(split.saved.map((a) => a.id)).toEqual(['2']);
    expect(split.others.map((a) => a.id)).toEqual(['1', '3']);
  });
});
