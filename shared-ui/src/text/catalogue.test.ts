import { describe, expect, it } from 'vitest';
import { TASK_STATES } from '@work/shared-contracts';
import { en, hasText, t } from './catalogue';

describe('text catalogue', () => {
  it('fills parameters', () => {
    expect(t('remote.version', { label: '0.2.0' })).toBe('Version 0.2.0');
    expect(t('later.text', { area: 'Payments' })).toMatch(/^Payments arrives in a later release/);
  });
  it('leaves a missing parameter visible', () => {
    expect(t('remote.version', {})).toBe('Version {label}');
  });
  it('has the spec wording for the sign-in and error texts', () => {
    expect(t('callback.loggingIn')).toBe('Logging in');
    expect(t('callback.slow')).toBe('This is taking a bit longer than usual, do you want to try again?');
    expect(t('notFound.title')).toBe('This page could not be found');
    expect(t('login.unableToLogin')).toBe('Unable to login');
  });
  it('labels every task state, withdrawn as Deleted', () => {
    for (const state of TASK_STATES) expect(hasText(`taskState.${state}`)).toBe(true);
    expect(t('taskState.withdrawn')).toBe('Deleted');
  });
  it('has the validation keys the spec names, in its wording', () => {
    expect(t('validation.required')).toBe('This field is required');
    expect(t('validation.email')).toBe('Please enter a valid email address');
    expect(hasText('validation.currency.minValue')).toBe(true);
    expect(hasText('announcements.croudie.errors.response')).toBe(true);
  });
  it('has no empty strings', () => {
    for (const value of Object.values(en)) expect(value.trim()).not.toBe('');
  });
});
