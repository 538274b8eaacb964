import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGES as M, passwordRuleErrors } from './password';

describe('password rule', () => {
  it('accepts a password with every part', () => {
    expect(passwordRuleErrors('Demo-Password-2026!')).toEqual([]);
  });
  it('lists every broken part in order', () => {
    expect(passwordRuleErrors('')).toEqual([M.minLength, M.lowercase, M.uppercase, M.digit, M.special]);
    expect(passwordRuleErrors('abcdefghijkl')).toEqual([M.uppercase, M.digit, M.special]);
    expect(passwordRuleErrors('Abcdefghijk1')).toEqual([M.special]);
    expect(passwordRuleErrors('Ab1!')).toEqual([M.minLength]);
  });
  it('counts characters, not UTF-16 units, and does not take a space as special', () => {
    expect(passwordRuleErrors('Äbcdefghij1!')).toEqual([]);
    expect(passwordRuleErrors('Abcdefghij1 ')).toEqual([M.special]);
  });
});
