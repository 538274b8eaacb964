import { describe, expect, it } from 'vitest';
import { textCatalogueProblems } from '../testing/textCatalogue';
import { hasText, t } from './catalogue';
import { en } from './en';

describe("shared-ui's own text catalogue", () => {
  it('is namespaced ui. with non-empty texts', () => {
    expect(textCatalogueProblems('ui', en)).toEqual([]);
  });
  it('fills parameters', () => {
    expect(t('ui.remote.version', { label: '0.2.0' })).toBe('Version 0.2.0');
    expect(t('ui.later.text', { area: 'Payments' })).toMatch(/^Payments arrives in a later release/);
  });
  it('leaves a missing parameter visible', () => {
    expect(t('ui.remote.version', {})).toBe('Version {label}');
  });
  it('has the spec wording for the error texts', () => {
    expect(t('ui.notFound.title')).toBe('This page could not be found');
    expect(t('ui.remote.failed.title')).toBe('Unable to load');
  });
  it('has the validation keys the spec names, in its wording', () => {
    expect(t('ui.validation.required')).toBe('This field is required');
    expect(t('ui.validation.email')).toBe('Please enter a valid email address');
    expect(hasText('ui.validation.currency.minValue')).toBe(true);
  });
  it('holds only the words of shared-ui components, not the host or remote words', () => {
    expect(hasText('ui.taskState.withdrawn')).toBe(false);
    expect(Object.keys(en).some((key) => /^ui\.(login|callback|work|journal|task)\./.test(key))).toBe(false);
  });
});
