import { describe, expect, it } from 'vitest';
import { registrationFieldErrors } from './registration';

const ok = {
  phoneNumber: '+447700900123',
  hourlyRate: 25,
  bio: '',
  linkedinUrl: '',
  referralSource: 'google' as const,
  termsAccepted: true,
};

describe('registration step checks', () => {
  it('passes a complete form', () => {
    expect(registrationFieldErrors(ok)).toEqual({});
  });
  it('names each field that breaks a rule, with the server wording', () => {
    expect(registrationFieldErrors({ ...ok, phoneNumber: '', hourlyRate: null, referralSource: undefined, termsAccepted: false })).toEqual({
      phoneNumber: 'This field is required',
      hourlyRate: 'This field is required',
      referralSource: 'This field is required',
      termsAccepted: 'You must accept the terms to register',
    });
    expect(registrationFieldErrors({ ...ok, linkedinUrl: 'linkedin' })).toEqual({
      linkedinUrl: 'Please enter a valid LinkedIn profile URL',
    });
    expect(registrationFieldErrors({ ...ok, bio: 'b'.repeat(1001) })).toEqual({ bio: 'Bio is limited to 1000 characters' });
  });
  it('checks the hourly rate with the shared currency rule and its messages', () => {
    expect(registrationFieldErrors({ ...ok, hourlyRate: 0 })).toEqual({ hourlyRate: 'Please enter an amount greater than 0' });
    expect(registrationFieldErrors({ ...ok, hourlyRate: -3 })).toEqual({ hourlyRate: 'Please enter an amount greater than 0' });
    expect(registrationFieldErrors({ ...ok, hourlyRate: 27.505 })).toEqual({
      hourlyRate: 'Please enter an amount with at most two decimal places',
    });
    expect(registrationFieldErrors({ ...ok, hourlyRate: 27.5 })).toEqual({});
  });
});
