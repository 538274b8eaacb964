import { describe, expect, it } from 'vitest';
import { profileInput, validateProfile, type ProfileValues } from './profileForm';

const values: ProfileValues = {
  firstName: 'Uma',
  lastName: 'States',
  city: 'Austin',
  countryCode: 'US',
  timezone: 'America/Chicago',
  nativeLanguages: ['en'],
  fluentLanguages: ['fr'],
  experience: [{ verticalId: 'v1', level: 'advanced' }],
  hourlyRate: 25,
  bio: '',
  portfolio: '',
  linkedinUrl: '',
  wechatId: '',
};

describe('validateProfile', () => {
  it('takes a complete profile', () => {
    expect(validateProfile(values, true)).toBeUndefined();
  });

  it('needs a native language', () => {
    expect(validateProfile({ ...values, nativeLanguages: [] }, true)).toEqual({
      nativeLanguages: 'Please add at least one native language',
    });
  });

  it('refuses a language both native and fluent', () => {
    expect(validateProfile({ ...values, fluentLanguages: ['fr', 'en'] }, true)).toEqual({
      fluentLanguages: 'Language has been added already',
    });
  });

  it('refuses an area of experience twice, or one not chosen', () => {
    const twice = [
      { verticalId: 'v1', level: 'advanced' as const },
      { verticalId: 'v1', level: 'beginner' as const },
    ];
    expect(validateProfile({ ...values, experience: twice }, true)).toEqual({
      experience: 'This area of experience has been added already',
    });
    expect(validateProfile({ ...values, experience: [{ verticalId: null, level: 'beginner' }] }, true)).toEqual({
      experience: 'This field is required',
    });
  });

  it('wants a rate above £0 with at most 2 decimals, when the rate is on the form', () => {
    const rate = 'Please enter an amount greater than £0';
    expect(validateProfile({ ...values, hourlyRate: 0 }, true)).toEqual({ hourlyRate: rate });
    expect(validateProfile({ ...values, hourlyRate: 12.345 }, true)).toEqual({ hourlyRate: rate });
    expect(validateProfile({ ...values, hourlyRate: null }, true)).toEqual({ hourlyRate: rate });
    expect(validateProfile({ ...values, hourlyRate: null }, false)).toBeUndefined();
    expect(validateProfile({ ...values, hourlyRate: 12.35 }, true)).toBeUndefined();
  });

  it('wants http(s) addresses for the portfolio and LinkedIn', () => {
    expect(validateProfile({ ...values, portfolio: 'uma.example.com', linkedinUrl: 'ftp://x.example' }, true)).toEqual({
      portfolio: 'Please enter a valid URL',
      linkedinUrl: 'Please enter a valid URL',
    });
    expect(validateProfile({ ...values, linkedinUrl: ' https://www.linkedin.com/in/uma ' }, true)).toBeUndefined();
  });
});

describe('profileInput', () => {
  it('sends only what changed, trimmed, with an emptied text as null', () => {
    const changed = { ...values, city: ' Leeds ', bio: '', portfolio: '' };
    expect(profileInput(changed, { ...values, bio: 'Old', portfolio: 'https://a.example' })).toEqual({
      city: 'Leeds',
      bio: null,
      portfolio: null,
    });
  });

  it('sends the languages as one list by level when either list changed', () => {
    expect(profileInput({ ...values, fluentLanguages: ['fr', 'de'] }, values)).toEqual({
      languages: [
        { code: 'en', level: 'native' },
        { code: 'fr', level: 'fluent' },
        { code: 'de', level: 'fluent' },
      ],
    });
  });
});
