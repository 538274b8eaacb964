import { describe, expect, it } from 'vitest';
import { validateRegistration } from './registration';

describe('validateRegistration', () => {
  it('asks for every field and the terms, with the spec messages', () => {
    expect(validateRegistration({})).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      acceptTerms: 'You must accept the terms and conditions to register',
    });
  });
  it('shows one message per field and accepts a complete form', () => {
    expect(validateRegistration({ firstName: 'Rae', lastName: 'Jones', email: 'rae@', acceptTerms: true })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateRegistration({ firstName: ' Rae ', lastName: 'Jones', email: 'rae@example.com', acceptTerms: true })).toEqual({});
  });
});
