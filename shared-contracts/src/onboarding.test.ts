import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BillingAddressSchema,
  ExpertiseSchema,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  onboardingDaysLeft,
  onboardingDeadlineFrom,
  onboardingProgress,
  RegistrationSchema,
  STAFF_ONBOARDING_STEPS,
} from './onboarding';

const DAY = 24 * 60 * 60 * 1000;

describe('onboarding progress tracker', () => {
  it('counts the eight steps of the spec, three of them staff-only', () => {
    expect(ONBOARDING_STEPS).toHaveLength(8);
    expect([...STAFF_ONBOARDING_STEPS].sort()).toEqual(['bankDetailsConfirmed', 'testTaskComplete', 'welcomeCallComplete']);
  });
  it('is empty with nothing done and lists every step as open in order', () => {
    expect(onboardingProgress([])).toEqual({ done: 0, total: 8, percent: 0, complete: false, open: [...ONBOARDING_STEPS] });
  });
  it('rounds down, so 7 of 8 is 87 % and not complete', () => {
    const p = onboardingProgress(ONBOARDING_STEPS.slice(1));
    expect(p).toMatchObject({ done: 7, percent: 87, complete: false, open: ['idUploaded'] });
  });
  it('is complete only with every step, ignoring unknown names and duplicates', () => {
    expect(onboardingProgress([...ONBOARDING_STEPS, 'idUploaded', 'somethingElse'])).toMatchObject({
      done: 8,
      percent: 100,
      complete: true,
      open: [],
    });
    expect(onboardingProgress(['idUploaded', 'idUploaded', 'nope'])).toMatchObject({ done: 1, percent: 12 });
  });
});

describe('onboarding deadline', () => {
  it('is 42 days after registration', () => {
    expect(onboardingDeadlineFrom(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-02-12T00:00:00.000Z');
  });
  it('counts a part day as a day left and never goes below 0', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(onboardingDaysLeft(new Date(now.getTime() + 32 * DAY), now)).toBe(32);
    expect(onboardingDaysLeft(new Date(now.getTime() + 1), now)).toBe(1);
    expect(onboardingDaysLeft(now, now)).toBe(0);
    expect(onboardingDaysLeft(new Date(now.getTime() - 5 * DAY), now)).toBe(0);
  });
});

describe('onboarding inputs', () => {
  const registration = {
    phoneNumber: '+447700900123',
    hourlyRate: 25.5,
    bio: 'Hi',
    linkedinUrl: '',
    referralSource: 'linkedin',
    termsAccepted: true,
  };
  const messages = (schema: v.GenericSchema, input: unknown) => {
    const r = v.safeParse(schema, input, { abortEarly: false, abortPipeEarly: true });
    return r.success ? [] : r.issues.map((i) => i.message);
  };
  it('accepts a full registration', () => {
    expect(messages(RegistrationSchema, registration)).toEqual([]);
  });
  it('needs a + phone, a positive 2-decimal rate, accepted terms and a bio within 1000 characters', () => {
    expect(messages(RegistrationSchema, { ...registration, phoneNumber: '07700900123' })).toEqual([ONBOARDING_MESSAGES.phone]);
    expect(messages(RegistrationSchema, { ...registration, phoneNumber: '  ' })).toEqual([ONBOARDING_MESSAGES.required]);
    expect(messages(RegistrationSchema, { ...registration, hourlyRate: 0 })).toEqual([ONBOARDING_MESSAGES.hourlyRate]);
    expect(messages(RegistrationSchema, { ...registration, hourlyRate: 10.123 })).toEqual([ONBOARDING_MESSAGES.hourlyRate]);
    expect(messages(RegistrationSchema, { ...registration, termsAccepted: false })).toEqual([ONBOARDING_MESSAGES.terms]);
    expect(messages(RegistrationSchema, { ...registration, bio: 'x'.repeat(1000) })).toEqual([]);
    expect(messages(RegistrationSchema, { ...registration, bio: 'x'.repeat(1001) })).toEqual([ONBOARDING_MESSAGES.bio]);
    expect(messages(RegistrationSchema, { ...registration, linkedinUrl: 'https://example.com/me' })).toEqual([
      ONBOARDING_MESSAGES.linkedin,
    ]);
    expect(messages(RegistrationSchema, { ...registration, linkedinUrl: 'https://www.linkedin.com/in/priya-p' })).toEqual([]);
  });
  it('rates each area once with a known level', () => {
    expect(messages(ExpertiseSchema, [{ area: 'seo', level: 'advanced' }])).toEqual([]);
    expect(messages(ExpertiseSchema, [])).toEqual([ONBOARDING_MESSAGES.areas]);
    expect(messages(ExpertiseSchema, [{ area: 'seo', level: 'expert' }])).toHaveLength(1);
    expect(
      messages(ExpertiseSchema, [
        { area: 'seo', level: 'beginner' },
        { area: 'seo', level: 'advanced' },
      ]),
    ).toEqual([ONBOARDING_MESSAGES.areaTwice]);
  });
  it('needs every billing line, and a state for a US address', () => {
    const address = { billingName: 'Priya Pending', addressLine1: '1 High Street', city: 'London', postcode: 'N1 1AA', countryCode: 'gb' };
    const ok = v.safeParse(BillingAddressSchema, address);
    expect(ok.success && ok.output.countryCode).toBe('GB');
    expect(messages(BillingAddressSchema, { ...address, city: ' ' })).toEqual([ONBOARDING_MESSAGES.required]);
    expect(messages(BillingAddressSchema, { ...address, countryCode: 'US' })).toEqual([ONBOARDING_MESSAGES.usState]);
    expect(messages(BillingAddressSchema, { ...address, countryCode: 'US', usState: 'CA' })).toEqual([]);
  });
});
