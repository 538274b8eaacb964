import { describe, expect, it } from 'vitest';
import { currencyError } from './currency';

describe('currencyError', () => {
  it('asks for an amount above zero with the catalogue message validation.currency.minValue', () => {
    expect(currencyError(0)).toBe('Please enter an amount greater than 0');
    expect(currencyError(-5)).toBe('Please enter an amount greater than 0');
    expect(currencyError(null)).toBe('This field is required');
  });
  it('allows two decimals and no more', () => {
    expect(currencyError(0.01)).toBeUndefined();
    expect(currencyError(12.5)).toBeUndefined();
    expect(currencyError(0.1 + 0.2)).toBeUndefined(); // float noise is not a third decimal
    expect(currencyError(1.005)).toBe('Please enter an amount with at most two decimal places');
    expect(currencyError(19.99)).toBeUndefined();
  });
  it('can be skipped', () => {
    expect(currencyError(0, { skipValidation: true })).toBeUndefined();
  });
});
