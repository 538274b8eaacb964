import { describe, expect, it } from 'vitest';
import { detailsInput, fieldErrorsOn, hrInput, preferencesInput, validateDetails, type DetailsValues, type HrValues } from './staffForms';

const details: DetailsValues = {
  firstName: 'Mia',
  lastName: 'Member',
  phoneNumber: '+447700900001',
  countryCode: 'GB',
  usState: null,
  nativeLanguage: 'en',
  linkedinUrl: '',
};

describe('the Details form rules (§5)', () => {
  it('needs both names', () => {
    expect(validateDetails({ ...details, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
    });
  });

  it('takes a LinkedIn address with or without https://, and nothing that is not one', () => {
    expect(validateDetails({ ...details, linkedinUrl: 'linkedin.com/in/mia' })).toBeUndefined();
    expect(validateDetails({ ...details, linkedinUrl: 'https://www.linkedin.com/in/mia' })).toBeUndefined();
    expect(validateDetails({ ...details, linkedinUrl: 'not a url' })).toEqual({ linkedinUrl: 'Please enter a valid URL' });
  });

  it('wants a phone number with its country code, or none', () => {
    expect(validateDetails({ ...details, phoneNumber: '' })).toBeUndefined();
    expect(validateDetails({ ...details, phoneNumber: '0044 20 7946 0018' })).toBeUndefined();
    expect(validateDetails({ ...details, phoneNumber: '07700 900001' })).toEqual({ phoneNumber: 'Please enter a valid phone number' });
  });
});

describe('the inputs of a save', () => {
  it('sends only what changed, trimmed; empty text clears an optional field', () => {
    expect(detailsInput({ ...details, firstName: ' Maya ', phoneNumber: ' ', linkedinUrl: 'linkedin.com/in/m' }, details)).toEqual({
      firstName: 'Maya',
      phoneNumber: null,
      linkedinUrl: 'linkedin.com/in/m',
    });
    expect(detailsInput(details, details)).toEqual({});
  });

  it('sends a US state only with a US address', () => {
    expect(detailsInput({ ...details, countryCode: 'US', usState: 'NY' }, details)).toEqual({ countryCode: 'US', usState: 'NY' });
    const inUs = { ...details, countryCode: 'US', usState: 'NY' };
    // moving away from the US: the server drops the state
    expect(detailsInput({ ...inUs, countryCode: 'FR' }, inUs)).toEqual({ countryCode: 'FR' });
    expect(detailsInput({ ...inUs, usState: 'CA' }, inUs)).toEqual({ usState: 'CA' });
  });

  it('sends preferences and the HR record field by field', () => {
    expect(
      preferencesInput({ timezone: 'Europe/Paris', sendCodesByEmail: true }, { timezone: 'Europe/London', sendCodesByEmail: true }),
    ).toEqual({
      timezone: 'Europe/Paris',
    });
    const hr: HrValues = { officeId: '7', referralSource: null, dateOnboarded: '2024-02-01' };
    expect(hrInput({ ...hr, referralSource: 'linkedin', officeId: null }, hr)).toEqual({ referralSource: 'linkedin', officeId: null });
  });

  it("puts the API's field errors on the form's own fields only", () => {
    expect(fieldErrorsOn(details, { phoneNumber: 'Please enter a valid phone number', officeId: 'Only HR users can change this' })).toEqual(
      {
        phoneNumber: 'Please enter a valid phone number',
      },
    );
  });
});
