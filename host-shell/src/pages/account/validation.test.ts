import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES as M } from '@work/shared-contracts';
import { emailError, sixDigitError, validateNewPassword } from './validation';

describe('account form validation', () => {
  it('lists the broken parts of the password rule', () => {
    expect(validateNewPassword({ password: 'short', confirmation: 'short' })).toEqual({
      password: [M.minLength, M.uppercase, M.digit, M.special],
    });
  });
  it('says when a new password is longer than 128 characters (the server refuses it, never truncates it)', () => {
    const long = `Fresh-Password-2026!${'x'.repeat(109)}`;
    expect(validateNewPassword({ password: long, confirmation: long })).toEqual({ password: [M.maxLength] });
    expect(M.maxLength).toBe('Password must be at most 128 characters');
  });
  it('asks for both fields', () => {
    expect(validateNewPassword({})).toEqual({ password: 'This field is required', confirmation: 'This field is required' });
  });
  it('needs the confirmation to match', () => {
    expect(validateNewPassword({ password: 'Fresh-Password-2026!', confirmation: 'Fresh-Password-2025!' })).toEqual({
      confirmation: 'Passwords must match',
    });
    expect(validateNewPassword({ password: 'Fresh-Password-2026!', confirmation: 'Fresh-Password-2026!' })).toEqual({});
  });
  it('checks e-mail addresses and 6-digit codes', () => {
    expect(emailError('')).toBe('This field is required');
    expect(emailError('not-an-email')).toBe('Incorrect email address');
    expect(emailError(' a@example.com ')).toBeUndefined();
    expect(sixDigitError('12345', 'MFA code must be 6 digits')).toBe('MFA code must be 6 digits');
    expect(sixDigitError('12345a', 'x')).toBe('x');
    expect(sixDigitError('123456', 'x')).toBeUndefined();
  });
});
