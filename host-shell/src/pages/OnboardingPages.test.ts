import { describe, expect, it } from 'vitest';
import { brandFromQuery } from './OnboardingPages';

describe('onboarding layout brand', () => {
  it('comes from the brand query parameter', () => {
    expect(brandFromQuery('?brand=Acme%20Outdoor')).toBe('Acme Outdoor');
    expect(brandFromQuery('')).toBeNull();
  });
  it('ignores markup and over-long values', () => {
    expect(brandFromQuery('?brand=%3Cscript%3E')).toBeNull();
    expect(brandFromQuery(`?brand=${'a'.repeat(41)}`)).toBeNull();
  });
});
