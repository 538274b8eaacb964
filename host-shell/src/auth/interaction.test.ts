import { describe, expect, it } from 'vitest';
import { identityErrorMessage } from './interaction';

describe('identity error messages', () => {
  it('tells a rate-limited person when to try again', () => {
    expect(identityErrorMessage({ state: 'ERROR', code: 'RATE_LIMITED', message: 'x', retryAfter: 30 }, 'Unable to login')).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
  });
  it('gives the transition error for a step posted out of order', () => {
    expect(identityErrorMessage({ state: 'ERROR', code: 'CONFLICT', message: '' }, 'Unable to login')).toBe(
      'This sign-in step is not available right now. Please start again.',
    );
  });
  it("shows the server's message, or the fallback when there is none or the network failed", () => {
    expect(identityErrorMessage({ state: 'ERROR', code: 'BAD_USER_INPUT', message: 'Invalid token.' }, 'Unable to login')).toBe(
      'Invalid token.',
    );
    expect(identityErrorMessage({ state: 'ERROR', code: 'BAD_USER_INPUT', message: '' }, 'Unable to login')).toBe('Unable to login');
    expect(identityErrorMessage({ state: 'ERROR', code: 'NETWORK', message: '' }, 'Unable to reset password at this time')).toBe(
      'Unable to reset password at this time',
    );
  });
});
