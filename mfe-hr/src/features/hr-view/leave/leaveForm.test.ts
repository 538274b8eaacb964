import { describe, expect, it } from 'vitest';
import { END_OF_DAY } from '@work/shared-contracts/time-of-day';
import { leaveErrors, leaveInputOf, leaveValuesOf, newLeaveValues, type LeaveValues } from './leaveForm';

const valid: LeaveValues = {
  userId: '7',
  title: 'Summer holiday',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  allDay: true,
  startTime: null,
  endTime: null,
  category: 'annual_leave',
};

describe('the leave form rules', () => {
  it('accepts whole days and part of one day', () => {
    expect(leaveErrors(valid)).toBeUndefined();
    expect(leaveErrors({ ...valid, endDate: valid.startDate, allDay: false, startTime: '09:00', endTime: '12:30' })).toBeUndefined();
    expect(leaveErrors({ ...valid, endDate: valid.startDate, allDay: false, startTime: '14:00', endTime: END_OF_DAY })).toBeUndefined();
  });

  it('needs a person, a title, both dates and a category', () => {
    expect(leaveErrors(newLeaveValues(''))).toEqual({
      userId: 'This field is required',
      title: 'This field is required',
      startDate: 'This field is required',
      endDate: 'This field is required',
      category: 'This field is required',
    });
    expect(leaveErrors({ ...valid, title: '   ' })).toEqual({ title: 'This field is required' });
  });

  it('refuses an end date before the start date', () => {
    expect(leaveErrors({ ...valid, endDate: '2026-07-05' })).toEqual({ endDate: 'The end date cannot be before the start date' });
  });

  it('needs a start and end time when the leave is not all day, on one day, the end later', () => {
    const partDay = { ...valid, endDate: valid.startDate, allDay: false };
    expect(leaveErrors(partDay)).toEqual({
      startTime: 'Enter a start and end time when the leave is not all day',
      endTime: 'Enter a start and end time when the leave is not all day',
    });
    expect(leaveErrors({ ...partDay, endDate: '2026-07-07', startTime: '09:00', endTime: '10:00' })).toEqual({
      endDate: 'Leave that is not all day starts and ends on the same day',
    });
    expect(leaveErrors({ ...partDay, startTime: '13:00', endTime: '13:00' })).toEqual({
      endTime: 'The end time must be after the start time',
    });
    // End of the day stands for 23:00 (§5), so it is not after 23:15
    expect(leaveErrors({ ...partDay, startTime: '23:15', endTime: END_OF_DAY })).toEqual({
      endTime: 'The end time must be after the start time',
    });
  });

  it('sends trimmed values, End of the day as 23:00, and no times for all-day leave', () => {
    expect(leaveInputOf({ ...valid, title: ' Summer ', startTime: '09:00', endTime: '10:00' })).toEqual({
      userId: '7',
      title: 'Summer',
      startDate: '2026-07-06',
      endDate: '2026-07-10',
      allDay: true,
      startTime: null,
      endTime: null,
      category: 'annual_leave',
    });
    expect(leaveInputOf({ ...valid, endDate: valid.startDate, allDay: false, startTime: '21:45', endTime: END_OF_DAY })).toMatchObject({
      startTime: '21:45',
      endTime: '23:00',
    });
  });

  it('opens saved leave with its values', () => {
    const saved = {
      ...valid,
      user: { id: '7' },
      allDay: false,
      endDate: valid.startDate,
      startTime: '09:00',
      endTime: '10:00',
      category: 'training',
    };
    expect(leaveValuesOf(saved)).toEqual({
      ...valid,
      endDate: valid.startDate,
      allDay: false,
      startTime: '09:00',
      endTime: '10:00',
      category: 'training',
    });
  });
});
