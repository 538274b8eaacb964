import { describe, expect, it } from 'vitest';
import { clockTimeOf, END_OF_DAY, isTimeOfDayValue, QUARTER_HOUR_TIMES, TIME_OF_DAY_VALUES } from './time-of-day';

describe('the time-of-day choices (§5)', () => {
  it('are every 15 minutes from 00:00 to 23:45, then End of the day', () => {
    expect(QUARTER_HOUR_TIMES).toHaveLength(96);
    expect(QUARTER_HOUR_TIMES.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(QUARTER_HOUR_TIMES.at(-1)).toBe('23:45');
    expect(TIME_OF_DAY_VALUES.at(-1)).toBe(END_OF_DAY);
    expect(TIME_OF_DAY_VALUES).toHaveLength(97);
  });
  it('read End of the day as 23:00 and other values as they are', () => {
    expect(clockTimeOf(END_OF_DAY)).toBe('23:00');
    expect(clockTimeOf('09:15')).toBe('09:15');
  });
  it('know their own values only', () => {
    expect(isTimeOfDayValue('23:45')).toBe(true);
    expect(isTimeOfDayValue(END_OF_DAY)).toBe(true);
    expect(isTimeOfDayValue('09:10')).toBe(false);
    expect(isTimeOfDayValue('24:00')).toBe(false);
  });
});
