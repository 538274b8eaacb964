import { describe, expect, it } from 'vitest';
import { availabilityAmount, availabilitySteps, AVAILABILITY_STEPS_MINUTES } from './availability';

describe('the availability slider choices (§5)', () => {
  it('are 30 minutes, 2 and 6 hours, 1 to 3 days and 1 to 3 weeks, in minutes', () => {
    expect(AVAILABILITY_STEPS_MINUTES).toEqual([30, 120, 360, 1440, 2880, 4320, 10080, 20160, 30240]);
    expect(AVAILABILITY_STEPS_MINUTES.map(availabilityAmount)).toEqual([
      { count: 30, unit: 'minutes' },
      { count: 2, unit: 'hours' },
      { count: 6, unit: 'hours' },
      { count: 1, unit: 'days' },
      { count: 2, unit: 'days' },
      { count: 3, unit: 'days' },
      { count: 1, unit: 'weeks' },
      { count: 2, unit: 'weeks' },
      { count: 3, unit: 'weeks' },
    ]);
  });
  it('stop at a maximum in days when one is given', () => {
    expect(availabilitySteps()).toEqual(AVAILABILITY_STEPS_MINUTES);
    expect(availabilitySteps(null)).toEqual(AVAILABILITY_STEPS_MINUTES);
    expect(availabilitySteps(2)).toEqual([30, 120, 360, 1440, 2880]);
    expect(availabilitySteps(7)).toEqual([30, 120, 360, 1440, 2880, 4320, 10080]);
    expect(availabilitySteps(10)).toEqual([30, 120, 360, 1440, 2880, 4320, 10080]);
    expect(availabilitySteps(0.25)).toEqual([30, 120, 360]);
    expect(availabilitySteps(0)).toEqual([]);
    expect(availabilitySteps(21)).toEqual(AVAILABILITY_STEPS_MINUTES);
  });
});
