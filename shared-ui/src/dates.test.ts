import { describe, expect, it } from 'vitest';
import { formatterIn, partsOf, todayIn } from './dates';

describe('dates in a person timezone (Intl, no luxon)', () => {
  it('formats in the given zone, and in Europe/London when the zone is missing or unknown', () => {
    const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' };
    const summer = new Date('2026-05-04T08:00:00Z');
    expect(formatterIn('America/New_York', options).format(summer)).toBe('04:00 GMT-4');
    expect(formatterIn(null, options).format(summer)).toBe('09:00 BST');
    expect(formatterIn('Not/AZone', options).format(summer)).toBe('09:00 BST');
    expect(formatterIn('Not/AZone', options)).toBe(formatterIn('Not/AZone', options));
  });

  it('names the parts of a date', () => {
    expect(partsOf(formatterIn('UTC', { day: 'numeric', month: 'long' }), new Date('2026-12-01T10:00:00Z'))).toMatchObject({
      day: '1',
      month: 'December',
    });
  });

  it('gives today as an ISO day in the zone', () => {
    const lateUtc = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('Asia/Tokyo', lateUtc)).toBe('2026-11-23');
    expect(todayIn('America/New_York', lateUtc)).toBe('2026-11-22');
    expect(todayIn(undefined, new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });
});
