import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES, RegistrationSchema } from './registration';

const valid = { firstName: ' Rae ', lastName: 'Jones', email: ' rae@example.com ', acceptTerms: true };
const messagesFor = (input: unknown) => {
  const r = v.safeParse(RegistrationSchema, input, { abortEarly: false });
  // the first message per field, as forms and the server's field errors show it
  return r.success ? {} : Object.fromEntries(r.issues.reverse().map((i) => [v.getDotPath(i), i.message]));
};

describe('registration schema', () => {
  it('trims text fields', () => {
    expect(v.parse(RegistrationSchema, valid)).toEqual({
      firstName: 'Rae',
      lastName: 'Jones',
      email: 'rae@example.com',
      acceptTerms: true,
    });
  });
  it('requires every field, with the spec messages', () => {
    expect(messagesFor({ firstName: '  ', lastName: '', email: '', acceptTerms: false })).toEqual({
      firstName: REGISTRATION_MESSAGES.required,
      lastName: REGISTRATION_MESSAGES.required,
      email: REGISTRATION_MESSAGES.required,
      acceptTerms: REGISTRATION_MESSAGES.terms,
    });
  });
  it('refuses an invalid e-mail address and unaccepted terms', () => {
    expect(messagesFor({ ...valid, email: 'rae@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(messagesFor({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: 'You must accept the terms and conditions to register' });
  });
  it('limits names to 100 characters', () => {
    expect(messagesFor({ ...valid, lastName: 'x'.repeat(101) })).toEqual({ lastName: REGISTRATION_MESSAGES.tooLong });
  });
});
