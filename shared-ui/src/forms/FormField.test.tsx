import { describe, expect, it } from 'vitest';
import type { FieldMetaState } from 'react-final-form';
import { fieldError } from './FormField';

const meta = (state: Partial<FieldMetaState<unknown>>) => state as FieldMetaState<unknown>;

describe('fieldError', () => {
  it("shows the field's own rule only once touched or after a submit", () => {
    expect(fieldError(meta({ error: 'Enter a name' }))).toBeNull();
    expect(fieldError(meta({ error: 'Enter a name', touched: true }))).toBe('Enter a name');
    expect(fieldError(meta({ error: 'Enter a name', submitFailed: true }))).toBe('Enter a name');
  });

  it("prefers the rule, then a problem found outside the form, then the server's answer until the field changes", () => {
    expect(fieldError(meta({ touched: true, error: 'Rule', submitError: 'Server' }), 'Problem')).toBe('Rule');
    expect(fieldError(meta({ touched: true, submitError: 'Server' }), 'Problem')).toBe('Problem');
    expect(fieldError(meta({ submitError: 'This user already exists' }))).toBe('This user already exists');
    expect(fieldError(meta({ submitError: 'This user already exists', dirtySinceLastSubmit: true }))).toBeNull();
  });
});
