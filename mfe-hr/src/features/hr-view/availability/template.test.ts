import { describe, expect, it } from 'vitest';
import { templateErrors, templateValuesOf, weekTotal, WEEKDAYS } from './template';

const week = { monday: 450, tuesday: 450, wednesday: 450, thursday: 450, friday: 450, saturday: 0, sunday: 0 };

describe('the availability template rules', () => {
  it('takes Monday to Sunday of a template', () => {
    expect(templateValuesOf({ ...week, userId: '7', isDefault: true } as typeof week)).toEqual(week);
    expect(Object.keys(templateValuesOf(week))).toEqual([...WEEKDAYS]);
    expect(weekTotal(week)).toBe(2250);
  });

  it('accepts 0 to 24 hours a day in steps of 15 minutes', () => {
    expect(templateErrors(week)).toBeUndefined();
    expect(templateErrors({ ...week, saturday: 1440, sunday: 15 })).toBeUndefined();
  });

  it('refuses minutes off the 15-minute steps, more than 24 hours, and nothing at all, day by day', () => {
    expect(templateErrors({ ...week, monday: 460, tuesday: 1455, wednesday: -15, thursday: Number.NaN })).toEqual({
      monday: 'Use steps of 15 minutes',
      tuesday: 'A day has at most 24 hours',
      wednesday: 'Enter hours and minutes',
      thursday: 'Enter hours and minutes',
    });
  });
});
