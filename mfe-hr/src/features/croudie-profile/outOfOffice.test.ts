import { describe, expect, it } from 'vitest';
import { outOfOfficeErrors } from './outOfOffice';

describe('outOfOfficeErrors', () => {
  const today = '2026-11-25';

  it('needs both dates', () => {
    expect(outOfOfficeErrors({ startDate: '', endDate: '' }, today)).toEqual({
      startDate: 'This field is required',
      endDate: 'This field is required',
    });
  });

  it('refuses an end before the start', () => {
    expect(outOfOfficeErrors({ startDate: '2026-12-10', endDate: '2026-12-09' }, today)).toEqual({
      endDate: 'The end date must be on or after the start date',
    });
  });

  it('refuses an end in the past, and takes a one-day absence today', () => {
    expect(outOfOfficeErrors({ startDate: '2026-11-20', endDate: '2026-11-24' }, today)?.['endDate']).toBe(
      'The end date cannot be in the past',
    );
    expect(outOfOfficeErrors({ startDate: today, endDate: today }, today)).toBeUndefined();
  });
});
