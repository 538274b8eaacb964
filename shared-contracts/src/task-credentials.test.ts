import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_ADD_MESSAGES,
  CREDENTIAL_EMAILS_INVALID,
  CREDENTIAL_EXPIRY_PAST,
  CREDENTIAL_REQUIRED,
  CredentialEmailsSchema,
  credentialExpired,
  credentialExpiryError,
  splitCredentialEmails,
} from './task-credentials';

const issue = (input: unknown) => {
  const result = v.safeParse(CredentialEmailsSchema, input);
  return result.success ? null : result.issues[0].message;
};

describe('credential e-mails', () => {
  it('splits what is typed one per line (or by commas, semicolons, spaces), dropping blanks', () => {
    expect(splitCredentialEmails(' a@x.com\n\nB@x.com, c@x.com;d@x.com  e@x.com \n')).toEqual([
      'a@x.com',
      'B@x.com',
      'c@x.com',
      'd@x.com',
      'e@x.com',
    ]);
    expect(splitCredentialEmails('   ')).toEqual([]);
  });

  it('normalises valid addresses to lower case', () => {
    expect(v.parse(CredentialEmailsSchema, [' Ads.One@Example.com ', 'two@example.com'])).toEqual([
      'ads.one@example.com',
      'two@example.com',
    ]);
  });

  it("refuses the whole list when one is not an address: 'Not all of these are valid email addresses'", () => {
    expect(issue(['good@example.com', 'not-an-address'])).toBe(CREDENTIAL_EMAILS_INVALID);
    expect(issue(['good@example.com', 'two@@example.com'])).toBe('Not all of these are valid email addresses');
  });

  it('needs at least one and at most 100', () => {
    expect(issue([])).toBe(CREDENTIAL_REQUIRED);
    expect(issue(['  '])).toBe(CREDENTIAL_REQUIRED);
    expect(issue(Array.from({ length: 101 }, (_, i) => `a${i}@example.com`))).toBe('At most 100 email addresses at a time');
  });
});

describe('credential expiration', () => {
  it('may be today or later, or none', () => {
    expect(credentialExpiryError('2026-05-04', '2026-05-04')).toBeNull();
    expect(credentialExpiryError(null, '2026-05-04')).toBeNull();
    expect(credentialExpiryError('2026-05-03', '2026-05-04')).toBe(CREDENTIAL_EXPIRY_PAST);
  });

  it('has expired once its day has passed', () => {
    expect(credentialExpired('2026-05-03', '2026-05-04')).toBe(true);
    expect(credentialExpired('2026-05-04', '2026-05-04')).toBe(false);
    expect(credentialExpired(null, '2026-05-04')).toBe(false);
  });
});

it('says each create result in the words of §8', () => {
  expect(Object.values(CREDENTIAL_ADD_MESSAGES)).toEqual(['Created', 'Username already in use', 'Username not found', 'Unknown Error']);
});
