import { describe, expect, it } from 'vitest';
import { hasMonthlyHoursLimit, MONTHLY_HOURS_MESSAGES, MONTHLY_MINUTES_LIMIT, withinMonthlyHours } from './monthly-hours';

describe('monthly hours limit', () => {
  it('is 96 hours, 5760 minutes, with the spec message', () => {
    expect(MONTHLY_MINUTES_LIMIT).toBe(5760);
    expect(MONTHLY_HOURS_MESSAGES.limitReached).toBe('Monthly hours limit reached: no more tasks are assigned until next month');
  });

  it('applies to croudies who are not a limited company', () => {
    expect(hasMonthlyHoursLimit('any_other_type')).toBe(true);
    expect(hasMonthlyHoursLimit('limited_company')).toBe(false);
  });

  it('lets a task in up to the limit exactly, not past it', () => {
    const person = { entityType: 'any_other_type' };
    expect(withinMonthlyHours({ ...person, monthMinutes: 0, taskMinutes: 60 })).toBe(true);
    expect(withinMonthlyHours({ ...person, monthMinutes: 5700, taskMinutes: 60 })).toBe(true);
    expect(withinMonthlyHours({ ...person, monthMinutes: 5700, taskMinutes: 61 })).toBe(false);
  });

  it('refuses any task once the limit is reached, even one of 0 minutes', () => {
    const person = { entityType: 'any_other_type' };
    expect(withinMonthlyHours({ ...person, monthMinutes: 5759, taskMinutes: 0 })).toBe(true);
    expect(withinMonthlyHours({ ...person, monthMinutes: 5760, taskMinutes: 0 })).toBe(false);
    expect(withinMonthlyHours({ ...person, monthMinutes: 9000, taskMinutes: 30 })).toBe(false);
  });

  it('never limits a limited company', () => {
    expect(withinMonthlyHours({ entityType: 'limited_company', monthMinutes: 9000, taskMinutes: 600 })).toBe(true);
  });
});
