import { describe, expect, it } from 'vitest';
import { brandFromQuery, layoutFor } from './layoutFor';

describe('layoutFor', () => {
  it('puts the sign-in and account screens in the branded centred layout', () => {
    for (const path of ['/login', '/password-forgot', '/password-reset', '/password-create', '/confirm-email']) {
      expect(layoutFor(path)).toBe('branded-centred');
    }
  });
  it('uses the centred layout for signing out and the token exchange', () => {
    expect(layoutFor('/logout')).toBe('centred');
    expect(layoutFor('/callback')).toBe('centred');
  });
  it('uses the onboarding layout for /onboarding and below, standalone for /impersonate', () => {
    expect(layoutFor('/onboarding/iframe')).toBe('onboarding');
    expect(layoutFor('/onboarding/success')).toBe('onboarding');
    expect(layoutFor('/impersonate')).toBe('standalone');
  });
  it('uses the advanced layout for the plan and the default layout elsewhere', () => {
    expect(layoutFor('/plan')).toBe('advanced');
    expect(layoutFor('/plan/q1')).toBe('advanced');
    expect(layoutFor('/planning')).toBe('default');
    expect(layoutFor('/work/task/3')).toBe('default');
    expect(layoutFor('/')).toBe('default');
  });
});

describe('brandFromQuery', () => {
  it('takes a plain brand name and refuses markup or overlong values', () => {
    expect(brandFromQuery('?brand=Acme%20Digital')).toBe('Acme Digital');
    expect(brandFromQuery('?brand=%3Cscript%3E')).toBeNull();
    expect(brandFromQuery(`?brand=${'a'.repeat(41)}`)).toBeNull();
    expect(brandFromQuery('')).toBeNull();
  });
});
